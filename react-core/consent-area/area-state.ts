/**
 * The consent area block (SPEC.md §7 "Consent area GET {consent-api}/consent-area/{post_id}/{block_id}"):
 * its ids, its call, and when its content may load. No DOM here.
 */
import type { ConsentCategory } from '../consent/consent-types';

/** Ids are whole numbers written in decimal digits only ("12"; not "1.5", "-3", "12abc" or ""). */
const WHOLE_NUMBER = /^\d{1,15}$/;

export interface AreaIds {
  postId: string;
  blockId: string;
}

/** The validated ids, or the name of the first attribute that is not a whole number. */
export function parseAreaIds(postId: string, blockId: string): { ids: AreaIds } | { invalid: 'post-id' | 'block-id'; value: string } {
  const post = postId.trim();
  const block = blockId.trim();
  if (!WHOLE_NUMBER.test(post)) return { invalid: 'post-id', value: postId };
  if (!WHOLE_NUMBER.test(block)) return { invalid: 'block-id', value: blockId };
  // "007" and "7" address the same block.
  return { ids: { postId: String(Number(post)), blockId: String(Number(block)) } };
}

/** The path of the call, relative to the consent API. */
export function areaPath(ids: AreaIds): string {
  return `consent-area/${encodeURIComponent(ids.postId)}/${encodeURIComponent(ids.blockId)}`;
}

export interface AreaConsentQuery {
  isCategoryAllowed: (category: ConsentCategory) => boolean;
  isServiceAllowed: (service: string, category?: ConsentCategory) => boolean;
}

/** The content may load: consent is known and the service (when named) or the category is allowed. */
export function isAreaAllowed(ready: boolean, category: ConsentCategory, service: string, consent: AreaConsentQuery): boolean {
  if (!ready) return false;
  return service ? consent.isServiceAllowed(service, category) : consent.isCategoryAllowed(category);
}

/** idle: not requested; loading; loaded: inserted (final); failed: retried on the next consent change. */
export type AreaPhase = 'idle' | 'loading' | 'loaded' | 'failed';

/** Whether to request the content now. */
export function shouldLoadArea(phase: AreaPhase, allowed: boolean, valid: boolean): boolean {
  return allowed && valid && (phase === 'idle' || phase === 'failed');
}
