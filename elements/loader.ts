/**
 * pb-elements.js, the one script a page includes, in the <head>. Before the first paint it only
 * reserves the upgraded layout (the critical CSS) and holds back every element; the loader proper,
 * pb-loader-core.js beside it, is imported at once without holding the first paint.
 */
import { holdElements, loaderBase, reserveLayout, showAuthorsContent } from '../react-core/loader/hold-elements';
import { replayEarlyEvents, replayNatively } from '../react-core/loader/early-events';
import { CRITICAL_CSS } from './critical-css';

type LoaderCore = typeof import('./loader-core');

const CORE = 'pb-loader-core.js';

reserveLayout(CRITICAL_CSS);
const held = holdElements();
const base = loaderBase(document.currentScript);
import(/* @vite-ignore */ new URL(CORE, base).href).then(
  ({ startLoader }: LoaderCore) => startLoader(base, held),
  (cause: unknown) => {
    showAuthorsContent(CORE, cause);
    // The elements are the author's now: what the visitor clicked meanwhile does what it natively does.
    replayEarlyEvents(held.early, replayNatively);
  },
);
