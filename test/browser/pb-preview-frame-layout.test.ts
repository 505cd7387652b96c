/**
 * `<pb-preview-frame>` upgrades without moving anything (ELEMENTS.md "upgrading must not shift the
 * layout"): with the loader's critical CSS, the element's box and what follows it are where they
 * are after the upgrade, with the page's height or the default 100vh (SPEC §9 "default height 100").
 * This file imports the element only after measuring, so it starts undefined.
 */
import { expect } from 'chai';
import { CRITICAL_CSS } from '../../elements/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { boxesOf, useCriticalCss } from './layout-helpers';

const boxes = (root: ParentNode): string[] => boxesOf(root, 'pb-preview-frame, .after');

describe('<pb-preview-frame> upgrade layout (CLS 0)', () => {
  useCriticalCss(CRITICAL_CSS);
  afterEach(cleanupFixtures);

  it('keeps its box, with the page height and with the default 100vh, before and after the upgrade', async () => {
    const root = fixture(`<div>
      <pb-preview-frame src="/test/browser/fixtures/map-tile.svg" style="--pb-preview-frame-height:420px"><p><a href="/">The page</a></p></pb-preview-frame>
      <pb-preview-frame src="/test/browser/fixtures/map-tile.svg"><p><a href="/">The page</a></p></pb-preview-frame>
      <p class="after">After.</p></div>`);
    const before = boxes(root);
    expect(root.querySelector('pb-preview-frame')!.getBoundingClientRect().height).to.equal(420);
    expect(root.querySelectorAll('pb-preview-frame')[1]!.getBoundingClientRect().height).to.equal(innerHeight);
    await import('../../elements/pb-preview-frame');
    for (const element of root.querySelectorAll('pb-preview-frame')) await upgraded(element);
    expect(boxes(root)).to.deep.equal(before);
  });
});
