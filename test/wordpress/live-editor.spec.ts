/**
 * The module blocks live in the editor (issue 37, "Live in the editor"), as the Editor and the
 * Author use them: a block that is not being edited shows its element upgraded by the loader, as
 * the visitor will see it (autoplay off, inert: a click selects the block, nothing takes the
 * focus); selecting it shows its inner blocks, where typing and moving blocks work, and the
 * preview follows once it is deselected; the post is valid after a reload and works for the visitor.
 */
import { type Browser, expect, type Locator, test, type Page } from '@playwright/test';
import { collectErrors } from '../e2e/helpers';
import { closeWelcomeGuides, deselectBlocks, type EditorGlobals, expectValidAfterReload, insertBlock, openEditor, publish, ROLES } from './editor';
import { logIn, site } from './helpers';

test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => closeWelcomeGuides());



/**
 * The mouse moved to the middle of an element of a preview and clicked (Playwright's own click
 * refuses: it is inert). The moves end the editor's typing mode, which hides the block toolbar.
 */
async function clickOn(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The published post `id` as a logged-out visitor gets it: the page, its main landmark, and the console errors it logs. */
async function visitPost(browser: Browser, id: number): Promise<{ visitor: Page; main: Locator; visitorErrors: string[] }> {
  const visitor = await browser.newPage({ baseURL: site().url });
  const visitorErrors = collectErrors(visitor);
  await visitor.goto(`/?p=${id}`);
  return { visitor, main: visitor.locator('main'), visitorErrors };
}

/** The inner blocks' client ids of a block. */
const innerBlocks = (page: Page, clientId: string): Promise<string[]> =>
  page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(id)?.innerBlocks.map((block) => block.clientId) ?? [], clientId);

for (const role of ROLES) {
  const who = role === 'author' ? 'Author' : 'Editor';
  test(`the ${who} sees tabs, an image carousel and an accordion live in the editor, edits and reorders their inner blocks, and the preview follows`, async ({ page, browser }, testInfo) => {
    const errors = collectErrors(page);
    await logIn(page, role);
    await openEditor(page, '/wp-admin/post-new.php');

    const tabs = await insertBlock(page, 'pb-elements/tabs');
    const carousel = await insertBlock(page, 'pb-elements/image-carousel', { autoplay: true, 'autoplay-speed': 500 });
    const accordion = await insertBlock(page, 'pb-elements/accordion');
    await expect.poll(async () => (await innerBlocks(page, carousel)).length).toBe(3);
    const picture = `${site().url}/wp-includes/images/w-logo-blue.png`;
    await page.evaluate(
      ([ids, url]) => {
        for (const [index, id] of ids.entries()) {
          (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').updateBlockAttributes(id, { url, href: url, alt: `Trip picture ${index + 1}` });
        }
      },
      [await innerBlocks(page, carousel), picture] as const,
    );
    await deselectBlocks(page);

    const block = (clientId: string) => page.locator(`[data-block="${clientId}"]`);
    const preview = (clientId: string) => block(clientId).locator('.pb-elements-block__preview');
    // Not selected: the upgraded elements, with the inner blocks put away.
    await expect(preview(tabs).getByRole('tab')).toHaveText(['First tab', 'Second tab']);
    await expect(preview(tabs).getByRole('tab', { name: 'First tab' })).toHaveAttribute('aria-selected', 'true');
    await expect(preview(carousel).locator('pb-image-carousel')).toHaveAttribute('data-enhanced', '');
    await expect(preview(carousel).locator('[aria-roledescription="carousel"]')).toHaveCount(1);
    await expect(preview(carousel).locator('pb-image-carousel')).not.toHaveAttribute('autoplay', /.*/);
    await expect(preview(accordion).locator('pb-accordion')).toHaveAttribute('data-enhanced', '');
    await expect(preview(accordion).locator('summary')).toHaveText(['First question', 'Second question']);
    await expect(block(tabs).locator('.pb-elements-block__inner')).toBeHidden();
    // Nothing in a preview took the focus.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pb-elements-block__preview')))).toBe(false);
    await page.locator('.interface-interface-skeleton__content').screenshot({ path: testInfo.outputPath(`editor-live-${role}.png`) });

    // A click on the preview (on a tab, where a visitor would click) selects the block, which shows its inner blocks.
    await clickOn(page, preview(tabs).getByRole('tab', { name: 'Second tab' }));
    await expect.poll(() => page.evaluate(() => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getSelectedBlockClientId())).toBe(tabs);
    await expect(preview(tabs)).toHaveCount(0);
    const heading = block(tabs).locator('[data-type="core/heading"]').first();
    await heading.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Itinerary');
    await expect(heading).toHaveText('Itinerary');
    await deselectBlocks(page);
    await expect(preview(tabs).getByRole('tab')).toHaveText(['Itinerary', 'Second tab']);

    // The toolbar's Preview shows the element while the block stays selected; Edit goes back.
    await clickOn(page, preview(accordion).locator('summary').first());
    const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
    await toolbar.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(preview(accordion).locator('summary')).toHaveText(['First question', 'Second question']);
    await toolbar.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(preview(accordion)).toHaveCount(0);

    // Moving the first accordion item down with its toolbar; the preview follows.
    await block(accordion).locator('.pb-elements-details__summary').first().click();
    await toolbar.getByRole('button', { name: 'Move down' }).click();
    await expect(block(accordion).locator('.pb-elements-details__summary')).toHaveText(['Second question', 'First question']);
    await deselectBlocks(page);
    await expect(preview(accordion).locator('summary')).toHaveText(['Second question', 'First question']);
    // One element per preview: the old ones are gone.
    await expect(page.locator('.pb-elements-block__preview pb-accordion')).toHaveCount(1);

    const id = await publish(page, `Live editor (${role})`);
    await expectValidAfterReload(page, role, id);
    const reloaded = page.locator('.pb-elements-block__preview');
    await expect(reloaded.locator('pb-tabs').getByRole('tab')).toHaveText(['Itinerary', 'Second tab']);
    await expect(reloaded.locator('pb-accordion summary')).toHaveText(['Second question', 'First question']);
    expect(errors).toEqual([]);

    const { visitor, main, visitorErrors } = await visitPost(browser, id);
    await main.locator('pb-tabs').hover();
    await expect(main.locator('pb-tabs').getByRole('tab')).toHaveText(['Itinerary', 'Second tab']);
    await expect(main.locator('pb-image-carousel [aria-roledescription="carousel"]')).toHaveCount(1);
    await expect(main.locator('pb-image-carousel')).toHaveAttribute('autoplay', /.*/);
    await main.locator('pb-accordion').hover();
    await expect(main.locator('pb-accordion')).toHaveAttribute('data-enhanced', '');
    await expect(main.locator('pb-accordion summary')).toHaveText(['Second question', 'First question']);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });
}

/** The computed value of a CSS property of the first element `locator` matches. */
const styleOf = (locator: Locator, property: string): Promise<string> => locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

for (const role of ROLES) {
  const who = role === 'author' ? 'Author' : 'Editor';
  test(`the ${who} sees the colours set on inner blocks in the live preview, the generic block live, and the Menu block without list bullets, in the editor and on the page`, async ({ page, browser }) => {
    const errors = collectErrors(page);
    await logIn(page, role);
    await openEditor(page, '/wp-admin/post-new.php');

    const tabs = await insertBlock(page, 'pb-elements/tabs');
    await expect.poll(async () => (await innerBlocks(page, tabs)).length).toBe(4);
    const [firstHeading, firstPanel] = await innerBlocks(page, tabs);
    // The block supports' colours, as the inspector's Color panel sets them.
    await page.evaluate(
      ([heading, panel]) => {
        const { wp } = window as unknown as EditorGlobals;
        wp.data.dispatch('core/block-editor').updateBlockAttributes(heading!, { style: { color: { text: '#7a1f1f' } } });
        wp.data.dispatch('core/block-editor').updateBlockAttributes(panel!, { style: { color: { background: '#fde8c8' } } });
      },
      [firstHeading, firstPanel] as const,
    );
    // The generic block, as older content has it: an accordion around a Details block.
    const generic = await page.evaluate(() => {
      const { wp } = window as unknown as EditorGlobals;
      const item = wp.blocks.createBlock('pb-elements/details', { summary: 'Generic question', open: true }, [wp.blocks.createBlock('core/paragraph', { content: 'Generic answer' })]);
      const block = wp.blocks.createBlock('pb-elements/element', { tag: 'pb-accordion' }, [item]);
      wp.data.dispatch('core/block-editor').insertBlocks([block]);
      return block.clientId;
    });
    const menu = await insertBlock(page, 'pb-elements/menu', { label: 'Walks' });
    await expect.poll(async () => (await innerBlocks(page, menu)).length).toBe(1);
    await deselectBlocks(page);

    const preview = (clientId: string) => page.locator(`[data-block="${clientId}"] .pb-elements-block__preview`);
    await expect(preview(tabs).getByRole('tab', { name: 'First tab' })).toHaveAttribute('aria-selected', 'true');
    expect(await styleOf(preview(tabs).locator('h3'), 'color')).toBe('rgb(122, 31, 31)');
    expect(await styleOf(preview(tabs).getByRole('tabpanel'), 'background-color')).toBe('rgb(253, 232, 200)');
    await expect(preview(generic).locator('pb-accordion')).toHaveAttribute('data-enhanced', '');
    await expect(preview(generic).locator('summary')).toHaveText(['Generic question']);
    await expect(page.locator(`[data-block="${generic}"] .pb-elements-block__inner`)).toBeHidden();
    await expect(preview(menu).locator('pb-menu')).toHaveAttribute('data-enhanced', '');
    await expect(preview(menu).getByRole('link')).toHaveText(['Home', 'About', 'Contact']);
    expect(await styleOf(preview(menu).locator('li'), 'list-style-type')).toBe('none');

    // Selecting the generic block shows its inner blocks for editing.
    await page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.dispatch('core/block-editor').selectBlock(id), generic);
    await expect(preview(generic)).toHaveCount(0);
    await expect(page.locator(`[data-block="${generic}"] .pb-elements-details__summary`)).toHaveText('Generic question');
    await deselectBlocks(page);

    const id = await publish(page, `Live styles (${role})`);
    await expectValidAfterReload(page, role, id);
    expect(errors).toEqual([]);

    const { visitor, main, visitorErrors } = await visitPost(browser, id);
    await main.locator('pb-tabs').hover();
    await expect(main.locator('pb-tabs').getByRole('tab', { name: 'First tab' })).toHaveAttribute('aria-selected', 'true');
    expect(await styleOf(main.locator('pb-tabs h3'), 'color')).toBe('rgb(122, 31, 31)');
    await main.locator('pb-accordion').hover();
    await expect(main.locator('pb-accordion')).toHaveAttribute('data-enhanced', '');
    await expect(main.locator('pb-accordion summary')).toHaveText(['Generic question']);
    expect(await styleOf(main.locator('pb-menu li'), 'list-style-type')).toBe('none');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });
}
