/**
 * Placeholders for blocked embeds (issue 6 "Blocking"): the placeholder text and an accept
 * button, in exactly the embed's box so nothing moves when the embed is held back or activated.
 *
 * Design: the placeholder is a sibling inserted just before the embed, and the embed is hidden
 * (`display: none !important` inline, its own inline display restored on activation). No
 * wrapper, so the author's selectors (`.video > iframe`) and percentage sizes keep working. The
 * placeholder copies the embed's layout: display (inline → inline-block, whose baseline is its
 * bottom edge like a replaced element's), position and insets, float, margins, vertical-align,
 * flex/grid placement, and its size as the author specified it (`100%`, `560px`, min/max,
 * aspect-ratio; read from the hidden embed, where computed values are the specified ones), with
 * the embed's padding and border added since the placeholder is border-box. An `auto` size is
 * the embed's measured box (300×150 when it is not rendered). Sizes are re-read after a resize
 * (500 ms debounce, SPEC §9) because media queries may change them.
 *
 * Texts are set with textContent only. The accept button is a real <button> (focusable, named
 * by its text); the placeholder is a group named by the embed's title (or the service label).
 * Theme with the custom properties `--pb-consent-placeholder-*` (docs/consent.md).
 */

export interface PlaceholderOptions {
  /** banner.placeholderText */
  text: string;
  /** texts.placeholderAccept with {{service}} / {{category}} filled in. */
  acceptLabel: string;
  /** Accessible name of the placeholder group. */
  groupLabel: string;
  service?: string;
  category?: string;
  onAccept: () => void;
}

export const PLACEHOLDER_CLASS = 'pb-consent-placeholder';

/** Default object size of iframes, embeds, objects and video (CSS replaced elements). */
const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;

export const placeholderStyles = `
:where(.pb-consent-placeholder){overflow:hidden;text-align:center;line-height:1.4;
background:var(--pb-consent-placeholder-background,#f1f1f1);color:var(--pb-consent-placeholder-color,#1f1f1f);
border:var(--pb-consent-placeholder-border,1px solid #b8b8b8);border-radius:var(--pb-consent-placeholder-radius,0);
font-size:var(--pb-consent-placeholder-font-size,.9375rem)}
:where(.pb-consent-placeholder__body){position:absolute;inset:0;box-sizing:border-box;overflow:auto;display:flex;
flex-direction:column;align-items:center;gap:var(--pb-consent-placeholder-gap,.75em);padding:var(--pb-consent-placeholder-padding,1em)}
:where(.pb-consent-placeholder__body)>:first-child{margin-top:auto}
:where(.pb-consent-placeholder__body)>:last-child{margin-bottom:auto}
:where(.pb-consent-placeholder--container) :where(.pb-consent-placeholder__body){position:static;min-height:var(--pb-consent-placeholder-min-height,10em)}
:where(.pb-consent-placeholder__text){margin:0;max-width:40em}
:where(.pb-consent-placeholder__accept){font:inherit;cursor:pointer;padding:.5em 1.1em;
border:var(--pb-consent-placeholder-button-border,0);border-radius:var(--pb-consent-placeholder-button-radius,4px);
background:var(--pb-consent-placeholder-button-background,#1f1f1f);color:var(--pb-consent-placeholder-button-color,#fff)}
:where(.pb-consent-placeholder__accept):focus-visible{outline:2px solid var(--pb-consent-placeholder-focus-color,#1f1f1f);outline-offset:2px}
`;

let sheet: CSSStyleSheet | undefined;
let styleElement: HTMLStyleElement | undefined;

/** Adopts the placeholder styles into the document (a <style> element where sheets cannot be constructed). */
function adoptStyles(): void {
  if ('adoptedStyleSheets' in Document.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(placeholderStyles);
    }
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else if (!styleElement?.isConnected) {
    styleElement = document.createElement('style');
    styleElement.textContent = placeholderStyles;
    document.head.append(styleElement);
  }
}

/** Whether a blocked embed gets a placeholder: iframes, embeds, objects and video, or any marked one (`data-pb-consent-placeholder="off"` opts out). */
export function wantsPlaceholder(element: Element): boolean {
  const mark = element.getAttribute('data-pb-consent-placeholder');
  if (mark !== null) return !/^(off|false|no|none)$/i.test(mark.trim());
  return /^(iframe|embed|object|video)$/.test(element.localName);
}

const hiddenDisplay = new WeakMap<HTMLElement, { value: string; priority: string }>();

function hide(element: HTMLElement): void {
  if (!hiddenDisplay.has(element)) {
    hiddenDisplay.set(element, { value: element.style.getPropertyValue('display'), priority: element.style.getPropertyPriority('display') });
  }
  element.style.setProperty('display', 'none', 'important');
}

function show(element: HTMLElement): void {
  const saved = hiddenDisplay.get(element);
  if (!saved) return;
  hiddenDisplay.delete(element);
  if (saved.value) element.style.setProperty('display', saved.value, saved.priority);
  else element.style.removeProperty('display');
  if (!element.getAttribute('style')) element.removeAttribute('style');
}

const KEYWORD_SIZE = /^(auto|min-content|max-content|fit-content.*|stretch|-webkit-fill-available)$/;
const COPIED = [
  'float', 'clear', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'vertical-align', 'z-index',
  'flex-grow', 'flex-shrink', 'flex-basis', 'align-self', 'justify-self', 'order',
  'grid-row-start', 'grid-row-end', 'grid-column-start', 'grid-column-end',
] as const;
const INSETS = ['top', 'right', 'bottom', 'left'] as const;

/** `value` plus the embed's padding and border (when content-box), for the border-box placeholder. */
function withExtras(value: string, extras: string[]): string {
  return extras.length ? `calc(${value} + ${extras.join(' + ')})` : value;
}

/**
 * Gives the placeholder the embed's box. Reads the embed's own layout (the placeholder and the
 * embed swap display for the measurement, within one task: nothing is painted in between).
 */
export function fitPlaceholder(element: HTMLElement, placeholder: HTMLElement): void {
  const wasHidden = hiddenDisplay.has(element);
  const saved = hiddenDisplay.get(element);
  if (wasHidden) {
    if (saved?.value) element.style.setProperty('display', saved.value, saved.priority);
    else element.style.removeProperty('display');
  }
  placeholder.style.setProperty('display', 'none');
  const style = getComputedStyle(element);
  const display = style.display;
  const rect = element.getBoundingClientRect();
  hide(element);
  // Hidden, the computed values are the specified ones (percentages and `auto` stay).
  const box: Record<string, string> = { 'box-sizing': 'border-box' };
  box.display = display === 'none' ? 'none' : display.startsWith('inline') ? 'inline-block' : 'block';
  const position = style.position;
  box.position = position === 'static' ? 'relative' : position;
  if (position !== 'static') for (const inset of INSETS) box[inset] = style.getPropertyValue(inset);
  for (const name of COPIED) box[name] = style.getPropertyValue(name);
  const extras =
    style.boxSizing === 'border-box'
      ? []
      : ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'].map((name) => style.getPropertyValue(name));
  const extrasV =
    style.boxSizing === 'border-box'
      ? []
      : ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'].map((name) => style.getPropertyValue(name));
  const rendered = rect.width > 0 || rect.height > 0;
  const width = style.width;
  const widthIsKeyword = KEYWORD_SIZE.test(width);
  box.width = !widthIsKeyword ? withExtras(width, extras) : rendered ? `${rect.width}px` : withExtras(`${DEFAULT_WIDTH}px`, extras);
  const height = style.height;
  const ratio = style.getPropertyValue('aspect-ratio');
  box['aspect-ratio'] = 'auto';
  if (!KEYWORD_SIZE.test(height)) box.height = withExtras(height, extrasV);
  else if (ratio && ratio !== 'auto' && !widthIsKeyword) {
    box.height = 'auto';
    box['aspect-ratio'] = ratio.replace(/^auto\s+/, '');
  } else box.height = rendered ? `${rect.height}px` : withExtras(`${DEFAULT_HEIGHT}px`, extrasV);
  for (const [name, horizontal] of [['min-width', true], ['max-width', true], ['min-height', false], ['max-height', false]] as const) {
    const value = style.getPropertyValue(name);
    box[name] = /^(auto|none|0px|0)$/.test(value) || KEYWORD_SIZE.test(value) ? value : withExtras(value, horizontal ? extras : extrasV);
  }
  placeholder.style.removeProperty('display');
  for (const [name, value] of Object.entries(box)) {
    if (value) placeholder.style.setProperty(name, value);
  }
}

const acceptHandlers = new WeakMap<HTMLElement, () => void>();

/** Sets texts, names and hooks (textContent only: banner texts never become markup). */
export function updatePlaceholder(placeholder: HTMLElement, options: PlaceholderOptions): void {
  const text = placeholder.querySelector<HTMLElement>(`.${PLACEHOLDER_CLASS}__text`);
  const button = placeholder.querySelector<HTMLButtonElement>(`.${PLACEHOLDER_CLASS}__accept`);
  if (text && text.textContent !== options.text) text.textContent = options.text;
  if (text) text.hidden = !options.text.trim();
  if (button && button.textContent !== options.acceptLabel) button.textContent = options.acceptLabel;
  if (placeholder.getAttribute('aria-label') !== options.groupLabel) placeholder.setAttribute('aria-label', options.groupLabel);
  for (const [name, value] of [['data-pb-consent-service', options.service], ['data-pb-consent-category', options.category]] as const) {
    if (value) placeholder.setAttribute(name, value);
    else placeholder.removeAttribute(name);
  }
  acceptHandlers.set(placeholder, options.onAccept);
}

/** Inserts the placeholder just before the embed, hides the embed and fits the placeholder to its box. */
export function createPlaceholder(element: HTMLElement, options: PlaceholderOptions): HTMLElement {
  const placeholder = buildPlaceholder(options);
  element.before(placeholder);
  fitPlaceholder(element, placeholder);
  return placeholder;
}

function buildPlaceholder(options: PlaceholderOptions, modifier = ''): HTMLElement {
  adoptStyles();
  const placeholder = document.createElement('div');
  placeholder.className = PLACEHOLDER_CLASS + modifier;
  placeholder.setAttribute('role', 'group');
  const body = document.createElement('div');
  body.className = `${PLACEHOLDER_CLASS}__body`;
  const text = document.createElement('p');
  text.className = `${PLACEHOLDER_CLASS}__text`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${PLACEHOLDER_CLASS}__accept`;
  button.addEventListener('click', () => acceptHandlers.get(placeholder)?.());
  body.append(text, button);
  placeholder.append(body);
  updatePlaceholder(placeholder, options);
  return placeholder;
}

/**
 * A placeholder inside an author's container (`data-pb-consent-placeholder` with data-category or
 * data-service, e.g. where a blocked script will render a map): appended as its last child, in the
 * flow (no box to copy), removed once allowed.
 */
export function createContainerPlaceholder(container: HTMLElement, options: PlaceholderOptions): HTMLElement {
  const placeholder = buildPlaceholder(options, ` ${PLACEHOLDER_CLASS}--container`);
  container.append(placeholder);
  return placeholder;
}

/** Removes the placeholder and shows the embed again (with its own inline display). */
export function removePlaceholder(element: HTMLElement, placeholder: HTMLElement): void {
  placeholder.remove();
  show(element);
}
