/**
 * The slide change of `<pb-slider>`, with the Web Animations API: a cross-fade, or the new slide
 * pushing the old one sideways (from the right for next, from the left right to left). The outgoing slide is hidden by the styles as soon as it stops
 * being the active one; the animation keeps it visible (`visibility` keyframes) until it ends.
 * Animations fill forwards, and the view cancels them once the state has settled, so no frame
 * ever shows a slide back in its old place.
 */
import type { SliderTransition } from './slider-attributes';

export function animateSlideChange(
  incoming: HTMLElement,
  outgoing: HTMLElement,
  transition: SliderTransition,
  direction: 1 | -1,
  duration: number,
  rightToLeft: boolean,
): Animation[] {
  const timing: KeyframeAnimationOptions = { duration, easing: 'ease-in-out', fill: 'forwards' };
  const keepVisible = ['visible', 'visible'];
  if (transition === 'slide') {
    // The side the incoming slide comes from: +1 right, -1 left.
    const from = rightToLeft ? -direction : direction;
    return [
      incoming.animate({ transform: [`translateX(${from * 100}%)`, 'translateX(0)'] }, timing),
      outgoing.animate({ transform: ['translateX(0)', `translateX(${-from * 100}%)`], visibility: keepVisible }, timing),
    ];
  }
  return [
    incoming.animate({ opacity: [0, 1] }, timing),
    outgoing.animate({ opacity: [1, 0], visibility: keepVisible }, timing),
  ];
}
