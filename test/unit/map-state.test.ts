// @vitest-environment happy-dom
/**
 * `<pb-map>` rules without a DOM (SPEC §1 "Maps", §9 "Map marker 46 by 43"; docs/elements/pb-map.md):
 * marker coordinates, titles, the initial view, tile URL templates, defaults.
 */
import { describe, expect, it, vi } from 'vitest';
import { readAttributes } from '../../react-core/element/attributes';
import { DEFAULT_MAP_CATEGORY, DEFAULT_MAP_SERVICE, mapAttributes, NO_ZOOM } from '../../react-core/map/map-attributes';
import {
  chooseAttribution,
  chooseTileUrl,
  draggingEnabled,
  grayscaleFilter,
  initialView,
  MARKER_ANCHOR,
  MARKER_SIZE,
  markerTitle,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  parseCenter,
  parseCoordinate,
  parseMarkerPosition,
  SINGLE_MARKER_ZOOM,
  validateTileUrl,
} from '../../react-core/map/map-state';
import { MAP_CRITICAL_CSS } from '../../react-core/map/critical-css';

const PAGE = 'https://shop.example/maps/';

describe('marker coordinates: decimal numbers in range, else the marker is skipped with a reason', () => {
  it('reads decimal latitudes and longitudes, signs and spaces allowed', () => {
    expect(parseMarkerPosition('52.372', '4.893')).toEqual({ lat: 52.372, lng: 4.893 });
    expect(parseMarkerPosition(' -33.9 ', '+151.2')).toEqual({ lat: -33.9, lng: 151.2 });
    expect(parseMarkerPosition('90', '-180')).toEqual({ lat: 90, lng: -180 });
    expect(parseMarkerPosition('.5', '0')).toEqual({ lat: 0.5, lng: 0 });
  });

  it('refuses what is no decimal number: empty, missing, NaN, exponent, hex, comma decimals, units, Infinity', () => {
    for (const raw of ['', null, undefined, 'NaN', '1e3', '0x10', '52,3', '52°', 'Infinity', 'abc', '--1']) {
      const result = parseCoordinate(raw, 'lat');
      expect(typeof result, String(raw)).toBe('object');
      expect((result as { error: string }).error).toMatch(/latitude .* is not a number/);
    }
  });

  it('refuses a latitude beyond ±90 and a longitude beyond ±180, naming which', () => {
    expect(parseMarkerPosition('90.0001', '0')).toEqual({ error: expect.stringMatching(/latitude 90.0001 is out of range/) });
    expect(parseMarkerPosition('0', '-180.5')).toEqual({ error: expect.stringMatching(/longitude -180.5 is out of range/) });
  });

  it('reads the centre as "lat,lng"; empty is none; anything else is an error', () => {
    expect(parseCenter('52.37, 4.89')).toEqual({ lat: 52.37, lng: 4.89 });
    expect(parseCenter('  ')).toBeNull();
    expect(parseCenter('52.37')).toHaveProperty('error');
    expect(parseCenter('1,2,3')).toHaveProperty('error');
    expect(parseCenter('100,2')).toHaveProperty('error');
  });
});

describe('marker title: data-title, else the first heading, else "Place n"; always text', () => {
  it('prefers data-title, trimmed', () => {
    expect(markerTitle('  Hill shop ', 'Heading', 0)).toBe('Hill shop');
  });
  it('falls back to the heading text, whitespace collapsed', () => {
    expect(markerTitle(null, '\n  Harbour\n   shop ', 0)).toBe('Harbour shop');
    expect(markerTitle('   ', 'Harbour shop', 0)).toBe('Harbour shop');
  });
  it('falls back to "Place n" (from 1)', () => {
    expect(markerTitle(null, null, 2)).toBe('Place 3');
  });
  it('keeps markup in a title as the text it is', () => {
    expect(markerTitle('<img src=x onerror=alert(1)>', null, 0)).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('initial view: centre and zoom, else the markers (fit to bounds, one marker at 14)', () => {
  const a = { lat: 52.372, lng: 4.893 };
  const b = { lat: 52.36, lng: 4.88 };

  it('fits several markers into view, never closer than zoom 14', () => {
    expect(initialView([a, b], null, NO_ZOOM)).toEqual({
      kind: 'bounds',
      southWest: { lat: 52.36, lng: 4.88 },
      northEast: { lat: 52.372, lng: 4.893 },
      maxZoom: SINGLE_MARKER_ZOOM,
    });
  });

  it('centres a single marker at zoom 14', () => {
    expect(SINGLE_MARKER_ZOOM).toBe(14);
    expect(initialView([a], null, NO_ZOOM)).toEqual({ kind: 'view', center: a, zoom: 14 });
  });

  it('uses the centre and zoom when both are given, whatever the markers', () => {
    expect(initialView([a, b], { lat: 1, lng: 2 }, 9)).toEqual({ kind: 'view', center: { lat: 1, lng: 2 }, zoom: 9 });
  });

  it('a centre without zoom is shown at zoom 14; a zoom without centre centres the markers', () => {
    expect(initialView([a, b], { lat: 1, lng: 2 }, NO_ZOOM)).toEqual({ kind: 'view', center: { lat: 1, lng: 2 }, zoom: 14 });
    const middle = initialView([a, b], null, 12);
    expect(middle.kind).toBe('view');
    if (middle.kind === 'view') {
      expect(middle.zoom).toBe(12);
      expect(middle.center.lat).toBeCloseTo(52.366);
      expect(middle.center.lng).toBeCloseTo(4.8865);
    }
  });

  it('no marker and no centre: the world (or the given zoom)', () => {
    expect(initialView([], null, NO_ZOOM)).toMatchObject({ kind: 'view', zoom: 2 });
    expect(initialView([], null, 5)).toMatchObject({ kind: 'view', zoom: 5 });
  });
});

describe('tile URL template: {z} {x} {y} (and {s}, {r}), http(s) or relative, nothing else', () => {
  it('accepts http(s), relative and root-relative templates', () => {
    expect(validateTileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', PAGE)).toBe('https://{s}.tile.example/{z}/{x}/{y}.png');
    expect(validateTileUrl(' /tiles/{z}/{x}/{y}.svg ', PAGE)).toBe('/tiles/{z}/{x}/{y}.svg');
    expect(validateTileUrl('tiles/{z}/{x}/{y}{r}.png?key=1', PAGE)).toBe('tiles/{z}/{x}/{y}{r}.png?key=1');
    expect(validateTileUrl('http://tiles.example/{z}/{x}/{y}.png', PAGE)).toBe('http://tiles.example/{z}/{x}/{y}.png');
  });

  it('refuses a template without {z}, {x} or {y}', () => {
    expect(validateTileUrl('https://tile.example/{z}/{x}.png', PAGE)).toEqual({ error: expect.stringMatching(/lacks \{y\}/) });
    expect(validateTileUrl('/tile.png', PAGE)).toEqual({ error: expect.stringMatching(/lacks \{z\}, \{x\}, \{y\}/) });
  });

  it('refuses other placeholders, other schemes, data:, markup, CSS and empty values', () => {
    for (const raw of [
      'https://tile.example/{z}/{x}/{y}/{id}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'data:image/png;base64,AAAA{z}{x}{y}',
      'ftp://tile.example/{z}/{x}/{y}.png',
      '"><img src=x>{z}{x}{y}',
      'red;background:url(//evil.example/{z}/{x}/{y})',
      '',
    ]) {
      expect(validateTileUrl(raw, PAGE), raw).toHaveProperty('error');
    }
  });

  it('chooses the attribute, else the page configuration, else OpenStreetMap, warning for each refused one', () => {
    const warn = vi.fn();
    expect(chooseTileUrl('/own/{z}/{x}/{y}.png', '/config/{z}/{x}/{y}.png', warn, PAGE)).toBe('/own/{z}/{x}/{y}.png');
    expect(chooseTileUrl('', '/config/{z}/{x}/{y}.png', warn, PAGE)).toBe('/config/{z}/{x}/{y}.png');
    expect(chooseTileUrl('', '', warn, PAGE)).toBe(OSM_TILE_URL);
    expect(warn).not.toHaveBeenCalled();
    expect(chooseTileUrl('javascript:x', '/config/{z}/{x}/{y}.png', warn, PAGE)).toBe('/config/{z}/{x}/{y}.png');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^attribute "tile-url": /));
    expect(chooseTileUrl('', 'nonsense', warn, PAGE)).toBe(OSM_TILE_URL);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^page configuration "mapTileUrl": /));
    expect(OSM_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('chooses the attribution the same way, "© OpenStreetMap contributors" by default', () => {
    expect(chooseAttribution('Own', 'Config')).toBe('Own');
    expect(chooseAttribution(' ', 'Config')).toBe('Config');
    expect(chooseAttribution('', '')).toBe(OSM_ATTRIBUTION);
    expect(OSM_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });
});

describe('attribute defaults and options', () => {
  it('has the documented defaults', () => {
    const element = document.createElement('pb-map');
    expect(readAttributes(element, 'pb-map', mapAttributes, 'desktop')).toEqual({
      center: '',
      zoom: NO_ZOOM,
      zoomControl: true,
      mouseWheel: false,
      mobileDragging: true,
      grayscale: 0,
      markerIcon: '',
      tileUrl: '',
      attribution: '',
      height: null,
      label: '',
      service: DEFAULT_MAP_SERVICE,
      category: DEFAULT_MAP_CATEGORY,
    });
    expect(DEFAULT_MAP_SERVICE).toBe('openstreetmap');
    expect(DEFAULT_MAP_CATEGORY).toBe('marketing');
  });

  it('reads responsive variants and booleans as the builder writes them; bad values give the default with a warning', () => {
    const element = document.createElement('pb-map');
    element.setAttribute('zoom', '13');
    element.setAttribute('zoom-phone', '11');
    element.setAttribute('grayscale', '40%');
    element.setAttribute('mouse-wheel', 'on');
    element.setAttribute('zoom-control', 'off');
    element.setAttribute('height', '420');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const desktop = readAttributes(element, 'pb-map', mapAttributes, 'desktop');
    expect(desktop).toMatchObject({ zoom: 13, grayscale: 40, mouseWheel: true, zoomControl: false, height: { value: 420, unit: 'px' } });
    expect(readAttributes(element, 'pb-map', mapAttributes, 'phone').zoom).toBe(11);
    element.setAttribute('zoom', '19');
    element.setAttribute('grayscale', '140');
    const bad = readAttributes(element, 'pb-map', mapAttributes, 'desktop');
    expect(bad.zoom).toBe(NO_ZOOM);
    expect(bad.grayscale).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[pb-map\] attribute "zoom"/));
    warn.mockRestore();
  });

  it('grayscale is a filter of 0–100 %, none at 0', () => {
    expect(grayscaleFilter(0)).toBe('none');
    expect(grayscaleFilter(40)).toBe('grayscale(40%)');
    expect(grayscaleFilter(100)).toBe('grayscale(100%)');
  });

  it('one finger drags on a desktop always, on touch screens and phones only with mobile-dragging', () => {
    expect(draggingEnabled(true, false)).toBe(true);
    expect(draggingEnabled(false, false)).toBe(true);
    expect(draggingEnabled(true, true)).toBe(true);
    expect(draggingEnabled(false, true)).toBe(false);
  });

  it('the marker is 46 × 43 with its anchor at the tip (SPEC §9)', () => {
    expect(MARKER_SIZE).toEqual([46, 43]);
    expect(MARKER_ANCHOR).toEqual([23, 43]);
  });

  it('the critical CSS reserves the box on screen: 16 / 9, or the height attribute and its variants', () => {
    expect(MAP_CRITICAL_CSS).toMatch(/^@media not print\{/);
    expect(MAP_CRITICAL_CSS).toContain('pb-map:not([data-enhanced],[data-failed]){display:block;aspect-ratio:16 / 9');
    expect(MAP_CRITICAL_CSS).toContain('[height]{aspect-ratio:auto;height:attr(height px)}');
    expect(MAP_CRITICAL_CSS).toContain(':is([height$=px i],[height$=vh i],[height$=vw i]){height:attr(height type(<length>))}');
    expect(MAP_CRITICAL_CSS).toContain('@media (max-width:980px){pb-map:not([data-enhanced],[data-failed])[height-tablet]');
    expect(MAP_CRITICAL_CSS).toContain('@media (max-width:767px){pb-map:not([data-enhanced],[data-failed])[height-phone]');
  });
});
