/** `prefers-reduced-motion`: modules shorten their animations to nothing when it is set. */

const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

/** Calls `listener` when the visitor changes the preference; returns the unsubscribe. */
export function subscribeReducedMotion(listener: (reduced: boolean) => void): () => void {
  const query = matchMedia(QUERY);
  const handle = (): void => listener(query.matches);
  query.addEventListener('change', handle);
  return () => query.removeEventListener('change', handle);
}

/** The duration to use for an animation: zero when the visitor asks for reduced motion. */
export function motionDuration(milliseconds: number): number {
  return prefersReducedMotion() ? 0 : milliseconds;
}
