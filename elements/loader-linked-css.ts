/**
 * pb-loader.js: the whole loader without the critical CSS, for pages that link
 * dist/pb-elements.css (render-blocking CSS, as small as it is) and load this script `async`, so
 * that no script blocks the first paint.
 */
import { holdElements, loaderBase } from '../react-core/loader/hold-elements';
import { startLoader } from '../react-core/loader/start-loader';

startLoader(loaderBase(document.currentScript), holdElements());
