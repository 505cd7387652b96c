/**
 * This benchmark's own measurements in Chromium (Playwright), on the mobile viewport with
 * Lighthouse's network (150 ms latency, 1.6 Mbps down, 750 kbps up), each load in a fresh
 * context. No hover, no click: only the scroll where stated, so modules that load on
 * interaction stay unloaded, as they would for a visitor who only reads.
 *
 * Load at CPU ×1: script files requested before first paint; JS gzip bytes and files after
 *   load + 5 s idle, then after a full scroll + 2 s idle; time until the first-viewport module
 *   that acts on its own (the hero slider) is ready; the cookie banner shown; failed requests.
 * Load at CPU ×4, the same steps: long animation frames (> 50 ms) with script from dist/ (the
 *   pb loader and modules, or the peer's dist/peer.js), and CLS.
 */
import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.mjs';

const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile network (slow 4G): 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const IDLE_AFTER_LOAD_MS = 5000;
const SCROLL_MS = 5000; // as scroll-cost.mjs
const IDLE_AFTER_SCROLL_MS = 2000;
const LONG_FRAME_MS = 50;

/** What tells that the first-viewport module acting on its own is ready, per page kind. */
const HERO_READY = { peer: '.hero-swiper.swiper-initialized', pb: 'pb-slider[data-enhanced]' };

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/**
 * Runs in the page before any of its scripts: keeps every resource entry, and records long
 * animation frames, layout shifts and the moment the hero is ready from the start of the load.
 */
function observeFromStart(readySelector) {
  performance.setResourceTimingBufferSize(100000);
  const bench = (window.__bench = { frames: [], shifts: [], readyAt: null });
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
  if (readySelector) {
    const check = () => {
      if (bench.readyAt === null && document.querySelector(readySelector)) {
        bench.readyAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'data-enhanced'] });
  }
}

/** Script files loaded so far (URL path ending in .js or .mjs): count, gzip bytes, and how many started before first paint. */
function scriptResources() {
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null;
  return {
    files: scripts.length,
    gzipBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    beforeFirstPaint: firstPaint === null ? null : scripts.filter((entry) => entry.startTime < firstPaint).length,
    firstPaint,
  };
}

/** Scrolls top to bottom in animation-frame steps over `duration` ms, as scroll-cost.mjs does. */
function scrollToBottom(duration) {
  const max = () => document.documentElement.scrollHeight - innerHeight;
  return new Promise((done) => {
    let start = null;
    const step = (time) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / duration);
      window.scrollTo({ top: Math.round(progress * max()), behavior: 'instant' });
      if (progress < 1) requestAnimationFrame(step);
      else done(Math.abs(scrollY - max()) < 2);
    };
    requestAnimationFrame(step);
  });
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

async function loadOnce(browser, url, { kind, cpu }) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const failures = [];
    page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
    page.on('requestfailed', (request) => failures.push(`failed ${request.url()} (${request.failure()?.errorText})`));
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    // Only the CPU ×1 load times the hero: the observer is not part of what the CPU ×4 load measures.
    await page.addInitScript(observeFromStart, cpu === 1 ? HERO_READY[kind] ?? null : null);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const beforeInteraction = await page.evaluate(scriptResources);
    const banner = await page.evaluate(bannerShown);
    const upgradedBeforeInteraction = await page.evaluate(upgradedElements);
    const reachedBottom = await page.evaluate(scrollToBottom, SCROLL_MS);
    await page.waitForTimeout(IDLE_AFTER_SCROLL_MS);
    const afterScroll = await page.evaluate(scriptResources);
    const upgradedAfterScroll = await page.evaluate(upgradedElements);
    const { frames, shifts, readyAt } = await page.evaluate(() => window.__bench);
    const upgradeFrames = frames.filter((frame) => frame.duration > LONG_FRAME_MS && frame.scripts.some(fromDist));
    return {
      beforeInteraction, afterScroll, banner, reachedBottom, readyAt, failures,
      upgraded: { beforeInteraction: upgradedBeforeInteraction, afterScroll: upgradedAfterScroll },
      longFrames: upgradeFrames.length,
      worstLongFrameMs: upgradeFrames.reduce((worst, frame) => Math.max(worst, frame.duration), 0),
      cls: cumulativeLayoutShift(shifts),
      shifts,
    };
  } finally {
    await context.close();
  }
}

/** Both loads of one page; `kind` is 'peer', 'pb' (either flavour) or 'plain'. */
export async function browserRun(browser, url, kind) {
  const normal = await loadOnce(browser, url, { kind, cpu: 1 });
  const slow = await loadOnce(browser, url, { kind, cpu: 4 });
  return {
    scriptsBeforeFirstPaint: normal.beforeInteraction.beforeFirstPaint,
    firstPaintMs: normal.beforeInteraction.firstPaint,
    jsBeforeInteraction: { files: normal.beforeInteraction.files, gzipBytes: normal.beforeInteraction.gzipBytes },
    jsAfterScroll: { files: normal.afterScroll.files, gzipBytes: normal.afterScroll.gzipBytes },
    heroReadyMs: normal.readyAt,
    upgraded: normal.upgraded,
    bannerShown: normal.banner,
    upgradeLongFrames: slow.longFrames,
    worstUpgradeFrameMs: slow.worstLongFrameMs,
    cls: slow.cls,
    layoutShifts: slow.shifts,
    reachedBottom: normal.reachedBottom && slow.reachedBottom,
    failures: [...new Set([...normal.failures, ...slow.failures])],
  };
}
