/**
 * The built-in marker (SPEC §9 "Map marker 46 by 43"): a pin 46 px wide and 43 px tall whose tip,
 * the middle of its bottom edge, is the place. Built as DOM (no markup string: pages with Trusted
 * Types refuse innerHTML), coloured with `--pb-map-marker-color` and `--pb-map-marker-dot-color`.
 */
const SVG = 'http://www.w3.org/2000/svg';

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/** A fresh pin for one marker (each Leaflet marker owns its element). */
export function defaultMarkerSvg(): SVGElement {
  const svg = svgElement('svg', { width: '46', height: '43', viewBox: '0 0 46 43', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgElement('path', {
      d: 'M23 42.5C23 42.5 8 27.6 8 16.2A15 15 0 0 1 38 16.2C38 27.6 23 42.5 23 42.5Z',
      class: 'pin',
    }),
    svgElement('circle', { cx: '23', cy: '16', r: '5.5', class: 'dot' }),
  );
  return svg;
}
