/**
 * Waits for a quiet machine before a measured run: Lighthouse and scroll timings on 2 cores move
 * with whatever else runs. Polls the 1-minute load average until it drops below `maxLoad`, or
 * gives up after `maxWaitMs` and runs anyway; either way it reports the load the run started at.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export const DEFAULT_MAX_LOAD = Math.round(os.cpus().length * 0.6 * 10) / 10;
export const DEFAULT_MAX_WAIT_MS = 90_000;
const POLL_MS = 2000;

/** Returns { load, waitedMs, quiet }. */
export async function waitForQuiet({ maxLoad = DEFAULT_MAX_LOAD, maxWaitMs = DEFAULT_MAX_WAIT_MS } = {}) {
  const start = Date.now();
  for (;;) {
    const load = os.loadavg()[0];
    const waitedMs = Date.now() - start;
    if (load < maxLoad) return { load, waitedMs, quiet: true };
    if (waitedMs >= maxWaitMs) return { load, waitedMs, quiet: false };
    await sleep(POLL_MS);
  }
}
