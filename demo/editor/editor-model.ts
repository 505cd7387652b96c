/**
 * The demo editor's pure logic (docs/demo-server.md "Demo editor"): which pages it edits, the attribute fields
 * of a module from the custom-elements manifest, and how a field's value is read from and written
 * to the module's source element. No view here: editor.ts wires it to the page.
 */
import type { ModuleNode, ViewMode } from '../../react-core/preview-frame/protocol';
import { parseFlag } from '../../react-core/runtime/values';

/** The demo pages the editor offers, by path; `?page=` may name only these. */
export const EDITOR_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/tabs.html', title: 'Tabs, accordions and toggles' },
  { path: '/sliders.html', title: 'Sliders' },
  { path: '/counters.html', title: 'Counters and countdowns' },
  { path: '/sticky.html', title: 'Sticky modules' },
  { path: '/animations.html', title: 'Animations' },
];

/** The view modes of the switcher, in its order (SPEC.md §2 "Editor surfaces", layout block §9). */
export const VIEW_MODES: ReadonlyArray<{ mode: ViewMode; label: string }> = [
  { mode: 'desktop', label: 'Desktop' },
  { mode: 'tablet', label: 'Tablet' },
  { mode: 'phone', label: 'Phone' },
  { mode: 'wireframe', label: 'Wireframe' },
  { mode: 'zoom', label: 'Zoom' },
  { mode: 'layout-block', label: 'Layout block' },
];

/** The page to edit: the `page` query field when it names one of EDITOR_PAGES, else the first. */
export function pageFromQuery(search: string): string {
  const asked = new URLSearchParams(search).get('page');
  return EDITOR_PAGES.find(({ path }) => path === asked)?.path ?? EDITOR_PAGES[0].path;
}

/** The parts of custom-elements.json the editor reads. */
export interface Manifest {
  modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: ManifestAttribute[] }> }>;
}

export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

/**
 * One attribute as the panel edits it: a checkbox for a boolean (presence), a select for a union
 * of string literals, a text field for anything else (numbers and sizes accept what the builder
 * writes: `20`, `20px`, `50%`, `none`).
 */
export interface AttributeField {
  name: string;
  kind: 'boolean' | 'choice' | 'text';
  /** The literals of a `choice`, in the manifest's order; empty for the others. */
  choices: string[];
  description: string;
  /** The manifest's default, '' when it names none. */
  defaultValue: string;
}

/** The literals of a union of string literals (`'none' | 'top'`), or null for any other type. */
export function choicesOf(typeText: string): string[] | null {
  const parts = typeText.split('|').map((part) => part.trim());
  if (!parts.every((part) => /^'[^']*'$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1));
}

/** The attribute fields of `tag`'s element, in the manifest's order; none for a tag it does not list. */
export function attributeFields(manifest: Manifest, tag: string): AttributeField[] {
  const declaration = manifest.modules.flatMap((module) => module.declarations ?? []).find((candidate) => candidate.tagName === tag);
  return (declaration?.attributes ?? []).map((attribute) => {
    const type = attribute.type?.text ?? 'string';
    const choices = choicesOf(type);
    return {
      name: attribute.name,
      kind: type === 'boolean' ? 'boolean' : choices ? 'choice' : 'text',
      choices: choices ?? [],
      description: attribute.description ?? '',
      defaultValue: attribute.default ?? '',
    };
  });
}

/**
 * The field's current value in the module's source attributes: for a boolean, whether it is on
 * (presence, or on/yes/true; an unreadable word counts as off, as the element's own fallback
 * would give its default); otherwise the attribute's text, '' when absent.
 */
export function fieldValue(field: AttributeField, attributes: Record<string, string>): string | boolean {
  const raw = attributes[field.name];
  if (field.kind !== 'boolean') return raw ?? '';
  try {
    return parseFlag(raw ?? null, field.name) === true;
  } catch {
    return false;
  }
}

/**
 * Writes a field's new value onto the module's source element: a boolean by presence, any other
 * field removed when emptied (the element's default applies again).
 */
export function applyField(element: Element, field: AttributeField, value: string | boolean): void {
  if (value === false || value === '') element.removeAttribute(field.name);
  else element.setAttribute(field.name, value === true ? '' : value);
}

/** The tree's text for a module: its address, tag and id (`1.0 pb-toggle #care-toggle`). */
export function moduleLabel(node: ModuleNode): string {
  const id = node.attributes.id;
  return `${node.address} ${node.tag}${id ? ` #${id}` : ''}`;
}

/** How deep a module sits in the tree: 1 for the page's own modules (ARIA `aria-level`). */
export function moduleLevel(address: string): number {
  return address.split('.').length;
}
