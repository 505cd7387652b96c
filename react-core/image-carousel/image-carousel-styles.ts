/**
 * Shadow styles of `<pb-image-carousel>`, adopted once per document through the element's
 * constructed stylesheet (one sheet shared by every instance).
 *
 * `SWIPER_STYLES` is Swiper 14.4's own CSS for the parts the carousel uses (core, 3D shadows,
 * fade, cube, flip, cards, creative, grid), written without CSS nesting. Swiper ships its
 * `.css` files nested, which Chrome before 112 and Safari before 16.5 drop, and the project
 * supports Chrome 90 and Safari 15.4; Swiper's own element build flattens the same rules the same
 * way. test/unit/image-carousel-styles.test.ts checks these rules against the installed Swiper.
 *
 * Each slide holds one author child through a named slot, inside a zoom target laid out as a
 * one-column grid: the child is sized exactly as the loader's critical CSS sizes it before the
 * upgrade (a grid item as wide as the slide), so the upgrade moves nothing.
 *
 * On paper every image prints, in the author's order, in rows as wide as the view on screen
 * (`--pb-n` and `--pb-g` come from the loader's critical CSS, the slides per view and the gap):
 * whatever Swiper moved, faded or turned is put back, and the controls and thumbnails do not print.
 */
export const SWIPER_STYLES =
  '.swiper{display:block;list-style:none;margin-left:auto;margin-right:auto;overflow:hidden;padding:0;position:relative;z-index:1}' +
  '.swiper-vertical>.swiper-wrapper{flex-direction:column}' +
  '.swiper-wrapper{box-sizing:initial;display:flex;height:100%;position:relative;transition-property:transform;transition-timing-function:var(--swiper-wrapper-transition-timing-function,initial);width:100%;z-index:1}' +
  '.swiper-android .swiper-slide,.swiper-ios .swiper-slide,.swiper-wrapper{transform:translateZ(0)}' +
  '.swiper-horizontal{touch-action:pan-y}' +
  '.swiper-vertical{touch-action:pan-x}' +
  '.swiper-slide{display:block;flex-shrink:0;height:100%;position:relative;transition-property:transform;width:100%}' +
  '.swiper-slide-invisible-blank{visibility:hidden}' +
  '.swiper-backface-hidden .swiper-slide{backface-visibility:hidden;transform:translateZ(0)}' +
  '.swiper-3d .swiper-wrapper{transform-style:preserve-3d}' +
  '.swiper-3d{perspective:1200px}' +
  '.swiper-3d .swiper-cube-shadow,.swiper-3d .swiper-slide{transform-style:preserve-3d}' +
  '.swiper-3d .swiper-slide-shadow,.swiper-3d .swiper-slide-shadow-bottom,.swiper-3d .swiper-slide-shadow-left,.swiper-3d .swiper-slide-shadow-right,.swiper-3d .swiper-slide-shadow-top{height:100%;left:0;pointer-events:none;position:absolute;top:0;width:100%;z-index:10}' +
  '.swiper-3d .swiper-slide-shadow{background:#00000026}' +
  '.swiper-3d .swiper-slide-shadow-left{background-image:linear-gradient(270deg,#00000080,#0000)}' +
  '.swiper-3d .swiper-slide-shadow-right{background-image:linear-gradient(90deg,#00000080,#0000)}' +
  '.swiper-3d .swiper-slide-shadow-top{background-image:linear-gradient(0deg,#00000080,#0000)}' +
  '.swiper-3d .swiper-slide-shadow-bottom{background-image:linear-gradient(180deg,#00000080,#0000)}' +
  // Fade
  '.swiper-fade .swiper-slide{pointer-events:none;transition-property:opacity}' +
  '.swiper-fade .swiper-slide .swiper-slide{pointer-events:none}' +
  '.swiper-fade .swiper-slide-active{pointer-events:auto}' +
  '.swiper-fade .swiper-slide-active .swiper-slide-active{pointer-events:auto}' +
  // Cube
  '.swiper.swiper-cube{overflow:visible}' +
  '.swiper-cube .swiper-slide{backface-visibility:hidden;height:100%;pointer-events:none;transform-origin:0 0;visibility:hidden;width:100%;z-index:1}' +
  '.swiper-cube .swiper-slide .swiper-slide{pointer-events:none}' +
  '.swiper-cube.swiper-rtl .swiper-slide{transform-origin:100% 0}' +
  '.swiper-cube .swiper-slide-active,.swiper-cube .swiper-slide-active .swiper-slide-active{pointer-events:auto}' +
  '.swiper-cube .swiper-slide-active,.swiper-cube .swiper-slide-next,.swiper-cube .swiper-slide-prev{pointer-events:auto;visibility:visible}' +
  '.swiper-cube .swiper-cube-shadow{bottom:0;height:100%;left:0;opacity:.6;position:absolute;width:100%;z-index:0}' +
  '.swiper-cube .swiper-cube-shadow:before{background:#000;bottom:0;content:"";filter:blur(50px);left:0;position:absolute;right:0;top:0}' +
  '.swiper-cube .swiper-slide-next+.swiper-slide{pointer-events:auto;visibility:visible}' +
  '.swiper-cube .swiper-slide-shadow-cube.swiper-slide-shadow-bottom,.swiper-cube .swiper-slide-shadow-cube.swiper-slide-shadow-left,.swiper-cube .swiper-slide-shadow-cube.swiper-slide-shadow-right,.swiper-cube .swiper-slide-shadow-cube.swiper-slide-shadow-top{backface-visibility:hidden;z-index:0}' +
  // Flip
  '.swiper.swiper-flip{overflow:visible}' +
  '.swiper-flip .swiper-slide{backface-visibility:hidden;pointer-events:none;z-index:1}' +
  '.swiper-flip .swiper-slide .swiper-slide{pointer-events:none}' +
  '.swiper-flip .swiper-slide-active,.swiper-flip .swiper-slide-active .swiper-slide-active{pointer-events:auto}' +
  '.swiper-flip .swiper-slide-shadow-flip.swiper-slide-shadow-bottom,.swiper-flip .swiper-slide-shadow-flip.swiper-slide-shadow-left,.swiper-flip .swiper-slide-shadow-flip.swiper-slide-shadow-right,.swiper-flip .swiper-slide-shadow-flip.swiper-slide-shadow-top{backface-visibility:hidden;z-index:0}' +
  // Cards and creative
  '.swiper.swiper-cards{overflow:visible}' +
  '.swiper-cards .swiper-slide{backface-visibility:hidden;overflow:hidden;transform-origin:center bottom}' +
  '.swiper-creative .swiper-slide{backface-visibility:hidden;overflow:hidden;transition-property:transform,opacity,height}' +
  // Grid
  '.swiper-grid>.swiper-wrapper{flex-wrap:wrap}' +
  '.swiper-grid-column>.swiper-wrapper{flex-direction:column;flex-wrap:wrap}' +
  // Zoom
  '.swiper-slide-zoomed{cursor:move;touch-action:none}';

/** The carousel's own chrome: slide boxes, arrows, rotation control, thumbnails. */
const CAROUSEL_STYLES = `
:host{display:block}
[part=carousel],.pb-stage{position:relative}
.swiper-vertical,.swiper-grid{height:var(--pb-image-carousel-height,400px)}
.pb-linear{--swiper-wrapper-transition-timing-function:linear}
/* Before Swiper runs (a task after the first render), the slides sit as the critical CSS set the
   children: as many columns as it shows (--pb-n), its gap (--pb-g) between them. */
.swiper:not(.swiper-initialized)>.swiper-wrapper{column-gap:var(--pb-g,0px)}
.swiper:not(.swiper-initialized)>.swiper-wrapper>.swiper-slide{width:calc((100% - (var(--pb-n,1) - 1)*var(--pb-g,0px))/var(--pb-n,1))}
/* Vertical and multi-row carousels keep the height the critical CSS reserved (--pb-h). */
.swiper:not(.swiper-initialized,.pb-thumbs){height:var(--pb-h,auto)}
.swiper-zoom-container,.swiper-zoom-target{height:100%}
/* Minimum sizes 0, as for the critical CSS's grid items: a row's image is no taller than its slide. */
.swiper-zoom-target{display:grid;grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(0,1fr)}
.pb-control{position:absolute;z-index:10;display:flex;align-items:center;justify-content:center;box-sizing:border-box;
  width:var(--pb-image-carousel-arrow-size,44px);height:var(--pb-image-carousel-arrow-size,44px);margin:0;padding:0;
  border:0;border-radius:50%;background:var(--pb-image-carousel-arrow-background,rgba(0,0,0,.6));
  color:var(--pb-image-carousel-arrow-color,#fff);font:inherit;cursor:pointer}
.pb-control svg{width:50%;height:50%;fill:currentColor;pointer-events:none}
.pb-control:focus-visible,.pb-thumb:focus-visible{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}
.pb-control[hidden]{display:none}
.pb-arrow{top:50%;margin-top:calc(var(--pb-image-carousel-arrow-size,44px) / -2)}
/* Below the rotation control on a short carousel, never over it. */
.pb-rotation~.pb-arrow{top:max(50%,calc(16px + 1.5 * var(--pb-image-carousel-arrow-size,44px)))}
.pb-previous{inset-inline-start:8px}
.pb-next{inset-inline-end:8px}
.pb-vertical .pb-arrow{top:auto;left:50%;margin:0 0 0 calc(var(--pb-image-carousel-arrow-size,44px) / -2)}
.pb-vertical .pb-previous{top:8px}
.pb-vertical .pb-next{bottom:8px}
.pb-vertical .pb-arrow svg{transform:rotate(90deg)}
.pb-arrow[aria-disabled=true]{opacity:.35;cursor:default}
.pb-rotation{top:8px;inset-inline-end:8px}
.pb-vertical .pb-rotation{inset-inline-end:auto;inset-inline-start:8px}
.pb-status,.pb-gap-probe{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.pb-gap-probe{width:var(--pb-image-carousel-space-between,0px);visibility:hidden}
.pb-thumbs{margin-top:var(--pb-image-carousel-thumbs-gap,10px);height:var(--pb-image-carousel-thumbs-height,80px)}
.pb-thumbs .swiper-slide{opacity:.6;transition:opacity .2s}
.pb-thumbs .swiper-slide-thumb-active,.pb-thumbs .swiper-slide:hover{opacity:1}
.pb-thumb{display:block;width:100%;height:100%;margin:0;padding:0;border:0;background:none;cursor:pointer}
.pb-thumb img{display:block;width:100%;height:100%;object-fit:cover}
@media (prefers-reduced-motion:reduce){.pb-thumbs .swiper-slide{transition:none}}
@media print{
.pb-thumbs,.swiper-slide-invisible-blank,.swiper-cube-shadow,[class*=swiper-slide-shadow]{display:none}
.swiper{overflow:visible;height:auto}
.swiper-wrapper{display:grid!important;grid-template-columns:repeat(var(--pb-n,3),minmax(0,1fr));gap:var(--pb-g,0px);height:auto!important;transform:none!important}
.swiper-slide{order:attr(data-index type(<integer>),0)!important;width:auto!important;height:auto!important;margin:0!important;transform:none!important;opacity:1!important;visibility:visible!important}
}
`;

export const imageCarouselStyles = SWIPER_STYLES + CAROUSEL_STYLES;
