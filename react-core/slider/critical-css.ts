/**
 * The layout the loader reserves for `<pb-slider>` before its code arrives (CLS 0): every slide
 * in one grid cell, as the upgraded slider stacks them, and only the first one visible. On screen
 * only: on paper every slide prints, one after the other. Without JavaScript this CSS is never
 * injected and every slide reads as a normal section.
 */
const SLIDER = 'pb-slider:not([data-enhanced],[data-failed])';

export const SLIDER_CRITICAL_CSS =
  '@media not print{' +
  `${SLIDER}{display:grid;grid-template-columns:100%}` +
  `${SLIDER}>*{grid-area:1/1}` +
  `${SLIDER}>:not(script,style,template)~*{visibility:hidden}}`;
