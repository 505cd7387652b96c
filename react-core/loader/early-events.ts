/**
 * Clicks and submits on pb-* elements before the loader listens (held-events.ts): between the
 * first paint and the start of the loader's element upgrades (the task after the first paint, or
 * later when an async pb-loader.js has not run yet), a tap on a tab heading or a gallery link would
 * go to the browser (nothing happens, or the image file opens). The head script holds them from
 * its start; a page that loads the loader later inlines the same hold in its <head>, built from
 * this file alone as dist/pb-early-events.js (docs/loading.md "How modules load"), which keeps it tiny.
 * The loader replays them through its own hold once it listens; if no loader script ran by the
 * load event (it failed), they go where the browser would have sent them.
 */
import { isPlainClick } from '../runtime/opens-elsewhere';

/** The property of `window` the inline hold and the loader share. */
const EARLY_EVENTS_KEY = 'pbEarlyEvents';

/** The held events, in order. */
export type EarlyEvents = Event[] & {
  /** A loader script ran: it replays them once it listens, not the load event. */
  claimed?: boolean;
  replayed?: boolean;
};

type EarlyGlobal = Record<typeof EARLY_EVENTS_KEY, EarlyEvents | undefined>;
type Replay = (event: Event, target: HTMLElement & HTMLFormElement) => void;

/**
 * Stops holding and gives each held event, in order, to `replay`. One whose target left the page
 * meanwhile does nothing: a link, a summary or a form off the page cannot act, and no hold sees it.
 */
export function replayEarlyEvents(early: EarlyEvents, replay: Replay): void {
  if (early.replayed) return;
  early.replayed = true;
  for (const event of early) replay(event, event.target as HTMLElement & HTMLFormElement);
}

/** What the browser would have done: the link followed, the `<details>` toggled, the form sent. */
export const replayNatively: Replay = (event, target) => (event.type === 'submit' ? target.requestSubmit((event as SubmitEvent).submitter) : target.click());

/** Starts holding: the inline hold's whole script. */
export function startEarlyHold(): void {
  const early: EarlyEvents = ((window as unknown as EarlyGlobal)[EARLY_EVENTS_KEY] = []);
  const hold = (event: Event): void => {
    // Every pb-* element waits for the loader until the replay (a loader that failed replays too).
    const onModule = event.composedPath().some((node) => /^pb-/.test((node as Element).localName));
    if (early.replayed || !onModule || !isPlainClick(event as MouseEvent)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.push(event);
  };
  addEventListener('click', hold, true);
  // Where a held submit cannot be sent again with its button (Safari before 16), it is not held.
  if ('requestSubmit' in HTMLFormElement.prototype) addEventListener('submit', hold, true);
  addEventListener('load', () => early.claimed || replayEarlyEvents(early, replayNatively));
}

/** The loader's script ran: it takes over the events the inline hold holds, or starts the hold itself. */
export function claimEarlyEvents(): EarlyEvents {
  const global = window as unknown as EarlyGlobal;
  if (!global[EARLY_EVENTS_KEY]) startEarlyHold();
  const early = global[EARLY_EVENTS_KEY]!;
  early.claimed = true;
  return early;
}
