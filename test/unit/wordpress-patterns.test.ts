/**
 * The WordPress plugin's patterns and base styles (issue 37): every pattern file is registered and
 * every registered pattern has its file; a pattern's pictures ship in the plugin (no picture from
 * another site); the base stylesheet never names an element with its full weight, so a theme rule
 * for the element's parts or classes wins.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PATTERN_IMAGES } from '../../scripts/wordpress/build-plugin.mjs';

const PLUGIN = 'demo/wordpress/pb-elements';
const patternFiles = readdirSync(`${PLUGIN}/patterns`).filter((file) => file.endsWith('.html'));

describe('WordPress patterns', () => {
  test('every pattern file is registered, and every registered pattern has its file', () => {
    const source = readFileSync(`${PLUGIN}/includes/patterns.php`, 'utf8');
    const registered = [...source.matchAll(/^\s*'([a-z-]+)'\s*=>\s*array\('title'/gm)].map((match) => match[1]);
    expect(registered.sort()).toEqual(patternFiles.map((file) => file.replace(/\.html$/, '')).sort());
    expect(registered).toHaveLength(6);
  });

  test("a pattern's pictures ship in the plugin; nothing loads from another site", () => {
    for (const file of patternFiles) {
      const content = readFileSync(`${PLUGIN}/patterns/${file}`, 'utf8');
      expect(content, file).not.toMatch(/(src|href|action)="(https?:)?\/\//);
      for (const [, picture] of content.matchAll(/\{\{assets\}\}\/([^"]+)"/g)) {
        expect(PATTERN_IMAGES, `${file}: ${picture}`).toContain(picture);
        expect(existsSync(`demo/pages/assets/img/${picture}`), picture).toBe(true);
      }
    }
  });

  test('the base stylesheet names each element through :where(), so a theme rule naming a class or a part wins', () => {
    const css = readFileSync(`${PLUGIN}/styles/theme-base.css`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/([^{}]+)\{[^}]*\}/g)].map((match) => match[1].trim());
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector, selector).toMatch(/^:where\(pb-[a-z-]+\)/);
  });
});
