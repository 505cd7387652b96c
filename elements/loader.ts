/**
 * pb-elements.js, the one script a page includes, in the <head>: the critical CSS reserves the
 * upgraded layout and every element is held back before the first paint; then the loader proper
 * gives each instance its code when it needs it (react-core/loader/start-loader.ts).
 */
import { holdElements, loaderBase, reserveLayout } from '../react-core/loader/hold-elements';
import { startLoader } from '../react-core/loader/start-loader';
import { CRITICAL_CSS } from './critical-css';

reserveLayout(CRITICAL_CSS);
startLoader(loaderBase(document.currentScript), holdElements());
