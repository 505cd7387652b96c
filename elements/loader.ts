/**
 * pb-elements.js, the one script a page includes: the loader with the critical CSS inside, so it
 * can be the only tag (in the <head>, where it reserves the upgraded layout before the first paint).
 */
import { startLoader } from '../react-core/loader/start-loader';
import { CRITICAL_CSS } from './critical-css';

startLoader(CRITICAL_CSS);
