/**
 * <pb-menu> progressive enhancement: without its code the menu is the author's plain links, and
 * with the loader's critical CSS the layout before the upgrade is the layout after it (CLS 0) at
 * 1280 px and at 375 px (where the list is collapsed behind the menu bar), also with the bar's
 * height set on an ancestor.
 * This file imports pb-menu only after measuring, so the element starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { MENU_CRITICAL_CSS } from '../../react-core/menu/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .menu-layout { padding: 8px; }
  .menu-layout .after { margin: 0; }
`;

const MENUS = `
  <section class="menu-layout">
    <pb-menu id="layout-main" label="Main">
      <nav><ul>
        <li><a href="/">Home</a></li>
        <li><a href="/shop">Shop</a><ul><li><a href="/shop/bags">Bags</a></li><li><a href="/shop/shoes">Shoes</a><ul><li><a href="/shop/boots">Boots</a></li></ul></li></ul></li>
        <li class="mega-menu"><a href="/guides">Guides</a><ul><li><a href="/g/1">Column 1</a><ul><li><a href="/g/1/a">Walking</a></li></ul></li><li><a href="/g/2">Column 2</a></li></ul></li>
        <li><a href="/about">About us</a></li>
      </ul></nav>
    </pb-menu>
    <pb-menu id="layout-side" label="Side" orientation="vertical" breakpoint="phone" style="width: 220px">
      <ul>
        <li><a href="/a">Alpha</a></li>
        <li><a href="/b">Beta</a><ul><li><a href="/b/1">Beta one</a></li></ul></li>
        <li><a href="/c">Gamma</a></li>
      </ul>
    </pb-menu>
    <div style="--pb-menu-bar-height: 40px">
      <pb-menu id="layout-inherited" label="Footer" breakpoint="desktop">
        <ul><li><a href="/x">Xi</a></li><li><a href="/y">Ypsilon</a></li></ul>
      </pb-menu>
    </div>
    <p class="after">Content after the menus.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-menu, pb-menu li, pb-menu a, .after');
}

describe('pb-menu upgrade layout', () => {
  useCriticalCss(MENU_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('without its code the menu is the author\'s untouched links (no JavaScript fallback)', () => {
    const section = fixture(MENUS);
    const markup = section.innerHTML;
    expect(customElements.get('pb-menu') === undefined, 'pb-menu starts undefined').to.equal(true);
    expect(section.querySelectorAll('button, [data-pb-generated], [aria-expanded], [data-pb-open]').length).to.equal(0);
    expect([...section.querySelectorAll('a')].every((link) => link.getAttribute('href')?.startsWith('/'))).to.equal(true);
    expect(section.innerHTML).to.equal(markup);
  });

  it('occupies the same boxes before and after the upgrade at 1280 px and 375 px (CLS 0)', async () => {
    const widths = [1280, 375];
    const section = fixture(MENUS);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    const [main, side, inherited] = [...section.querySelectorAll('pb-menu')];
    expect(before[0]!.filter((box) => box.startsWith('LI:') && !box.endsWith(',0.0,0.0')), 'top-level items shown').to.have.length(7);
    await setViewport({ width: 375, height: 800 });
    expect(main!.getBoundingClientRect().height, 'the menu bar is reserved on a phone').to.equal(48);
    expect(side!.getBoundingClientRect().height).to.equal(48);
    expect(inherited!.getBoundingClientRect().height, 'a bar height set on an ancestor').to.equal(40);
    await import('../../elements/pb-menu');
    await upgraded(main!);
    await upgraded(side!);
    await upgraded(inherited!);
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(boxes(section), `${width} px`).to.deep.equal(before[index]);
    }
  });
});
