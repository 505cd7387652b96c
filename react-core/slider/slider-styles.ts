/**
 * Shadow styles of `<pb-slider>` and `<pb-portfolio-carousel>`. The controls lie over the slides
 * (absolutely positioned), so the element is exactly as large as its slides, before the upgrade
 * (the loader's critical CSS) and after it.
 */

/** The region, the controls, the dots and the live region: shared by both sliders. */
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
.pagination{position:absolute;z-index:2;inset-inline:0;bottom:8px;display:flex;flex-wrap:wrap;justify-content:center;gap:4px;pointer-events:none}
.dot{pointer-events:auto;display:grid;place-items:center;width:24px;height:24px;margin:0;padding:0;border:0;background:none;cursor:pointer}
.dot::before{content:"";width:10px;height:10px;border-radius:50%;background:var(--pb-slider-dot-color,#fff);box-shadow:0 0 0 1px rgb(0 0 0 / .55);opacity:.55}
.dot[aria-current=true]::before{opacity:1}
button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.live{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (forced-colors:active){.control{border:1px solid ButtonText}.dot::before{background:ButtonText}.dot[aria-current=true]::before{background:Highlight}}
`;

/**
 * `<pb-slider>`: every slide in one grid cell, so the slider is as tall as its tallest slide
 * and changing slides never moves the page; the hidden ones are invisible (and inert).
 */
export const sliderStyles = `${sliderControlStyles}
.viewport{display:grid;grid-template-columns:100%}
::slotted(*){grid-area:1/1}
::slotted([aria-hidden=true]){visibility:hidden}
`;
