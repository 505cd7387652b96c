/**
 * The lazily loaded part of `<pb-map>`: Leaflet and its stylesheet (as text). Only `import()`ed by
 * the view once a map is allowed to show (near the viewport, with consent), so neither is in the
 * element's first chunk and a page without a map never fetches them.
 */
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';

export { L, leafletCss };
