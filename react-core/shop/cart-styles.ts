/**
 * Shadow styles of `<pb-cart>`. The shop's markup is the page's and keeps its theme styles. The
 * mini cart shows a button with the count and subtotal where the shop's `a.cart-contents` link
 * was (the same text and spacing, the same font, no padding: the upgrade moves nothing) and the mini cart's
 * contents as a panel below it, over the page (opening it moves nothing either). The button's
 * name ("Cart") and the announcements are visually hidden.
 */
const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

export const cartStyles = `
:host(:not([variant=cart i])){display:inline-block;position:relative}
[part=button]{display:inline-block;margin:0;padding:var(--pb-cart-button-padding,0);border:0;border-radius:var(--pb-cart-button-radius,0);background:var(--pb-cart-button-background,none);color:var(--pb-cart-button-color,inherit);font:inherit;line-height:inherit;text-align:start;cursor:pointer}
[part=button]:focus-visible{outline:2px solid var(--pb-cart-focus-color,currentColor);outline-offset:2px}
[part=count]{font-weight:var(--pb-cart-count-weight,inherit)}
[part=panel]{position:absolute;inset-block-start:100%;inset-inline-end:0;z-index:var(--pb-cart-panel-z-index,1000);box-sizing:border-box;inline-size:var(--pb-cart-panel-width,20rem);max-inline-size:calc(100vw - 2rem);margin-block-start:var(--pb-cart-panel-offset,.5rem);padding:var(--pb-cart-panel-padding,1rem);border:1px solid var(--pb-cart-panel-border-color,rgba(0,0,0,.2));border-radius:var(--pb-cart-panel-radius,4px);background:var(--pb-cart-panel-background,Canvas);color:var(--pb-cart-panel-color,CanvasText);box-shadow:var(--pb-cart-panel-shadow,0 4px 16px rgba(0,0,0,.15));text-align:start}
[part=panel][hidden]{display:none}
[part=panel] ::slotted(.cart-contents){display:none}
[part=label],[part=status]{${VISUALLY_HIDDEN}}
`;

/** Shadow styles of `<pb-checkout>`: the form is the shop's; only the announcements are the element's (visually hidden). */
export const checkoutStyles = `[part=status]{${VISUALLY_HIDDEN}}`;
