/**
 * Cookie consent end to end (issue 6; SPEC §3, §4 and §5 "Consent", §7 consent calls, §8): real
 * Chromium against the demo server, whose consent service answers per region (the demo pages set
 * `consentRegion`: eu → opt-in, us → opt-out, other). Consent records are read from the SQLite
 * file the e2e server writes (PB_DB in playwright.config.ts), never through an HTTP endpoint.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectShownOnScreen, holdRequests, loadingIndicator, PHONE, REPO_ROOT, trackScriptsThatRan, withoutPrefetch } from './helpers';

/** The consent runtime's actions: recording a choice, loaded with the visitor's first touch of the banner. */
const CHOICES_CHUNK = /\/dist\/chunks\/consent-runtime-[^/]*\.js$/;
/** Everything recording a choice runs: the runtime's actions, writing the record, the banner's code. */
const RECORDING_CHUNKS = /\/dist\/(chunks\/(consent-runtime|consent-record-writer|consent-choices)-[^/]*|pb-consent-banner)\.js$/;

const DB_PATH = path.resolve(REPO_ROOT, process.env.PB_DB ?? 'test-results/e2e.sqlite');
const STATS_SCRIPT = '/assets/consent-stats.js';
const VIDEO_PAGE = '/assets/consent-video.html';
const CONSENT_TAGS = ['pb-consent-banner', 'pb-consent-area', 'pb-consent-manage'];

interface ConsentRow {
  consented_categories: string;
  consented_services: string;
  consenttype: string;
}

/** The consent records stored by the e2e server, oldest first; only one browser's with `userAgent` (other workers record too). */
function consentRows(userAgent?: string): ConsentRow[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const columns = 'SELECT consented_categories, consented_services, consenttype FROM consent_records';
    if (userAgent !== undefined) return db.prepare(`${columns} WHERE user_agent = ? ORDER BY id`).all(userAgent) as ConsentRow[];
    return db.prepare(`${columns} ORDER BY id`).all() as ConsentRow[];
  } finally {
    db.close();
  }
}

/** Paths of the requests the page makes from now on, and the consent tracking posts among them. */
function watchRequests(page: Page): { paths: string[]; tracks: string[] } {
  const seen = { paths: [] as string[], tracks: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    seen.paths.push(pathname);
    if (request.method() === 'POST' && pathname === '/consent-api/track') seen.tracks.push(request.postData() ?? '');
  });
  return seen;
}

/** Counts the loads of the main document from now on (the first goto included). */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

/** Names of the cookies that are not the consent record's own (functional) cookies. */
async function nonConsentCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => !name.startsWith('pb_consent_'));
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

function banner(page: Page) {
  return page.locator('pb-consent-banner').locator('section[part~="banner"]');
}

/** Marks the current document, so that a later check can tell whether the page reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.e2eMark = 'same-document';
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.e2eMark === 'same-document');
}

async function statsRuns(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.dataset.statsRuns ?? null);
}

const statsStatus = (page: Page) => page.locator('[data-stats-status]');
const blockedVideo = (page: Page) => page.locator('iframe[data-src="/assets/consent-video.html"]');

test.describe('opt-in (consent-optin.html, region eu)', () => {
  test('before consent: no non-functional cookie, the blocked script is never requested and the video never loads', async ({ page, context }) => {
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    // Longer than one blocked-content check (2000 ms) and two cookie cleanups (1000 ms).
    await page.waitForTimeout(2600);
    expect(await nonConsentCookies(context)).toEqual([]);
    expect(await page.evaluate(() => document.cookie.split('; ').filter((c) => c && !c.startsWith('pb_consent_')))).toEqual([]);
    expect(requests.paths).not.toContain(STATS_SCRIPT);
    expect(requests.paths).not.toContain(VIDEO_PAGE);
    expect(await statsRuns(page)).toBeNull();
    await expect(statsStatus(page)).toContainText('has not run');
    await expect(blockedVideo(page)).not.toHaveAttribute('src', /./);
    expect(requests.tracks).toEqual([]);
  });

  test('accept all: the script runs once, the video loads, _pb_stats is set, one record is stored, no reload', async ({ page, context }) => {
    const rowsBefore = consentRows().length;
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await markDocument(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();

    await expect(statsStatus(page)).toContainText('ran');
    await expect(blockedVideo(page)).toHaveAttribute('src', VIDEO_PAGE);
    await expect(page.frameLocator('iframe[title="Trail video"]').locator('.demo-video-title')).toBeVisible();
    await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['_pb_stats', '_pb_video']));
    await expect(banner(page)).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
    await page.waitForTimeout(2600); // a blocked-content check must not run the script again
    expect(await statsRuns(page)).toBe('1');
    expect(requests.paths.filter((p) => p === STATS_SCRIPT)).toHaveLength(1);

    const area = page.locator('pb-consent-area');
    await area.scrollIntoViewIfNeeded();
    await expect(area.locator('iframe[title="Route film from the guide book"]')).toBeVisible();

    await expect.poll(() => consentRows().length).toBe(rowsBefore + 1);
    const row = consentRows().at(-1)!;
    expect(JSON.parse(row.consented_categories)).toEqual(
      expect.arrayContaining(['functional', 'preferences', 'statistics', 'marketing']),
    );
    expect(row.consenttype).toBe('optin');
    expect(requests.tracks).toHaveLength(1);
  });

  test('the banner\'s code is fetched while a choice is due, and not again once the visitor has chosen', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await expect(banner(page)).toBeVisible();
    expect(requests.paths).toContain('/dist/pb-consent-banner.js');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();

    requests.paths.length = 0;
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests.paths).toContain('/dist/pb-consent.js');
    expect(requests.paths).not.toContain('/dist/pb-consent-banner.js');
    await expect(page.locator('pb-consent-banner')).not.toHaveAttribute('data-enhanced', '');
  });

  test('what records a choice does not run at rest (it is prefetched on idle); Accept all answers without a request', async ({ page, context }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => requests.paths.filter((p) => CHOICES_CHUNK.test(p)).length, { message: 'prefetched on idle' }).toBe(1);
    await page.waitForLoadState('networkidle');
    expect((await scripts.ran()).filter((p) => CHOICES_CHUNK.test(p)), 'not run at rest').toEqual([]);
    const before = requests.paths.length;
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pb_consent_marketing')?.value).toBe('allow');
    // What records the choice came from the prefetch (the cookie cleanup may load afterwards, once a statistics script set its cookie).
    expect(requests.paths.slice(before).filter((p) => RECORDING_CHUNKS.test(p)), 'answered from what was prefetched').toEqual([]);
  });

  test('nothing prefetched (Save-Data): Accept all, pressed while what records a choice is on its way, records the choice once it arrived', async ({ page, context }) => {
    await withoutPrefetch(page);
    const requests = watchRequests(page);
    const choices = await holdRequests(page, CHOICES_CHUNK);
    await page.goto('/consent-optin.html');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(choices.count(), 'not with the banner, the placeholders or the consent area').toBe(0);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(choices.count, { message: 'fetched once the visitor reached for the banner' }).toBe(1);
    expect(await cookieNames(context)).not.toContain('pb_consent_marketing');
    await expect(banner(page)).toBeVisible();
    choices.release();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pb_consent_marketing')?.value).toBe('allow');
    await expect(statsStatus(page)).toContainText('ran');
    expect(requests.paths.filter((p) => CHOICES_CHUNK.test(p))).toHaveLength(1);
  });

  test('tracking only on change: a reload and accepting again post nothing new', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(statsStatus(page)).toContainText('ran');
    await expect.poll(() => requests.tracks.length).toBe(1);
    const rows = consentRows().length;

    await page.reload();
    await expect(statsStatus(page)).toContainText('ran');
    await expect(banner(page)).toBeHidden();
    expect(await statsRuns(page)).toBe('1');

    // The same choice again, from the manage-consent area of the cookie policy page.
    await page.goto('/consent-other.html');
    const manage = page.locator('pb-consent-manage');
    await manage.scrollIntoViewIfNeeded();
    await manage.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForTimeout(1500);
    expect(requests.tracks).toHaveLength(1);
    expect(consentRows().length).toBe(rows);
  });

  test('deny all after accept reloads the page once and the cookie cleanup removes _pb_stats', async ({ page, context }) => {
    await page.goto('/consent-optin.html');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(statsStatus(page)).toContainText('ran');
    await expect.poll(() => cookieNames(context)).toContain('_pb_stats');

    await page.goto('/consent-other.html');
    const loads = countLoads(page);
    const manage = page.locator('pb-consent-manage');
    await manage.scrollIntoViewIfNeeded();
    await manage.getByRole('button', { name: 'Deny all' }).click();
    await expect.poll(() => loads.count, { timeout: 5000 }).toBe(1);
    // The cleanup's 1000 ms period is checked on the page's timers (consent-blocking-cleanup.test.ts);
    // here the rule is that it happens, with the usual generous bound for a busy machine.
    await expect.poll(() => cookieNames(context)).not.toContain('_pb_stats');
    await expect(statsStatus(page)).toContainText('has not run');
    await page.waitForTimeout(2500); // never reloads in a loop
    expect(loads.count).toBe(1);
    expect(await statsRuns(page)).toBeNull();
  });

  test('the placeholder accept button loads the video without a reload, and nothing else', async ({ page, context }) => {
    await page.goto('/consent-optin.html');
    await markDocument(page);
    const accept = page.getByRole('button', { name: 'Accept Trail video' });
    await accept.scrollIntoViewIfNeeded();
    await accept.click();
    await expect(blockedVideo(page)).toHaveAttribute('src', VIDEO_PAGE);
    await expect(page.frameLocator('iframe[title="Trail video"]').locator('.demo-video-title')).toBeVisible();
    await expect.poll(() => cookieNames(context)).toContain('_pb_video');
    expect(await sameDocument(page)).toBe(true);
    expect(await statsRuns(page)).toBeNull();
    expect(await nonConsentCookies(context)).toEqual(['_pb_video']);
  });
});

test.describe('consent area (pb-consent-area post 12 block 3)', () => {
  test('opt-in: the area keeps its placeholder, and its accept button inserts the block from the consent service without a reload', async ({ page, context }) => {
    const requests = watchRequests(page);
    await page.goto('/consent-optin.html');
    await markDocument(page);
    const area = page.locator('pb-consent-area');
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute('data-enhanced', '');
    await page.waitForTimeout(500);
    expect(requests.paths).not.toContain('/consent-api/consent-area/12/3');
    await expect(area.getByText('This film is provided by a third party')).toBeVisible();

    await area.getByRole('button', { name: 'Allow marketing cookies and show the film' }).click();
    const film = area.locator('iframe[title="Route film from the guide book"]');
    await expect(film).toBeVisible();
    await expect(page.frameLocator('iframe[title="Route film from the guide book"]').locator('.demo-video-title')).toBeVisible();
    expect(requests.paths.filter((p) => p === '/consent-api/consent-area/12/3')).toHaveLength(1);
    // Marketing is allowed now: the blocked video of the same category loads too, statistics stays off.
    await expect(blockedVideo(page)).toHaveAttribute('src', VIDEO_PAGE);
    expect(await statsRuns(page)).toBeNull();
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => nonConsentCookies(context)).toEqual(['_pb_video']);
  });
});

test.describe('consent area: the consented block takes the placeholder\'s box (CLS 0)', () => {
  // Opt-out: marketing is allowed by default, so the block replaces the placeholder while the visitor looks at it.
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    test(`consent-optout.html at ${viewport.width} px: neither the area nor the heading after it moves when the film replaces the placeholder`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const block = await holdRequests(page, '**/consent-api/consent-area/12/3');
      await page.goto('/consent-optout.html');
      const area = page.locator('pb-consent-area');
      await area.scrollIntoViewIfNeeded();
      await area.evaluate((element) => element.dispatchEvent(new Event('pb-upgrade', { bubbles: true })));
      await expect.poll(block.count).toBe(1);
      const boxes = () =>
        area.evaluate((element) => [element, element.nextElementSibling!].map((node) => {
          const box = node.getBoundingClientRect();
          return { top: box.top + scrollY, height: box.height };
        }));
      const before = await boxes();
      block.release();
      await expect(area.locator('iframe[title="Route film from the guide book"]')).toBeVisible();
      expect(await boxes()).toEqual(before);
    });
  }
});

test.describe('consent area on a slow network', () => {
  test('while the consented block is on its way, a visible loading indicator shows over the placeholder; it goes with the block', async ({ page }) => {
    await page.goto('/consent-optin.html');
    const area = page.locator('pb-consent-area');
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute('data-enhanced', '');
    const block = await holdRequests(page, '**/consent-api/consent-area/12/3');
    await area.getByRole('button', { name: 'Allow marketing cookies and show the film' }).click();
    await expect.poll(block.count).toBe(1);
    const indicator = loadingIndicator(area);
    await expectShownOnScreen(indicator);
    const areaBox = (await area.boundingBox())!;
    const box = (await indicator.boundingBox())!;
    expect(box.y >= areaBox.y && box.y + box.height <= areaBox.y + areaBox.height, 'over the area').toBe(true);
    block.release();
    await expect(area.locator('iframe[title="Route film from the guide book"]')).toBeVisible();
    await expect(indicator).toHaveCount(0);
  });
});

test.describe('opt-out (consent-optout.html, region us)', () => {
  test('statistics run at once; the banner stays at 300 px of scroll and dismisses itself after 400 px', async ({ page }) => {
    await page.goto('/consent-optout.html');
    await expect(banner(page)).toBeVisible();
    await expect(statsStatus(page)).toContainText('ran');
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(600);
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect(banner(page)).toBeHidden({ timeout: 3000 });
    expect(await statsRuns(page)).toBe('1');
  });
});

test.describe('opt-out timers, privacy signals and bots', () => {
  test('opt-out: the banner dismisses itself after its 10 s timeout without a choice', async ({ page }) => {
    test.setTimeout(60_000);
    // The page's own clock, read every frame from the start: when the banner first showed and
    // when it went. The test's clock would start late on a busy machine (the banner may show
    // before page.goto returns) and call a correct dismissal early.
    await page.addInitScript(() => {
      const times: { shownAt?: number; hiddenAt?: number } = {};
      (window as unknown as { __bannerTimes: typeof times }).__bannerTimes = times;
      const look = (now: number): void => {
        const section = document.querySelector('pb-consent-banner')?.shadowRoot?.querySelector<HTMLElement>('section[part~="banner"]');
        const shown = Boolean(section?.checkVisibility());
        if (shown && times.shownAt === undefined) times.shownAt = now;
        if (!shown && times.shownAt !== undefined && times.hiddenAt === undefined) times.hiddenAt = now;
        if (times.hiddenAt === undefined) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const requests = watchRequests(page);
    await page.goto('/consent-optout.html');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeHidden({ timeout: 30_000 });
    const { shownAt, hiddenAt } = await page.evaluate(() => (window as unknown as { __bannerTimes: { shownAt: number; hiddenAt: number } }).__bannerTimes);
    // Not before the timeout: seen for at least 10 s, less the one frame by which the first
    // sighting may trail the banner's appearance (generously, a second on a loaded machine).
    expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(9000);
    expect(await statsRuns(page)).toBe('1');
    expect(requests.tracks).toEqual([]); // a dismissal is no choice
  });

  test('opt-out: a timer never revokes or overrides a choice (opt out, then wait past the timeout)', async ({ page, context }) => {
    // The page's clock runs as usual, and jumps past the timeout instead of the test waiting it out.
    await page.clock.install();
    await page.goto('/consent-optout.html');
    await expect(statsStatus(page)).toContainText('ran');
    const loads = countLoads(page);
    await banner(page).getByRole('button', { name: 'Opt out' }).click();
    await expect.poll(() => loads.count, { timeout: 5000 }).toBe(1); // statistics had run: one reload
    await expect(statsStatus(page)).toContainText('has not run');
    await page.clock.runFor(11_000); // past the 10 s dismiss timeout, firing every timer due meanwhile
    await page.mouse.wheel(0, 900); // and past the 400 px scroll
    await page.waitForTimeout(1500);
    expect(await statsRuns(page)).toBeNull();
    expect(await nonConsentCookies(context)).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'pb_consent_statistics')?.value).toBe('deny');
    expect(loads.count).toBe(1);
  });

  test('Global Privacy Control on the opt-out page: no banner and no statistics', async ({ page, context }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const requests = watchRequests(page);
    await page.goto('/consent-optout.html');
    await page.waitForTimeout(2600);
    await expect(banner(page)).toBeHidden();
    // No banner is due, so its code is not even fetched.
    expect(requests.paths).toContain('/dist/pb-consent.js');
    expect(requests.paths).not.toContain('/dist/pb-consent-banner.js');
    expect(requests.paths).not.toContain(STATS_SCRIPT);
    expect(await nonConsentCookies(context)).toEqual([]);
  });

  test('a crawler gets everything without a banner and is never tracked', async ({ browser }) => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const context = await browser.newContext({ userAgent: crawler });
    try {
      const page = await context.newPage();
      const requests = watchRequests(page);
      const rows = consentRows(crawler).length;
      await page.goto('/consent-optin.html');
      await expect(statsStatus(page)).toContainText('ran');
      await expect(banner(page)).toBeHidden();
      await page.waitForTimeout(1500);
      expect(requests.tracks).toEqual([]);
      expect(consentRows(crawler).length).toBe(rows);
    } finally {
      await context.close();
    }
  });
});

test.describe('manage-consent area (consent-other.html)', () => {
  test('switching marketing off reloads once and unloads the video', async ({ page, context }) => {
    await page.goto('/consent-other.html');
    await expect(blockedVideo(page)).toHaveAttribute('src', VIDEO_PAGE);
    await expect.poll(() => cookieNames(context)).toContain('_pb_video');
    const loads = countLoads(page);
    const manage = page.locator('pb-consent-manage');
    await manage.scrollIntoViewIfNeeded();
    await expect(manage).toHaveAttribute('data-enhanced', '');
    const marketing = manage.getByRole('switch', { name: 'Marketing', exact: true });
    await expect(marketing).toBeChecked();
    await marketing.click();
    await expect.poll(() => loads.count, { timeout: 5000 }).toBe(1);
    await expect(blockedVideo(page)).not.toHaveAttribute('src', /./);
    await expect.poll(() => cookieNames(context), { timeout: 2500 }).not.toContain('_pb_video');
    await expect(page.locator('pb-consent-manage').getByRole('switch', { name: 'Marketing', exact: true })).not.toBeChecked();
    await expect(statsStatus(page)).toContainText('ran'); // statistics is still allowed
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(1);
  });
});

test.describe('a failed consent service fails closed', () => {
  test('banner call aborted: opt-in behaviour, nothing runs, no error shown', async ({ page, context }) => {
    const requests = watchRequests(page);
    await page.route('**/consent-api/banner**', (route) => route.abort());
    // consent-other.html would run statistics at once if the service answered.
    await page.goto('/consent-other.html');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    await page.waitForTimeout(2600);
    expect(requests.paths).not.toContain(STATS_SCRIPT);
    expect(requests.paths).not.toContain(VIDEO_PAGE);
    expect(await statsRuns(page)).toBeNull();
    expect(await nonConsentCookies(context)).toEqual([]);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/error|failed|unavailable|could not/i);
  });
});

test.describe('axe-core finds no violations on the consent pages', () => {

  async function upgradedConsentElements(page: Page): Promise<void> {
    for (const tag of CONSENT_TAGS) {
      const elements = page.locator(tag);
      for (let index = 0; index < (await elements.count()); index += 1) {
        await elements.nth(index).scrollIntoViewIfNeeded();
        await expect(elements.nth(index)).toHaveAttribute('data-enhanced', '');
      }
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  /** Waits until the banner's entrance (and the dialog's) animations and transitions have finished. */
  async function settled(page: Page): Promise<void> {
    await page.waitForFunction(() =>
      (document.querySelector('pb-consent-banner')?.shadowRoot?.getAnimations() ?? []).every((animation) => animation.playState !== 'running'),
    );
  }

  for (const pagePath of ['/consent-optin.html', '/consent-optout.html', '/consent-other.html']) {
    test(`${pagePath}: with the banner showing at a phone viewport (375×740)`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(pagePath);
      await expect(banner(page)).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    });


    test(`${pagePath}: with the banner showing`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(banner(page)).toBeVisible();
      // Scrolling through would dismiss the opt-out banner, so there only what is in view is checked upgraded.
      if (pagePath !== '/consent-optout.html') await upgradedConsentElements(page);
      await expect(banner(page)).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    });

    test(`${pagePath}: with the preferences dialog open`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Preferences' }).click();
      const dialog = page.locator('pb-consent-banner').getByRole('dialog');
      await expect(dialog).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }
});
