/**
 * How the author's HTML becomes slides: every element child (a `<section>`, `<div>`, `<article>`
 * …) is one slide, kept in the light DOM, so it reads as a plain list of sections without
 * JavaScript. The slider applies the WAI-ARIA Carousel pattern to these nodes and gives back the
 * author's own attributes when it goes away.
 */
import { keptAttributes } from '../element/kept-attributes';
import type { Messages } from '../runtime/messages';
import { warnOnce } from '../runtime/warn';
import { slideLabel } from './slider-state';

const IGNORED_CHILDREN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** The slides (or carousel items) of `host`; warns once, naming `tag`, when there are none. */
export function readSlides(host: HTMLElement, tag: string, noun = 'slides'): HTMLElement[] {
  const slides = [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !IGNORED_CHILDREN.has(child.tagName),
  );
  if (slides.length === 0) warnOnce(tag, `found no ${noun}: write each one as a child element (a <section>, <div> or <article>).`);
  return slides;
}

/** Attributes the slider writes on a slide; the author's values are restored on unmount. */
const kept = keptAttributes(['role', 'aria-roledescription', 'aria-label', 'aria-hidden', 'inert', 'tabindex']);

/**
 * Elements whose own role may not be replaced by `group` (ARIA in HTML): an `<article>` item of a
 * portfolio stays an article, still described as a slide and named "{{index}} / {{slidesLength}}".
 */
const KEEPS_OWN_ROLE = new Set(['ARTICLE', 'ASIDE', 'FORM', 'LI', 'MAIN', 'NAV']);

/** A `<figure>` with a `<figcaption>` (a gallery's captioned image) keeps its role too (ARIA in HTML). */
function keepsOwnRole(slide: HTMLElement): boolean {
  return KEEPS_OWN_ROLE.has(slide.tagName) || (slide.tagName === 'FIGURE' && slide.querySelector(':scope > figcaption') !== null);
}

/**
 * Marks each slide as a carousel slide (role group, roledescription slide, "{{index}} /
 * {{slidesLength}}"), and the ones not `shown` as inert and hidden from assistive technology.
 */
export function applySlideSemantics(slides: readonly HTMLElement[], shown: (index: number) => boolean, messages: Messages): void {
  slides.forEach((slide, index) => {
    kept.remember(slide);
    if (!keepsOwnRole(slide)) slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', slideLabel(messages, index, slides.length));
    if (shown(index)) {
      slide.removeAttribute('aria-hidden');
      slide.inert = false;
    } else {
      slide.setAttribute('aria-hidden', 'true');
      slide.inert = true;
    }
  });
}

/** Gives the slides back their own attributes (the element was removed or the slides changed). */
export function restoreSlides(slides: readonly HTMLElement[]): void {
  kept.restore(slides);
}

/** The index of the slide holding the focused element, or -1. */
export function focusedSlideIndex(slides: readonly HTMLElement[]): number {
  const active = document.activeElement;
  return active ? slides.findIndex((slide) => slide.contains(active)) : -1;
}

/**
 * Focus was inside a slide that is now hidden (an arrow key pressed on a link in it): move it
 * to the slide now shown, so keyboard users are never left on an inert, invisible element.
 */
export function focusSlide(slide: HTMLElement | undefined): void {
  if (!slide) return;
  if (!slide.hasAttribute('tabindex')) slide.tabIndex = -1;
  slide.focus({ preventScroll: true });
}
