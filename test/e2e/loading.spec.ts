/**
 * ELEMENTS.md "Loading one script makes every tag on the page work, including tags inserted
 * later", with each module's code fetched only when an instance needs it (docs/loading.md):
 * nothing before the first paint; modules that act on their own as they come near the viewport;
 * modules whose resting state the page already shows when the visitor reaches for them, with a
 * click that came first replayed; whatever the element's display. SPEC.md §8: "A failing script
 * load throws 'Something went wrong' with the script name", and one failing module never stops
 * another.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { fillContactForm, unique } from './form-helpers';
import { collectErrors, elementModules, emulateConnection, frames, PB_TAGS, reactChunks, recordRequests, scriptsBeforeFirstPaint, trackScriptsThatRan, upgraded } from './helpers';

/** Holds every request for `url` until the returned function says what to do with them. */
async function holdRequests(page: Page, url: string): Promise<(answer: (route: Route) => Promise<void>) => void> {
  let release!: (answer: (route: Route) => Promise<void>) => void;
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  await page.route(url, async (route) => (await released)(route));
  return release;
}

/** Waits until the browser has painted the page (Paint Timing). */
async function firstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
}

/** Lets the page sit: loaded, network quiet, one more second. */
async function atRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** Prefetch waits for a quiet network and an idle period: on a busy machine, after `atRest`. */
const PREFETCH_WAIT = { timeout: 30_000 };

test.describe('Nothing is fetched before the first paint but the loader', () => {
  for (const path of ['/', '/tabs.html', '/carousels.html', '/consent-optin.html', '/header-default.html']) {
    test(`${path}: the only script requested before the first paint is the loader (pb-elements.js)`, async ({ page }) => {
      await page.goto(path);
      const scripts = await scriptsBeforeFirstPaint(page);
      expect(scripts).toContain('/dist/pb-elements.js');
      expect(scripts.filter((script) => script !== '/dist/pb-elements.js')).toEqual([]);
    });
  }
});

test.describe('Modules load when an instance needs them', () => {
  test('home page (no pb-* tags): no element module and no framework chunk; the page runtime for its linked cards and the multi-view runtime for its card, without React', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await atRest(page);
    expect(requests).toContain('/dist/pb-elements.js');
    await expect.poll(() => requests, PREFETCH_WAIT).toContain('/dist/pb-page.js');
    await expect.poll(() => requests, PREFETCH_WAIT).toContain('/dist/pb-multi-view.js');
    expect(elementModules(requests)).toEqual([]);
    expect(requests.filter((path) => reactChunks().includes(path))).toEqual([]);
  });

  test('lazy.html: the first scroll runs the page runtime in idle time, so the anchors the reader reaches glide without waiting for it', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/lazy.html');
    await atRest(page);
    expect(await scripts.ran()).not.toContain('/dist/pb-page.js');
    await page.evaluate(() => window.scrollBy(0, 200));
    // Idle time comes late on a busy machine (failed once with 3 workers on 2 cores at 10 s).
    await expect.poll(() => scripts.ran(), PREFETCH_WAIT).toContain('/dist/pb-page.js');
  });

  test('lazy.html (nothing for it at load): the page runtime is prefetched at rest and runs with the first interaction', async ({ page }) => {
    const requests = recordRequests(page);
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/lazy.html');
    await atRest(page);
    await expect.poll(() => requests, PREFETCH_WAIT).toContain('/dist/pb-page.js');
    expect(await scripts.ran()).not.toContain('/dist/pb-page.js');
    await page.mouse.move(200, 200);
    await expect.poll(() => scripts.ran()).toContain('/dist/pb-page.js');
    expect(requests.filter((path) => reactChunks().includes(path))).toEqual([]);
  });

  test('tabs.html: tabs in view wait for the visitor (their code is prefetched, not run); pointing at them renders them with no further request', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/tabs.html');
    await atRest(page);
    expect(requests.filter((path) => path === '/dist/pb-tabs.js')).toHaveLength(1);
    expect(await page.evaluate(() => customElements.get('pb-tabs'))).toBeUndefined();
    await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
    // The resting state is already the first tab, laid out as the module lays it out.
    await expect(page.locator('#product-tabs > div').nth(0)).toBeVisible();
    await expect(page.locator('#product-tabs > div').nth(1)).toBeHidden();

    const before = requests.length;
    await page.locator('#product-tabs > h3').first().hover();
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('#product-tabs').getByRole('tab')).toHaveCount(3);
    await upgraded(page, '#faq-tabs');
    expect(requests.slice(before).filter((path) => path.startsWith('/dist/'))).toEqual([]);
  });

  test('tabs.html: a click on a tab before its code arrived opens that tab once it did', async ({ page }) => {
    await page.route('**/dist/pb-tabs.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/tabs.html');
    await atRest(page);
    const specifications = page.locator('#product-tabs > h3', { hasText: 'Specifications' });
    await specifications.click();
    await expect(specifications).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#product-tabs > div').nth(1)).toBeVisible();
    await expect(page.locator('#product-tabs > div').nth(0)).toBeHidden();
  });

  test('lazy.html: the far counter gets its code as it comes near the viewport; the far toggle is prefetched as it comes within two viewports and runs only when pointed at', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/lazy.html');
    await atRest(page);
    const counterTop = await page.locator('#lazy-counter').evaluate((element) => element.getBoundingClientRect().top);
    expect(counterTop).toBeGreaterThan(3000);
    expect(elementModules(requests)).toEqual([]);
    expect(requests.filter((path) => reactChunks().includes(path))).toEqual([]);

    const counterRequest = page.waitForRequest((request) => request.url().endsWith('/dist/pb-number-counter.js'));
    await page.locator('#counter-heading').scrollIntoViewIfNeeded();
    await counterRequest;
    await expect(page.locator('#lazy-counter')).toHaveAttribute('data-enhanced', '');
    await page.locator('#lazy-toggle').scrollIntoViewIfNeeded();
    await atRest(page);
    // Near the visitor now: fetched ahead, but not run before they point at it.
    await expect.poll(() => requests, PREFETCH_WAIT).toContain('/dist/pb-toggle.js');
    expect(await page.evaluate(() => customElements.get('pb-toggle'))).toBeUndefined();
    await expect(page.locator('#lazy-toggle')).not.toHaveAttribute('data-enhanced', '');

    await page.locator('#lazy-toggle summary').hover();
    await expect(page.locator('#lazy-toggle')).toHaveAttribute('data-enhanced', '');
    await page.locator('#lazy-toggle summary').click();
    await expect(page.locator('#lazy-toggle details')).toHaveAttribute('open', '');
  });

  test('lazy.html: a click on the far toggle before its code arrived opens it', async ({ page }) => {
    await page.route('**/dist/pb-toggle.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/lazy.html');
    await page.locator('#lazy-toggle summary').click();
    await expect(page.locator('#lazy-toggle details')).toHaveAttribute('open', '');
    await expect(page.locator('#lazy-toggle')).toHaveAttribute('data-enhanced', '');
  });

  test('a tap on a lightbox link that opens a new tab without JavaScript (target="_blank"), before the lightbox\'s code arrived, opens the lightbox, not a tab', async ({ page, context }) => {
    await page.route('**/dist/pb-lightbox.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/lazy.html');
    await page.evaluate(() =>
      document.querySelector('main, body')!.insertAdjacentHTML(
        'afterbegin',
        '<pb-lightbox id="new-tab-lightbox"><a href="/assets/img/lightbox-summit.png" target="_blank"><img src="/assets/img/lightbox-summit-thumb.png" width="240" height="240" alt="The summit"></a></pb-lightbox>',
      ),
    );
    await page.locator('#new-tab-lightbox a').click();
    await expect(page.locator('.pswp')).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });

  test('tabs.html: after the first key press, modules near the viewport upgrade without pointing, so Tab finds them ready', async ({ page }) => {
    await page.goto('/tabs.html');
    await atRest(page);
    await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
    await page.keyboard.press('Tab');
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('#product-tabs [role=tab][aria-selected=true]')).toHaveAttribute('tabindex', '0');
  });

  test('tags added later: a <pb-tabs> inserted into lazy.html by script works when the visitor reaches for it', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/lazy.html');
    await atRest(page);
    expect(requests).not.toContain('/dist/pb-tabs.js');

    await page.evaluate(() => {
      const tabs = document.createElement('pb-tabs');
      tabs.id = 'inserted-tabs';
      tabs.setAttribute('label', 'Inserted later');
      for (const [title, text] of [
        ['Overview', 'Inserted by a script after the page loaded.'],
        ['Details', 'The loader noticed the new tag and loaded its module.'],
      ]) {
        const heading = document.createElement('h2');
        heading.textContent = title!;
        const panel = document.createElement('div');
        const paragraph = document.createElement('p');
        paragraph.textContent = text!;
        panel.append(paragraph);
        tabs.append(heading, panel);
      }
      document.querySelector('main')!.prepend(tabs);
    });

    const tabs = page.locator('#inserted-tabs');
    await expect(tabs.locator('> div').nth(1)).toBeHidden();
    await tabs.locator('> h2', { hasText: 'Details' }).click();
    await expect(tabs).toHaveAttribute('data-enhanced', '');
    expect(requests).toContain('/dist/pb-tabs.js');
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('> div').nth(1)).toBeVisible();
    await expect(tabs.locator('> div').nth(0)).toBeHidden();
  });
});

/** Minimal content every module accepts, to check loading alone. */
const SAMPLE = '<p>Sample content of a module, long enough to have a box.</p>';

/** A page on the demo origin with `html` in its body, served by the test itself. */
async function servePage(page: Page, html: string): Promise<void> {
  await page.route('**/loading-fixture.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading fixture</title><script src="/dist/pb-elements.js"></script></head><body><main>${html}</main></body></html>`,
    }),
  );
  await page.goto('/loading-fixture.html');
}

test.describe('Prefetch on idle: the code near the visitor is in the cache before they reach for it (issue 33)', () => {
  test('tabs.html: the prefetch starts after the load event, at low priority, and runs nothing', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/tabs.html');
    await atRest(page);
    expect(await scripts.ran()).not.toContain('/dist/pb-tabs.js');
    const prefetched = await page.evaluate(() => {
      const tabs = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/dist/pb-tabs.js'));
      const link = document.querySelector('link[rel=modulepreload][href$="/dist/pb-tabs.js"]');
      return {
        loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        start: tabs?.startTime,
        priority: link?.getAttribute('fetchpriority'),
        defined: customElements.get('pb-tabs') !== undefined,
      };
    });
    expect(prefetched.start).toBeGreaterThanOrEqual(prefetched.loadEventEnd);
    expect(prefetched.priority).toBe('low');
    expect(prefetched.defined).toBe(false);
    await expect(page.locator('#product-tabs')).not.toHaveAttribute('data-enhanced', '');
  });

  test('lightbox.html: a tap on a gallery image opens the lightbox with no script request: the module and PhotoSwipe were prefetched', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/lightbox.html');
    await atRest(page);
    await expect.poll(() => requests.some((path) => /^\/dist\/chunks\/photoswipe-core-.+\.js$/.test(path)), PREFETCH_WAIT).toBe(true);
    const before = requests.length;
    await page.locator('#coast-gallery a').first().click();
    await expect(page.locator('.pswp')).toBeVisible();
    expect(requests.slice(before).filter((path) => path.endsWith('.js'))).toEqual([]);
  });

  test('lightbox.html: reaching for a lightbox runs PhotoSwipe alongside its code, so the first click opens the dialog in the click\'s own task (no import to wait for)', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/lightbox.html');
    await atRest(page);
    expect((await scripts.ran()).filter((path) => /photoswipe-core-/.test(path)), 'not at rest').toEqual([]);
    const gallery = page.locator('#coast-gallery');
    // Pointing at it brings its code, its first render and PhotoSwipe.
    await gallery.locator('a').first().hover();
    await expect(gallery.locator('a').first()).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.poll(async () => (await scripts.ran()).some((path) => /photoswipe-core-/.test(path))).toBe(true);
    const openedWithinMicrotasks = await gallery.evaluate(async (host) => {
      host.querySelector('a')!.click();
      // An import() resolves a task or more later; only microtasks run here.
      for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
      return document.querySelector('.pswp') !== null;
    });
    expect(openedWithinMicrotasks).toBe(true);
    await expect(page.locator('.pswp')).toBeVisible();
  });

  test('contact.html: a first submit with fields missing shows its message running no sanitizer and no sending code; the sending code was prefetched, so the valid submit after it requests no script', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    const requests = recordRequests(page);
    await page.goto('/contact.html');
    await atRest(page);
    await expect.poll(() => requests.some((path) => /^\/dist\/chunks\/contact-form-send-.+\.js$/.test(path)), PREFETCH_WAIT).toBe(true);
    const before = requests.length;
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please, fill in the following fields:');
    expect((await scripts.ran()).filter((path) => /\/chunks\/(sanitize-html|contact-form-send)-/.test(path))).toEqual([]);
    await fillContactForm(page, { message: unique('Prefetched sending') });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form [role=status]')).toContainText('Thanks for contacting us');
    expect(requests.slice(before).filter((path) => path.endsWith('.js'))).toEqual([]);
  });

  test('lightbox.html: the lightbox dialog\'s stylesheet is applied at rest, before any PhotoSwipe code has run, and the first opening adopts none', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/lightbox.html');
    await atRest(page);
    const ran = await scripts.ran();
    expect(ran.filter((path) => /photoswipe-core-|\/pb-lightbox\.js$/.test(path))).toEqual([]);
    /** Where each `.pswp` rule of the document comes from: the loader's `<link>` or an adopted sheet. */
    const pswpRules = (): Promise<{ linked: number; adopted: number; linkPriority: string | null }> =>
      page.evaluate(() => {
        const count = (sheet: CSSStyleSheet): number => [...sheet.cssRules].filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('.pswp')).length;
        const link = document.querySelector<HTMLLinkElement>('link[rel=stylesheet][href*="/chunks/lightbox-dialog-"]');
        return { linked: link?.sheet ? count(link.sheet) : 0, adopted: document.adoptedStyleSheets.map(count).reduce((sum, n) => sum + n, 0), linkPriority: link?.getAttribute('fetchpriority') ?? null };
      });
    const atRestRules = await pswpRules();
    expect(atRestRules.linked, 'PhotoSwipe\'s rules, linked at rest').toBeGreaterThan(10);
    expect(atRestRules.adopted).toBe(0);
    expect(atRestRules.linkPriority).toBe('low');
    await page.locator('#coast-gallery a').first().click();
    await expect(page.locator('.pswp')).toBeVisible();
    expect(await page.locator('.pswp').evaluate((root) => getComputedStyle(root).position)).toBe('fixed');
    expect((await pswpRules()).adopted, 'nothing adopted at the opening').toBe(0);
  });

  test('video.html: the first click on an in-page anchor glides with no script request: the page runtime was prefetched', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/video.html');
    await atRest(page);
    await expect.poll(() => requests, PREFETCH_WAIT).toContain('/dist/pb-page.js');
    const clickedAt = await page.evaluate(() => performance.now());
    // The first scroll event is the glide starting; what the page shows once there (a video) may load then.
    const glideStarted = page.evaluate(() => new Promise<number>((resolve) => addEventListener('scroll', () => resolve(performance.now()), { once: true })));
    await page.locator('a.video-hero-link').click();
    await expect(page).toHaveURL(/#film$/);
    const startedAt = await glideStarted;
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    const scriptsUntilTheGlide = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime >= from && entry.startTime <= to)
          .map((entry) => new URL(entry.name).pathname),
      [clickedAt, startedAt],
    );
    expect(scriptsUntilTheGlide).toEqual([]);
  });

  for (const [name, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`tabs.html with ${name}: nothing is prefetched, and the tabs still load when the visitor reaches for them`, async ({ page }) => {
      await emulateConnection(page, connection);
      const requests = recordRequests(page);
      await page.goto('/tabs.html');
      await atRest(page);
      expect(requests).not.toContain('/dist/pb-tabs.js');
      await page.locator('#product-tabs > h3').first().hover();
      await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    });
  }
});

test.describe('Every element loads, whatever its display', () => {
  for (const display of ['contents', 'block', 'inline']) {
    test(`display: ${display}: modules that act on their own upgrade near the viewport, the others when pointed at`, async ({ page }) => {
      const spacer = '<div style="height:2000px"></div>';
      await servePage(
        page,
        `${spacer}<pb-number-counter id="counter" number="5" style="display:${display}">${SAMPLE}</pb-number-counter>` +
          `<pb-animate id="animate" style="display:${display}">${SAMPLE}</pb-animate>` +
          `<pb-lightbox id="lightbox" style="display:${display}"><a href="/assets/favicon.svg"><img src="/assets/favicon.svg" alt="A logo" width="40" height="40"></a></pb-lightbox>` +
          `<pb-toggle id="toggle" style="display:${display}"><details><summary>More</summary>${SAMPLE}</details></pb-toggle>${spacer}`,
      );
      await atRest(page);
      for (const id of ['counter', 'animate', 'lightbox', 'toggle']) await expect(page.locator(`#${id}`)).not.toHaveAttribute('data-enhanced', '');

      await page.locator('#counter p').scrollIntoViewIfNeeded();
      await expect(page.locator('#counter')).toHaveAttribute('data-enhanced', '');
      await expect(page.locator('#animate')).toHaveAttribute('data-enhanced', '');

      await page.locator('#lightbox img').hover();
      await expect(page.locator('#lightbox')).toHaveAttribute('data-enhanced', '');
      await page.locator('#toggle summary').hover();
      await expect(page.locator('#toggle')).toHaveAttribute('data-enhanced', '');
    });
  }
});

test.describe('Every tag loads whatever its display', () => {
  // Once the visitor has used the keyboard, every module comes in as it nears the viewport: the
  // path that has to find elements without a box of their own.
  for (const display of ['contents', 'inline', 'block']) {
    test(`display: ${display}: every tag near the viewport upgrades after a key press`, async ({ page }) => {
      test.slow();
      const tags = PB_TAGS.split(',').filter((tag) => tag !== 'pb-consent-banner');
      const content = (tag: string) => (tag === 'pb-tabs' ? '<h3>One</h3><div><p>First panel.</p></div><h3>Two</h3><div><p>Second panel.</p></div>' : SAMPLE);
      await servePage(page, tags.map((tag) => `<${tag} style="display:${display}">${content(tag)}</${tag}>`).join(''));
      await atRest(page);
      await page.keyboard.press('Shift');
      for (const tag of tags) {
        const element = page.locator(tag).first();
        await element.evaluate((node) => node.firstElementChild?.scrollIntoView({ block: 'center' }));
        await expect(element, tag).toHaveAttribute('data-enhanced', '');
      }
    });
  }
});

test.describe('A module that fails to load (SPEC.md §8)', () => {
  test('pb-elements.js aborted (the one script never runs): every element shows what its author wrote, readable and usable natively', async ({ page }) => {
    await page.route('**/dist/pb-elements.js', (route) => route.abort());
    await page.goto('/tabs.html');
    // No critical CSS hides the other panels: every one is there to read.
    for (const index of [0, 1, 2]) await expect(page.locator('#product-tabs > div').nth(index)).toBeVisible();
    const toggle = page.locator('#care-toggle details');
    await toggle.locator('summary').click();
    await expect(toggle).toHaveAttribute('open', '');
    await expect(page.locator('[data-enhanced]')).toHaveCount(0);
  });

  test('pb-accordion.js aborted: tabs still work, the accordion stays readable and usable natively, the console says "Something went wrong"', async ({ page }) => {
    const errors = collectErrors(page);
    await page.route('**/dist/pb-accordion.js', (route) => route.abort());
    await page.goto('/tabs.html');

    // The other modules are unaffected.
    const specifications = page.locator('#product-tabs > h3', { hasText: 'Specifications' });
    await specifications.click();
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    await expect(specifications).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#product-tabs > div').nth(1)).toBeVisible();
    await expect(page.locator('#product-tabs > div').nth(0)).toBeHidden();
    await upgraded(page, '#care-toggle');

    // Reached for, the accordion is marked failed and left exactly as the author wrote it.
    const accordion = page.locator('#faq-accordion');
    await accordion.locator('summary').first().hover();
    await expect(accordion).toHaveAttribute('data-failed', '');
    await expect(accordion).not.toHaveAttribute('data-enhanced', '');
    const items = accordion.locator('> details');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p')).toBeVisible();
    for (let index = 1; index < 4; index += 1) {
      await items.nth(index).locator('summary').click();
      await expect(items.nth(index)).toHaveAttribute('open', '');
      await expect(items.nth(index).locator('p')).toBeVisible();
    }
    // Natively, every item can be open at once and closed again.
    await expect(accordion.locator('> details[open]')).toHaveCount(4);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open', '');

    await frames(page);
    expect(errors.some((text) => text.includes('Something went wrong') && text.includes('pb-accordion.js'))).toBe(true);
  });
});

test.describe('A click between the first paint and the loader is held, not sent to the browser (issue 35)', () => {
  const EARLY_HOLD = readFileSync('dist/pb-early-events.js', 'utf8');
  const STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

  /** csp.html as the fastest recipe (README): pb-elements.css linked, the early hold inlined, pb-loader.js async, under the strict policy with the hold's hash. */
  async function serveAsyncRecipe(page: Page): Promise<void> {
    const hash = readFileSync('dist/pb-early-events.csp', 'utf8').trim();
    await page.route((url) => url.pathname === '/csp.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<script src="/dist/pb-elements.js"></script>',
        `<link rel="stylesheet" href="/dist/pb-elements.css"><script>${EARLY_HOLD}</script><script src="/dist/pb-loader.js" async></script>`,
      );
      expect(html).toContain(EARLY_HOLD);
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': STRICT_POLICY.replace("script-src 'self'", `script-src 'self' ${hash}`) } });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { violations: string[] }).violations.push(event.violatedDirective));
    });
  }

  /** The fastest recipe on csp.html, pb-loader.js held: the first gallery link clicked after the first paint. Returns what answers the loader's request. */
  async function clickBeforeAsyncLoader(page: Page): Promise<(answer: (route: Route) => Promise<void>) => void> {
    await serveAsyncRecipe(page);
    const release = await holdRequests(page, '**/dist/pb-loader.js');
    await page.goto('/csp.html', { waitUntil: 'domcontentloaded' });
    await firstPaint(page);
    await page.locator('#csp-lightbox a').first().click();
    return release;
  }

  test('the inline hold is under 600 bytes, and dist/pb-early-events.csp is the CSP hash of exactly its text', () => {
    expect(Buffer.byteLength(EARLY_HOLD)).toBeLessThan(600);
    const hash = createHash('sha256').update(EARLY_HOLD).digest('base64');
    expect(readFileSync('dist/pb-early-events.csp', 'utf8').trim()).toBe(`'sha256-${hash}'`);
  });

  test('the fastest recipe with the inline hold, under a strict CSP with its hash: a gallery link clicked before the async loader ran opens the lightbox, not the image, with no violation', async ({ page }) => {
    const release = await clickBeforeAsyncLoader(page);
    // Nothing answers it yet, and the browser did not follow the link.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/csp.html');
    release((route) => route.continue());
    await expect(page.locator('.pswp')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/csp.html');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test('the inline hold, and the loader never runs (pb-loader.js fails): the held click goes where the browser would have sent it, at the load event', async ({ page }) => {
    const release = await clickBeforeAsyncLoader(page);
    release((route) => route.abort());
    await page.waitForURL('**/assets/img/lightbox-harbour.png');
  });

});
