/**
 * PhotoSwipe without HTML strings, so the lightbox opens under a strict Content Security Policy
 * with `require-trusted-types-for 'script'` (docs/csp-and-trusted-types.md "Content Security Policy and Trusted Types").
 * PhotoSwipe 5 writes `innerHTML` in two places, both refused there: each UI element (its icon,
 * even an empty string) and each slide of HTML content. Instead:
 * - its UI elements (close, zoom, arrows, preloader, and ours) are built here as DOM, with the
 *   same classes, titles, labels, icons and behaviours (their `onInit`/`onClick` are PhotoSwipe's);
 * - a slide that is not an image (the loading slide) gets its element from `contentLoad`.
 * Its own icons are given as SVG source in its UI data; they are rebuilt as SVG elements from that
 * source's self-closing tags and their attributes, never parsed as markup.
 */
import type PhotoSwipe from 'photoswipe';
import type { UIElementData } from 'photoswipe';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The shapes PhotoSwipe's icons are drawn with: `<path …/>` and `<use …/>` (self-closing). */
const ICON_SHAPE = /<(path|use|circle|rect)\b([^>]*?)\/>/g;
const ICON_ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

type UiHtml = UIElementData['html'];

/** PhotoSwipe's icon (`{ isCustomSVG, size, inner, outlineID }`) as an SVG element; undefined for anything else. */
function icon(html: UiHtml): SVGSVGElement | undefined {
  if (!html || typeof html === 'string' || !html.isCustomSVG) return undefined;
  const size = String(html.size ?? 32);
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'pswp__icn');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', size);
  svg.setAttribute('height', size);
  if (html.outlineID) {
    const outline = document.createElementNS(SVG_NS, 'use');
    outline.setAttribute('class', 'pswp__icn-shadow');
    outline.setAttribute('href', `#${html.outlineID}`);
    svg.append(outline);
  }
  for (const [, tag, attributes] of html.inner.matchAll(ICON_SHAPE)) {
    const shape = document.createElementNS(SVG_NS, tag!);
    for (const [, name, value] of attributes!.matchAll(ICON_ATTRIBUTE)) shape.setAttribute(name === 'xlink:href' ? 'href' : name!, value!);
    svg.append(shape);
  }
  return svg;
}

/** What PhotoSwipe's UIElement constructor does, with the icon built as DOM instead of `innerHTML`. */
function createUiElement(pswp: PhotoSwipe, data: UIElementData): void {
  const name = data.name ?? data.className ?? '';
  const options = pswp.options as Record<string, unknown>;
  if (options[name] === false) return;
  pswp.dispatch('uiElementCreate', { data });
  const tagName = (data.tagName ?? (data.isButton ? 'button' : 'div')).toLowerCase();
  const element = document.createElement(tagName);
  element.className = data.isButton
    ? `pswp__button ${data.className || `pswp__button--${data.name}`}`
    : data.className || `pswp__${data.name}`;
  if (data.isButton) {
    if (element instanceof HTMLButtonElement) element.type = 'button';
    const optionTitle = options[`${name}Title`];
    const title = typeof optionTitle === 'string' ? optionTitle : data.title;
    if (title) element.title = title;
    const label = data.ariaLabel || title;
    if (label) element.setAttribute('aria-label', label);
  }
  const svg = icon(data.html);
  if (svg) element.append(svg);
  data.onInit?.(element, pswp);
  const { onClick } = data;
  if (onClick) {
    element.onclick = (event) => {
      if (typeof onClick === 'function') onClick(event, element, pswp);
      else (pswp[onClick] as () => void)();
    };
  }
  const appendTo = data.appendTo ?? 'bar';
  let container: HTMLElement | undefined = pswp.element;
  if (appendTo === 'bar') {
    if (!pswp.topBar) {
      pswp.topBar = document.createElement('div');
      pswp.topBar.className = 'pswp__top-bar pswp__hide-on-close';
      pswp.scrollWrap?.append(pswp.topBar);
    }
    container = pswp.topBar;
  } else {
    // As PhotoSwipe does: an element outside the top bar fades out on close by itself.
    element.classList.add('pswp__hide-on-close');
    if (appendTo === 'wrapper') container = pswp.scrollWrap;
  }
  container?.append(pswp.applyFilters('uiElement', element, data));
}

/**
 * Makes `pswp` build its UI and its non-image slides without HTML strings; call before `init()`.
 * `slideContent` gives what a slide that is not an image shows (PhotoSwipe's `html` content).
 */
export function withoutMarkup(pswp: PhotoSwipe, slideContent: () => Node): void {
  // PhotoSwipe creates its UI right after this event, each element through `registerElement`.
  pswp.on('uiRegister', () => {
    const { ui } = pswp;
    if (!ui) return;
    ui.registerElement = (data) => {
      if (ui.isRegistered) createUiElement(pswp, data);
      else ui.uiElementsData.push(data);
    };
  });
  pswp.on('contentLoad', (event) => {
    const { content } = event;
    if (content.isImageContent()) return;
    event.preventDefault();
    // The element PhotoSwipe would have filled with `innerHTML`.
    const element = document.createElement('div');
    element.className = 'pswp__content';
    element.append(slideContent());
    content.element = element;
  });
}
