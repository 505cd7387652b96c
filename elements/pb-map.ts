import { createElementClass, defineElement } from '../react-core/element/define-element';
import { mapAttributes } from '../react-core/map/map-attributes';
import { mapStyles } from '../react-core/map/map-styles';
import { MapView } from '../react-core/map/map-view';

/**
 * A map of the author's places on Leaflet, with no API key. Every descendant with `data-lat` and
 * `data-lng` is a marker: its title is `data-title` (text) or its first heading, its popup a copy
 * of its own HTML. The places stay in the light DOM as a list: read without JavaScript, by screen
 * readers (visually hidden while the map shows) and on paper.
 *
 * Leaflet and its stylesheet load only when the map comes near the viewport. The tile server is a
 * third party: on a page with consent markup the map waits for its consent service (or category),
 * showing a placeholder with an accept button in the same box. The box is reserved before the
 * upgrade (`height`, else 16 / 9), so nothing shifts.
 *
 * Keyboard: the map is focusable (visible ring), arrows pan, + and − zoom; Tab reaches every
 * marker, Enter opens its popup, Escape closes it and returns the focus to the marker.
 *
 * @tag pb-map
 * @summary Map with markers from the author's list of places: Leaflet, no key, consent-aware, keyboard-operable.
 *
 * @attr {string} center - The centre, "latitude,longitude". Default: from the markers. Responsive (-tablet, -phone).
 * @attr {number} zoom - Zoom level 0–18; -1 (the default) fits the markers' bounds (one marker at 14). Responsive (-tablet, -phone).
 * @attr {boolean} zoom-control - The zoom buttons. Default on (`zoom-control="off"` hides them).
 * @attr {boolean} mouse-wheel - Zoom with the mouse wheel. Default off (the wheel scrolls the page). Responsive (-tablet, -phone).
 * @attr {boolean} mobile-dragging - One finger drags the map on touch screens and phones. Default on; off: one finger scrolls the page.
 * @attr {number} grayscale - Grayscale filter of the tiles, 0–100 (%). Default 0. Responsive (-tablet, -phone).
 * @attr {string} marker-icon - Address of the marker image (46 × 43, anchored at the middle of its bottom edge). Default: the built-in pin.
 * @attr {string} tile-url - Tile URL template with {z} {x} {y} and optional {s}; http(s) or relative. Default: page configuration `mapTileUrl`, else OpenStreetMap.
 * @attr {string} attribution - Attribution of the tiles, as text. Default: page configuration `mapAttribution`, else "© OpenStreetMap contributors".
 * @attr {string} height - The map's height (`420`, `420px`, `60vh`). Default: 16 / 9 of its width. Responsive (-tablet, -phone).
 * @attr {string} label - Accessible name of the map region. Default "Map" (message `mapLabel`).
 * @attr {string} service - Consent service the map waits for on a page with consent markup. Default `openstreetmap`.
 * @attr {'functional'|'preferences'|'statistics'|'marketing'} category - Consent category of that service. Default `marketing`.
 *
 * @fires {CustomEvent<{markers: number}>} pb-map-ready - The map shows, with this many markers.
 *
 * @slot - The places: any elements; those with `data-lat` and `data-lng` (and optionally `data-title`) are markers.
 *
 * @csspart frame - The map's box (the reserved height or aspect ratio).
 * @csspart map - The map region (Leaflet's container), focusable.
 * @csspart zoom - The zoom buttons' group.
 * @csspart zoom-in - The zoom-in button.
 * @csspart zoom-out - The zoom-out button.
 * @csspart attribution - The tiles' attribution.
 * @csspart places - The list of places (visually hidden while the map shows).
 * @csspart placeholder - The consent placeholder (while the map waits for consent).
 * @csspart placeholder-text - Its text.
 * @csspart accept - Its accept button.
 *
 * @cssproperty [--pb-map-background=#dfe6e9] - Background of the box before the tiles are there.
 * @cssproperty [--pb-map-marker-color=#c0392b] - Colour of the built-in pin.
 * @cssproperty [--pb-map-marker-dot-color=#fff] - Colour of the pin's dot.
 * @cssproperty [--pb-map-control-color=#1f1f1f] - Colour of the zoom buttons' signs.
 * @cssproperty [--pb-map-control-background=#fff] - Background of the zoom buttons.
 * @cssproperty [--pb-map-control-hover-background=#f1f1f1] - Their background under the pointer.
 * @cssproperty [--pb-map-attribution-color=#1f1f1f] - Colour of the attribution.
 * @cssproperty [--pb-map-attribution-background=rgb(255 255 255 / .85)] - Background of the attribution.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring (map, markers, buttons).
 */
export class PbMapElement extends createElementClass({
  tag: 'pb-map',
  attributes: mapAttributes,
  styles: mapStyles,
  View: MapView,
}) {}

defineElement('pb-map', PbMapElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-map': PbMapElement;
  }
}
