/** Shared helpers of the end-to-end tests (real Chromium against the demo server). */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type CDPSession, expect, type Locator, type Page, type Request } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { ELEMENTS } from '../../react-core/loader/registry';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

const require = createRequire(import.meta.url);
export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Demo pages the server renders from its database (demo/server/endpoints/), not files. */
const SERVER_PAGES = [
  '/blog/',
  '/blog/walking-the-coast-path-in-autumn/',
  '/portfolio/',
  '/gallery/',
  '/split-tests/',
  // The reference shop with an empty cart; test/e2e/shop.spec.ts covers its pages with a cart.
  '/shop/',
  '/shop/product/ash-walking-pole/',
  '/shop/cart/',
  '/shop-native/',
];

/** Every demo page, as a URL path ("/" for index.html), found on disk so new pages are covered, then the server's. */
export const DEMO_PAGES: string[] = [
  ...readdirSync(path.join(REPO_ROOT, 'demo/pages'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => (file === 'index.html' ? '/' : `/${file}`)),
  ...SERVER_PAGES,
];

/**
 * Pages of the demo server that are tools, not demo pages: the demo editor. They need JavaScript
 * and carry no content, so only the accessibility sweep lists them; `ready` is a locator that
 * matches once the page has settled.
 */
export const TOOL_PAGES: ReadonlyArray<{ path: string; ready: string }> = [{ path: '/editor/', ready: '#editor-status:text-matches("^Preview ready")' }];

export const PB_TAGS = 'pb-tabs,pb-accordion,pb-toggle,pb-slider,pb-image-carousel,pb-portfolio-carousel,pb-portfolio,pb-lightbox,pb-gallery,pb-map,pb-contact-form,pb-newsletter,pb-search,pb-comments,pb-header,pb-menu,pb-scroll-top,pb-dot-nav,pb-consent-banner,pb-consent-manage,pb-consent-area,pb-countdown,pb-circle-counter,pb-number-counter,pb-animate,pb-parallax,pb-sticky,pb-video-background,pb-video,pb-blog,pb-cart,pb-checkout,pb-modal,pb-preview-frame';
/** Elements that render nothing of their own, so never carry `data-enhanced` (a split-test placeholder settles with `data-subject`). */
export const PLACEHOLDER_TAGS = ['pb-split-test'];
export const PHONE = { width: 375, height: 740 };

/** Resolves after `count` animation frames in the page. */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Resolves once the page's scroll position has not moved for `still` frames in a row (a glide
 * ended), however long the glide took to start on a busy machine.
 */
export async function scrollSettled(page: Page, still = 10): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let unchanged = 0;
        const step = (): void => {
          unchanged = window.scrollY === last ? unchanged + 1 : 0;
          last = window.scrollY;
          if (unchanged >= frames) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    still,
  );
}

/**
 * Asks the loader to upgrade `element` now (`pb-upgrade`), as a visitor reaching for it would:
 * interaction modules otherwise wait for the visitor, and a consent banner for a due choice.
 */
export async function requestUpgrade(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((element) => element.dispatchEvent(new Event('pb-upgrade', { bubbles: true })));
}

/**
 * Waits until every split-test placeholder shows its subject (or its control after a failure):
 * the modules of a subject exist only from then on, so asking for upgrades before would miss them.
 */
export async function splitTestsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('pb-split-test')].every((placeholder) => placeholder.matches('[data-subject],[data-failed]')),
    undefined,
    { timeout: 15_000 },
  );
}

/** Upgrades every pb-* element near the viewport (within 300 px) and waits until each has rendered. */
export async function waitForVisibleUpgrades(page: Page): Promise<void> {
  await splitTestsSettled(page);
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.bottom > -300 && box.top < innerHeight + 300) element.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
    }
  }, PB_TAGS);
  await page.waitForFunction((selector) => {
    const near = [...document.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > -300 && box.top < innerHeight + 300;
    });
    return near.every((element) => element.hasAttribute('data-enhanced'));
  }, PB_TAGS);
  await frames(page);
}

/** The tags the loader upgrades at load, wherever they are (the registry's `eager` policy). */
const EAGER_TAGS = Object.entries(ELEMENTS)
  .filter(([, policy]) => policy.when === 'eager')
  .map(([tag]) => tag)
  .join(',');

/**
 * Waits until the page is at rest after load: every element the loader upgrades at load (the
 * eager ones, such as a bottom-sticky notice whose place is far below the fold) and every one
 * near the viewport has upgraded. Upgrades run in idle time, so how soon that is depends on the
 * machine; a test that scrolled before it would race them.
 */
export async function waitForPageAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll(selector)].every((element) => element.hasAttribute('data-enhanced')),
    EAGER_TAGS,
    { timeout: 15_000 },
  );
  await waitForVisibleUpgrades(page);
}

/**
 * Brings every element of the page to its upgraded state, scrolling each into view and waiting
 * until it has rendered before the next, then back up. All in one call into the page, so a busy
 * machine adds no round trip an element.
 */
export async function upgradeAll(page: Page): Promise<void> {
  await splitTestsSettled(page);
  const notUpgraded = await page.evaluate(async (selector) => {
    const count = document.querySelectorAll(selector).length;
    for (let index = 0; index < count; index += 1) {
      const node = document.querySelectorAll(selector)[index];
      if (!node) return `element ${index} of ${count} is gone`;
      // Elements without a box of their own (a hidden scroll-to-top button, a dot navigation on a
      // phone, a menu laid out with display: contents in a split header) are not scrolled to.
      const box = node.getBoundingClientRect();
      if (box.width > 0 || box.height > 0) node.scrollIntoView({ block: 'center' });
      node.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
      // The bound of an expectation, so a stuck element fails naming itself.
      const giveUp = performance.now() + 10_000;
      while (!node.hasAttribute('data-enhanced')) {
        if (performance.now() > giveUp) return `<${node.localName}${node.id ? `#${node.id}` : ''}> (element ${index} of ${count}) has not upgraded`;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    return null;
  }, PB_TAGS);
  expect(notUpgraded, 'every element upgrades').toBeNull();
  await page.evaluate(() => window.scrollTo(0, 0));
  await frames(page);
}

/** One readable line per axe violation, with the offending nodes. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}

/**
 * Waits until no animation or transition runs in the page or in any shadow root (a slide, a
 * fade, a Swiper move). Tests wait for this state rather than for a fixed time, so a busy
 * machine only makes them slower.
 */
export async function animationsSettled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: Array<Document | ShadowRoot> = [document];
      for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
      return roots.every((root) => root.getAnimations().every((animation) => animation.playState !== 'running'));
    },
    undefined,
    { timeout },
  );
}

const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

declare global {
  interface Window {
    /** What runAxe held still, for `resume`: the sliders it paused and the animations it stopped. */
    __axeHeld?: { sliders: Element[]; animations: Animation[] };
  }
}

/**
 * Injects axe-core from node_modules and runs it on the whole document. The source is evaluated
 * through the DevTools protocol, which the page's CSP does not govern: the page keeps its real
 * policy, and gains no script element. With `resume`, what it held still moves on again afterwards
 * (for a test that goes on watching the page: the CLS sweep after the check at rest).
 */
export async function runAxe(page: Page, { resume = false } = {}): Promise<AxeResults> {
  // Colours are checked at rest: rotating sliders hold still (their `paused` attribute), an
  // animation that repeats forever (a pulse, a spinner) holds still at the end of an iteration, its
  // full look (axe read a looping fade-in at a random point, once too faint), and entrance
  // animations (a banner fading in) finish first. A carousel that keeps moving never settles, so
  // this waits 2 s at most.
  await page.evaluate(() => {
    const sliders = [...document.querySelectorAll('pb-slider:not([paused]), pb-portfolio-carousel:not([paused])')];
    for (const slider of sliders) slider.setAttribute('paused', '');
    const roots: Array<Document | ShadowRoot> = [document];
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    const animations: Animation[] = [];
    for (const animation of roots.flatMap((root) => root.getAnimations())) {
      const timing = animation.effect?.getComputedTiming();
      if (timing?.iterations !== Infinity || typeof timing.duration !== 'number') continue;
      if (animation.playState === 'running') animations.push(animation);
      animation.pause();
      animation.currentTime = (timing.delay ?? 0) + timing.duration - 1;
    }
    window.__axeHeld = { sliders, animations };
  });
  await animationsSettled(page, 2000).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations are read: axe then details one node of each passed or inapplicable rule, not
  // every node (a CSS selector each), which is most of its time on a long page. Every rule still runs.
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  if (resume) {
    await page.evaluate(() => {
      for (const slider of window.__axeHeld?.sliders ?? []) slider.removeAttribute('paused');
      for (const animation of window.__axeHeld?.animations ?? []) animation.play();
    });
  }
  return results;
}

/** Runs axe and fails with the list of violations if there are any (`resume`: as runAxe). */
export async function expectNoAxeViolations(page: Page, options: { resume?: boolean } = {}): Promise<void> {
  const results = await runAxe(page, options);
  expect(describeViolations(results.violations)).toEqual([]);
}

/** Records the path of every request the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Which scripts ran: call `start()` before the page loads, `ran()` to read the dist/ paths whose
 * top-level code has run since (V8's coverage). A module that was only prefetched is parsed, not run.
 * Coverage is taken, not stopped and started again: Playwright's coverage reports only the scripts
 * parsed while it is on, so a module parsed between a stop and the next start (a poll of `ran()`
 * racing the idle load of pb-page.js in CI) was never reported.
 */
export function trackScriptsThatRan(page: Page): { start(): Promise<void>; ran(): Promise<string[]> } {
  const ran = new Set<string>();
  let session: CDPSession | undefined;
  return {
    async start() {
      session = await page.context().newCDPSession(page);
      await session.send('Profiler.enable');
      await session.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    },
    async ran() {
      if (!session) throw new Error('trackScriptsThatRan: start() first');
      const { result } = await session.send('Profiler.takePreciseCoverage');
      for (const script of result) {
        if (!script.url.startsWith('http') || !script.functions.some((fn) => fn.ranges[0]?.startOffset === 0 && fn.ranges[0].count > 0)) continue;
        const { pathname } = new URL(script.url);
        if (pathname.startsWith('/dist/')) ran.add(pathname);
      }
      return [...ran];
    },
  };
}

/**
 * The visitor's connection as `navigator.connection` reports it, before the page loads. With
 * Save-Data or a 2G connection the loader prefetches nothing (docs/loading.md "How modules load"), so a
 * test can hold a module's code and act before it arrives.
 */
export async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }): Promise<void> {
  await page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true }), connection);
}

/** Nothing prefetched on idle: the visitor asked to save data. */
export const withoutPrefetch = (page: Page): Promise<void> => emulateConnection(page, { saveData: true, effectiveType: '4g' });

/** Page runtimes: entries with no tag of their own (the loader, the page, consent, multi-view, cart fragments and preview runtimes). */
const PAGE_RUNTIMES = ['pb-elements', 'pb-page', 'pb-consent', 'pb-consent-blocking', 'pb-multi-view', 'pb-cart-fragments', 'pb-preview'].map((name) => `/dist/${name}.js`);

/** Element modules: /dist/pb-*.js other than the page runtimes. */
export function elementModules(paths: string[]): string[] {
  return paths.filter((p) => /^\/dist\/pb-[a-z-]+\.js$/.test(p) && !PAGE_RUNTIMES.includes(p));
}

export function sharedChunks(paths: string[]): string[] {
  return paths.filter((p) => p.startsWith('/dist/chunks/'));
}

interface Metafile {
  outputs: Record<string, { imports: Array<{ path: string; kind: string }>; inputs: Record<string, unknown>; entryPoint?: string }>;
}

function readMetafile(): Metafile {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist/meta.json'), 'utf8')) as Metafile;
}

/** The URL paths of the chunks that `dist/<entry>` imports statically, transitively. */
export function staticChunksOf(entry: string): string[] {
  const { outputs } = readMetafile();
  const seen = new Set<string>();
  const visit = (output: string): void => {
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      visit(imported.path);
    }
  };
  visit(`dist/${entry}`);
  return [...seen].map((file) => `/${file}`);
}

/** The image carousel's on-demand Swiper modules: URL path of each chunk → module name (`autoplay`, `effect-fade` …). */
export function swiperModuleChunks(): Map<string, string> {
  const { outputs } = readMetafile();
  const modules = new Map<string, string>();
  for (const [file, output] of Object.entries(outputs)) {
    const name = /^react-core\/image-carousel\/swiper-modules\/([a-z-]+)\.ts$/.exec(output.entryPoint ?? '')?.[1];
    if (name) modules.set(`/${file}`, name);
  }
  return modules;
}

/** URL paths of the built chunks that contain React (the big shared chunk). */
export function reactChunks(): string[] {
  const { outputs } = readMetafile();
  return Object.entries(outputs)
    .filter(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((input) => /node_modules\/react(-dom)?\//.test(input)))
    .map(([file]) => `/${file}`);
}

/** Collects console errors and uncaught page errors (what a visitor's console shows in red). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/** The height of an element's border box, in CSS pixels. */
export function heightOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().height);
}

/** Scrolls an element into view, has it upgraded as a visitor reaching for it would, and waits until it has rendered. */
export async function upgraded(page: Page, selector: string): Promise<void> {
  const element = page.locator(selector);
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((node) => node.dispatchEvent(new Event('pb-upgrade', { bubbles: true })));
  await expect(element).toHaveAttribute('data-enhanced', '');
  await frames(page);
}

/** The shared loading indicator (react-core/runtime/loading-indicator.ts) inside `scope`. */
export function loadingIndicator(scope: Page | Locator): Locator {
  return scope.locator('.pb-loading');
}

/**
 * Asserts that a visitor sees `indicator` now: one element with a box, not `visibility: hidden`,
 * and neither it nor an ancestor (across shadow roots) at opacity 0.
 */
export async function expectShownOnScreen(indicator: Locator): Promise<void> {
  await expect(indicator).toHaveCount(1);
  await expect(indicator).toBeVisible();
  const opaque = await indicator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host ?? null)) {
      if (Number(getComputedStyle(node).opacity) === 0) return false;
    }
    return true;
  });
  expect(opaque, 'neither the indicator nor an ancestor is transparent').toBe(true);
}

/** Holds every request matching `url` until `release()` is called (a slow network). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; count: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, count: () => count };
}

declare global {
  interface Window {
    __layoutShifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }>;
    __recordPendingLayoutShifts: () => void;
    __pendingFetches: number;
  }
}

/**
 * Registered before any page script: records every layout shift, buffered from the start, and
 * counts the page's fetches (and the reading of their bodies) still on their way, so a test can
 * wait for the content they bring rather than for a fixed time.
 */
export function observeLayoutShifts(): void {
  window.__layoutShifts = [];
  const record = (entries: PerformanceEntryList): void => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    // Where each source was and went (viewport px, clipped to it), and the scroll position: enough to tell which rule moved it.
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const describe = (source: Source) =>
      `${source.node instanceof Element ? `${source.node.localName}${source.node.id ? `#${source.node.id}` : ''}${source.node.classList.length ? `.${[...source.node.classList].join('.')}` : ''}` : String(source.node?.nodeName)}` +
      ` ${rect(source.previousRect)} → ${rect(source.currentRect)} at scrollY ${scrollY}`;
    for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }>) {
      window.__layoutShifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: (entry.sources ?? []).map(describe) });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // A reading takes the entries not delivered yet, so it never waits for the observer's callback.
  window.__recordPendingLayoutShifts = () => record(observer.takeRecords());

  window.__pendingFetches = 0;
  const counted = <T>(promise: Promise<T>): Promise<T> => {
    window.__pendingFetches += 1;
    const settle = () => {
      window.__pendingFetches -= 1;
    };
    promise.then(settle, settle);
    return promise;
  };
  const pageFetch = window.fetch;
  window.fetch = (...args: Parameters<typeof fetch>) => counted(pageFetch(...args));
  for (const method of ['text', 'json', 'blob', 'arrayBuffer', 'formData'] as const) {
    const read = Response.prototype[method] as (this: Response) => Promise<unknown>;
    Object.defineProperty(Response.prototype, method, {
      configurable: true,
      writable: true,
      value(this: Response) {
        return counted(read.call(this));
      },
    });
  }
}

/** Every layout shift recorded so far (observeLayoutShifts), including those the observer has not delivered yet. */
export function layoutShifts(page: Page): Promise<Window['__layoutShifts']> {
  return page.evaluate(() => {
    window.__recordPendingLayoutShifts();
    return window.__layoutShifts;
  });
}

/** Script files (the loader, modules, chunks) whose request started before the first paint. */
export async function scriptsBeforeFirstPaint(page: Page): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < firstPaint)
      .map((entry) => new URL(entry.name).pathname);
  });
}
