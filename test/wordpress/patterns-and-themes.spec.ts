/**
 * The plugin's patterns and its theme-proof base styles (issue 37): the Editor inserts every
 * pattern of the pattern library's "pb-elements" category, saves, and the post is valid after a
 * reload; the visitor gets the modules upgraded in Twenty Twenty-Three and in the classic Twenty
 * Twenty-One, with axe finding nothing, no console error and no notice from the plugin; the tabs
 * keep their headings on one row at a tab's size, not the theme's heading size. A screenshot of
 * each pattern in each theme goes to the test output. A page shows one consent banner however
 * many banner blocks its posts hold.
 */
import { expect, test, type Page } from '@playwright/test';
import { CLASSIC_THEME, DEFAULT_THEME, switchTheme, wpEval } from '../../scripts/wordpress/site.mjs';
import { collectErrors, describeViolations, runAxe } from '../e2e/helpers';
import { closeWelcomeGuides, type EditorGlobals, expectValidAfterReload, openEditor, publish } from './editor';
import { logIn, pluginLog, restHeaders, site } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** The patterns, and the element each one shows (its screenshot's subject). */
const PATTERNS = {
  'hero-slider': 'pb-slider',
  tabs: 'pb-tabs',
  faq: 'pb-accordion',
  'gallery-lightbox': 'pb-gallery',
  contact: 'pb-contact-form',
  consent: 'pb-consent-manage',
} as const;
type PatternName = keyof typeof PATTERNS;

type PatternGlobals = EditorGlobals & {
  wp: {
    apiFetch<T>(options: { path: string }): Promise<T>;
    blocks: { parse(content: string): unknown[] };
  };
};
/** The block editor's store as the inserter's Patterns tab reads it. */
type PatternStore = { __experimentalGetAllowedPatterns(): Array<{ name: string; title: string; content: string; categories?: string[] }> };

let postId = 0;

test.beforeAll(() => closeWelcomeGuides());
test.afterAll(() => switchTheme('pb-theme'));

test('the pattern library offers the six pb-elements patterns; the Editor inserts each, and the post is valid after a reload', async ({ page }) => {
  await logIn(page, 'editor');
  await openEditor(page, '/wp-admin/post-new.php');
  // What the inserter's Patterns tab lists: WordPress 6.1 reads the categories from the REST API.
  const categories = await page.evaluate(async () => {
    const { wp } = window as unknown as PatternGlobals;
    return (await wp.apiFetch<Array<{ name: string }>>({ path: '/wp/v2/block-patterns/categories' })).map(({ name }) => name);
  });
  expect(categories).toContain('pb-elements');
  // The editor's settings may get the patterns a moment after it opened (a busy machine): wait for them.
  const allowedPatterns = (): Promise<string[]> =>
    page.evaluate(() => {
      const { wp } = window as unknown as PatternGlobals;
      const store = wp.data.select('core/block-editor') as unknown as PatternStore;
      return store.__experimentalGetAllowedPatterns().filter((pattern) => pattern.categories?.includes('pb-elements')).map(({ name }) => name).sort();
    });
  await expect.poll(allowedPatterns, { timeout: 30_000 }).toEqual(Object.keys(PATTERNS).map((name) => `pb-elements/${name}`).sort());

  // As the inserter does: the pattern's content parsed into blocks, inserted at the end.
  await page.evaluate((names) => {
    const { wp } = window as unknown as PatternGlobals;
    const patterns = (wp.data.select('core/block-editor') as unknown as PatternStore).__experimentalGetAllowedPatterns();
    for (const name of names) {
      const pattern = patterns.find((candidate) => candidate.name === `pb-elements/${name}`)!;
      wp.data.dispatch('core/block-editor').insertBlocks(wp.blocks.parse(pattern.content) as never);
    }
  }, Object.keys(PATTERNS));
  postId = await publish(page, 'Walks with pb-elements patterns');
  const blocks = await expectValidAfterReload(page, 'editor', postId);
  expect(new Set(blocks.map(({ name }) => name))).toEqual(
    new Set([
      'pb-elements/slider', 'pb-elements/tabs', 'pb-elements/accordion', 'pb-elements/details', 'pb-elements/gallery', 'pb-elements/contact-form',
      'pb-elements/consent-banner', 'pb-elements/consent-manage', 'core/cover', 'core/group', 'core/image', 'core/heading', 'core/paragraph', 'core/buttons', 'core/button', 'core/html',
    ]),
  );
});

/** The tab headings' boxes and font sizes, and the font size of an h2 of the theme outside the tabs. */
const tabMeasures = (page: Page) =>
  page.locator('main pb-tabs').evaluate((tabs) => {
    const headings = [...tabs.querySelectorAll<HTMLElement>(':scope > h2')];
    const themeHeading = document.querySelector('main h2:not(pb-tabs h2, pb-slider h2)')!;
    return {
      tops: headings.map((heading) => Math.round(heading.getBoundingClientRect().top)),
      fontSizes: headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize)),
      themeH2: parseFloat(getComputedStyle(themeHeading).fontSize),
    };
  });

/** The shown slide's text boxes that a control of the slider (arrow, pagination) overlaps. */
function slideTextUnderControls(slider: Element): string[] {
  const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const controls = [...slider.shadowRoot!.querySelectorAll('[part~="arrow"], [part~="pagination"], [part~="rotation"]')].map((control) => control.getBoundingClientRect());
  const shown = [...slider.children].find((slide) => {
    const style = getComputedStyle(slide);
    return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0' && !(slide as HTMLElement).hidden;
  })!;
  return [...shown.querySelectorAll('h2, p, .wp-block-button__link')]
    .filter((text) => controls.some((control) => intersects(control, text.getBoundingClientRect())))
    .map((text) => text.textContent!.trim());
}

/** The distinct text colours of the shown slide's heading and paragraphs (run in the page: self-contained). */
function shownSlideTextColours(slider: Element): string[] {
  const shown = [...slider.children].find((slide) => {
    const style = getComputedStyle(slide);
    return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0' && !(slide as HTMLElement).hidden;
  })!;
  return [...new Set([...shown.querySelectorAll('h2, p')].map((text) => getComputedStyle(text).color))];
}

for (const theme of [DEFAULT_THEME, CLASSIC_THEME]) {
  test(`in ${theme} the patterns upgrade for the visitor, with nothing for axe, no console error, no notice from the plugin; the tabs on one row at a tab's size`, async ({ browser }, testInfo) => {
    expect(postId, 'the first test published the post').toBeGreaterThan(0);
    switchTheme(theme);
    const logged = pluginLog().length;
    const visitor = await browser.newPage({ baseURL: site().url, viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(visitor);
    await visitor.goto(`/?p=${postId}`);
    const main = visitor.locator('main');
    // Before the upgrade the critical CSS lays the tabs out as the element will: measured both times.
    const before = await tabMeasures(visitor);
    for (const tag of ['pb-slider', 'pb-tabs', 'pb-accordion', 'pb-gallery', 'pb-contact-form', 'pb-consent-manage']) {
      const element = main.locator(tag);
      await element.scrollIntoViewIfNeeded();
      await element.hover();
      await expect(element, tag).toHaveAttribute('data-enhanced', '');
    }
    await expect(visitor.locator('pb-consent-banner')).toHaveCount(1);
    await expect(visitor.locator('pb-consent-banner')).toHaveAttribute('data-enhanced', '');
    await expect(main.locator('pb-tabs').getByRole('tab')).toHaveCount(3);

    for (const measures of [before, await tabMeasures(visitor)]) {
      expect(new Set(measures.tops).size, `${theme}: the tab headings on one row`).toBe(1);
      for (const size of measures.fontSizes) expect(size, `${theme}: a tab's font size, not the theme's h2 (${measures.themeH2}px)`).toBeLessThan(measures.themeH2 * 0.75);
    }

    expect(describeViolations((await runAxe(visitor)).violations)).toEqual([]);
    // runAxe paused the slider: the shown slide's text is clear of the arrows, the dots and the pause button.
    expect(await main.locator('pb-slider').evaluate(slideTextUnderControls), `${theme}: slide text under the slider's controls`).toEqual([]);
    // A dark overlay (over 50 %) makes the Cover block dark whatever the picture, so its text is white in every theme.
    expect(await main.locator('pb-slider').evaluate(shownSlideTextColours), `${theme}: the hero's text colour`).toEqual(['rgb(255, 255, 255)']);
    expect(errors).toEqual([]);
    expect(pluginLog().slice(logged)).toEqual([]);

    // The screenshots, once the visitor has chosen (the banner would cover the page's end).
    const banner = visitor.getByRole('region', { name: 'Your cookie choices' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    for (const [name, tag] of Object.entries(PATTERNS) as Array<[PatternName, string]>) {
      const element = main.locator(tag);
      await element.scrollIntoViewIfNeeded();
      await element.screenshot({ path: testInfo.outputPath(`${theme}-${name}.png`), animations: 'disabled' });
    }
    await visitor.close();
  });
}

test('a page listing several posts with a consent banner block shows one banner', async ({ page }) => {
  switchTheme(CLASSIC_THEME);
  // Twenty Twenty-One's blog page then prints each post's whole content (Customizer: "Full text").
  wpEval("set_theme_mod('display_excerpt_or_full_post', 'full'); return true;");
  const banner = '<!-- wp:pb-elements/consent-banner -->\n<pb-consent-banner></pb-consent-banner>\n<!-- /wp:pb-elements/consent-banner -->';
  // The two posts in a category of their own: other specs' posts (pasted docs examples) have banners too.
  const category = await fetch(`${site().url}/wp-json/wp/v2/categories`, {
    method: 'POST',
    headers: restHeaders(site().users.editor),
    body: JSON.stringify({ name: `Cookie notices ${Date.now()}` }),
  });
  expect(category.status).toBe(201);
  const { id: categoryId } = (await category.json()) as { id: number };
  for (const title of ['Cookie notice for walkers', 'Cookie notice for cyclists']) {
    const response = await fetch(`${site().url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: restHeaders(site().users.editor),
      body: JSON.stringify({ title, content: banner, status: 'publish', categories: [categoryId] }),
    });
    expect(response.status).toBe(201);
  }
  await page.goto(`/?cat=${categoryId}`);
  await expect(page.getByRole('heading', { name: 'Cookie notice for walkers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookie notice for cyclists' })).toBeVisible();
  await expect(page.locator('pb-consent-banner')).toHaveCount(1);
  await expect(page.locator('pb-consent-banner')).toHaveAttribute('data-enhanced', '');
  wpEval("remove_theme_mod('display_excerpt_or_full_post'); return true;");
});
