/**
 * `<pb-map>` (SPEC.md §1 "Maps", §9 "Map marker 46 by 43"): a Leaflet map of the author's places.
 *
 * - The box is the critical CSS's (`height`, else 16 / 9): the map fills it, the list of places
 *   shows in it until the map is there, then stays for screen readers (visually hidden) and print.
 * - Leaflet (and its stylesheet) is `import()`ed only when the map may show: the loader renders
 *   the element near the viewport, and on a page with consent markup only once the tile service
 *   (or its category) is allowed. Until then the box shows the consent placeholder with an accept
 *   button, and the list of places below its text.
 * - Markers come from descendants with `data-lat` and `data-lng` (map-structure.ts), re-read when
 *   the author's content changes; each is a keyboard-focusable button (Tab), Enter opens its popup
 *   (a copy of the author's HTML), Escape closes it and focus returns to the marker.
 * - The zoom buttons and the attribution are the element's own (text, never markup); Leaflet's
 *   controls write innerHTML, which pages with Trusted Types refuse.
 * - Reduced motion: no zoom, fade, marker or pan animation, no inertia.
 * - Failure (Leaflet does not load, no tile loads): `data-failed`, one console warning, the list.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type * as Leaflet from 'leaflet';
import type { ConsentState } from '../consent/consent-runtime';
import type { ElementViewProps } from '../element/define-element';
import { FAILED_ATTRIBUTE, useChildrenVersion } from '../element/define-element';
import { emit } from '../element/events';
import { useReducedMotion } from '../element/hooks';
import { CONSENT_SELECTOR } from '../loader/registry';
import { formatMessage } from '../runtime/messages';
import { getPageConfig, pageMessage } from '../runtime/page-config';
import { attributeResourceUrl } from '../runtime/safe-resource-url';
import { reportError, warnOnce } from '../runtime/warn';
import type { mapAttributes } from './map-attributes';
import { defaultMarkerSvg } from './map-icon';
import {
  chooseAttribution,
  chooseTileUrl,
  DEFAULT_ASPECT_RATIO,
  draggingEnabled,
  FIT_PADDING,
  grayscaleFilter,
  initialView,
  MARKER_ANCHOR,
  MARKER_SIZE,
  MAX_MAP_HEIGHT_PX,
  parseCenter,
  POPUP_ANCHOR,
  type InitialView,
} from './map-state';
import { MAP_TAG, popupContent, readPlaces, type MapPlace, type SanitizeMarkup } from './map-structure';

type LeafletModule = typeof import('./leaflet-core');

export interface MapReadyDetail {
  markers: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The map is on screen with its markers (after consent, where needed). */
    'pb-map-ready': CustomEvent<MapReadyDetail>;
  }
}

/** What the element keeps for tests and page scripts: the Leaflet map, once there. */
export interface PbMapHandle {
  /** The Leaflet map (null until it shows). */
  leafletMap: Leaflet.Map | null;
}

type LoadedLeaflet = { L: LeafletModule['L']; sheet: CSSStyleSheet; sanitize: SanitizeMarkup };
let leafletLoad: Promise<LoadedLeaflet> | undefined;

/**
 * Leaflet, its stylesheet and the sanitizer of popup content, fetched once per page; a failed
 * fetch is tried again by the next map.
 */
function loadLeaflet(): Promise<LoadedLeaflet> {
  leafletLoad ??= Promise.all([import('./leaflet-core'), import('../runtime/sanitize-html')]).then(
    ([{ L, leafletCss }, { sanitizeHtml }]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(leafletCss);
      return { L, sheet, sanitize: (html: string) => sanitizeHtml(html, 'blog') };
    },
    (error: unknown) => {
      leafletLoad = undefined;
      throw error;
    },
  );
  return leafletLoad;
}

/** The page asks for consent (a banner, a consent area, held scripts or embeds): then maps wait for it. */
function pageHasConsentMarkup(): boolean {
  return document.querySelector(CONSENT_SELECTOR) !== null;
}

type ConsentRuntime = typeof import('../consent/consent-runtime');

/**
 * The consent for the tile service: none needed when the page has no consent markup (the map
 * loads at once; the consent runtime is neither fetched nor started). Otherwise the runtime is
 * imported (it is the page's, already on its way: the loader loads it for the consent markup)
 * and its state kept current; until it is ready the map waits.
 */
function useMapConsent(needed: boolean): { runtime: ConsentRuntime | null; state: ConsentState | null } {
  const [consent, setConsent] = useState<{ runtime: ConsentRuntime | null; state: ConsentState | null }>({ runtime: null, state: null });
  useEffect(() => {
    if (!needed) return;
    let active = true;
    let stop = (): void => undefined;
    import('../consent/consent-runtime').then(
      (runtime) => {
        if (!active) return;
        const update = (): void => {
          if (active) setConsent({ runtime, state: runtime.getConsentState() });
        };
        stop = runtime.subscribeConsent(update);
        update();
        runtime.startConsent().then(update, (error: unknown) => reportError(MAP_TAG, error));
      },
      (error: unknown) => reportError(MAP_TAG, error),
    );
    return () => {
      active = false;
      stop();
    };
  }, [needed]);
  return consent;
}

/** Touch devices and phones, where `mobile-dragging` decides whether one finger moves the map. */
function touchOrPhone(L: LeafletModule['L'], screenMode: string): boolean {
  return L.Browser.mobile || screenMode === 'phone' || (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
}

/** The box: `height`, else 16 / 9 of the width; never taller than MAX_MAP_HEIGHT_PX (as the critical CSS). */
function frameStyle(height: ElementViewProps<typeof mapAttributes>['attributes']['height']): CSSProperties {
  const maxHeight = `${MAX_MAP_HEIGHT_PX}px`;
  if (height && height.unit !== '%' && height.value > 0 && Number.isFinite(height.value)) return { height: `${height.value}${height.unit}`, maxHeight };
  return { aspectRatio: DEFAULT_ASPECT_RATIO, maxHeight };
}

type Phase = 'loading' | 'ready' | 'failed';

export function MapView({ host, attributes, screenMode }: ElementViewProps<typeof mapAttributes>) {
  const reducedMotion = useReducedMotion();
  const childrenVersion = useChildrenVersion(host, true);
  const consentNeeded = useMemo(pageHasConsentMarkup, []);
  const { runtime, state: consent } = useMapConsent(consentNeeded);
  const { service, category } = attributes;
  const allowed =
    !consentNeeded ||
    (runtime !== null &&
      consent !== null &&
      consent.ready &&
      (service.trim() ? runtime.isServiceAllowed(service.trim(), category) : runtime.isCategoryAllowed(category)));

  const [phase, setPhase] = useState<Phase>('loading');
  const [map, setMap] = useState<{ L: LeafletModule['L']; map: Leaflet.Map; sanitize: SanitizeMarkup } | null>(null);
  const [zoomLimits, setZoomLimits] = useState({ atMin: false, atMax: false });
  const container = useRef<HTMLDivElement>(null);
  const acceptedHere = useRef(false);
  // The placeholder panel's height, kept free below the list so its last places scroll into view.
  const [panelHeight, setPanelHeight] = useState(0);
  const panelObserver = useRef<ResizeObserver>(undefined);
  const panel = useCallback((element: HTMLDivElement | null): void => {
    panelObserver.current?.disconnect();
    if (!element) return;
    panelObserver.current = new ResizeObserver(() => setPanelHeight(element.offsetHeight));
    panelObserver.current.observe(element);
  }, []);
  useEffect(() => () => panelObserver.current?.disconnect(), []);
  const { tileUrl: ownTileUrl, attribution: ownAttribution } = attributes;
  const config = getPageConfig();
  const tileUrl = useMemo(
    () => chooseTileUrl(ownTileUrl, config.mapTileUrl, (message) => warnOnce(MAP_TAG, message)),
    [ownTileUrl, config.mapTileUrl],
  );
  const attribution = chooseAttribution(ownAttribution, config.mapAttribution);
  const label = attributes.label.trim() || pageMessage('mapLabel');

  const failed = phase === 'failed';
  const fail = (message: string): void => {
    warnOnce(MAP_TAG, message);
    host.setAttribute(FAILED_ATTRIBUTE, '');
    setPhase('failed');
  };

  // Creates the map once it may show; removes it when the element goes.
  useEffect(() => {
    if (!allowed || failed) return;
    let live = true;
    let created: Leaflet.Map | undefined;
    loadLeaflet().then(
      ({ L, sheet, sanitize }) => {
        if (!live || !container.current) return;
        const root = host.shadowRoot;
        if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
        const animate = !reducedMotion;
        created = L.map(container.current, {
          zoomControl: false,
          attributionControl: false,
          keyboard: true,
          scrollWheelZoom: false,
          zoomAnimation: animate,
          fadeAnimation: animate,
          markerZoomAnimation: animate,
          inertia: animate,
          minZoom: 0,
          maxZoom: 18,
        });
        if (!animate) {
          // Keyboard panning and popups' auto-pan call panBy without options: never animated here.
          const panBy = created.panBy.bind(created);
          created.panBy = (offset, options) => panBy(offset, { ...options, animate: false });
        }
        const leafletMap = created;
        const updateLimits = (): void =>
          setZoomLimits({ atMin: leafletMap.getZoom() <= leafletMap.getMinZoom(), atMax: leafletMap.getZoom() >= leafletMap.getMaxZoom() });
        leafletMap.on('zoomend', updateLimits);
        (host as unknown as PbMapHandle).leafletMap = leafletMap;
        setMap({ L, map: leafletMap, sanitize });
      },
      (error: unknown) => live && fail(`Leaflet could not be loaded (${(error as Error)?.message ?? error}); the list of places stays.`),
    );
    return () => {
      live = false;
      created?.remove();
      (host as unknown as PbMapHandle).leafletMap = null;
      setMap(null);
    };
    // `reducedMotion` is read at creation (a change applies to the next map). A failed map stays
    // until the element goes: Leaflet removed inside its own tile events throws later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, host]);

  // Keeps Leaflet's size in step with the box (a resize, a late font, a screen-mode height).
  useEffect(() => {
    if (!map || !container.current) return;
    const observer = new ResizeObserver(() => map.map.invalidateSize({ animate: false }));
    observer.observe(container.current);
    return () => observer.disconnect();
  }, [map]);

  // Options that follow the attributes.
  useEffect(() => {
    if (!map) return;
    if (attributes.mouseWheel) map.map.scrollWheelZoom.enable();
    else map.map.scrollWheelZoom.disable();
    if (draggingEnabled(attributes.mobileDragging, touchOrPhone(map.L, screenMode))) map.map.dragging.enable();
    else map.map.dragging.disable();
  }, [map, attributes.mouseWheel, attributes.mobileDragging, screenMode]);

  // The tiles; a layer none of whose tiles loads fails the map.
  useEffect(() => {
    if (!map) return;
    let loaded = 0;
    let failed = 0;
    const layer = map.L.tileLayer(tileUrl, { maxZoom: 18, attribution: '' });
    layer.on('tileload', () => (loaded += 1));
    layer.on('tileerror', () => (failed += 1));
    layer.on('load', () => {
      if (loaded === 0 && failed > 0) fail(`no map tile could be loaded from "${tileUrl}"; the list of places stays.`);
    });
    layer.addTo(map.map);
    return () => {
      layer.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, tileUrl]);

  // The grayscale filter of the tile pane.
  useLayoutEffect(() => {
    container.current?.style.setProperty('--pb-map-filter', grayscaleFilter(attributes.grayscale));
  }, [attributes.grayscale, allowed, phase]);

  // The places, re-read when the author's content changes.
  const places = useMemo<MapPlace[]>(() => readPlaces(host), [host, childrenVersion]);
  const markerIcon = attributes.markerIcon;

  useEffect(() => {
    if (!map) return;
    const { L } = map;
    const iconUrl = attributeResourceUrl(MAP_TAG, 'marker-icon', markerIcon);
    const group = L.layerGroup();
    for (const place of places) {
      const icon = iconUrl
        ? L.icon({ iconUrl, iconSize: MARKER_SIZE, iconAnchor: MARKER_ANCHOR, popupAnchor: POPUP_ANCHOR, className: 'marker-image' })
        : L.divIcon({ html: defaultMarkerSvg() as unknown as HTMLElement, className: 'marker', iconSize: MARKER_SIZE, iconAnchor: MARKER_ANCHOR, popupAnchor: POPUP_ANCHOR });
      const marker = L.marker([place.position.lat, place.position.lng], { icon, keyboard: true, title: place.title, alt: place.title, riseOnHover: true });
      marker.bindPopup(() => withCloseButton(popupContent(place, map.sanitize), () => closePopupTo(map.map, marker)), {
        closeButton: false,
        autoPanPadding: [16, 16],
        maxWidth: 320,
      });
      marker.on('add', () => {
        const element = marker.getElement();
        element?.setAttribute('aria-label', place.title);
      });
      marker.on('popupopen', () => marker.getElement()?.setAttribute('aria-expanded', 'true'));
      marker.on('popupclose', () => marker.getElement()?.setAttribute('aria-expanded', 'false'));
      group.addLayer(marker);
    }
    group.addTo(map.map);
    return () => {
      group.remove();
    };
  }, [map, places, markerIcon]);

  // The view: the centre and zoom, or the markers' bounds; set again when they change.
  const centerAttribute = attributes.center;
  const view = useMemo<InitialView>(() => {
    const center = parseCenter(centerAttribute);
    if (center && 'error' in center) warnOnce(MAP_TAG, `attribute "center": ${center.error}; using the markers.`);
    return initialView(
      places.map((place) => place.position),
      center && !('error' in center) ? center : null,
      attributes.zoom,
    );
  }, [centerAttribute, attributes.zoom, places]);
  const viewKey = JSON.stringify(view);

  const announced = useRef(false);
  useEffect(() => {
    if (!map) return;
    if (view.kind === 'view') map.map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
    else
      map.map.fitBounds(
        [
          [view.southWest.lat, view.southWest.lng],
          [view.northEast.lat, view.northEast.lng],
        ],
        { padding: [FIT_PADDING, FIT_PADDING], maxZoom: view.maxZoom, animate: false },
      );
    setZoomLimits({ atMin: map.map.getZoom() <= map.map.getMinZoom(), atMax: map.map.getZoom() >= map.map.getMaxZoom() });
    setPhase((current) => (current === 'failed' ? current : 'ready'));
    if (!announced.current) {
      announced.current = true;
      emit(host, 'pb-map-ready', { markers: places.length });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, viewKey]);

  // Focus moves to the map once it shows after the visitor accepted with this map's button.
  useEffect(() => {
    if (phase !== 'ready' || !acceptedHere.current || !container.current) return;
    acceptedHere.current = false;
    container.current.focus();
  }, [phase]);

  // Escape closes the open popup and gives the focus back to its marker.
  useEffect(() => {
    if (!map || !container.current) return;
    const element = container.current;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      const popup = findOpenPopup(map.map);
      if (!popup) return;
      event.preventDefault();
      event.stopPropagation();
      closePopupTo(map.map, popup.marker);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map]);

  if (phase === 'failed') return <slot />;

  const accept = (): void => {
    if (!runtime) return;
    acceptedHere.current = true;
    if (service.trim()) runtime.setServiceConsent(service.trim(), true);
    else runtime.allowCategory(category);
  };

  // Consent asked for but not known yet: the list stays as it was before the upgrade; once known
  // and not given, the placeholder panel appears over the bottom of the box with its final texts
  // (the list does not move), so nothing shifts.
  const blocked = !allowed && runtime !== null && consent !== null && consent.ready;
  return (
    <div className="frame" part="frame" style={frameStyle(attributes.height)}>
      {allowed && <div ref={container} className="map" part="map" role="region" aria-label={label} tabIndex={0} />}
      {phase === 'ready' && attributes.zoomControl && map && (
        <div className="zoom" part="zoom">
          <button type="button" part="zoom-in" aria-label={pageMessage('mapZoomIn')} disabled={zoomLimits.atMax} onClick={() => map.map.zoomIn()}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" part="zoom-out" aria-label={pageMessage('mapZoomOut')} disabled={zoomLimits.atMin} onClick={() => map.map.zoomOut()}>
            <span aria-hidden="true">−</span>
          </button>
        </div>
      )}
      {phase === 'ready' && (
        <div className="attribution" part="attribution">
          {attribution}
        </div>
      )}
      <div className={allowed && phase === 'ready' ? 'places hidden' : 'places'} part="places" style={blocked ? { paddingBottom: panelHeight } : undefined}>
        <slot />
      </div>
      {blocked && <ConsentPlaceholder consent={consent} service={service.trim()} category={category} label={label} accept={accept} panel={panel} />}
    </div>
  );
}

function ConsentPlaceholder({
  consent,
  service,
  category,
  label,
  accept,
  panel,
}: {
  consent: ConsentState;
  service: string;
  category: string;
  label: string;
  accept: () => void;
  panel: (element: HTMLDivElement | null) => void;
}) {
  const { banner } = consent;
  const name =
    (service && banner.services.find((entry) => entry.id === service)?.label) ||
    service ||
    banner.categories.find((entry) => entry.id === category)?.label ||
    category;
  const acceptText = banner.texts.placeholderAccept
    ? formatMessage(banner.texts.placeholderAccept, { service: name, category: name, name })
    : pageMessage('consentAccept', { name });
  return (
    <div ref={panel} className="pb-consent-placeholder consent-panel" part="placeholder" role="group" aria-label={label}>
      <div className="pb-consent-placeholder__body">
        <p className="pb-consent-placeholder__text" part="placeholder-text">
          {banner.placeholderText || pageMessage('consentPlaceholder', { name })}
        </p>
        <button type="button" className="pb-consent-placeholder__accept" part="accept" onClick={accept}>
          {acceptText}
        </button>
      </div>
    </div>
  );
}

/** Adds the popup's own close button (a real button; Leaflet's writes innerHTML). */
function withCloseButton(content: HTMLElement, close: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'pb-map-popup-close';
  button.setAttribute('aria-label', pageMessage('mapClosePopup'));
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  button.append(cross);
  button.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  content.prepend(button);
  return content;
}

function findOpenPopup(map: Leaflet.Map): { marker: Leaflet.Marker } | null {
  let found: Leaflet.Marker | null = null;
  map.eachLayer((layer) => {
    if (!found && 'getPopup' in layer && typeof (layer as Leaflet.Marker).isPopupOpen === 'function' && (layer as Leaflet.Marker).isPopupOpen()) {
      found = layer as Leaflet.Marker;
    }
  });
  return found ? { marker: found } : null;
}

function closePopupTo(map: Leaflet.Map, marker: Leaflet.Marker): void {
  map.closePopup();
  (marker.getElement() as HTMLElement | undefined)?.focus();
}
