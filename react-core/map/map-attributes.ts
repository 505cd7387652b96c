import { CONSENT_CATEGORIES, type ConsentCategory } from '../consent/consent-types';
import { attribute, responsive } from '../element/attributes';

/** `zoom` when the author gave none (or -1): the view fits the markers (map-state.ts `initialView`). */
export const NO_ZOOM = -1;
/** The deepest zoom level: the usual tile servers serve 0 to 18 at least (OpenStreetMap 19). */
export const MAX_ZOOM = 18;
/** The consent service and category a map waits for (the tile server is a third party). */
export const DEFAULT_MAP_SERVICE = 'openstreetmap';
export const DEFAULT_MAP_CATEGORY: ConsentCategory = 'marketing';

/** The attributes of `<pb-map>`. */
export const mapAttributes = {
  /** The centre, "lat,lng" ('' = from the markers). Responsive. */
  center: responsive(attribute.string()),
  /** Zoom level 0–18 (unset or -1 = fit the markers; one marker at 14). Responsive. */
  zoom: responsive(attribute.number(NO_ZOOM, { min: NO_ZOOM, max: MAX_ZOOM, integer: true })),
  /** The zoom buttons (on by default). */
  zoomControl: attribute.boolean(true),
  /** Zoom with the mouse wheel (off by default: the wheel scrolls the page). Responsive. */
  mouseWheel: responsive(attribute.boolean(false)),
  /** Drag the map with one finger on touch screens and phones (on by default; off: one finger scrolls the page). */
  mobileDragging: attribute.boolean(true),
  /** Grayscale filter of the tiles, 0–100 %. Responsive. */
  grayscale: responsive(attribute.number(0, { min: 0, max: 100, percent: true })),
  /** Address of the marker image (default: the built-in 46 × 43 pin). */
  markerIcon: attribute.string(),
  /** Tile URL template with {z} {x} {y} and optional {s} (default: page configuration `mapTileUrl`, else OpenStreetMap). */
  tileUrl: attribute.string(),
  /** Attribution text of the tiles (default: page configuration `mapAttribution`, else "© OpenStreetMap contributors"). */
  attribution: attribute.string(),
  /** The map's height (px, vh, vw; default: aspect ratio 16 / 9 of its width). Responsive. */
  height: responsive(attribute.size()),
  /** Accessible name of the map region. */
  label: attribute.string(),
  /** Consent service the map waits for. */
  service: attribute.string(DEFAULT_MAP_SERVICE),
  /** Consent category the map waits for. */
  category: attribute.oneOf(CONSENT_CATEGORIES, DEFAULT_MAP_CATEGORY),
};
