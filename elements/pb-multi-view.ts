/**
 * pb-multi-view.js: the multi-view data runtime (no React). The loader imports it only on pages
 * with `[data-pb-multi-view]` (now or added later); it shows each module's values for the screen
 * mode and on hover (react-core/builder/multi-view-runtime.ts).
 */
import { startMultiView } from '../react-core/builder/multi-view-runtime';

startMultiView();
