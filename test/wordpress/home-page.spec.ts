/**
 * Issue 37's "done when": a site owner (the Editor) builds the demo's home page from blocks and
 * patterns in the block editor: the site's header and menu from the Header and Menu blocks, the
 * heading and the lead typed into core blocks, the six patterns of the pattern library's
 * "pb-elements" category and a number counter, all put in through the inserter. Every module block
 * shows its live preview while editing, and an edit of a tab's heading reaches it. Published and
 * reloaded, nothing is invalid. The logged-out visitor gets the demo's fast page: before the first
 * paint the only script requested is the plugin's loader, nothing shifts while the page loads and
 * the first screen's modules upgrade, each module upgrades once reached for, with nothing for axe,
 * no console error and no notice from the plugin. Screenshots of the page in the editor and on the
 * front end go to the test output (and with PB_UPDATE_DOCS_IMAGES=1 to docs/images/wordpress/).
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, describeViolations, observeLayoutShifts, runAxe, scriptsBeforeFirstPaint, waitForPageAtRest } from '../e2e/helpers';
import { closeWelcomeGuides, deselectBlocks, type EditorBlock, type EditorGlobals, expectValidAfterReload, openEditor, openSettings, publish, selectBlock } from './editor';
import { logIn, pluginLog, reachFor, site } from './helpers';
import { SCREENSHOT_PAGE, screenshotElement } from './screenshots';

// The inserter previews each block and pattern it finds: building the page through it takes minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 900_000 });

type ModuleGlobals = EditorGlobals & { pbElementsModules: { blocks: Record<string, { tag: string }> } };

/** The patterns in the order the page shows them, by their title in the pattern library. */
const PATTERN_TITLES = ['Hero slider', 'Tabs section', 'FAQ', 'Gallery with lightbox', 'Contact section', 'Consent set-up'];
const HEADING = 'Interactive modules for content websites';
const LEAD = 'Tabs, accordions, sliders, forms and menus, written as plain HTML and upgraded when a visitor gets near them.';
/** The menu's entries, as a site's own pages. */
const MENU_LIST = '<li><a href="/">Home</a></li><li><a href="/?page_id=2">Sample page</a></li><li><a href="/?s=walks">Walks</a></li>';
/** The loaders the plugin may enqueue (pb_elements_loader_path: the flavour's pb-elements.js), under its dist/ URL. */
const PLUGIN_URL = '/wp-content/plugins/pb-elements/';
const PLUGIN_LOADERS = [`${PLUGIN_URL}dist/pb-elements.js`, `${PLUGIN_URL}dist/lite/pb-elements.js`];

/** A module block that is not inside another one: its own live preview shows its element. */
type OutermostModule = { clientId: string; name: string; tag: string };

/** The module blocks of the page, outermost ones apart, and the tag of every module block (inner ones too). */
const moduleBlocksOf = (page: Page): Promise<{ outermost: OutermostModule[]; tags: string[] }> =>
  page.evaluate(() => {
    const { pbElementsModules, wp } = window as unknown as ModuleGlobals;
    const outermost: OutermostModule[] = [];
    const tags: string[] = [];
    const walk = (blocks: EditorBlock[], insideModule: boolean): void => {
      for (const block of blocks) {
        const module = pbElementsModules.blocks[block.name];
        if (module) {
          tags.push(module.tag);
          if (!insideModule) outermost.push({ clientId: block.clientId, name: block.name, tag: module.tag });
        }
        walk(block.innerBlocks, insideModule || Boolean(module));
      }
    };
    walk(wp.data.select('core/block-editor').getBlocks(), false);
    return { outermost, tags };
  });

/** Opens the inserter (the top bar's "+"), unless it is open. */
async function openInserter(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  return page.locator('.block-editor-inserter__menu');
}

/**
 * Selects the page's last top-level block, as a click on it does: the inserter then adds after it
 * (with nothing selected it adds at its last insertion point, which stays put).
 */
const selectLastBlock = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const { wp } = window as unknown as EditorGlobals;
    const blocks = wp.data.select('core/block-editor').getBlocks();
    if (blocks.length > 0) wp.data.dispatch('core/block-editor').selectBlock(blocks[blocks.length - 1]!.clientId);
  });

/** Inserts a block at the end of the page through the inserter's search, as a click on its result does. */
async function insertFromInserter(page: Page, title: string): Promise<void> {
  await selectLastBlock(page);
  const inserter = await openInserter(page);
  await inserter.getByRole('tab', { name: 'Blocks' }).click();
  await inserter.getByRole('searchbox').fill(title);
  // The search's best match comes first (an option's name starts with its icon's text, so it is not exact).
  await inserter.getByRole('listbox', { name: 'Blocks' }).getByRole('option', { name: title }).first().click();
}

/**
 * Inserts a pattern at the end of the page from the inserter's search, as a click on its result
 * does: the search previews the patterns it finds, where the Patterns tab's category previews all
 * six each time (half a minute a pattern on a loaded 2-core machine).
 */
async function insertPattern(page: Page, title: string): Promise<void> {
  await selectLastBlock(page);
  const count = await page.evaluate(() => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlocks().length);
  const inserter = await openInserter(page);
  await inserter.getByRole('tab', { name: 'Blocks' }).click();
  await inserter.getByRole('searchbox').fill(title);
  // A pattern's option is named by its title and its description.
  await inserter.getByRole('listbox', { name: 'Block patterns' }).getByRole('option', { name: title }).first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlocks().length), title).toBeGreaterThan(count);
}

/** Every outermost module block shows its element upgraded in its live preview. */
async function expectLivePreviews(page: Page, modules: OutermostModule[]): Promise<void> {
  for (const { clientId, name, tag } of modules) {
    await expect(page.locator(`[data-block="${clientId}"] .pb-elements-block__preview ${tag}`).first(), `${name}: live in the editor`).toHaveAttribute('data-enhanced', '');
  }
}

/**
 * Waits for the editor to select a block of type `name`, and gives it the keyboard: the editor
 * moves the focus to a new block after a render, and keys sent before that go elsewhere (the
 * inserter's search box).
 */
async function selectedBlockTakingKeys(page: Page, name: string): Promise<void> {
  const selected = () => page.evaluate(() => {
    const editor = (window as unknown as EditorGlobals).wp.data.select('core/block-editor');
    const clientId = editor.getSelectedBlockClientId();
    return clientId ? { clientId, name: editor.getBlock(clientId)?.name } : null;
  });
  await expect.poll(async () => (await selected())?.name, `a ${name} block selected`).toBe(name);
  const block = page.locator(`[data-block="${(await selected())!.clientId}"]`);
  await block.click();
  await expect(block).toBeFocused();
}

let pageId = 0;
let moduleTags: string[] = [];

test.beforeAll(() => closeWelcomeGuides());

test('the Editor builds the home page from the Header block (its logo and Menu from its template), typed core blocks, the six pb-elements patterns and a counter through the inserter; every module is live while editing, a tab heading edit reaches its preview, and the page is valid after a reload', async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: site().url, ...SCREENSHOT_PAGE });
  const errors = collectErrors(page);
  await logIn(page, 'editor');
  await openEditor(page, '/wp-admin/post-new.php?post_type=page');
  await page.getByRole('textbox', { name: 'Add title' }).fill('Home');

  // The site header: the Header block comes with a logo link (Custom HTML, the site's name) and a Menu block holding a List of links.
  await insertFromInserter(page, 'Header');
  const header = await page.evaluate(() => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getSelectedBlockClientId()!);
  const innerOf = (clientId: string) =>
    page.evaluate((id) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(id)!.innerBlocks.map(({ name, clientId: inner }) => ({ name, clientId: inner })), clientId);
  await expect.poll(async () => (await innerOf(header)).map(({ name }) => name)).toEqual(['core/html', 'pb-elements/menu']);
  const [logo, menu] = (await innerOf(header)).map(({ clientId }) => clientId) as [string, string];
  await expect.poll(async () => (await innerOf(menu)).map(({ name }) => name)).toEqual(['core/list']);
  const [list] = (await innerOf(menu)).map(({ clientId }) => clientId) as [string];
  // The site's own name and pages: the logo's markup and the list's links, as the site owner types them in.
  await page.evaluate(
    ([logoId, listId, links]) => {
      const { wp } = window as unknown as EditorGlobals;
      wp.data.dispatch('core/block-editor').updateBlockAttributes(logoId, { content: '<a slot="logo" href="/">Walks with pb-elements</a>' });
      wp.data.dispatch('core/block-editor').updateBlockAttributes(listId, { values: links });
    },
    [logo, list, MENU_LIST] as const,
  );
  await selectBlock(page, menu);
  await openSettings(page);
  await page.locator('.block-editor-block-inspector').getByLabel('Label', { exact: true }).fill('Site');

  // The heading and the lead, typed in at once (as a paste does: a key at a time costs the loaded editor a render per key).
  await insertFromInserter(page, 'Heading');
  await selectedBlockTakingKeys(page, 'core/heading');
  await page.keyboard.insertText(HEADING);
  await page.keyboard.press('Enter');
  await selectedBlockTakingKeys(page, 'core/paragraph');
  await page.keyboard.insertText(LEAD);

  for (const title of PATTERN_TITLES) await insertPattern(page, title);
  await insertFromInserter(page, 'Number counter');
  await openSettings(page);
  await page.locator('.block-editor-block-inspector').getByLabel('Number', { exact: true }).fill('24');

  await deselectBlocks(page);
  const modules = await moduleBlocksOf(page);
  expect(modules.outermost.map(({ name }) => name)).toEqual([
    'pb-elements/header', 'pb-elements/slider', 'pb-elements/tabs', 'pb-elements/accordion', 'pb-elements/gallery', 'pb-elements/contact-form',
    'pb-elements/consent-banner', 'pb-elements/consent-manage', 'pb-elements/number-counter',
  ]);
  moduleTags = modules.tags;
  // While editing: every module live, the header with its menu.
  await expectLivePreviews(page, modules.outermost);
  await expect(page.locator(`[data-block="${header}"] .pb-elements-block__preview pb-header pb-menu`)).toHaveAttribute('data-enhanced', '');
  // Visible ones only: the Menu block inside keeps a preview of its own, hidden while the header shows its.
  await expect(page.locator(`[data-block="${header}"] .pb-elements-block__preview pb-menu a`).filter({ visible: true })).toHaveText(['Home', 'Sample page', 'Walks']);

  // An edit inside a module block reaches its preview: the first tab's heading, typed.
  const tabs = modules.outermost.find(({ name }) => name === 'pb-elements/tabs')!.clientId;
  const tabsPreview = page.locator(`[data-block="${tabs}"] .pb-elements-block__preview`);
  await expect(tabsPreview.getByRole('tab')).toHaveText(['Day walks', 'Multi-day treks', 'Family trails']);
  // Selected through the editor's data (as a click on it in the List View does): the tabs then show their inner blocks.
  const tabHeadingId = await page.evaluate(
    (tabsId) => (window as unknown as EditorGlobals).wp.data.select('core/block-editor').getBlock(tabsId)!.innerBlocks.find(({ name }) => name === 'core/heading')!.clientId,
    tabs,
  );
  await selectBlock(page, tabHeadingId);
  const tabHeading = page.locator(`[data-block="${tabHeadingId}"]`);
  await tabHeading.click();
  await expect(tabHeading).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('Day walks from the village');
  await deselectBlocks(page);
  await expect(tabsPreview.getByRole('tab')).toHaveText(['Day walks from the village', 'Multi-day treks', 'Family trails']);

  pageId = await publish(page, 'Home');
  await expectValidAfterReload(page, 'editor', pageId, 'pages');
  await deselectBlocks(page);
  const reloaded = await moduleBlocksOf(page);
  await expectLivePreviews(page, reloaded.outermost);
  await expect(page.locator('.pb-elements-block__preview pb-tabs').getByRole('tab').first()).toHaveText('Day walks from the village');
  await page.locator('.interface-interface-skeleton__content').evaluate((canvas) => canvas.scrollTo(0, 0));
  expect(await screenshotElement(page.locator('.interface-interface-skeleton__content'), 'home-page-editor.png', testInfo)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test("the visitor gets the demo's fast page: only the loader before the first paint, no layout shift while the first screen upgrades, every module upgraded once reached for, nothing for axe, no console error, no notice from the plugin", async ({ browser }, testInfo) => {
  expect(pageId, 'the first test published the page').toBeGreaterThan(0);
  const visitor = await browser.newPage({ baseURL: site().url, ...SCREENSHOT_PAGE });
  await visitor.addInitScript(observeLayoutShifts);
  const errors = collectErrors(visitor);
  const logged = pluginLog().length;
  await visitor.goto(`/?page_id=${pageId}`);

  const scripts = await scriptsBeforeFirstPaint(visitor);
  // The loader the plugin enqueued (WordPress names its tag after the handle): the only plugin script before the first paint.
  const loader = await visitor.locator('script#pb-elements-js').evaluate((script: HTMLScriptElement) => new URL(script.src).pathname);
  expect(PLUGIN_LOADERS, 'the plugin enqueues one of its loaders').toContain(loader);
  // The plugin's own scripts only: WordPress's emoji detection (wp-emoji-release.min.js) is the site's, not the plugin's.
  // Soft: the checks below do not depend on it, and a failure here should not hide theirs.
  const pluginScripts = scripts.filter((script) => script.startsWith(PLUGIN_URL));
  expect.soft(pluginScripts, "the plugin's scripts requested before the first paint").toEqual([loader]);

  await waitForPageAtRest(visitor);
  // Layout-shift entries arrive after the frame that shifted: let a few frames pass before reading them.
  await visitor.waitForTimeout(1000);
  const shifts = (await visitor.evaluate(() => window.__layoutShifts)).filter((shift) => !shift.hadRecentInput);
  expect(shifts, `layout shifts: ${JSON.stringify(shifts)}`).toEqual([]);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);

  // The consent banner first: once the visitor has chosen it no longer covers the page's end.
  const banner = visitor.getByRole('region', { name: 'Your cookie choices' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  for (const tag of new Set(moduleTags)) {
    const elements = visitor.locator(tag === 'pb-consent-banner' ? tag : `main ${tag}`);
    await expect(elements, `${tag} on the page`).toHaveCount(moduleTags.filter((candidate) => candidate === tag).length);
    for (const element of await elements.all()) {
      if (tag !== 'pb-consent-banner') await reachFor(element);
      await expect(element, `${tag} upgraded`).toHaveAttribute('data-enhanced', '');
    }
  }
  await expect(visitor.locator('main pb-tabs').getByRole('tab').first()).toHaveText('Day walks from the village');
  expect(describeViolations((await runAxe(visitor)).violations)).toEqual([]);
  expect(errors).toEqual([]);
  expect(pluginLog().slice(logged)).toEqual([]);

  await visitor.evaluate(() => window.scrollTo(0, 0));
  expect(await screenshotElement(visitor.locator('main'), 'home-page-front.png', testInfo)).toBe(true);
  await visitor.close();
});
