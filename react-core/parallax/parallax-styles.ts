/**
 * Shadow styles of `<pb-parallax>`: a clipped box (overflow: clip makes no new formatting
 * context, so the content's margins collapse as before the upgrade) with the background layer
 * behind the content. The layer is taller than the box by 2 × `--pb-parallax-travel` and the view
 * moves it up by the travel with its transform: its top-left corner stays where the image was
 * before the upgrade, so growing it is no layout shift.
 * The slotted image's sizing is `!important`: in a shadow tree important declarations win over
 * the page's (an `img{height:auto}` reset must not stop it covering the layer). They are scoped
 * to the layer, so they do not apply in the element layer's placeholder slots between the
 * upgrade and the first render (there the critical CSS keeps the image out of the flow).
 */
export const parallaxStyles = `
:host{position:relative;overflow:clip;isolation:isolate}
[part=background]{position:absolute;inset:0 0 calc(-2 * var(--pb-parallax-travel,0px));z-index:-1;background-position:center;background-size:cover;background-repeat:no-repeat;pointer-events:none}
[part=background].transform{will-change:transform}
[part=background].fixed{inset:0;background-attachment:fixed}
.fixed ::slotted([slot=background]){visibility:hidden}
[part=background] ::slotted([slot=background]){display:block!important;position:static!important;width:100%!important;height:100%!important;max-width:none!important;object-fit:cover!important;margin:0!important}
@media print{[part=background]{inset:0;transform:none!important}}
`;
