/**
 * Shadow styles of `<pb-slider>` and `<pb-portfolio-carousel>`. The controls lie over the slides,
 * so the element is exactly as large as its slides, before the upgrade (the loader's critical
 * CSS) and after it. Every control is at least 24 × 24 px (WCAG 2.2 target size).
 *
 * On paper the slides or items print one after the other, whatever their state on screen
 * (hidden, moved or half-way through a transition), and the controls do not print.
 */

/** The region, the controls and the live region: shared by both sliders. */
export const sliderControlStyles = `
:host{touch-action:pan-y pinch-zoom}
.region{position:relative}
.viewport{overflow:hidden}
.control{position:absolute;z-index:2;display:grid;place-items:center;box-sizing:border-box;width:44px;height:44px;margin:0;padding:0;border:0;border-radius:50%;color:var(--pb-slider-control-color,#fff);background:var(--pb-slider-control-background,rgb(0 0 0 / .6));cursor:pointer}
.control:hover{background:var(--pb-slider-control-hover-background,rgb(0 0 0 / .8))}
.arrow{top:50%;transform:translateY(-50%)}
.previous{inset-inline-start:12px}
.next{inset-inline-end:12px}
.rotation{top:12px;inset-inline-end:12px}
button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.live{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){.control{border:1px solid ButtonText}}
@media print{.viewport{overflow:visible}::slotted(*){visibility:visible!important;opacity:1!important;transform:none!important}}
`;

/**
 * Every slide in one grid cell of the viewport, the hidden ones invisible: the slides of
 * `<pb-slider>` and the images of `<pb-gallery layout="slider">`.
 */
export const slideStackStyles = `
.viewport{display:grid;grid-template-columns:100%}
::slotted(*){grid-area:1/1}
::slotted([aria-hidden=true]){visibility:hidden}
`;

/**
 * `<pb-slider>`: every slide in one grid cell, so the slider is as tall as its tallest slide
 * and changing slides never moves the page; the hidden ones are invisible (and inert).
 *
 * The rotation button and the dots share one row, centred at the bottom, so they never overlap
 * each other, nor the arrows at the sides (unless the slider is both short and narrow): the
 * region is a grid whose bottom row holds them, over the slides, which span the whole grid.
 */
export const sliderStyles = `${sliderControlStyles}${slideStackStyles}
.region{display:grid;grid-template-columns:minmax(0,1fr) auto auto minmax(0,1fr);grid-template-rows:minmax(0,1fr) auto}
.viewport{grid-area:1/1/3/5}
.rotation{position:relative;top:auto;inset-inline-end:auto;grid-area:2/2;align-self:center;margin-block:0 8px;margin-inline:0 8px}
.pagination{position:relative;z-index:2;grid-area:2/3;align-self:center;margin-bottom:8px;display:flex;flex-wrap:wrap;justify-content:center;gap:4px;pointer-events:none}
.dot{pointer-events:auto;display:grid;place-items:center;width:24px;height:24px;margin:0;padding:0;border:0;background:none;cursor:pointer}
.dot::before{content:"";width:10px;height:10px;border-radius:50%;background:var(--pb-slider-dot-color,#fff);box-shadow:0 0 0 1px rgb(0 0 0 / .55);opacity:.55}
.dot[aria-current=true]::before{opacity:1}
@media (forced-colors:active){.dot::before{background:ButtonText}.dot[aria-current=true]::before{background:Highlight}}
@media print{.region,.viewport{display:block}.pagination{display:none}}
`;
