/**
 * The API reference on the demo site (issue 13): pages the build generates from
 * dist/custom-elements.json (scripts/manifest/api-pages.mjs), served at /dist/api/. The index
 * lists every element; each element's page shows the manifest's attributes, events, slots, CSS
 * parts and custom properties, manifest text as text, and a live example that works; axe-core
 * finds nothing on any reference page. That every demo page's main nav links to the reference is
 * checked on each page's visit in no-javascript.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, PB_TAGS, PLACEHOLDER_TAGS, REPO_ROOT, upgradeAll } from './helpers';

interface Item {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}

interface ElementDoc {
  tagName: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
}

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist/custom-elements.json'), 'utf8')) as {
  modules: Array<{ declarations?: ElementDoc[] }>;
};
const ELEMENTS = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName);
const TABS = ELEMENTS.find(({ tagName }) => tagName === 'pb-tabs')!;
const API_INDEX = '/dist/api/';
const pageOf = (tagName: string) => `${API_INDEX}${tagName}.html`;

/** Manifest text as the page shows it: code spans without their backticks, whitespace collapsed. */
const shown = (text = '') => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** The text of every body row of the table named `name`, cell by cell, whitespace collapsed. */
function rowsOf(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

test.describe('API reference', () => {
  test('the index lists every element of the manifest, each linking to a page that loads', async ({ page }) => {
    expect(ELEMENTS.map(({ tagName }) => tagName).sort()).toEqual([...PB_TAGS.split(','), ...PLACEHOLDER_TAGS].sort());
    await page.goto(API_INDEX);
    await expect(page).toHaveTitle('API reference | pb-elements demo');
    const links = page.getByRole('main').getByRole('link', { name: /^<pb-[a-z-]+>$/ });
    await expect(links).toHaveCount(ELEMENTS.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.sort()).toEqual(ELEMENTS.map(({ tagName }) => pageOf(tagName)).sort());
    for (const { tagName, summary } of ELEMENTS) {
      await expect(page.getByRole('listitem').filter({ hasText: `<${tagName}>:` })).toContainText(shown(summary));
      const response = await page.request.get(pageOf(tagName));
      expect(response.status(), pageOf(tagName)).toBe(200);
    }
  });

  test('the API reference pages mark their nav link as the current page', async ({ page }) => {
    await page.goto(pageOf('pb-tabs'));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API reference' })).toHaveAttribute('aria-current', 'page');
  });

  test.describe('the pb-tabs page', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(pageOf('pb-tabs'));
    });

    test('is titled by its tag and shows the summary and description', async ({ page }) => {
      await expect(page).toHaveTitle('<pb-tabs> API reference | pb-elements demo');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('<pb-tabs> API reference');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main')).toContainText(shown(TABS.summary));
      await expect(page.getByRole('main')).toContainText(shown(TABS.description));
    });

    test('shows manifest text containing "<" as text, never as markup', async ({ page }) => {
      expect(TABS.description).toContain('#<id>|<index>');
      await expect(page.getByRole('main').getByText('#<id>|<index>', { exact: true })).toBeVisible();
      await expect(page.locator('main id, main index, main name')).toHaveCount(0);
      // The settings attribute's description names a <script type="application/json"> child.
      await expect(page.getByRole('table', { name: 'Attributes' })).toContainText('<script type="application/json" data-attribute="settings">');
      await expect(page.locator('main script')).toHaveCount(0);
    });

    test('lists every attribute of the manifest with its type, default and description', async ({ page }) => {
      const expected = TABS.attributes!.map((attribute) => [attribute.name, attribute.type!.text, attribute.default ?? 'None', shown(attribute.description)]);
      expect(await rowsOf(page, 'Attributes')).toEqual(expected);
      expect(expected).toContainEqual(['active', 'number', '0', expect.any(String)]);
      await expect(page.getByRole('columnheader')).toHaveText(
        ['Name', 'Type', 'Default', 'Description', 'Name', 'Detail type', 'Description', 'Name', 'Description', 'Name', 'Description', 'Name', 'Default', 'Description'],
      );
    });

    test('lists the pb-tab-change event with its detail type, the slots, CSS parts and custom properties', async ({ page }) => {
      expect(await rowsOf(page, 'Events')).toEqual([
        ['pb-tab-change', '{index: number, previousIndex: number, name: string}', shown(TABS.events![0].description)],
      ]);
      expect(await rowsOf(page, 'Slots')).toEqual(TABS.slots!.map(({ name, description }) => [name || 'Default slot', shown(description)]));
      expect(await rowsOf(page, 'CSS parts')).toEqual(TABS.cssParts!.map(({ name, description }) => [name, shown(description)]));
      expect(await rowsOf(page, 'CSS custom properties')).toEqual(
        TABS.cssProperties!.map(({ name, default: fallback, description }) => [name, fallback ?? 'None', shown(description)]),
      );
    });

    test('its live example upgrades and selects a tab on click, without a console error', async ({ page }) => {
      const errors = collectErrors(page);
      const example = page.locator('.api-example pb-tabs');
      await example.locator('h3', { hasText: 'Reviews' }).click();
      await expect(example).toHaveAttribute('data-enhanced', '');
      await expect(example.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
      await expect(example.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
      await expect(example.getByRole('tabpanel')).toHaveText('Five stars.');
      expect(errors).toEqual([]);
    });
  });

  test.describe('axe-core finds nothing, and each live example upgrades without a console error', () => {
    // Under the server's CSP: axe is evaluated through the DevTools protocol (helpers.ts runAxe).
    for (const pagePath of [API_INDEX, ...ELEMENTS.map(({ tagName }) => pageOf(tagName))]) {
      test(pagePath, async ({ page }) => {
        const errors = collectErrors(page);
        await page.goto(pagePath);
        await upgradeAll(page);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
});
