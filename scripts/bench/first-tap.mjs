/**
 * First tap answered (issue 33): on a phone with Lighthouse's slow 4G and CPU ×4, a fresh context
 * loads the page, waits 4 s after the load event at the top, flings the target to the middle of the
 * viewport (a scroll that slows down over 600 ms, as a visitor's flick), waits 500 ms and taps it
 * with real touch input through the DevTools Protocol
 * (or swipes a carousel: a touch drag over 60 % of its width in about 200 ms). The figure is
 * pointerdown (the event's timeStamp) → the first animation frame in which the answer shows
 * (tap-watch.mjs says what each answer is on each page). A tap with no answer within 10 s is a
 * failure with a note; the requests made after pointerdown are counted ("answered without a
 * request" when there are none before the answer).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadPage, mobilePage } from './emulation.mjs';
import { installTapWatch } from './tap-watch.mjs';

/** The page section whose modules are tapped: the second one, well below the first viewport. */
const SECTION = 'tours';
export const TAP_CPU_SLOWDOWN = 4;
const AFTER_LOAD_MS = 4000;
/** How long the visitor's flick to the target lasts. */
const FLING_MS = 600;
const AFTER_SCROLL_MS = 500;
const PRESS_MS = 60;
const SWIPE = { share: 0.6, durationMs: 200, steps: 12 };
const ANSWER_TIMEOUT_MS = 10_000;

const touchPoint = (x, y) => ({ x: Math.round(x), y: Math.round(y), radiusX: 4, radiusY: 4, force: 1, id: 0 });

async function press(cdp, { x, y }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touchPoint(x, y)] });
  await sleep(PRESS_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Right to left across the carousel's middle, towards the next slide. */
async function swipe(cdp, { x, y, width }) {
  const from = x + (width * SWIPE.share) / 2;
  const distance = width * SWIPE.share;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touchPoint(from, y)] });
  for (let step = 1; step <= SWIPE.steps; step += 1) {
    await sleep(SWIPE.durationMs / SWIPE.steps);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [touchPoint(from - (distance * step) / SWIPE.steps, y)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const fileName = (url) => {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
};

/**
 * One first tap. `kind`: 'peer' or 'pb' (either flavour); `tap`: one of TAPS (tap-watch.mjs).
 * Returns { ms, answerKind, failure, notes, requestsAfterPointerdown, requestsBeforeAnswer }.
 */
export async function firstTap(browser, url, kind, tap, { cpu = TAP_CPU_SLOWDOWN } = {}) {
  const { context, page, cdp } = await mobilePage(browser, { cpu });
  const notes = [];
  const requests = [];
  const pageUrl = url.split('#')[0];
  context.on('page', () => notes.push('the tap opened a new tab'));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && frame.url().split('#')[0] !== pageUrl && notes.push(`the page navigated to ${frame.url()}`));
  // Wall-clock start of every request: put on the page's clock with performance.timeOrigin.
  cdp.on('Network.requestWillBeSent', ({ request, wallTime }) => requests.push({ url: request.url, wallMs: wallTime * 1000 }));
  try {
    await page.addInitScript(installTapWatch, { tap, kind, section: SECTION, flingMs: FLING_MS });
    await loadPage(page, url);
    await page.waitForTimeout(AFTER_LOAD_MS);
    const prepared = await page.evaluate(() => window.__firstTap.prepare());
    if (prepared.error) return { ms: null, failure: prepared.error, notes };
    await page.waitForTimeout(AFTER_SCROLL_MS);
    const point = await page.evaluate(() => window.__firstTap.point());
    if (point.error) return { ms: null, failure: point.error, notes };
    if (!point.hitsTarget) notes.push(`the touch lands on ${point.hit}, not on the target ${point.target}`);
    await (point.swipe ? swipe(cdp, point) : press(cdp, point));

    let state;
    try {
      await page.waitForFunction(
        (timeout) => {
          const { pointerdownAt, answerAt } = window.__firstTap.state;
          return answerAt !== null || (pointerdownAt !== null && performance.now() - pointerdownAt > timeout);
        },
        ANSWER_TIMEOUT_MS,
        { polling: 250, timeout: ANSWER_TIMEOUT_MS + 5000 },
      );
      state = await page.evaluate(() => ({ ...window.__firstTap.state, timeOrigin: performance.timeOrigin }));
    } catch (error) {
      // The page went away (a navigation), or the touch never reached it.
      const pointerdownAt = await page.evaluate(() => window.__firstTap?.state.pointerdownAt).catch(() => undefined);
      const reason = notes.length ? notes.join('; ') : pointerdownAt === null ? 'the touch caused no pointerdown' : String(error.message ?? error).split('\n')[0];
      return { ms: null, failure: `no answer: ${reason}`, notes };
    }
    const onPageClock = (request) => ({ name: fileName(request.url), at: request.wallMs - state.timeOrigin });
    const after = requests.map(onPageClock).filter((request) => request.at >= state.pointerdownAt);
    const beforeAnswer = after.filter((request) => state.answerAt !== null && request.at <= state.answerAt);
    const result = { requestsAfterPointerdown: after.length, requestsBeforeAnswer: beforeAnswer.map((request) => request.name), frames: state.frames, notes };
    if (state.answerAt === null) {
      return { ...result, ms: null, failure: `no answer within ${ANSWER_TIMEOUT_MS / 1000} s (${state.miss ?? 'nothing checked'})` };
    }
    return { ...result, ms: state.answerAt - state.pointerdownAt, answerKind: state.answerKind, failure: null };
  } finally {
    await context.close();
  }
}
