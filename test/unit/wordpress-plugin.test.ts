/**
 * The WordPress plugin (issue 21): every PHP and CSS snippet of the WordPress page (docs/wordpress.md) is
 * code the WordPress end-to-end tests run (copied from demo/wordpress/), and the generated allowed-HTML
 * list and message set cover every element and message.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { WORDPRESS_DOCUMENTATION } from '../documentation';
import { pot, readBlockCatalogue, readElements, readMessages, sourceStrings, unzip, zip } from '../../scripts/wordpress/build-plugin.mjs';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));

describe('WordPress plugin', () => {
  test("every PHP snippet of the WordPress page is in the tested theme or plugin", () => {
    const snippets = [...WORDPRESS_DOCUMENTATION.matchAll(/```php\n([\s\S]*?)```/g)].map((match) => match[1].trimEnd());
    expect(snippets.length).toBeGreaterThanOrEqual(3);
    const sources = walk('demo/wordpress').filter((file) => file.endsWith('.php')).map((file) => readFileSync(file, 'utf8'));
    for (const snippet of snippets) expect(sources.some((source) => source.includes(snippet)), snippet).toBe(true);
  });

  test("every CSS snippet of the WordPress page is in the tested theme's style.css", () => {
    const snippets = [...WORDPRESS_DOCUMENTATION.matchAll(/```css\n([\s\S]*?)```/g)].map((match) => match[1].trimEnd());
    expect(snippets.length).toBeGreaterThanOrEqual(1);
    const style = readFileSync('demo/wordpress/pb-theme/style.css', 'utf8');
    for (const snippet of snippets) expect(style, snippet).toContain(snippet);
  });

  test('the generated message set is the whole of messages.ts', async () => {
    expect(await readMessages()).toEqual(DEFAULT_MESSAGES);
  });

  test('the allowed-HTML list has every pb-* element of the manifest with its attributes', () => {
    const elements = readElements();
    expect(Object.keys(elements)).toEqual(expect.arrayContaining(['pb-tabs', 'pb-newsletter', 'pb-split-test', 'pb-header', 'pb-menu']));
    expect(elements['pb-split-test']).toEqual(['test-id']);
    expect(elements['pb-newsletter']).toEqual(expect.arrayContaining(['list-id', 'provider', 'account', 'success-message']));
  });

  test("the element block's sidebar knows each attribute's kind: a toggle, a list of choices or a text field", () => {
    const catalogue = readBlockCatalogue();
    expect(Object.keys(catalogue)).toEqual(Object.keys(readElements()));
    expect(catalogue['pb-menu']).toEqual({ breakpoint: 'text', label: 'text', orientation: ['horizontal', 'vertical'], settings: 'text' });
    expect(catalogue['pb-map']).toMatchObject({ 'mouse-wheel': 'boolean', zoom: 'text', category: ['functional', 'preferences', 'statistics', 'marketing'] });
  });

  test("the banner's Preferences button and the Preferences category are separate strings for translators", async () => {
    const strings = sourceStrings('demo/wordpress/pb-elements/includes/consent.php');
    const button = strings.find(({ text, context }) => text === 'Preferences' && context);
    expect(button?.context).toMatch(/button/);
    const template = pot(await readMessages(), strings);
    const entries = template.split('\n\n').filter((entry) => entry.includes('msgid "Preferences"'));
    expect(entries).toHaveLength(2);
    expect(entries.filter((entry) => entry.includes('msgctxt'))).toEqual([expect.stringContaining(`msgctxt "${button?.context}"`)]);
    expect(entries.find((entry) => !entry.includes('msgctxt'))).toContain('messages.consentPreferences');
  });

  test('the zip writer round-trips names and contents', () => {
    const files: Array<[string, Buffer]> = [['a/b.txt', Buffer.from('hello '.repeat(50))], ['a/é.php', Buffer.from('<?php // ü')]];
    const entries = unzip(zip(files));
    expect([...entries.keys()]).toEqual(['a/b.txt', 'a/é.php']);
    for (const [name, data] of files) expect(entries.get(name)?.equals(data)).toBe(true);
  });

  test('npm run build wrote an installable plugin: the PHP, the generated files, both loaders, no source maps', () => {
    const entries = unzip(readFileSync('dist/pb-elements-wordpress.zip'));
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'pb-elements/pb-elements.php',
        'pb-elements/generated/kses-elements.php',
        'pb-elements/generated/block-elements.php',
        'pb-elements/generated/messages.php',
        'pb-elements/languages/pb-elements.pot',
        'pb-elements/blocks/element.js',
        'pb-elements/dist/pb-elements.js',
        'pb-elements/dist/lite/pb-elements.js',
      ]),
    );
    expect(names.every((name) => name.startsWith('pb-elements/'))).toBe(true);
    expect(names.filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(entries.get('pb-elements/dist/pb-elements.js')?.equals(readFileSync('dist/pb-elements.js'))).toBe(true);
    expect(entries.get('pb-elements/pb-elements.php')?.toString()).toContain('Plugin Name:       pb-elements');
  });
});
