/**
 * The demo editor (docs/demo-server.md "Demo editor", issue 20) against the real demo server: the module tree
 * of tabs.html by address, the preview frame (SPEC.md §7 "Builder preview frame"), scroll-to-module
 * (§2 "Editor surfaces", §9: 400 ms per 1000 px, at least 800, at most 6000), the view modes (§2,
 * §9), an attribute edit re-rendering one module only, the preview nonce, accessibility, and 200
 * edit cycles with a flat heap and flat DOM counters (§4 "Sticky module": in builder modes removed
 * modules are torn down and new ones created, with no leak).
 */
import { expect, test, type CDPSession, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/chromium.mjs';
import { collectErrors, expectNoAxeViolations, recordRequests, waitForPageAtRest } from './helpers';

// V8 without its compilers, as the memory benchmark runs (docs/performance.md "Memory benchmark"): the machine
// code they add while warming up would look like a leak over the first hundreds of cycles.
test.use({ launchOptions: { executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, '--js-flags=--jitless'] } });
// Wide enough for the tablet view (768 px) between the tree and the panel.
test.use({ viewport: { width: 1600, height: 900 } });

/** The modules of tabs.html, by address, as its source has them. */
const TABS_PAGE_MODULES = [
  '0 pb-tabs #product-tabs',
  '1 pb-tabs #faq-tabs',
  '2 pb-accordion #faq-accordion',
  '3 pb-toggle #care-toggle',
  '4 pb-toggle #repair-toggle',
  '5 pb-accordion #late-accordion',
];

/** SPEC.md §9: 400 ms per 1000 px, minimum 800 ms, maximum 6000 ms. */
const scrollRule = (distance: number): number => Math.min(6000, Math.max(800, (Math.abs(distance) * 400) / 1000));

/** Opens the editor on `pagePath` and waits until the frame reported its tree; returns the frame. */
async function openEditor(page: Page, pagePath = '/tabs.html'): Promise<Frame> {
  await page.goto(`/editor/?page=${encodeURIComponent(pagePath)}`);
  await expect(page.locator('#editor-status')).toHaveText(/^Preview ready: \d+ modules\.$/, { timeout: 20_000 });
  const frame = page.frames().find((candidate) => candidate.url().includes('et_pb_preview=true'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

const treeButton = (page: Page, address: string) => page.locator(`#module-tree button[data-address="${address}"]`);

/** The duration the editor announced for its last scroll. */
async function announcedScroll(page: Page, label: string): Promise<number> {
  const status = page.locator('#editor-status');
  await expect(status).toHaveText(new RegExp(`^Scrolled to ${label} in \\d+ ms\\.$`));
  return Number(/in (\d+) ms/.exec((await status.textContent()) ?? '')?.[1]);
}

/** Where the frame's glide to `selector` ends: the module at the top of the frame's viewport, or the page's end. */
function glideTarget(frame: Frame, selector: string): Promise<number> {
  return frame.evaluate((target) => {
    const module = document.querySelector(target)!;
    const top = module.getBoundingClientRect().top + scrollY;
    return Math.round(Math.min(top, document.documentElement.scrollHeight - innerHeight));
  }, selector);
}

/** Marks every module of the frame's page, so a test can tell a replaced node from a kept one. */
async function markModules(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    for (const module of document.querySelectorAll('pb-tabs, pb-accordion, pb-toggle')) (module as Element & { __kept?: boolean }).__kept = true;
  });
}

async function keptModules(frame: Frame): Promise<Record<string, boolean>> {
  return frame.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('pb-tabs, pb-accordion, pb-toggle')].map((module) => [module.id, (module as Element & { __kept?: boolean }).__kept === true])),
  );
}

test.describe('the demo editor', () => {
  test('lists the page’s modules by address, as the preview frame does', async ({ page }) => {
    const errors = collectErrors(page);
    const frame = await openEditor(page);
    await expect(page.locator('#module-tree button')).toHaveText(TABS_PAGE_MODULES);
    const framed = await page.locator('pb-preview-frame').evaluate((element) => (element as HTMLElement & { modules: Array<{ address: string; tag: string }> }).modules);
    expect(framed.map(({ address, tag }) => `${address} ${tag}`)).toEqual(TABS_PAGE_MODULES.map((label) => label.split(' #')[0]));
    expect(await frame.evaluate(() => document.querySelectorAll('pb-tabs').length)).toBe(2);
    expect(errors).toEqual([]);
  });

  test('choosing a module scrolls the frame to it: 400 ms per 1000 px, within 800–6000 ms (SPEC.md §9)', async ({ page }) => {
    const frame = await openEditor(page);
    const start = await frame.evaluate(() => scrollY);
    const down = await glideTarget(frame, '#late-accordion');
    expect(down - start, 'a real distance to glide').toBeGreaterThan(500);
    await treeButton(page, '5').click();
    await expect(treeButton(page, '5')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#attribute-panel h2')).toHaveText('Attributes of 5 pb-accordion #late-accordion');
    const downDuration = await announcedScroll(page, '5 pb-accordion #late-accordion');
    expect(downDuration).toBeGreaterThanOrEqual(800);
    expect(downDuration).toBeLessThanOrEqual(6000);
    expect(Math.abs(downDuration - scrollRule(down - start))).toBeLessThanOrEqual(1);
    await expect.poll(() => frame.evaluate(() => Math.round(scrollY)), { message: 'the glide ends with the module at the top' }).toBe(down);

    // And back up: the same rule for the way back.
    const up = await glideTarget(frame, '#product-tabs');
    await treeButton(page, '0').click();
    const upDuration = await announcedScroll(page, '0 pb-tabs #product-tabs');
    expect(upDuration).toBeGreaterThanOrEqual(800);
    expect(upDuration).toBeLessThanOrEqual(6000);
    expect(Math.abs(upDuration - scrollRule(up - down))).toBeLessThanOrEqual(1);
    await expect.poll(() => frame.evaluate(() => Math.round(scrollY))).toBe(up);
  });

  test('the view-mode switcher sets the frame’s width (tablet 768, phone 375, layout block 600, zoom twice as wide at half scale) and wireframe labels the modules', async ({ page }) => {
    const frame = await openEditor(page);
    const frameWidth = () => frame.evaluate(() => innerWidth);
    const desktop = await frameWidth();
    const widths: Array<[string, string, number]> = [
      ['Tablet', 'tablet', 768],
      ['Phone', 'phone', 375],
      ['Layout block', 'layout-block', 600],
      ['Zoom', 'zoom', desktop * 2],
      ['Desktop', 'desktop', desktop],
    ];
    for (const [label, mode, width] of widths) {
      await page.getByLabel(label, { exact: true }).check();
      await expect(page.locator('pb-preview-frame')).toHaveAttribute('view-mode', mode);
      await expect(page.locator('#editor-status')).toHaveText(`View mode: ${label}.`);
      await expect.poll(frameWidth, { message: `${mode}: the frame's page is laid out ${width} px wide` }).toBe(width);
    }
    // Wireframe labels every module in the page with its tag and address, as the tree names it.
    await page.getByLabel('Wireframe', { exact: true }).check();
    await expect(frame.locator('#care-toggle')).toHaveAttribute('data-pb-wireframe', 'pb-toggle 3');
    await page.getByLabel('Desktop', { exact: true }).check();
    await expect(frame.locator('#care-toggle')).not.toHaveAttribute('data-pb-wireframe');
    // Zoom shows that double-width page at half scale: it fits the same box as the desktop view.
    await page.getByLabel('Zoom', { exact: true }).check();
    await expect.poll(frameWidth).toBe(desktop * 2);
    const shown = await page.locator('pb-preview-frame iframe').evaluate((iframe) => iframe.getBoundingClientRect().width);
    expect(Math.abs(shown - desktop)).toBeLessThanOrEqual(2);
  });

  test('the view modes are a radio group the keyboard moves through', async ({ page }) => {
    await openEditor(page);
    await page.getByLabel('Desktop', { exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Tablet', { exact: true })).toBeChecked();
    await expect(page.locator('pb-preview-frame')).toHaveAttribute('view-mode', 'tablet');
  });

  test('editing an attribute re-renders that module only: the others keep their identity', async ({ page }) => {
    const errors = collectErrors(page);
    const frame = await openEditor(page);
    await markModules(frame);
    await treeButton(page, '1').click();
    const label = page.locator('#attribute-panel').getByLabel('label', { exact: true });
    await expect(label).toHaveValue('Payment, delivery and returns');
    await label.fill('Paying and returns');
    await label.press('Tab');
    await expect(page.locator('#editor-status')).toHaveText('Re-rendered 1 pb-tabs #faq-tabs with label = Paying and returns.');
    expect(await keptModules(frame)).toEqual({
      'product-tabs': true,
      'faq-tabs': false,
      'faq-accordion': true,
      'care-toggle': true,
      'repair-toggle': true,
      'late-accordion': true,
    });
    const replaced = frame.locator('#faq-tabs');
    await expect(replaced).toHaveAttribute('label', 'Paying and returns');
    // The new module is a working one: it upgrades and names its tab list with the new label.
    await replaced.evaluate((module) => module.dispatchEvent(new Event('pb-upgrade', { bubbles: true })));
    await expect(replaced).toHaveAttribute('data-enhanced', '');
    await expect(frame.getByRole('tablist', { name: 'Paying and returns' })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the tree and the panel work from the keyboard: arrows, Enter, then a field and Tab', async ({ page }) => {
    const frame = await openEditor(page);
    await treeButton(page, '0').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(treeButton(page, '2')).toBeFocused();
    await page.keyboard.press('End');
    await expect(treeButton(page, '5')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(treeButton(page, '1')).toHaveAttribute('aria-current', 'true');
    await announcedScroll(page, '1 pb-tabs #faq-tabs');
    const active = page.locator('#attribute-panel').getByLabel('active', { exact: true });
    await active.focus();
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await expect(page.locator('#editor-status')).toHaveText('Re-rendered 1 pb-tabs #faq-tabs with active = 2.');
    await expect(frame.locator('#faq-tabs')).toHaveAttribute('active', '2');
  });

  test('a demo page loads none of the editor', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/tabs.html');
    await waitForPageAtRest(page);
    expect(requests.filter((path) => path.startsWith('/editor/') || path.startsWith('/dist/editor/'))).toEqual([]);
  });

  test('a preview request without the editor’s nonce is refused with 403; the editor’s frame got its page', async ({ page, request }) => {
    const frame = await openEditor(page);
    const url = new URL(frame.url());
    expect(url.searchParams.get('et_pb_preview')).toBe('true');
    expect(url.searchParams.get('et_pb_preview_nonce')).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect(url.searchParams.get('iframe_id')).not.toBe('');
    const allowed = await request.get(frame.url());
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()['cache-control']).toBe('no-store');
    expect(allowed.headers()['x-robots-tag']).toBe('noindex');
    expect(allowed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    for (const nonce of [null, 'forged-0123']) {
      const refused = new URL(url);
      if (nonce === null) refused.searchParams.delete('et_pb_preview_nonce');
      else refused.searchParams.set('et_pb_preview_nonce', nonce);
      const response = await page.goto(refused.pathname + refused.search);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview refused');
    }
  });

});

test.describe('the demo editor’s accessibility', () => {

  test('axe finds no violations on the editor, at rest and with a module’s panel open', async ({ page }) => {
    await openEditor(page);
    await expectNoAxeViolations(page);
    await treeButton(page, '2').click();
    await announcedScroll(page, '2 pb-accordion #faq-accordion');
    await expectNoAxeViolations(page);
  });
});

/** JS heap used (the editor and its same-origin frame share the renderer) and the DOM counters, after garbage collection. */
async function memoryReading(page: Page, cdp: CDPSession) {
  // A frame, then a moment: a removed component's passive cleanups run after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, documents, nodes, listeners: jsEventListeners };
}

/**
 * Tolerances per measured cycle, as 256 KiB of heap, 60 DOM nodes and 10 JS listeners over 400
 * cycles were: a shorter run is exactly as sensitive to a leak of a given size a cycle. One leaked
 * copy of the edited pb-tabs is about 40 DOM nodes, several listeners and kilobytes of heap, so a
 * leak grows far past these; a flat run moves by the garbage collector's and V8's own bookkeeping
 * only (+1,048 bytes, 0 nodes and 0 listeners over 400 cycles, docs/demo-server.md).
 */
const HEAP_TOLERANCE_BYTES_PER_CYCLE = (256 * 1024) / 400;
const NODE_TOLERANCE_PER_CYCLE = 60 / 400;
const LISTENER_TOLERANCE_PER_CYCLE = 10 / 400;
/** Cycles before the first reading (the editor and the frame reach their steady state), then cycles measured. */
const WARM_UP_CYCLES = 40;
const MEASURED_CYCLES = 160;

test.describe(`${WARM_UP_CYCLES + MEASURED_CYCLES} edit cycles (issue 20: modules removed are torn down, no leak)`, () => {
  // About 1.5 minutes on the loaded 2-core machine (jitless V8); the bound leaves room for a busier one.
  test.describe.configure({ timeout: 900_000 });

  test(`heap, DOM nodes and JS listeners are flat between cycle ${WARM_UP_CYCLES} and cycle ${WARM_UP_CYCLES + MEASURED_CYCLES}`, async ({ page, context }) => {
    const errors = collectErrors(page);
    const frame = await openEditor(page);
    await treeButton(page, '0').click();
    await announcedScroll(page, '0 pb-tabs #product-tabs');
    const active = page.locator('#attribute-panel').getByLabel('active', { exact: true });
    await expect(active).toBeVisible();
    const cdp = await context.newCDPSession(page);

    /**
     * `count` edit cycles through the panel: `active` switches between 1 and 0, the editor posts
     * the module's markup, the frame replaces it; each new module is upgraded (its views mount, so
     * each removal tears down a live one) before the next edit.
     */
    const cycles = (count: number, from: number) =>
      page.evaluate(
        async ({ count, from }) => {
          const input = document.querySelector<HTMLInputElement>('#attribute-panel input[name="active"]')!;
          const frameElement = document.querySelector('pb-preview-frame')!;
          const iframe = (frameElement.shadowRoot ?? frameElement).querySelector('iframe')!;
          for (let cycle = from; cycle < from + count; cycle += 1) {
            const rendered = new Promise<void>((resolve) => frameElement.addEventListener('pb-preview-rendered', () => resolve(), { once: true }));
            input.value = String(cycle % 2 === 0 ? 1 : 0);
            input.dispatchEvent(new Event('change'));
            await rendered;
            const module = iframe.contentDocument!.querySelector('#product-tabs')!;
            module.dispatchEvent(new Event('pb-upgrade', { bubbles: true }));
            while (!module.hasAttribute('data-enhanced')) await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        },
        { count, from },
      );

    await cycles(WARM_UP_CYCLES, 0);
    const before = await memoryReading(page, cdp);
    await cycles(MEASURED_CYCLES, WARM_UP_CYCLES);
    const after = await memoryReading(page, cdp);
    const growth = {
      heap: after.heap - before.heap,
      nodes: after.nodes - before.nodes,
      listeners: after.listeners - before.listeners,
      documents: after.documents - before.documents,
    };
    test.info().annotations.push({ type: 'memory', description: JSON.stringify({ before, after, growth }) });
    console.log(`editor ${MEASURED_CYCLES} measured cycles: ${JSON.stringify({ before, after, growth })}`);

    // The page still shows one edited module, the last edit's.
    await expect(frame.locator('#product-tabs')).toHaveAttribute('active', String((WARM_UP_CYCLES + MEASURED_CYCLES - 1) % 2 === 0 ? 1 : 0));
    await expect(frame.locator('pb-tabs')).toHaveCount(2);
    expect(growth.heap, `heap grew ${growth.heap} bytes over ${MEASURED_CYCLES} cycles`).toBeLessThan(HEAP_TOLERANCE_BYTES_PER_CYCLE * MEASURED_CYCLES);
    expect(Math.abs(growth.nodes), `DOM nodes moved by ${growth.nodes}`).toBeLessThanOrEqual(NODE_TOLERANCE_PER_CYCLE * MEASURED_CYCLES);
    expect(Math.abs(growth.listeners), `JS listeners moved by ${growth.listeners}`).toBeLessThanOrEqual(LISTENER_TOLERANCE_PER_CYCLE * MEASURED_CYCLES);
    expect(growth.documents).toBe(0);
    expect(errors).toEqual([]);
  });
});
