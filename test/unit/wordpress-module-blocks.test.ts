/**
 * The WordPress plugin's module blocks (issue 37): `npm run build` writes a block.json per element
 * of the manifest (but the builder's preview frame) with the inserter's title, category, icon and
 * keywords and every attribute typed from the manifest with its default; the plugin's PHP parses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const PLUGIN = 'dist/wordpress/pb-elements';
type ManifestAttribute = { name: string; type?: { text?: string }; default?: string };
type Declaration = { tagName?: string; attributes?: ManifestAttribute[] };
type BlockJson = {
  name: string;
  title: string;
  category: string;
  icon: string;
  description: string;
  keywords: string[];
  editorScript: string;
  supports: Record<string, boolean>;
  attributes: Record<string, { type: string; default?: unknown }>;
};

const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName?.startsWith('pb-'));
const blockJson = (tag: string): BlockJson => JSON.parse(readFileSync(`${PLUGIN}/generated/blocks/${tag.slice(3)}/block.json`, 'utf8'));

/** The block attribute a manifest attribute becomes: its type and its default as that type. */
function expectedAttribute({ type, default: fallback }: ManifestAttribute): { type: string; default?: unknown } {
  const kind = type?.text === 'boolean' ? 'boolean' : type?.text === 'number' ? 'number' : 'string';
  if (fallback === undefined) return { type: kind };
  return { type: kind, default: kind === 'boolean' ? fallback === 'true' : kind === 'number' ? Number(fallback) : fallback };
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));

describe('WordPress module blocks', () => {
  test('every element of the manifest but pb-preview-frame has a block.json with title, category, icon and keywords', () => {
    const tags = elements.map(({ tagName }) => tagName!).filter((tag) => tag !== 'pb-preview-frame');
    expect(tags.length).toBeGreaterThan(30);
    for (const tag of tags) {
      const block = blockJson(tag);
      expect(block.name, tag).toBe(`pb-elements/${tag.slice(3)}`);
      expect(block.title, tag).toMatch(/^[A-Z]/);
      expect(block.category, tag).toBe('pb-elements');
      expect(block.icon, tag).toMatch(/^[a-z0-9-]+$/);
      expect(block.description, tag).not.toBe('');
      expect(block.keywords.length, tag).toBeGreaterThan(0);
      expect(block.editorScript, tag).toBe('pb-elements-module-blocks');
      expect(block.supports.customClassName, tag).toBe(true);
    }
    expect(existsSync(`${PLUGIN}/generated/blocks/preview-frame`)).toBe(false);
  });

  test('every manifest attribute is a block attribute of the right type with the manifest default', () => {
    for (const element of elements.filter(({ tagName }) => tagName !== 'pb-preview-frame')) {
      const block = blockJson(element.tagName!);
      const attributes = (element.attributes ?? []).filter(({ name }) => /^[a-z][a-z0-9-]*$/.test(name));
      expect(Object.keys(block.attributes).sort(), element.tagName).toEqual(attributes.map(({ name }) => name).sort());
      for (const attribute of attributes) expect(block.attributes[attribute.name], `${element.tagName} ${attribute.name}`).toEqual(expectedAttribute(attribute));
    }
    expect(blockJson('pb-image-carousel').attributes.loop).toEqual({ type: 'boolean', default: false });
    expect(blockJson('pb-lightbox').attributes.gallery).toEqual({ type: 'boolean', default: true });
    expect(blockJson('pb-gallery').attributes.layout).toEqual({ type: 'string', default: 'grid' });
    expect(blockJson('pb-tabs').attributes.active).toEqual({ type: 'number', default: 0 });
  });

  test('the inserter finds the carousels by "carousel" and the consent blocks by "consent"', () => {
    expect(blockJson('pb-image-carousel').keywords).toEqual(expect.arrayContaining(['carousel', 'slider', 'slideshow', 'gallery']));
    for (const tag of ['pb-consent-banner', 'pb-consent-manage', 'pb-consent-area']) expect(blockJson(tag).keywords).toEqual(expect.arrayContaining(['consent', 'cookie', 'gdpr', 'privacy']));
    expect(blockJson('pb-accordion').keywords).toEqual(expect.arrayContaining(['faq', 'accordion']));
  });

  test("the plugin's PHP, generated files included, passes php -l", () => {
    const files = walk(PLUGIN).filter((file) => file.endsWith('.php') && !file.includes(`${PLUGIN}/dist/`));
    expect(files).toEqual(expect.arrayContaining([`${PLUGIN}/generated/module-blocks.php`, `${PLUGIN}/includes/blocks.php`]));
    for (const file of files) expect(() => execFileSync('php', ['-l', file], { stdio: 'pipe' }), file).not.toThrow();
  }, 60_000);
});
