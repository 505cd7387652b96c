/**
 * What the menu's resting view (menu-view.tsx) and its interaction (menu-interaction.tsx) share:
 * the attributes they set on the author's light DOM and on the host, and the height slide.
 */
export const TAG = 'pb-menu';

/** Marks the nodes and attributes the element adds to the author's light DOM. */
export const GENERATED_ATTRIBUTE = 'data-pb-generated';
export const OPEN_ATTRIBUTE = 'data-pb-open';
export const FLIP_ATTRIBUTE = 'data-pb-flip';
export const SLIDING_ATTRIBUTE = 'data-pb-sliding';
/** On the host while the menu is collapsed behind its menu bar. */
export const MOBILE_ATTRIBUTE = 'data-mobile';
/** On the host while it is laid out right to left (the default look mirrors its carets). */
export const RTL_ATTRIBUTE = 'data-rtl';

/** Slides a box's height from `from` to `to` px; no animation (undefined) for 0 ms or no change. */
export function slideHeight(element: HTMLElement, from: number, to: number, duration: number): Animation | undefined {
  if (duration <= 0 || from === to) return undefined;
  return element.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration, easing: 'ease-in-out' },
  );
}
