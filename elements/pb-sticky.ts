import { createElementClass, defineElement } from '../react-core/element/define-element';
import { stickyAttributes } from '../react-core/sticky/sticky-attributes';
import { stickyStateOf, type StickyRuntimeFields } from '../react-core/sticky/sticky-fields';
import { stickyStyles } from '../react-core/sticky/sticky-styles';
import { StickyView } from '../react-core/sticky/sticky-view';

/**
 * A sticky module around the author's content (light DOM). It becomes sticky when the scroll
 * position plus the top offset (admin bar / fixed header + `top-offset` + the sticky modules
 * stacked above it) passes its top edge; for `bottom`, when the viewport bottom minus the bottom
 * offset is above its bottom edge. While sticky it is `position: fixed` (z-index 10000; 10010
 * inside `pb-header`/`[data-pb-theme-builder-header]`; 9990 inside `footer`) and an empty
 * placeholder of its exact size and margins (`[data-pb-sticky-placeholder]`, `aria-hidden`)
 * holds its place, so nothing moves. Reaching its limit element it pauses: back in its place,
 * moved with `transform` so its bottom (top) stays at the limit's bottom (top); it resumes when
 * scrolled back. A breakpoint change ends stickiness and decides again. A `<pb-sticky>` inside
 * another is ignored (one warning). State attributes for styling: `data-sticky="top|bottom"`,
 * `data-sticky-paused`, and `data-sticky-final` (50 ms after the change, SPEC §9). The parent's
 * height is locked (min-height) when the module leaves the flow and released after 1 ms.
 * `stickyState` reads the module's sticky runtime fields (SPEC §3).
 *
 * @tag pb-sticky
 * @summary Sticky module: stays fixed at the top or bottom of the viewport while the page scrolls.
 *
 * @attr {"none"|"top"|"bottom"|"top-bottom"} position - Where it sticks (`top_bottom` accepted too). Default none. Responsive (-tablet, -phone).
 * @attr {string} top-offset - Distance from the top of the viewport, below the admin bar and fixed header: px, %, vw, vh (% of the viewport height); none/auto = 0. Responsive.
 * @attr {string} bottom-offset - Distance from the bottom of the viewport (px, %, vw, vh). Responsive.
 * @attr {"body"|"section"|"row"|"column"} top-limit - Bottom stickiness pauses at this ancestor's top edge. Other values warn once and are ignored. Responsive.
 * @attr {"body"|"section"|"row"|"column"} bottom-limit - Top stickiness pauses at this ancestor's bottom edge (`section`; `.row,[data-pb-row]`; `.column,[data-pb-column]`; `body`). Responsive.
 * @attr {boolean} offset-surrounding - Stack below (above) the other sticky modules at the same edge that overlap it horizontally. Default on. Responsive.
 * @attr {boolean} transition - Animate the change to the author's sticky styles (`pb-sticky[data-sticky-final]`); never with reduced motion. Default off.
 * @attr {string} styles - JSON `{"width", "max-width", "module_alignment"}`: the module's own layout as the page's CSS sets it (read, not applied). % widths of the fixed box refer to the container; the alignment places a sticky box of another width. Responsive.
 * @attr {string} sticky-styles - JSON `{"width", "max-width", "position_origin_r", "vertical_offset", "horizontal_offset"}`: the fixed box's width and its offsets from the origin (`top_left` … `bottom_right`, applied as a transform). Responsive.
 * @attr {"light"|"dark"} background-layout - The builder's background layout at rest: its class (`et_pb_bg_layout_light`/`et_pb_bg_layout_dark`) alone; none keeps the markup's classes. Responsive.
 * @attr {"light"|"dark"} background-layout-sticky - The background layout while sticky or paused: its class replaces the other, and the resting one returns in place (SPEC §4). Responsive.
 * @attr {string} settings - All sticky settings as one JSON object with the SPEC's field names (also a child `<script type="application/json" data-attribute="settings">`); attributes win.
 *
 * @fires {CustomEvent<{element: HTMLElement, position: "top"|"bottom"}>} pb-sticky-start - On `window`: the module became sticky.
 * @fires {CustomEvent<{element: HTMLElement, position: "top"|"bottom"}>} pb-sticky-end - On `window`: the module is back in its place.
 *
 * @slot - The author's content.
 *
 * @cssproperty [--pb-sticky-transition=background-color .3s ease, color .3s ease, box-shadow .3s ease, padding .3s ease, opacity .3s ease] - The transition used with `transition`.
 */
export class PbStickyElement extends createElementClass({
  tag: 'pb-sticky',
  attributes: stickyAttributes,
  styles: stickyStyles,
  View: StickyView,
}) {
  /**
   * The sticky runtime fields (SPEC §3): `isSticky`, `isPaused`, `height`, `heightSticky`,
   * `width`, `widthSticky`, `offsets`, `paddingSticky`, `topOffsetModules`,
   * `bottomOffsetModules`, `customTopOffset`, `customBottomOffset`. A frozen snapshot of the live
   * values, taken on each read (writing to it changes nothing); null before the element is
   * upgraded, once removed, and when nested in another sticky module.
   */
  get stickyState(): StickyRuntimeFields | null {
    return stickyStateOf(this);
  }
}

defineElement('pb-sticky', PbStickyElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-sticky': PbStickyElement;
  }
}
