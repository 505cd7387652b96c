/**
 * The styles of <pb-image-carousel>: Swiper's own rules, without CSS nesting (the supported
 * browsers include Chrome 90 and Safari 15.4), checked against the installed Swiper; and the
 * critical CSS the loader injects before the upgrade (small, and only while not upgraded).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMAGE_CAROUSEL_CRITICAL_CSS } from '../../react-core/image-carousel/critical-css';
import { imageCarouselStyles, SWIPER_STYLES } from '../../react-core/image-carousel/image-carousel-styles';

const require = createRequire(import.meta.url);
const swiperRoot = path.dirname(require.resolve('swiper/package.json'));
const read = (file: string): string => readFileSync(path.join(swiperRoot, file), 'utf8');

/** Swiper element CSS as Swiper itself rewrites it for slide slots, with classic slide classes. */
function classic(css: string): string {
  return css.replace(/::slotted\(([^)]*)\)/g, '$1').replace(/(^|[\s,>+~}])swiper-slide(?![-\w])/g, '$1.swiper-slide');
}

function rules(css: string): string[] {
  return css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
}

/** The top-level rules of a stylesheet whose blocks hold no nested rule. */
function flatTopLevelRules(css: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  let nested = false;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '{') {
      if (depth === 1) nested = true;
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        const rule = css.slice(start, index + 1).trim();
        if (!nested && !rule.startsWith('@')) found.push(rule);
        start = index + 1;
        nested = false;
      }
    }
  }
  return found;
}

describe('image carousel styles', () => {
  it("hold Swiper's own rules for the fade, cube, flip, cards, creative and grid modules", () => {
    for (const module of ['effect-fade', 'effect-cube', 'effect-flip', 'effect-cards', 'effect-creative', 'grid']) {
      const expected = rules(classic(read(`modules/${module}-element.min.css`))).filter((rule) => !rule.includes('swiper-free-mode'));
      expect(expected.length, module).toBeGreaterThan(0);
      for (const rule of expected) expect(SWIPER_STYLES, `${module}: ${rule}`).toContain(rule);
    }
  });

  it("hold Swiper's core rules (all but CSS mode, auto height and the preloader)", () => {
    const core = read('swiper.min.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const flat = flatTopLevelRules(core).filter((rule) => !/css-mode|autoheight|lazy-preloader|^:root|^:host/.test(rule));
    expect(flat.length).toBeGreaterThanOrEqual(10);
    for (const rule of flat) expect(SWIPER_STYLES, rule).toContain(rule);
    // The nested 3D shadow rules, flattened.
    for (const shadow of ['.swiper-3d .swiper-slide-shadow{background:#00000026}', '.swiper-3d .swiper-cube-shadow,.swiper-3d .swiper-slide{transform-style:preserve-3d}']) {
      expect(SWIPER_STYLES).toContain(shadow);
    }
  });

  it('use no CSS nesting: every block outside @media holds declarations only', () => {
    const withoutMedia = imageCarouselStyles.replace(/@media[^{]*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g, '$1');
    expect(withoutMedia).not.toMatch(/\{[^}]*\{/);
  });
});

describe('image carousel critical CSS', () => {
  it('stays small: under 600 bytes gzip on its own (the print rows and the rows of multi-row carousels included)', () => {
    expect(gzipSync(IMAGE_CAROUSEL_CRITICAL_CSS).length).toBeLessThan(600);
  });

  it('lays out only elements that have not upgraded; the other rules only set custom properties', () => {
    const layoutRules = rules(IMAGE_CAROUSEL_CRITICAL_CSS.replace(/@media[^{]*\{/g, ''));
    for (const rule of layoutRules) {
      const body = rule.slice(rule.indexOf('{') + 1, -1);
      const onlyCustomProperties = body.split(';').every((declaration) => declaration.trim().startsWith('--'));
      expect(onlyCustomProperties || rule.includes(':not([data-enhanced],[data-failed])'), rule).toBe(true);
    }
  });

  it('reserves 1–6 slides per view, per screen mode, and one per view for slideshows, cube, flip and fade', () => {
    for (const count of [1, 2, 4, 5, 6]) expect(IMAGE_CAROUSEL_CRITICAL_CSS).toContain(`[slide-to-show="${count}"]{--pb-n:${count}}`);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toContain('pb-image-carousel{--pb-n:3;');
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toMatch(/@media \(max-width:980px\)\{(\[slide-to-show-tablet="\d"\]\{--pb-n:\d\})+/);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toMatch(/@media \(max-width:767px\)\{(\[slide-to-show-phone="\d"\]\{--pb-n:\d\})+/);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toContain('pb-image-carousel:is([type=slideshow],[effect=cube],[effect=flip],[effect=fade]){--pb-n:1;--pb-r:1;--pb-h:auto}');
  });

  it('reserves 2 or 3 rows, per screen mode, with the carousel\'s height; one row (a phone\'s slide-row-phone="1") takes its content\'s', () => {
    const height = 'var(--pb-image-carousel-height,400px)';
    for (const count of [2, 3]) expect(IMAGE_CAROUSEL_CRITICAL_CSS).toContain(`[slide-row="${count}"]{--pb-r:${count};--pb-h:${height}}`);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toMatch(/@media \(max-width:980px\)\{[^@]*\[slide-row-tablet="1"\]\{--pb-r:1;--pb-h:auto\}/);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toMatch(/@media \(max-width:767px\)\{[^@]*\[slide-row-phone="1"\]\{--pb-r:1;--pb-h:auto\}/);
    expect(IMAGE_CAROUSEL_CRITICAL_CSS).toContain('grid-template-rows:repeat(var(--pb-r,1),minmax(0,1fr))');
  });
});
