/**
 * Style + layout (issue 33), from a Chromium trace of one load (the phone, slow 4G, CPU ×1):
 * the thread time of UpdateLayoutTree / RecalculateStyles and Layout events on the page's main
 * thread (one nested in another counted once), during the load (navigation → load + 5 s) and
 * per frame of the first scroll pass that follows (scroll-pass.mjs: 5 s top to bottom).
 */
import { loadPage, mobilePage } from './emulation.mjs';
import { SCROLL_MS, scrollPass } from './scroll-pass.mjs';

const IDLE_AFTER_LOAD_MS = 5000;
const CATEGORIES = ['devtools.timeline', 'blink.user_timing', '__metadata'];
const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'Layout']);
const LOAD_END_MARK = 'pb-bench:load-end';

/**
 * Time of the style and layout events that start within [from, to] (µs), each counted once (an
 * event inside another is left out): { threadMs, wallMs }. Thread time is the CPU the main thread
 * spent, which other processes on a busy machine do not inflate; wall time is what the trace's
 * durations say.
 */
function styleLayoutTime(events, from, to) {
  let threadUs = 0;
  let wallUs = 0;
  let outerEnd = -Infinity;
  for (const event of events) {
    if (!STYLE_AND_LAYOUT.has(event.name) || event.ph !== 'X' || event.ts < from || event.ts > to) continue;
    if (event.ts < outerEnd) continue;
    outerEnd = event.ts + event.dur;
    wallUs += event.dur;
    threadUs += event.tdur ?? event.dur;
  }
  return { threadMs: threadUs / 1000, wallMs: wallUs / 1000 };
}

/**
 * The page's main thread is the one that recorded this benchmark's marks; the load starts at
 * its navigationStart for `url`.
 */
export function analyseTrace(traceEvents, url, frames) {
  const markOf = (name) => traceEvents.find((event) => event.name === name && event.cat?.includes('blink.user_timing'));
  const loadEnd = markOf(LOAD_END_MARK);
  const scrollStart = markOf('pb-bench:scroll-start');
  const scrollEnd = markOf('pb-bench:scroll-end');
  if (!loadEnd || !scrollStart || !scrollEnd) return { error: "the benchmark's marks are not in the trace" };
  const onMain = traceEvents.filter((event) => event.pid === loadEnd.pid && event.tid === loadEnd.tid).sort((a, b) => a.ts - b.ts);
  const navigation = onMain.findLast((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url && event.ts < loadEnd.ts);
  if (!navigation) return { error: `no navigationStart for ${url} on the page's main thread` };
  const load = styleLayoutTime(onMain, navigation.ts, loadEnd.ts);
  const scroll = styleLayoutTime(onMain, scrollStart.ts, scrollEnd.ts);
  return {
    loadMs: load.threadMs,
    scrollMsPerFrame: frames ? scroll.threadMs / frames : null,
    scrollFrames: frames,
    wall: { loadMs: load.wallMs, scrollMsPerFrame: frames ? scroll.wallMs / frames : null },
  };
}

/** One traced load and scroll: { loadMs, scrollMsPerFrame, scrollFrames, wall, reachedBottom }. */
export async function styleLayoutRun(browser, url) {
  const { context, page } = await mobilePage(browser);
  let scroll = null;
  let trace;
  try {
    await browser.startTracing(undefined, { categories: CATEGORIES });
    try {
      await loadPage(page, url);
      await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
      await page.evaluate((name) => performance.mark(name), LOAD_END_MARK);
      scroll = await page.evaluate(scrollPass, SCROLL_MS);
    } finally {
      trace = await browser.stopTracing();
    }
  } finally {
    await context.close();
  }
  const { traceEvents } = JSON.parse(trace.toString());
  return { ...analyseTrace(traceEvents, url, scroll.frames), reachedBottom: scroll.reachedBottom };
}
