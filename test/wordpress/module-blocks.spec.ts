/**
 * The blocks for each module (issue 37), as the Editor and the Author use them: the inserter finds
 * them by what a site owner types; tabs, accordion, image carousel and consent banner come with
 * inner blocks shaped like the module; a toggle, a list and a screen tab of the inspector and the
 * Additional CSS class are saved; every block is valid after a reload; and the visitor's page has
 * the elements upgraded, with the class on the element. The generic block turns into the module's.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../e2e/helpers';
import { closeWelcomeGuides, type EditorGlobals, expectValidAfterReload, insertBlock, openEditor, openSettings, publish, ROLES, selectBlock, storedContent } from './editor';
import { logIn, site } from './helpers';

test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => closeWelcomeGuides());

/** The titles of the blocks the inserter's search offers for `term`. */
async function inserterSearch(page: Page, term: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const search = page.getByRole('searchbox', { name: /Search for blocks and patterns/i });
  await search.fill(term);
  const results = page.locator('.block-editor-inserter__main-area .block-editor-block-types-list').getByRole('option');
  await expect(results.first()).toBeVisible();
  const titles = await results.allInnerTexts();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  return titles.map((title) => title.trim());
}

/** Waits until the block has its template's inner blocks; returns them. */
async function innerBlocksOf(page: Page, clientId: string, count: number): Promise<string[]> {
  await expect.poll(() => page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(id)?.innerBlocks.length ?? 0, clientId)).toBe(count);
  return page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(id)!.innerBlocks.map(({ clientId: inner }) => inner), clientId);
}

/** Selects the block and fills its Additional CSS class(es) in the inspector's Advanced panel. */
async function setClassName(page: Page, clientId: string, className: string): Promise<void> {
  await selectBlock(page, clientId);
  const sidebar = page.locator('.block-editor-block-inspector');
  const advanced = sidebar.getByRole('button', { name: 'Advanced' });
  if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  await sidebar.getByLabel('Additional CSS class(es)').fill(className);
}

for (const role of ROLES) {
  test(`the ${role === 'author' ? 'Author' : 'Editor'} builds tabs, an accordion, an image carousel and a consent banner from their blocks; valid after a reload, upgraded for the visitor`, async ({ page, browser }) => {
    await logIn(page, role);
    await openEditor(page, '/wp-admin/post-new.php');
    expect(await inserterSearch(page, 'carousel')).toEqual(expect.arrayContaining(['Image carousel', 'Portfolio carousel']));
    expect(await inserterSearch(page, 'consent')).toEqual(expect.arrayContaining(['Consent banner', 'Consent preferences']));

    await openSettings(page);
    const sidebar = page.locator('.block-editor-block-inspector');
    // Tabs: a heading and a group per tab; the tab open on load from a number field.
    const tabs = await insertBlock(page, 'pb-elements/tabs');
    await innerBlocksOf(page, tabs, 4);
    await sidebar.getByLabel('Active', { exact: true }).fill('1');
    await setClassName(page, tabs, 'trip-tabs');
    // Accordion: two details items.
    const accordion = await insertBlock(page, 'pb-elements/accordion');
    await innerBlocksOf(page, accordion, 2);
    await setClassName(page, accordion, 'trip-faq');
    // Image carousel: core images linked to their file; a toggle, and a list on the Tablet tab.
    const carousel = await insertBlock(page, 'pb-elements/image-carousel');
    const images = await innerBlocksOf(page, carousel, 3);
    const picture = `${site().url}/wp-includes/images/w-logo-blue.png`;
    await page.evaluate(
      ([ids, url]) => {
        for (const [index, id] of ids.entries()) {
          (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').updateBlockAttributes(id, { url, href: url, alt: `Trip picture ${index + 1}` });
        }
      },
      [images, picture] as const,
    );
    await selectBlock(page, carousel);
    await sidebar.getByLabel('Loop', { exact: true }).check();
    await sidebar.getByRole('tab', { name: 'Tablet' }).click();
    await sidebar.getByLabel('Type', { exact: true }).selectOption('slideshow');
    await setClassName(page, carousel, 'trip-photos');
    // Consent banner: a toggle.
    const banner = await insertBlock(page, 'pb-elements/consent-banner');
    await sidebar.getByLabel('Focus on show', { exact: true }).check();
    await setClassName(page, banner, 'trip-consent');

    const id = await publish(page, `Module blocks (${role})`);
    const content = await storedContent(role, id);
    expect(content).toContain('<pb-tabs active="1" class="trip-tabs"><!-- wp:heading');
    expect(content).toContain('<pb-accordion class="trip-faq"><!-- wp:pb-elements/details {"open":true} -->\n<details open><summary>');
    // A boolean on is a present attribute (kses may write it without its empty value).
    expect(content).toMatch(/<pb-image-carousel type-tablet="slideshow" loop(="")? class="trip-photos"><!-- wp:image \{"linkDestination":"media"\} -->/);
    expect(content).toContain(`<a href="${picture}"><img src="${picture}" alt="Trip picture 1"`);
    expect(content).toMatch(/<pb-consent-banner focus-on-show(="")? class="trip-consent"><\/pb-consent-banner>/);

    const blocks = await expectValidAfterReload(page, role, id);
    expect(blocks.filter(({ name }) => name.startsWith('pb-elements/')).map(({ name }) => name)).toEqual([
      'pb-elements/tabs',
      'pb-elements/accordion',
      'pb-elements/details',
      'pb-elements/details',
      'pb-elements/image-carousel',
      'pb-elements/consent-banner',
    ]);

    const visitor = await browser.newPage({ baseURL: site().url });
    const errors = collectErrors(visitor);
    await visitor.goto(`/?p=${id}`);
    const main = visitor.locator('main');
    // Tabs and accordion upgrade when the visitor points at them (the loader's `interaction`).
    await main.locator('pb-tabs.trip-tabs').hover();
    await expect(main.locator('pb-tabs.trip-tabs').getByRole('tablist')).toBeVisible();
    await expect(main.locator('pb-tabs.trip-tabs').getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
    await main.locator('pb-accordion.trip-faq').hover();
    await expect(main.locator('pb-accordion.trip-faq summary[aria-disabled="true"]')).toHaveText('First question');
    await expect(main.locator('pb-image-carousel.trip-photos')).toHaveAttribute('data-enhanced', '');
    await expect(main.locator('pb-image-carousel.trip-photos [aria-roledescription="carousel"]')).toHaveCount(1);
    // pb-theme prints its own banner in header.php: the page keeps that one, and the block's stays out (one banner per page).
    await expect(visitor.locator('pb-consent-banner')).toHaveCount(1);
    await expect(main.locator('pb-consent-banner.trip-consent')).toHaveCount(0);
    await expect(visitor.locator('pb-consent-banner')).toHaveAttribute('data-enhanced', '');
    expect(errors).toEqual([]);
    await visitor.close();
  });
}

test('the generic block "pb-elements element" turns into the module\'s block, keeping its attributes and inner blocks', async ({ page }) => {
  await logIn(page, 'author');
  await openEditor(page, '/wp-admin/post-new.php');
  const generic = await insertBlock(page, 'pb-elements/element', { tag: 'pb-image-carousel', values: { loop: true, 'slide-to-show': '2', label: 'Trips &amp; tours', effect: 'fade' } });
  await page.evaluate((id) => {
    const { wp } = window as unknown as EditorGlobals & { wp: { blocks: { createBlock(name: string, attributes?: Record<string, unknown>): { clientId: string } } } };
    wp.data.dispatch('core/block-editor').insertBlocks([wp.blocks.createBlock('core/image', { url: '/wp-includes/images/w-logo-blue.png' }) as never], undefined, id);
  }, generic);
  const transformed = await page.evaluate((id) => {
    const { wp } = window as unknown as { wp: EditorGlobals['wp'] & { blocks: { switchToBlockType(block: unknown, name: string): Array<{ name: string; attributes: Record<string, unknown>; innerBlocks: Array<{ name: string }> }> | null } } };
    const [block] = wp.blocks.switchToBlockType(wp.data.select('core/block-editor').getBlock(id), 'pb-elements/image-carousel') ?? [];
    return block && { name: block.name, attributes: block.attributes, inner: block.innerBlocks.map(({ name }) => name) };
  }, generic);
  expect(transformed).toMatchObject({
    name: 'pb-elements/image-carousel',
    attributes: { loop: true, 'slide-to-show': 2, label: 'Trips &amp; tours', effect: 'fade' },
    inner: ['core/image'],
  });
});
