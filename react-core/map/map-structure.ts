/**
 * The places of a `<pb-map>`, read from the author's light DOM: every descendant with `data-lat`
 * and `data-lng` is a marker. Its title is `data-title` (text) or its first heading's text; its
 * popup holds a sanitized copy of the marker element's own content (the `blog` profile of
 * runtime/sanitize-html.ts: text, links and images; no script, event handler, form or embedded
 * document, so opening a popup never adds an element that runs or loads what the list did not).
 * The first `MAX_MARKERS` places are shown, the rest left out with one warning. A marker with a coordinate that is no number or out of range is
 * skipped with one console warning naming the element.
 */
import { warnOnce } from '../runtime/warn';
import { MAX_MARKERS, markerTitle, parseMarkerPosition, type LatLng } from './map-state';

export const MAP_TAG = 'pb-map';
export const MARKER_SELECTOR = '[data-lat],[data-lng]';

export interface MapPlace {
  element: HTMLElement;
  position: LatLng;
  title: string;
}

function describe(element: Element, index: number): string {
  const heading = element.querySelector('h1,h2,h3,h4,h5,h6')?.textContent?.trim();
  return `marker ${index + 1}${heading ? ` ("${heading.slice(0, 40)}")` : ''}`;
}

/** The places in document order; markers inside another marker count once, as their own. */
export function readPlaces(host: HTMLElement): MapPlace[] {
  const places: MapPlace[] = [];
  const candidates = [...host.querySelectorAll<HTMLElement>(MARKER_SELECTOR)];
  for (const [index, element] of candidates.entries()) {
    if (places.length === MAX_MARKERS) {
      warnOnce(MAP_TAG, `${candidates.length} markers: only the first ${MAX_MARKERS} are shown.`);
      break;
    }
    const position = parseMarkerPosition(element.getAttribute('data-lat'), element.getAttribute('data-lng'));
    if ('error' in position) {
      warnOnce(MAP_TAG, `${describe(element, index)}: ${position.error}; the marker is skipped.`);
      continue;
    }
    const heading = element.querySelector('h1,h2,h3,h4,h5,h6');
    places.push({ element, position, title: markerTitle(element.getAttribute('data-title'), heading?.textContent, places.length) });
  }
  return places;
}

/** Markup to nodes without script: runtime/sanitize-html.ts's `sanitizeHtml` with a profile. */
export type SanitizeMarkup = (html: string) => DocumentFragment;

/**
 * The popup's content: the marker element's content (the author's HTML) through `sanitize`, ids
 * removed so the page keeps one element per id; the title from `data-title` as a text heading
 * when the content has no heading of its own. Never a clone: a cloned image with a handler
 * would load and run it again, a cloned script be one more script in the page.
 */
export function popupContent(place: MapPlace, sanitize: SanitizeMarkup): HTMLElement {
  const content = document.createElement('div');
  content.className = 'pb-map-popup';
  const hasHeading = place.element.querySelector('h1,h2,h3,h4,h5,h6') !== null;
  if (!hasHeading && place.element.hasAttribute('data-title')) {
    const title = document.createElement('p');
    title.className = 'pb-map-popup-title';
    const strong = document.createElement('strong');
    strong.textContent = place.title;
    title.append(strong);
    content.append(title);
  }
  content.append(sanitize(place.element.innerHTML));
  for (const withId of content.querySelectorAll('[id]')) withId.removeAttribute('id');
  return content;
}
