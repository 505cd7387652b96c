/**
 * The places of a `<pb-map>`, read from the author's light DOM: every descendant with `data-lat`
 * and `data-lng` is a marker. Its title is `data-title` (text) or its first heading's text; its
 * popup holds a copy of the marker element's own content (the author's HTML as DOM nodes, never
 * re-parsed from a string). A marker with a coordinate that is no number or out of range is
 * skipped with one console warning naming the element.
 */
import { warnOnce } from '../runtime/warn';
import { markerTitle, parseMarkerPosition, type LatLng } from './map-state';

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
  candidates.forEach((element, index) => {
    const position = parseMarkerPosition(element.getAttribute('data-lat'), element.getAttribute('data-lng'));
    if ('error' in position) {
      warnOnce(MAP_TAG, `${describe(element, index)}: ${position.error}; the marker is skipped.`);
      return;
    }
    const heading = element.querySelector('h1,h2,h3,h4,h5,h6');
    places.push({ element, position, title: markerTitle(element.getAttribute('data-title'), heading?.textContent, places.length) });
  });
  return places;
}

/**
 * The popup's content: a copy of the marker element's child nodes (the author's HTML), ids
 * removed so the page keeps one element per id; the title from `data-title` as a text heading
 * when the content has no heading of its own.
 */
export function popupContent(place: MapPlace): HTMLElement {
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
  for (const node of place.element.childNodes) content.append(node.cloneNode(true));
  for (const withId of content.querySelectorAll('[id]')) withId.removeAttribute('id');
  return content;
}
