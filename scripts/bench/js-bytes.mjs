/**
 * JS before any interaction (issue 33): one load (the phone, slow 4G, CPU ×1) and 5 s of idle
 * after its load event, with no hover, click or scroll. Every script file requested by then (resource
 * timing: URL path ending in .js or .mjs, gzip bytes = encodedBodySize) is either run or only
 * fetched. "Run" is decided by V8's precise coverage, started before the navigation: a script
 * whose top-level function ran. A module only announced with `<link rel=modulepreload>` (an idle
 * prefetch) is fetched and compiled but its top level never runs, so it counts as fetched only.
 *
 * The run bytes are split into the framework chunk (chunks/framework-*.js) and the rest. The
 * fetched-only bytes are the prefetch: when it began against LCP and the load event, its
 * priority (Chromium's, from the DevTools Protocol) and whether the page's images had arrived.
 * The same load with Save-Data, and on a 2G connection, reports the prefetch there (goal: none).
 */
import { loadPage, mobilePage, TWO_G } from './emulation.mjs';

const IDLE_AFTER_LOAD_MS = 5000;
const FRAMEWORK_CHUNK = /\/chunks\/framework-[^/]*\.m?js$/;

/**
 * Lets the scripts requested before the cutoff arrive and run: on a slow connection a chunk that
 * has arrived may still wait for a sibling before its module graph runs, and would otherwise
 * count as fetched only. Waits at most 30 s, then 500 ms for the last module graph to run.
 */
async function settle(page, inFlightAtCutoff, scriptsInFlight) {
  for (let waited = 0; waited < 30_000 && [...inFlightAtCutoff].some((id) => scriptsInFlight.has(id)); waited += 100) await page.waitForTimeout(100);
  await page.waitForTimeout(500);
}

/** Runs in the page: scripts requested up to `cutoff` and images, LCP, the load event and the connection the page sees. */
async function pageFacts(cutoff) {
  const resources = performance.getEntriesByType('resource');
  const path = (entry) => new URL(entry.name).pathname;
  const scripts = resources.filter((entry) => entry.startTime <= cutoff && /\.m?js$/.test(path(entry))).map((entry) => ({ url: entry.name, start: entry.startTime, gzipBytes: entry.encodedBodySize }));
  const imageEnds = resources.filter((entry) => entry.initiatorType === 'img' || /\.(png|jpe?g|webp|avif|gif|svg)$/.test(path(entry))).map((entry) => entry.responseEnd);
  // Buffered LCP entries arrive in a callback; a page with none (never here) must not hang the run.
  const lcp = await new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      resolve(list.getEntries().at(-1)?.startTime ?? null);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 1000);
  });
  return {
    scripts,
    lastImageEnd: imageEnds.length ? Math.max(...imageEnds) : null,
    lcp,
    loadEvent: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? null,
    connection: { effectiveType: navigator.connection?.effectiveType ?? null, saveData: navigator.connection?.saveData ?? null },
  };
}

/** URLs of the scripts whose top-level code ran (V8 precise coverage, function granularity). */
async function scriptsThatRan(cdp) {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  // The top-level function of a script (classic or module) is the one that starts at offset 0.
  const ran = result.filter((script) => script.functions.some((fn) => fn.ranges[0]?.startOffset === 0 && fn.ranges[0].count > 0));
  return new Set(ran.map((script) => script.url));
}

const total = (scripts) => ({ files: scripts.length, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) });
const fileName = (url) => new URL(url).pathname.replace(/^.*\/(dist|chunks)\//, '$1/');

/**
 * One load: { run: { files, gzipBytes, framework: {files, gzipBytes}, rest: {…}, list }, prefetch:
 * { files, gzipBytes, list, startMs, afterLcpMs, afterLoadMs, afterImages, priorities }, lcpMs,
 * loadEventMs, connection }.
 */
export async function jsBytesRun(browser, url, { network, saveData = false } = {}) {
  const { context, page, cdp } = await mobilePage(browser, { network, saveData });
  const priorities = new Map();
  const scriptsInFlight = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    priorities.set(request.url, request.initialPriority);
    if (type === 'Script') scriptsInFlight.add(requestId);
  });
  for (const event of ['Network.loadingFinished', 'Network.loadingFailed']) cdp.on(event, ({ requestId }) => scriptsInFlight.delete(requestId));
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    await loadPage(page, url);
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const cutoff = await page.evaluate(() => performance.now());
    await settle(page, new Set(scriptsInFlight), scriptsInFlight);
    const facts = await page.evaluate(pageFacts, cutoff);
    const ran = await scriptsThatRan(cdp);
    const run = facts.scripts.filter((script) => ran.has(script.url));
    const fetchedOnly = facts.scripts.filter((script) => !ran.has(script.url));
    const prefetchStart = fetchedOnly.length ? Math.min(...fetchedOnly.map((script) => script.start)) : null;
    const since = (moment) => (prefetchStart === null || moment === null ? null : prefetchStart - moment);
    return {
      run: {
        ...total(run),
        framework: total(run.filter((script) => FRAMEWORK_CHUNK.test(script.url))),
        rest: total(run.filter((script) => !FRAMEWORK_CHUNK.test(script.url))),
        list: run.map((script) => `${fileName(script.url)} ${script.gzipBytes}`),
      },
      prefetch: {
        ...total(fetchedOnly),
        list: fetchedOnly.map((script) => `${fileName(script.url)} ${script.gzipBytes}`),
        startMs: prefetchStart,
        afterLcpMs: since(facts.lcp),
        afterLoadMs: since(facts.loadEvent),
        afterImages: prefetchStart === null || facts.lastImageEnd === null ? null : prefetchStart >= facts.lastImageEnd,
        priorities: [...new Set(fetchedOnly.map((script) => priorities.get(script.url) ?? 'unknown'))],
      },
      lcpMs: facts.lcp,
      loadEventMs: facts.loadEvent,
      connection: facts.connection,
    };
  } finally {
    await context.close();
  }
}

/** The prefetch with Save-Data and on 2G (goal: none); each says what the page saw of its connection. */
export async function prefetchChecks(browser, url) {
  const checks = {};
  for (const [name, options] of [['saveData', { saveData: true }], ['twoG', { network: TWO_G }]]) {
    const { prefetch, connection } = await jsBytesRun(browser, url, options);
    checks[name] = { files: prefetch.files, gzipBytes: prefetch.gzipBytes, list: prefetch.list, connection };
  }
  return checks;
}
