/**
 * Whether the page is the builder's preview of itself (SPEC §1: "It behaves differently at
 * initialisation in builder or preview mode than on the public page"): the builder's preview
 * frame (`et_pb_preview=true`), the front-end builder (`et_fb=1`, or its `et-fb` body class), or a
 * page configuration that says so (`builderPreview`). Editor-only samples (the checkout's sample
 * notice, SPEC §8) show there and never on the public page.
 */
import { getPageConfig } from './page-config';

/** The address's say: the preview frame's or the front-end builder's query field. */
export function isBuilderPreviewUrl(url: string): boolean {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost/').searchParams;
  } catch {
    return false;
  }
  return params.get('et_pb_preview') === 'true' || params.get('et_fb') === '1';
}

/** True in the builder or its preview; false on the public page. */
export function isBuilderPreview(): boolean {
  return isBuilderPreviewUrl(location.href) || document.body.classList.contains('et-fb') || getPageConfig().builderPreview;
}
