/**
 * Two loads of a page in Chromium (emulation.mjs: the phone, slow 4G), each in a fresh context,
 * with no hover or click:
 *   CPU ×1: when the first-viewport modules are ready (ready-parts.mjs), script files requested
 *     before first paint, the cookie banner on screen at load + 5 s, failed requests;
 *   CPU ×4: the same readiness, then load + 5 s idle, a full scroll and 2 s idle: long animation
 *     frames (> 50 ms) with script from dist/ (the pb loader and modules, or the peer's
 *     dist/peer.js), and CLS.
 */
import { loadPage, mobilePage } from './emulation.mjs';
import { observeReadyParts } from './ready-parts.mjs';
import { SCROLL_MS, scrollPass } from './scroll-pass.mjs';

const IDLE_AFTER_LOAD_MS = 5000;
const IDLE_AFTER_SCROLL_MS = 2000;
const LONG_FRAME_MS = 50;

/** Runs in the page before any of its scripts: keeps every resource entry, long animation frames and layout shifts from the start. */
function observeFromStart() {
  performance.setResourceTimingBufferSize(100000);
  const bench = (window.__bench = { frames: [], shifts: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.frames.push({ start: entry.startTime, duration: entry.duration, scripts: (entry.scripts ?? []).map((script) => script.sourceURL) });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // What moved, for the JSON: the first lines to read when CLS is not 0.
      const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => ({
        node: node ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().replace(/\s+/g, '.')}` : ''} in ${node.parentElement?.closest('[data-module]')?.dataset.module ?? 'page'}` : null,
        from: [previousRect.x, previousRect.y, previousRect.width, previousRect.height].map(Math.round),
        to: [currentRect.x, currentRect.y, currentRect.width, currentRect.height].map(Math.round),
      }));
      bench.shifts.push({ start: entry.startTime, value: entry.value, scrollY: window.scrollY, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Script files (URL path ending in .js or .mjs) requested before first paint. */
function scriptsBeforeFirstPaint() {
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null;
  if (firstPaint === null) return { count: null, firstPaint };
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
  return { count: scripts.filter((entry) => entry.startTime < firstPaint).length, firstPaint };
}

/** pb elements upgraded so far, by tag: "upgraded/on the page" (for the JSON: what loaded without interaction). */
function upgradedElements() {
  const counts = {};
  for (const element of document.querySelectorAll('*')) {
    if (!element.localName.startsWith('pb-')) continue;
    const count = (counts[element.localName] ??= [0, 0]);
    count[1] += 1;
    if (element.hasAttribute('data-enhanced')) count[0] += 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([tag, [upgraded, total]]) => [tag, `${upgraded}/${total}`]));
}

/** Is the cookie banner on screen (the peer's vanilla-cookieconsent box, or pb-consent-banner)? */
function bannerShown() {
  const banner = document.querySelector('pb-consent-banner') ?? document.querySelector('#cc-main .cm');
  if (!banner || banner.hidden) return false;
  const box = banner.getBoundingClientRect();
  return box.height > 0 && box.top < innerHeight;
}

/** Largest sum of layout shifts within a session window (gaps < 1 s, at most 5 s): the web's CLS. */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let session = null;
  for (const shift of shifts) {
    if (!session || shift.start - session.last >= 1000 || shift.start - session.first >= 5000) session = { first: shift.start, value: 0 };
    session.last = shift.start;
    session.value += shift.value;
    worst = Math.max(worst, session.value);
  }
  return worst;
}

/** True when a script URL is the page's own bundle or pb-elements' code (served under /dist/). */
const fromDist = (url) => {
  try {
    return new URL(url).pathname.startsWith('/dist/');
  } catch {
    return false;
  }
};

/** Watches the page's requests and errors: returns the list it fills. */
function collectFailures(page) {
  const failures = [];
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()} (${request.failure()?.errorText})`));
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

/** CPU ×1: readiness, scripts before first paint, the banner at load + 5 s. */
async function loadAtFullSpeed(browser, url, kind) {
  const { context, page } = await mobilePage(browser);
  try {
    const failures = collectFailures(page);
    await page.addInitScript(observeFromStart);
    await page.addInitScript(observeReadyParts, kind);
    await loadPage(page, url);
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    return {
      beforeFirstPaint: await page.evaluate(scriptsBeforeFirstPaint),
      ready: await page.evaluate(() => window.__readyParts),
      banner: await page.evaluate(bannerShown),
      upgraded: await page.evaluate(upgradedElements),
      failures,
    };
  } finally {
    await context.close();
  }
}

/** CPU ×4: readiness, then load + 5 s, a full scroll, 2 s: long frames from dist/ and CLS. */
async function loadAtCpuFour(browser, url, kind) {
  const { context, page } = await mobilePage(browser, { cpu: 4 });
  try {
    const failures = collectFailures(page);
    await page.addInitScript(observeFromStart);
    await page.addInitScript(observeReadyParts, kind);
    await loadPage(page, url);
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const ready = await page.evaluate(() => window.__readyParts);
    const { reachedBottom } = await page.evaluate(scrollPass, SCROLL_MS);
    await page.waitForTimeout(IDLE_AFTER_SCROLL_MS);
    const { frames, shifts } = await page.evaluate(() => window.__bench);
    const upgradeFrames = frames.filter((frame) => frame.duration > LONG_FRAME_MS && frame.scripts.some(fromDist));
    return {
      ready, reachedBottom, failures, shifts,
      longFrames: upgradeFrames.length,
      worstLongFrameMs: upgradeFrames.reduce((worst, frame) => Math.max(worst, frame.duration), 0),
      cls: cumulativeLayoutShift(shifts),
    };
  } finally {
    await context.close();
  }
}

/** Both loads of one page; `kind` is 'peer', 'pb' (either flavour) or 'plain'. */
export async function browserRun(browser, url, kind) {
  const normal = await loadAtFullSpeed(browser, url, kind);
  const slow = await loadAtCpuFour(browser, url, kind);
  return {
    scriptsBeforeFirstPaint: normal.beforeFirstPaint.count,
    firstPaintMs: normal.beforeFirstPaint.firstPaint,
    readyCpu1: normal.ready,
    readyCpu4: slow.ready,
    upgraded: normal.upgraded,
    bannerShown: normal.banner,
    upgradeLongFrames: slow.longFrames,
    worstUpgradeFrameMs: slow.worstLongFrameMs,
    cls: slow.cls,
    layoutShifts: slow.shifts,
    reachedBottom: slow.reachedBottom,
    failures: [...new Set([...normal.failures, ...slow.failures])],
  };
}
