import { createElementClass, defineElement } from '../react-core/element/define-element';
import { parallaxAttributes } from '../react-core/parallax/parallax-attributes';
import { parallaxStyles } from '../react-core/parallax/parallax-styles';
import { ParallaxView } from '../react-core/parallax/parallax-view';

/**
 * A box with a parallax background (SPEC §9 "Parallax factor 0.3") behind the author's content:
 * `<pb-parallax><img slot="background" src="…" alt=""> …content…</pb-parallax>`, or a
 * `background` image URL (applied as a CSS `url("…")`, escaped; never markup).
 * With `method="true"` the background moves by 0.3 × the scroll (a transform written in the
 * shared frame loop, only while the box is in or near the viewport); with `method="css"` it is a
 * `background-attachment: fixed` background (no script per frame; touch devices, where iOS
 * ignores fixed backgrounds, get the true parallax instead). Under `prefers-reduced-motion:
 * reduce` the background is static. The box clips its background (`overflow: clip`).
 *
 * @tag pb-parallax
 * @summary Parallax background: the background moves at 0.3 × the scroll behind the content.
 *
 * @attr {"true"|"css"} method - `true`: the background layer is translated by 0.3 × the scroll; `css`: `background-attachment: fixed`. Default true.
 * @attr {string} background - URL of the background image, used instead of (or when there is no) `<img slot="background">`: relative, http(s) or `data:image/…` only (anything else is never requested; one warning). Default none.
 *
 * @slot background - An `<img>` (decorative: `alt=""`) shown as the background, covering the box.
 * @slot - The author's content, in front of the background.
 *
 * @csspart background - The background layer (taller than the box by the parallax travel at each end).
 *
 * @cssproperty [--pb-parallax-travel=0px] - Set by the element: how far the layer reaches beyond the box at the top and bottom.
 */
export class PbParallaxElement extends createElementClass({
  tag: 'pb-parallax',
  attributes: parallaxAttributes,
  styles: parallaxStyles,
  View: ParallaxView,
}) {}

defineElement('pb-parallax', PbParallaxElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-parallax': PbParallaxElement;
  }
}
