import { createElementClass, defineElement } from '../react-core/element/define-element';
import { animateAttributes } from '../react-core/animate/animate-attributes';
import { animateStyles } from '../react-core/animate/animate-styles';
import { AnimateView } from '../react-core/animate/animate-view';

/**
 * An entrance animation of the author's content (SPEC §3 "Animation data", §4 "Animations").
 * The content animates when the element enters the viewport, using only `transform` and
 * `opacity` (nothing around it moves), and the element gets `data-had-animation` duration +
 * delay after the start (never with `animation-repeat="loop"`). Content already on screen when
 * the element upgrades is left in its end state (no flash), as is everything under
 * `prefers-reduced-motion: reduce`; both are marked `data-had-animation` at once. A `loop`
 * animation already on screen starts at once instead (it is meant to keep moving).
 *
 * Every attribute also has `-tablet` and `-phone` variants (`animation-style-phone="fade"`).
 * A value outside the allowed set gives one console warning and the default.
 *
 * @tag pb-animate
 * @summary Entrance animation (fade, slide, bounce, zoom, flip, fold, roll) when the content scrolls into view.
 *
 * @attr {string} animation-style - The animation (SPEC field `style`): fade, slide, bounce, zoom, flip, fold or roll, alone or with its direction as the builder writes it (`slideLeft`). Default fade.
 * @attr {string} settings - The builder's animation data object (`style`, `repeat`, `duration`, `delay`, `intensity`, `starting_opacity`, `speed_curve`, with `_tablet`/`_phone`), standing in for the attributes; also a child `<script type="application/json" data-attribute="settings">`.
 * @attr {"center"|"top"|"right"|"bottom"|"left"} animation-direction - Where the content comes from (the direction part of the builder's style). Default center.
 * @attr {"once"|"loop"} animation-repeat - `loop` repeats forever (SPEC field `repeat`; infinite). Default once.
 * @attr {number} animation-duration - Milliseconds (SPEC field `duration`). Default 1000.
 * @attr {number} animation-delay - Milliseconds before the animation starts once in view (SPEC field `delay`). Default 0.
 * @attr {number} animation-intensity - 0–100: how far, how small or how turned the content starts (SPEC field `intensity`). Default 50 (SPEC §9).
 * @attr {number} animation-starting-opacity - 0–100 %: the opacity the content starts from (SPEC field `starting_opacity`). Default 0 (SPEC §9).
 * @attr {"linear"|"ease"|"ease-in"|"ease-out"|"ease-in-out"} animation-speed-curve - The easing (SPEC field `speed_curve`, §5). Default ease-in-out.
 *
 * @fires {CustomEvent<AnimateStartDetail>} pb-animate-start - The element entered the viewport and its animation started.
 *
 * @slot - The author's content.
 */
export class PbAnimateElement extends createElementClass({
  tag: 'pb-animate',
  attributes: animateAttributes,
  styles: animateStyles,
  View: AnimateView,
}) {}

defineElement('pb-animate', PbAnimateElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-animate': PbAnimateElement;
  }
}
