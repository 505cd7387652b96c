/**
 * The lite flavour's `react-dom` (scripts/flavours.mjs): preact/compat, with a `flushSync` that
 * does what React's does for an urgent render: the effects of what it rendered run before it
 * returns, not after the next paint (preact's default). The loader's urgent release (a click or
 * submit waits) then says `pb-wired` and replays the held event in the same task, before the
 * browser paints a frame without the answer. The source imports only `flushSync` from react-dom.
 */
import { options } from 'preact';
import { flushSync as renderNow } from 'preact/compat';

/** Preact's hook for scheduling its passive effects (the flush it hands over runs them all). */
type EffectScheduler = (flush: () => void) => void;
type PreactOptions = typeof options & { requestAnimationFrame?: EffectScheduler };

export function flushSync<Result>(render: () => Result): Result {
  const hooks = options as PreactOptions;
  const scheduled = hooks.requestAnimationFrame;
  let flushEffects: (() => void) | undefined;
  hooks.requestAnimationFrame = (flush) => (flushEffects = flush);
  try {
    return renderNow(render);
  } finally {
    hooks.requestAnimationFrame = scheduled;
    flushEffects?.();
  }
}
