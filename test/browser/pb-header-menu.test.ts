/**
 * pb-header with a real <pb-menu> inside: the split logo flattens the menu at desktop widths (the
 * logo between the two halves), and the upgrade of both elements shifts nothing (CLS 0).
 * The elements are imported only after the first measurement, so they start undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { HEADER_CRITICAL_CSS } from '../../react-core/header/critical-css';
import { MENU_CRITICAL_CSS } from '../../react-core/menu/critical-css';
import { cleanupFixtures, fixture, upgraded, wait } from './helpers';
import { boxesOf } from './layout-helpers';
import { LOGO, PAGE_CSS, addStyle } from './pb-header-helpers';

const ITEMS = ['Home', 'About', 'Work', 'Blog', 'Contact'].map((label, index) => `<li><a href="#m${index}">${label}</a></li>`).join('');
const MARKUP = (attributes: string): string =>
  `<div class="page"><header><pb-header ${attributes}>${LOGO}<pb-menu><nav aria-label="Main"><ul>${ITEMS}</ul></nav></pb-menu></pb-header></header><div class="after">Content</div></div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-header, [slot=logo], li, .after', { label: 'localName' });
}

describe('pb-header with pb-menu', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = addStyle(HEADER_CRITICAL_CSS + MENU_CRITICAL_CSS + PAGE_CSS + '.after{height:300px}');
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(cleanupFixtures);

  it('the default and split headers keep their boxes when pb-header and pb-menu upgrade (1280 px)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const pages = [fixture(MARKUP('fixed')), fixture(MARKUP('variant="split"'))];
    expect(customElements.get('pb-header') === undefined && customElements.get('pb-menu') === undefined).to.equal(true);
    const before = pages.map(boxes);
    await import('../../elements/pb-header');
    await import('../../elements/pb-menu');
    for (const page of pages) {
      await upgraded(page.querySelector('pb-header')!);
      await upgraded(page.querySelector('pb-menu')!);
    }
    await wait(100);
    expect(pages.map(boxes)).to.deep.equal(before);
  });

  it('split: the logo sits between the halves of the pb-menu items at 1280 px (3 before, 2 after)', async () => {
    await setViewport({ width: 1280, height: 800 });
    await import('../../elements/pb-header');
    await import('../../elements/pb-menu');
    const page = fixture(MARKUP('variant="split"'));
    await upgraded(page.querySelector('pb-header')!);
    await upgraded(page.querySelector('pb-menu')!);
    const logo = page.querySelector('[slot=logo]')!.getBoundingClientRect();
    const before = [...page.querySelectorAll('li')].map((li) => li.getBoundingClientRect().right <= logo.left);
    const afterLogo = [...page.querySelectorAll('li')].map((li) => li.getBoundingClientRect().left >= logo.right);
    expect(before).to.deep.equal([true, true, true, false, false]);
    expect(afterLogo).to.deep.equal([false, false, false, true, true]);
  });
});
