/**
 * pb-preview.js, the frame runtime of the builder's preview (SPEC.md §7 "Builder preview frame"):
 * the loader imports it only on a page opened with `et_pb_preview=true`, and it answers only when
 * the page is inside a frame and its address carries an `iframe_id`.
 */
import { installDebugHelpers } from '../react-core/builder/debug';
import { getPageConfig } from '../react-core/runtime/page-config';
import { frameIdOf, parentOriginOf, startPreviewRuntime } from '../react-core/preview/preview-runtime';

function start(): void {
  const frameId = frameIdOf(location.search);
  if (window.parent === window || !frameId) return;
  // Debug mode is switched from the console of the page being debugged (SPEC §4 "Builder helpers").
  installDebugHelpers();
  startPreviewRuntime({ parent: window.parent, parentOrigin: parentOriginOf(getPageConfig().builderOrigin, location.origin), frameId });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
