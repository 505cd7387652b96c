/**
 * Multi-view data on the public page (pb-multi-view.js, which the loader loads only when the page
 * has `[data-pb-multi-view]`): each such module shows its values for the current screen mode
 * (the page's one screen-mode store, runtime/screen-mode.ts) and its hover values while its hover
 * element is hovered, or has the keyboard focus inside it, so keyboard users see the same.
 *
 * What the page rendered is kept: a context with no value for a mode puts it back. Content is
 * markup from the builder and goes through the shared sanitizer (the `multi-view` profile: text,
 * inline markup, lists, links, images of this site and tables; no script, style, frame, form or
 * handler), loaded only when some module has content values. Attributes never include handlers or
 * `style`; links pass the shared safe-URL check, and whatever the browser would request (an
 * attribute's address, every `srcset` candidate, a style's `url()`) must be on the page's own
 * origin or a `data:image`, so multi-view data never makes the page ask another host. Modules
 * added later are picked up, removed ones let go of their listeners, and a changed
 * `data-pb-multi-view` is read again (the builder's preview edits it).
 */
import { getScreenMode, subscribeScreenMode, type ScreenMode } from '../runtime/screen-mode';
import { checkedSrcset, sameOriginResourceUrl, styleRequestsOwnOriginOnly } from '../runtime/safe-resource-url';
import { safeUrl } from '../runtime/safe-url';
import { warnOnce } from '../runtime/warn';
import {
  classNamesIn,
  isForbiddenAttribute,
  addressKind,
  MULTI_VIEW_ATTRIBUTE,
  MULTI_VIEW_SELECTOR,
  namesIn,
  parseMultiView,
  resolveMultiView,
  scopedTarget,
  type MultiView,
  type MultiViewData,
} from './multi-view';

type Sanitize = (html: string) => DocumentFragment;

/** The sanitizer, imported the first time a module has content values. */
let sanitizer: Promise<Sanitize> | undefined;
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('../runtime/sanitize-html').then(({ sanitizeHtml }) => (html: string) => sanitizeHtml(html, 'multi-view'));
  return sanitizer;
}

/** How an element names itself in a warning: tag, id and classes. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
  return `${element.localName}${id}${classes} ${MULTI_VIEW_ATTRIBUTE}`;
}

/** What a target looked like as the page rendered it, for the contexts the data changes. */
interface Original {
  content: Node[] | undefined;
  attributes: Map<string, string | null>;
  styles: Map<string, [string, string]>;
  classes: Map<string, boolean>;
  /** The `hidden` attribute's value (null: none). */
  hidden: string | null;
}

/** One element with multi-view data. */
export interface MultiViewModule {
  readonly element: Element;
  readonly data: MultiViewData;
  /** Shows the values of the current screen mode (and hover). */
  apply(): void;
  setScreenMode(mode: ScreenMode): void;
  /** Puts back what the page rendered and stops listening. */
  destroy(): void;
}

const HOVER_EVENTS = ['pointerenter', 'pointerleave', 'focusin', 'focusout'] as const;

/** The elements the data changes: its `target` inside the module, or the module itself. */
function findTargets(element: Element, data: MultiViewData, source: string): HTMLElement[] {
  const own = element instanceof HTMLElement ? [element] : [];
  const selector = scopedTarget(data.target);
  if (!selector || selector === ':scope') return own;
  let found: HTMLElement[];
  try {
    found = [...element.querySelectorAll<HTMLElement>(selector)];
  } catch {
    warnOnce(source, `target "${data.target}" is not a valid selector; the module itself changes.`);
    return own;
  }
  if (found.length === 0) warnOnce(source, `target "${data.target}" matches nothing inside the module; nothing changes.`);
  return found;
}

/** The hover selector's element around (or inside) the module; the module itself by default. */
function findHoverElement(element: Element, data: MultiViewData, source: string): Element {
  const selector = data.hoverSelector;
  if (!selector) return element;
  try {
    const found = element.closest(selector) ?? element.querySelector(selector);
    if (found) return found;
    warnOnce(source, `hover_selector "${selector}" matches neither the module, an ancestor nor a descendant; the module's own hover is used.`);
  } catch {
    warnOnce(source, `hover_selector "${selector}" is not a valid selector; the module's own hover is used.`);
  }
  return element;
}

function capture(target: HTMLElement, data: MultiViewData): Original {
  const { schema } = data;
  return {
    content: Object.keys(schema.content).length > 0 ? [...target.childNodes].map((node) => node.cloneNode(true)) : undefined,
    attributes: new Map(namesIn(schema.attrs).map((name) => [name, target.getAttribute(name)])),
    styles: new Map(namesIn(schema.styles).map((name) => [name, [target.style.getPropertyValue(name), target.style.getPropertyPriority(name)]])),
    classes: new Map(classNamesIn(schema.classes).map((name) => [name, target.classList.contains(name)])),
    hidden: target.getAttribute('hidden'),
  };
}

/** What multi-view data may set as `name` on `target`: `value`, checked where it is an address; null (with a warning) when refused. */
function checkedAttribute(target: HTMLElement, name: string, value: string, source: string): string | null {
  const kind = addressKind(name, target.localName);
  const safe =
    kind === null ? value : kind === 'link' ? safeUrl(value) : kind === 'resource' ? sameOriginResourceUrl(value) : checkedSrcset(value, sameOriginResourceUrl);
  if (safe === null) warnOnce(source, `attribute "${name}": "${value}" is not a safe address of this site; ignored.`);
  return safe;
}

function setAttribute(target: HTMLElement, name: string, value: string | null): void {
  if (value === null) target.removeAttribute(name);
  else if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}

/**
 * Writes a view onto one target; `content` is the sanitized nodes to show, `keep` to leave the
 * content as it is, or `original` to put back the page's own.
 */
function write(target: HTMLElement, original: Original, view: MultiView, content: DocumentFragment | 'keep' | 'original', source: string): void {
  if (content instanceof DocumentFragment) target.replaceChildren(content.cloneNode(true));
  else if (content === 'original' && original.content) target.replaceChildren(...original.content.map((node) => node.cloneNode(true)));
  for (const [name, value] of original.attributes) {
    if (isForbiddenAttribute(name)) {
      warnOnce(source, `attribute "${name}" may not be set by multi-view data; ignored.`);
      continue;
    }
    // The page's own value comes back where the data has none, or one that is refused.
    const next = view.attrs[name];
    setAttribute(target, name, (next === undefined ? null : checkedAttribute(target, name, next, source)) ?? value);
  }
  for (const [name, [value, priority]] of original.styles) {
    const next = view.styles[name];
    const refused = next !== undefined && !styleRequestsOwnOriginOnly(name, next);
    if (refused) warnOnce(source, `style "${name}": "${next}" requests an address that is not this site's; ignored.`);
    if (next !== undefined && !refused) target.style.setProperty(name, next);
    else if (value) target.style.setProperty(name, value, priority);
    else target.style.removeProperty(name);
  }
  for (const [name, had] of original.classes) {
    const change = view.classes;
    target.classList.toggle(name, change?.add.includes(name) ? true : change?.remove.includes(name) ? false : had);
  }
  const hidden = view.visible === undefined ? original.hidden : view.visible ? null : '';
  if (hidden === null) target.removeAttribute('hidden');
  else if (target.getAttribute('hidden') !== hidden) target.setAttribute('hidden', hidden);
}

/**
 * Starts one element's multi-view data in `mode`. A closure rather than a class: class fields
 * would pull the bundler's field helper, which lives in the framework chunk, into this runtime.
 */
export function createMultiViewModule(element: Element, data: MultiViewData, mode: ScreenMode): MultiViewModule {
  const source = describeElement(element);
  const originals = new Map(findTargets(element, data, source).map((target) => [target, capture(target, data)]));
  const hoverElement = findHoverElement(element, data, source);
  let hovered = false;
  let focused = false;
  let currentMode = mode;
  /** Bumped by every apply, so a content value that waited for the sanitizer is not applied late. */
  let generation = 0;
  let lastContent: string | undefined;

  const writeAll = (view: MultiView, content: DocumentFragment | 'keep' | 'original'): void => {
    for (const [target, original] of originals) write(target, original, view, content, source);
  };

  const apply = (): void => {
    generation += 1;
    const view = resolveMultiView(data.schema, currentMode, hovered || focused);
    const content = view.content;
    if (content === undefined || content === lastContent) {
      const restore = content === undefined && lastContent !== undefined;
      lastContent = content;
      writeAll(view, restore ? 'original' : 'keep');
      return;
    }
    // Content waits for the sanitizer (loaded once); the other contexts change together with it.
    const current = generation;
    void loadSanitizer()
      .then((sanitize) => {
        if (current !== generation) return;
        writeAll(view, sanitize(content));
        lastContent = content;
      })
      .catch((error: unknown) => warnOnce(source, `content could not be sanitized (${String(error)}); the page's content stays.`));
  };

  const onHoverChange = (event: Event): void => {
    if (event.type === 'pointerenter' || event.type === 'pointerleave') hovered = event.type === 'pointerenter';
    else focused = event.type === 'focusin' || hoverElement.contains((event as FocusEvent).relatedTarget as Node | null);
    apply();
  };
  if (data.hasHover) for (const type of HOVER_EVENTS) hoverElement.addEventListener(type, onHoverChange);
  apply();

  return {
    element,
    data,
    apply,
    setScreenMode(next) {
      if (next === currentMode) return;
      currentMode = next;
      apply();
    },
    destroy() {
      generation += 1;
      for (const type of HOVER_EVENTS) hoverElement.removeEventListener(type, onHoverChange);
      hovered = focused = false;
      const restore = lastContent !== undefined;
      lastContent = undefined;
      writeAll({ attrs: {}, styles: {} }, restore ? 'original' : 'keep');
    },
  };
}

/** Parses an element's data, warning (naming the element) about what it could not read. */
export function readMultiView(element: Element): MultiViewData | null {
  const { data, problems } = parseMultiView(element.getAttribute(MULTI_VIEW_ATTRIBUTE) ?? '');
  const source = describeElement(element);
  for (const problem of problems) warnOnce(source, problem);
  return data;
}

const modules = new Map<Element, MultiViewModule>();
let stopScreenMode: (() => void) | undefined;
let observer: MutationObserver | undefined;

function start(element: Element): void {
  modules.get(element)?.destroy();
  modules.delete(element);
  const data = readMultiView(element);
  if (data) modules.set(element, createMultiViewModule(element, data, getScreenMode()));
}

function startWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(MULTI_VIEW_SELECTOR)) start(node);
  node.querySelectorAll(MULTI_VIEW_SELECTOR).forEach(start);
}

function stopDisconnected(): void {
  for (const [element, module] of modules) {
    if (element.isConnected) continue;
    module.destroy();
    modules.delete(element);
  }
}

function observe(records: MutationRecord[]): void {
  let removed = false;
  for (const record of records) {
    if (record.type === 'attributes') {
      const element = record.target as Element;
      if (element.hasAttribute(MULTI_VIEW_ATTRIBUTE)) start(element);
      else {
        modules.get(element)?.destroy();
        modules.delete(element);
      }
      continue;
    }
    record.addedNodes.forEach(startWithin);
    if (record.removedNodes.length > 0) removed = true;
  }
  if (removed) stopDisconnected();
}

/** Starts multi-view data on the page (once); returns the stop function (tests, the builder). */
export function startMultiView(): () => void {
  if (!observer) {
    stopScreenMode = subscribeScreenMode((mode) => modules.forEach((module) => module.setScreenMode(mode)));
    observer = new MutationObserver(observe);
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: [MULTI_VIEW_ATTRIBUTE] });
    startWithin(document.documentElement);
  }
  return stopMultiView;
}

export function stopMultiView(): void {
  observer?.disconnect();
  observer = undefined;
  stopScreenMode?.();
  stopScreenMode = undefined;
  modules.forEach((module) => module.destroy());
  modules.clear();
}

/** The module started for `element`, if any (tests and the builder). */
export function multiViewModuleFor(element: Element): MultiViewModule | undefined {
  return modules.get(element);
}
