/**
 * Which surface the page is shown in (SPEC §1: "the public page and the visual builder, backend
 * builder, theme builder, layout block builder and layout block preview. It behaves differently at
 * initialisation in builder or preview mode than on the public page"; §2 "Editor surfaces":
 * front-end builder, block-editor mode, theme-builder mode and backend builder mode (BFB)).
 * One answer for the whole runtime: `builderSurface()`. What each surface changes:
 * - every surface but `public`: editor-only samples show (the checkout's sample notice, §8), the
 *   sticky modules follow the preview modes (§9), and split tests neither run nor record (an
 *   editor's visit is no visitor's);
 * - `theme-builder`: the admin bar counts as 32 px (§6).
 * The layout block preview's 600 px width (§9) is the preview frame's `layout-block` view mode,
 * set by the editor, not by this surface.
 */
import { getPageConfig, type PageConfig } from './page-config';
import { warnOnce } from './warn';

export const BUILDER_SURFACES = [
  'public',
  'visual-builder',
  'backend-builder',
  'block-editor',
  'theme-builder',
  'layout-block-builder',
  'layout-block-preview',
  'preview',
] as const;
export type BuilderSurface = (typeof BUILDER_SURFACES)[number];

/** The query fields the builder opens each surface with (the first that is set wins). */
const QUERY_SURFACES: readonly [field: string, value: string, surface: BuilderSurface][] = [
  ['et_block_layout_preview', '1', 'layout-block-preview'],
  ['et_bfb', '1', 'backend-builder'],
  ['et_tb', '1', 'theme-builder'],
  ['et_fb', '1', 'visual-builder'],
  ['et_pb_preview', 'true', 'preview'],
];

/** The body classes the builder gives each surface (the first present wins). */
const CLASS_SURFACES: readonly [className: string, surface: BuilderSurface][] = [
  ['et-block-layout-preview', 'layout-block-preview'],
  ['et-bfb', 'backend-builder'],
  ['block-editor-page', 'block-editor'],
  ['et-tb', 'theme-builder'],
  ['et-fb', 'visual-builder'],
];

/** The address's say: the surface its query fields name, or `public`. */
export function surfaceOfUrl(url: string): BuilderSurface {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost/').searchParams;
  } catch {
    return 'public';
  }
  return QUERY_SURFACES.find(([field, value]) => params.get(field) === value)?.[2] ?? 'public';
}

/** The preview frame's or a builder's address (kept for callers that have only a URL). */
export function isBuilderPreviewUrl(url: string): boolean {
  return surfaceOfUrl(url) !== 'public';
}

function isSurface(value: string): value is BuilderSurface {
  return (BUILDER_SURFACES as readonly string[]).includes(value);
}

/**
 * The surface, from (first that says one) the page configuration's `builderSurface`, the address,
 * the body's classes, then the configuration's `themeBuilder` and `builderPreview` flags.
 */
export function builderSurface(): BuilderSurface {
  const config = getPageConfig();
  const href = location.href;
  const classes = document.body?.className ?? '';
  // Asked for in every scroll frame (the admin bar's offset): worked out again only when what it reads changed.
  if (lastAnswer?.config === config && lastAnswer.href === href && lastAnswer.classes === classes) return lastAnswer.surface;
  const surface = surfaceFrom(config);
  lastAnswer = { config, href, classes, surface };
  return surface;
}

let lastAnswer: { config: PageConfig; href: string; classes: string; surface: BuilderSurface } | undefined;

function surfaceFrom(config: PageConfig): BuilderSurface {
  if (isSurface(config.builderSurface) && config.builderSurface !== 'public') return config.builderSurface;
  if (config.builderSurface && !isSurface(config.builderSurface)) {
    warnOnce('pb-config', `builderSurface "${config.builderSurface}" is not one of ${BUILDER_SURFACES.join(', ')}; the address and body classes tell.`);
  }
  const fromUrl = surfaceOfUrl(location.href);
  if (fromUrl !== 'public') return fromUrl;
  const classes = document.body?.classList;
  const fromClass = classes && CLASS_SURFACES.find(([className]) => classes.contains(className));
  if (fromClass) return fromClass[1];
  if (config.themeBuilder) return 'theme-builder';
  return config.builderPreview ? 'preview' : 'public';
}

/** True in any builder or preview surface; false on the public page. */
export function isBuilderPreview(): boolean {
  return builderSurface() !== 'public';
}
