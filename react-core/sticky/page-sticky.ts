/**
 * Sticky modules named by the page configuration (`stickyModules`, or the builder's
 * `et_pb_sticky_elements`: SPEC §3 "Sticky module settings" with `id` and `selector`). The
 * elements a selector matches stick exactly like `<pb-sticky>`, without a wrapper, on the same
 * controller and frame task. pb-page.js loads this only when the configuration lists sticky
 * modules, or when new settings arrive with the `pb-sticky-settings` event.
 *
 * SPEC §4: settings are read again on a breakpoint change; new settings tear down the modules
 * they no longer list and create the new ones; a module inside another sticky module is ignored.
 * In the builder's preview (runtime/builder-mode.ts) the responsive settings follow the sticky
 * preview modes of the preview's layout width (sticky-builder.ts, SPEC §9). When the preview
 * frame has replaced modules (`PREVIEW_UPDATED_EVENT` on document, at once), and on any page 500 ms
 * after elements stopped being added or removed (SPEC §9 "DOM change 500 ms": ajax pagination, a
 * theme's late markup), the modules whose element left the page are torn down and the elements
 * their selectors match now are created.
 */
import { readSettingsObject } from '../element/attributes';
import { PREVIEW_UPDATED_EVENT } from '../preview-frame/protocol';
import { isBuilderPreview } from '../runtime/builder-mode';
import { onDomChange } from '../runtime/frame-loop';
import type { StickyModuleSetting } from '../runtime/page-config';
import { getScreenMode, subscribeScreenMode, type ScreenMode } from '../runtime/screen-mode';
import { warnOnce } from '../runtime/warn';
import { stickyAttributes } from './sticky-attributes';
import { stickyPreviewMode } from './sticky-builder';
import { isInsideSticky, registerSticky, unregisterSticky, updateSticky, type StickyModule } from './sticky-controller';
import { stickyOptions } from './sticky-options';
import { PAGE_STICKY_STYLES } from './sticky-styles';

const SOURCE = 'sticky modules';

interface ConfiguredModule {
  setting: StickyModuleSetting;
  modules: StickyModule[];
}

const configured = new Map<string, ConfiguredModule>();
let stopScreenMode: (() => void) | undefined;
let stopDomChange: (() => void) | undefined;
let sheet: CSSStyleSheet | undefined;

function optionsFor(setting: StickyModuleSetting, mode: ScreenMode) {
  const source = `${SOURCE}: ${setting.id}`;
  return stickyOptions(readSettingsObject(setting.settings, source, stickyAttributes, mode), source);
}

/** The mode whose settings apply: the sticky preview mode in the builder, else the screen mode. */
function currentMode(): ScreenMode {
  return isBuilderPreview() ? stickyPreviewMode(document.documentElement.clientWidth) : getScreenMode();
}

/** The elements `setting` makes sticky, less those already made sticky by it (`known`). */
function elementsFor(setting: StickyModuleSetting, known: ReadonlySet<Element> = new Set()): HTMLElement[] {
  let elements: HTMLElement[];
  try {
    elements = [...document.querySelectorAll<HTMLElement>(setting.selector)];
  } catch {
    warnOnce(SOURCE, `"${setting.selector}" (${setting.id}) is not a valid selector; that module is skipped.`);
    return [];
  }
  if (elements.length === 0) warnOnce(SOURCE, `nothing on the page matches "${setting.selector}" (${setting.id}).`);
  return elements.filter((element) => {
    if (known.has(element)) return false;
    if (!isInsideSticky(element)) return true;
    warnOnce(SOURCE, `"${setting.selector}" (${setting.id}) is inside another sticky module (or is one); it is ignored.`);
    return false;
  });
}

function adoptStyles(): void {
  if (sheet) return;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_STICKY_STYLES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function rereadAll(): void {
  const mode = currentMode();
  for (const { setting, modules } of configured.values()) {
    const options = optionsFor(setting, mode);
    for (const module of modules) updateSticky(module, options);
  }
}

/**
 * After the page's elements changed (the preview frame replaced modules, or the DOM settled): a
 * module whose element left the page is torn down, and each element a selector matches now that
 * is not sticky yet becomes a module.
 */
function resyncElements(): void {
  const mode = currentMode();
  for (const entry of configured.values()) {
    const kept = entry.modules.filter((module) => {
      if (module.host.isConnected) return true;
      unregisterSticky(module);
      return false;
    });
    const options = optionsFor(entry.setting, mode);
    for (const module of kept) updateSticky(module, options);
    const created = elementsFor(entry.setting, new Set(kept.map((module) => module.host))).map((element) => registerSticky(element, options));
    entry.modules = [...kept, ...created];
  }
}

function tearDown(id: string): void {
  for (const module of configured.get(id)?.modules ?? []) unregisterSticky(module);
  configured.delete(id);
}

/**
 * Makes the page's configured sticky modules match `settings`: modules no longer listed (or
 * listed with another selector) are torn down, new ones created, the others given their new
 * settings.
 */
export function syncStickyModules(settings: readonly StickyModuleSetting[]): void {
  const next = new Map(settings.map((setting) => [setting.id, setting]));
  for (const [id, entry] of configured) {
    if (next.get(id)?.selector !== entry.setting.selector) tearDown(id);
  }
  const mode = currentMode();
  for (const setting of next.values()) {
    const options = optionsFor(setting, mode);
    const existing = configured.get(setting.id);
    if (existing) {
      existing.setting = setting;
      for (const module of existing.modules) updateSticky(module, options);
      continue;
    }
    const modules = elementsFor(setting).map((element) => registerSticky(element, options));
    configured.set(setting.id, { setting, modules });
  }
  if (configured.size > 0) {
    adoptStyles();
    stopScreenMode ??= subscribeScreenMode(rereadAll);
    stopDomChange ??= onDomChange(resyncElements);
    document.addEventListener(PREVIEW_UPDATED_EVENT, resyncElements);
  } else {
    stopScreenMode?.();
    stopDomChange?.();
    stopScreenMode = stopDomChange = undefined;
    document.removeEventListener(PREVIEW_UPDATED_EVENT, resyncElements);
  }
}
