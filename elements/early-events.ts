/**
 * dist/pb-early-events.js: the inline <head> script for pages that load the loader async or
 * deferred (docs/loading.md "How modules load"): clicks and submits on pb-* elements before it runs are
 * held for it, not sent to the browser.
 */
import { startEarlyHold } from '../react-core/loader/early-events';

startEarlyHold();
