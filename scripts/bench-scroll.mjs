/**
 * Scroll benchmark (issue 7 "Performance"): a page with 50 sticky, animated and parallax modules
 * against the same page as plain HTML (the peer), scrolled frame by frame in real Chromium.
 * Prints script time per scroll frame, layouts per frame and forced synchronous layouts (a
 * layout run from inside script instead of by the browser's own rendering), and the ratios.
 * A benchmark prints figures; it asserts nothing. Run `npm run bench` (it builds first).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ORIGIN = 'http://bench.local';
const MODULES = 50;
const FRAMES = 240;
const STEP_PX = 40;

/** Module `index` of the benchmark page, as a pb element or as the same plain HTML. */
function module(index, enhanced) {
  const kind = ['sticky', 'animate', 'parallax'][index % 3];
  const content = `<h2>Section ${index + 1}</h2><p>Text of section ${index + 1}, long enough to wrap onto a second line in a narrow column.</p>`;
  if (!enhanced) return `<section class="box">${content}</section>`;
  if (kind === 'sticky') return `<section class="box"><pb-sticky position="top" top-offset="${(index % 5) * 4}" bottom-limit="section">${content}</pb-sticky><div class="filler"></div></section>`;
  if (kind === 'animate') return `<section class="box"><pb-animate animation-style="slide" animation-direction="left">${content}</pb-animate></section>`;
  return `<pb-parallax class="box" background="/bench-background.svg">${content}</pb-parallax>`;
}

function page(enhanced) {
  const body = Array.from({ length: MODULES }, (_, index) => module(index, enhanced)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scroll benchmark</title>
<style>body{margin:0;font:16px/1.5 system-ui}.box{display:block;min-height:420px;margin:0 auto 24px;max-width:760px;padding:16px}.filler{height:200px}</style>
${enhanced ? '<script src="/dist/pb-elements.js"></script>' : ''}</head><body>${body}</body></html>`;
}

const BACKGROUND = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#cde"/></svg>';

async function serve(page, html) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (url.pathname === '/bench-background.svg') return route.fulfill({ contentType: 'image/svg+xml', body: BACKGROUND });
    if (url.pathname.startsWith('/dist/')) {
      try {
        const body = await readFile(path.join(ROOT, url.pathname));
        return route.fulfill({ contentType: 'text/javascript', body });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    }
    return route.fulfill({ status: 404, body: '' });
  });
}

/** True when a forced layout's stack (recorded by Chromium) passes through pb-elements' code. */
function causedByModules(event) {
  const stack = event.args?.beginData?.stackTrace ?? [];
  return stack.some((frame) => String(frame.url ?? '').includes('/dist/'));
}

/**
 * Layout events that ran inside script (FunctionCall, timers, animation frames, events). Those
 * whose stack passes through /dist/ are pb-elements'; the others come from the benchmark's own
 * `scrollBy` meeting layout that a write earlier in the frame left dirty.
 */
function countForcedLayouts(events) {
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction']);
  let forced = 0;
  let byModules = 0;
  let layouts = 0;
  for (const list of byThread.values()) {
    const scripts = list.filter((event) => SCRIPT.has(event.name));
    for (const event of list) {
      if (event.name !== 'Layout') continue;
      layouts += 1;
      if (!scripts.some((script) => script.ts <= event.ts && event.ts + event.dur <= script.ts + script.dur)) continue;
      forced += 1;
      if (causedByModules(event)) byModules += 1;
    }
  }
  return { forced, byModules, layouts };
}

async function measure(browser, enhanced) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await serve(tab, page(enhanced));
  await tab.goto(`${ORIGIN}/`);
  if (enhanced) {
    await tab.waitForFunction((count) => document.querySelectorAll('[data-enhanced]').length >= count, Math.floor(MODULES / 3), { timeout: 30000 });
  }
  // Warm up: one pass down and back, so every lazily loaded module has upgraded.
  await tab.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await tab.waitForTimeout(500);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const before = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
  await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  await tab.evaluate(
    async ({ frames, step }) => {
      for (let frame = 0; frame < frames; frame += 1) {
        window.scrollBy(0, step);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      }
    },
    { frames: FRAMES, step: STEP_PX },
  );
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const after = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
  await context.close();
  const { forced, byModules, layouts } = countForcedLayouts(trace.traceEvents ?? []);
  return {
    scriptMsPerFrame: ((after.ScriptDuration - before.ScriptDuration) * 1000) / FRAMES,
    layoutsPerFrame: (after.LayoutCount - before.LayoutCount) / FRAMES,
    forcedLayouts: forced,
    forcedByModules: byModules,
    tracedLayouts: layouts,
  };
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const peer = await measure(browser, false);
  const pb = await measure(browser, true);
  const row = (name, result) =>
    `${name.padEnd(28)} ${result.scriptMsPerFrame.toFixed(3).padStart(8)} ms  ${result.layoutsPerFrame.toFixed(2).padStart(6)}  ${String(result.forcedLayouts).padStart(6)}`;
  console.log(`Scroll benchmark: ${MODULES} modules (sticky, animate, parallax), ${FRAMES} frames of ${STEP_PX} px, 1280×800\n`);
  console.log(`${'page'.padEnd(28)} ${'script/frame'.padStart(11)}  ${'layouts/frame'.padStart(6)}  forced layouts`);
  console.log(row('plain HTML (peer)', peer));
  console.log(row('pb-elements', pb));
  const extra = pb.scriptMsPerFrame - peer.scriptMsPerFrame;
  console.log(`\nscript per frame added by pb-elements: ${extra.toFixed(3)} ms (goal: at most 1 ms)`);
  console.log(`layouts per frame, pb-elements / peer: ${(pb.layoutsPerFrame / Math.max(peer.layoutsPerFrame, 0.001)).toFixed(2)}×`);
  console.log(`forced synchronous layouts while scrolling: ${pb.forcedLayouts}, of which in pb-elements' code: ${pb.forcedByModules} (goal: 0)`);
} finally {
  await browser.close();
}
