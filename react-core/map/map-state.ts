/**
 * The rules of `<pb-map>` that need no DOM (SPEC.md §1 "Maps", §9 "Map marker 46 by 43"): what a
 * marker's coordinates must be, where the map starts (a centre and zoom, or the markers' bounds),
 * which tile URL templates may be requested, and the tile server defaults. The view
 * (map-view.tsx) hands these to Leaflet.
 */
import { safeResourceUrl } from '../runtime/safe-resource-url';
import { NO_ZOOM } from './map-attributes';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The public OpenStreetMap tile server (its usage policy: light use only, attribution required). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
/** One marker and no zoom: close enough to see the streets around it. */
export const SINGLE_MARKER_ZOOM = 14;
/** No marker, no centre: the whole world. */
export const WORLD_VIEW: LatLng = { lat: 20, lng: 0 };
export const WORLD_ZOOM = 2;
/** SPEC §9: the marker is 46 by 43 px; its tip (the point on the map) is the middle of the bottom edge. */
export const MARKER_SIZE: [number, number] = [46, 43];
export const MARKER_ANCHOR: [number, number] = [23, 43];
/** The popup opens above the marker, from its top (relative to the anchor). */
export const POPUP_ANCHOR: [number, number] = [0, -40];
/** Without a height: a 16 / 9 box as wide as the element. */
export const DEFAULT_ASPECT_RATIO = '16 / 9';
/**
 * The tallest box a map gets, whatever its `height` says: a huge value (`99999999`, `9999999vh`)
 * would have Leaflet lay out and request tiles for a box of millions of pixels and hang the page.
 */
export const MAX_MAP_HEIGHT_PX = 4000;
/** The most markers a map shows (the first ones, in document order): each is an element Leaflet positions on every move. */
export const MAX_MARKERS = 1000;
/** A marker's title (its name, tooltip and accessible name) is cut to this many characters. */
export const MAX_TITLE_LENGTH = 200;
/** Padding around the markers when the view fits them, in px. */
export const FIT_PADDING = 40;

/** A decimal number as an author writes it ("52.372", "-4.5", "+3"); not "", "1e3", "0x10", "52,3". */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** `raw` as a latitude (−90 to 90) or longitude (−180 to 180), or a reason why it is none. */
export function parseCoordinate(raw: string | null | undefined, kind: 'lat' | 'lng'): number | { error: string } {
  const name = kind === 'lat' ? 'latitude' : 'longitude';
  const text = (raw ?? '').trim();
  if (!DECIMAL.test(text)) return { error: `${name} "${raw ?? ''}" is not a number` };
  const value = Number(text);
  const limit = kind === 'lat' ? 90 : 180;
  if (!Number.isFinite(value) || value < -limit || value > limit) return { error: `${name} ${text} is out of range (−${limit} to ${limit})` };
  return value;
}

/** A marker's position from its `data-lat` and `data-lng`, or why it is skipped. */
export function parseMarkerPosition(lat: string | null | undefined, lng: string | null | undefined): LatLng | { error: string } {
  const latitude = parseCoordinate(lat, 'lat');
  if (typeof latitude !== 'number') return latitude;
  const longitude = parseCoordinate(lng, 'lng');
  if (typeof longitude !== 'number') return longitude;
  return { lat: latitude, lng: longitude };
}

/** The `center` attribute ("52.37,4.89", spaces allowed): a position, null when empty, or an error. */
export function parseCenter(raw: string): LatLng | null | { error: string } {
  const text = raw.trim();
  if (text === '') return null;
  const parts = text.split(',');
  if (parts.length !== 2) return { error: `"${raw}" is not "latitude,longitude"` };
  return parseMarkerPosition(parts[0], parts[1]);
}

/**
 * A marker's title: `data-title`, else its first heading's text, else "Place n" (text only, never
 * markup), at most `MAX_TITLE_LENGTH` characters.
 */
export function markerTitle(dataTitle: string | null | undefined, headingText: string | null | undefined, index: number): string {
  const fromData = (dataTitle ?? '').trim();
  const fromHeading = (headingText ?? '').replace(/\s+/g, ' ').trim();
  return shortened(fromData || fromHeading || `Place ${index + 1}`, MAX_TITLE_LENGTH);
}

export type InitialView =
  | { kind: 'view'; center: LatLng; zoom: number }
  | { kind: 'bounds'; southWest: LatLng; northEast: LatLng; maxZoom: number };

/**
 * Where the map starts:
 * - a centre and a zoom: there;
 * - a centre without zoom: there, at the single-marker zoom (14);
 * - a zoom without centre: the middle of the markers at that zoom;
 * - neither: one marker at zoom 14, several fitted into view (never closer than 14 either), no
 *   marker the world.
 */
export function initialView(markers: readonly LatLng[], center: LatLng | null, zoom: number): InitialView {
  const hasZoom = zoom !== NO_ZOOM;
  if (center) return { kind: 'view', center, zoom: hasZoom ? zoom : SINGLE_MARKER_ZOOM };
  if (markers.length === 0) return { kind: 'view', center: WORLD_VIEW, zoom: hasZoom ? zoom : WORLD_ZOOM };
  const bounds = markerBounds(markers);
  if (hasZoom) return { kind: 'view', center: middle(bounds.southWest, bounds.northEast), zoom };
  if (markers.length === 1) return { kind: 'view', center: markers[0]!, zoom: SINGLE_MARKER_ZOOM };
  return { kind: 'bounds', ...bounds, maxZoom: SINGLE_MARKER_ZOOM };
}

/** The smallest box holding every marker. */
export function markerBounds(markers: readonly LatLng[]): { southWest: LatLng; northEast: LatLng } {
  const lats = markers.map((marker) => marker.lat);
  const lngs = markers.map((marker) => marker.lng);
  return {
    southWest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
    northEast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
  };
}

function middle(a: LatLng, b: LatLng): LatLng {
  return { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
}

/** The placeholders Leaflet fills in a tile URL template. */
const TEMPLATE_PLACEHOLDER = /\{(s|z|x|y|r)\}/g;
const REQUIRED_PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/**
 * A tile URL template that may be requested: it names {z}, {x} and {y} (and no other placeholder
 * but {s} and {r}), and with them filled in it is an http(s) address or one of the page's own
 * (relative). Never `data:`, `javascript:`, markup or CSS. Returns the trimmed template, or why it
 * is refused.
 */
export function validateTileUrl(raw: string, base?: string | null): string | { error: string } {
  const template = raw.trim();
  if (!template) return { error: 'the tile URL is empty' };
  const missing = REQUIRED_PLACEHOLDERS.filter((placeholder) => !template.includes(placeholder));
  if (missing.length > 0) return { error: `"${short(raw)}" is no tile URL template (it lacks ${missing.join(', ')})` };
  const sample = template.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => (name === 's' ? 'a' : name === 'r' ? '' : '1'));
  if (/[{}]/.test(sample)) return { error: `"${short(raw)}" has a placeholder other than {s} {z} {x} {y} {r}` };
  const safe = base === undefined ? safeResourceUrl(sample) : safeResourceUrl(sample, base);
  if (safe === null || /^data:/i.test(safe)) return { error: `"${short(raw)}" is not an http(s) or relative address` };
  return template;
}

/** The tile URL to use: the element's, else the page configuration's, else OpenStreetMap; each validated. */
export function chooseTileUrl(
  own: string,
  configured: string,
  warn: (message: string) => void,
  base?: string | null,
): string {
  for (const [source, value] of [
    ['attribute "tile-url"', own],
    ['page configuration "mapTileUrl"', configured],
  ] as const) {
    if (value.trim() === '') continue;
    const checked = validateTileUrl(value, base);
    if (typeof checked === 'string') return checked;
    warn(`${source}: ${checked.error}; using the next default.`);
  }
  return OSM_TILE_URL;
}

/** The attribution text: the element's, else the configuration's, else OpenStreetMap's (text only). */
export function chooseAttribution(own: string, configured: string): string {
  return own.trim() || configured.trim() || OSM_ATTRIBUTION;
}

/**
 * Whether one finger drags the map: always on a desktop; on touch devices and phones only with
 * `mobile-dragging` (off: the finger scrolls the page, two fingers still move the map).
 */
export function draggingEnabled(mobileDragging: boolean, touchOrPhone: boolean): boolean {
  return mobileDragging || !touchOrPhone;
}

/** The CSS filter of the tile pane for `grayscale` (0–100 %): none at 0. */
export function grayscaleFilter(amount: number): string {
  const clamped = Math.min(100, Math.max(0, amount));
  return clamped === 0 ? 'none' : `grayscale(${clamped}%)`;
}

function shortened(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

function short(text: string): string {
  return shortened(text, 80);
}
