/**
 * The menu search inside `<pb-header>` itself (SPEC.md §2 "The search overlay swaps with the menu",
 * §4 "Menu search": 1000 ms guard, opening closes the mobile menu; §9 "Search padding adds 30 px").
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-header';
import '../../elements/pb-menu';
import { closeOpenMenu } from '../../react-core/runtime/open-menu';
import { animationsSettled, cleanupFixtures, fixture, manualClock, nextFrame, upgraded, waitFor } from './helpers';
import { LOGO, SEARCH_FORM, deepActiveElement, part } from './pb-header-overlay-hosts';

const MAIN_MENU = '<nav aria-label="Main"><ul><li><a href="#home">Home</a></li><li><a href="#shop">Shop</a></li></ul></nav>';

async function mount(menu = MAIN_MENU): Promise<HTMLElement> {
  const banner = fixture(`<header><pb-header>${LOGO}${menu}${SEARCH_FORM}</pb-header></header>`);
  const header = banner.querySelector('pb-header')!;
  await upgraded(header);
  return header;
}

describe('pb-header menu search', () => {
  afterEach(() => {
    closeOpenMenu();
    cleanupFixtures();
  });

  it('swap: opening hides the menu (data-search-open) and shows the search; closing shows the menu again', async () => {
    const header = await mount();
    const menu = part(header, 'menu');
    expect(getComputedStyle(menu).visibility).to.equal('visible');
    part(header, 'search-toggle').click();
    const field = header.querySelector('input[type=search]');
    // Its interaction may still be on its way; the panel shows and takes the focus in the render after it opened.
    await waitFor(() => header.hasAttribute('data-search-open') && deepActiveElement() === field, 'the search to open with the focus in its field');
    expect(getComputedStyle(menu).visibility, 'menu hidden while the search is open').to.equal('hidden');
    expect(part(header, 'search').hidden).to.equal(false);
    expect(deepActiveElement() === header.querySelector('input[type=search]')).to.equal(true);
    const clock = manualClock();
    try {
      clock.advance(1100);
      await sendKeys({ press: 'Escape' });
      await nextFrame();
    } finally {
      clock.restore();
    }
    expect(getComputedStyle(menu).visibility).to.equal('visible');
    expect(deepActiveElement() === part(header, 'search-toggle')).to.equal(true);
  });

  it('1000 ms lock: a toggle at 300 ms is ignored, at 1100 ms it closes', async () => {
    const header = await mount();
    const toggle = part(header, 'search-toggle');
    const clock = manualClock();
    try {
      toggle.click();
      clock.advance(300);
      toggle.click();
      await nextFrame();
      expect(header.hasAttribute('data-search-open')).to.equal(true);
      clock.advance(800);
      toggle.click();
      await nextFrame();
      expect(header.hasAttribute('data-search-open')).to.equal(false);
    } finally {
      clock.restore();
    }
  });

  it('search padding: the panel is padded by the logo width + 30 px, and the field clears the logo', async () => {
    const header = await mount();
    part(header, 'search-toggle').click();
    const padding = () => getComputedStyle(part(header, 'search')).paddingInlineStart;
    // Measured in the frame after the search opened (its interaction may still be on its way), then rendered.
    await waitFor(() => padding() === '150px', 'the panel padded by the logo width + 30 px');
    expect(padding()).to.equal('150px');
    const logo = header.querySelector('[slot=logo]')!.getBoundingClientRect();
    const field = header.querySelector('input[type=search]')!.getBoundingClientRect();
    expect(field.left >= logo.right + 30 - 1).to.equal(true);
  });

  it('opening the search closes the open mobile menu of a pb-menu', async () => {
    const header = await mount(`<pb-menu breakpoint="desktop">${MAIN_MENU}</pb-menu>`);
    const menu = header.querySelector('pb-menu')!;
    await upgraded(menu);
    const menuToggle = part(menu, 'toggle');
    menuToggle.click();
    await waitFor(() => menuToggle.getAttribute('aria-expanded') === 'true', 'the mobile menu to open');
    part(header, 'search-toggle').click();
    await waitFor(() => menuToggle.getAttribute('aria-expanded') === 'false', 'the mobile menu to close');
    expect(header.hasAttribute('data-search-open')).to.equal(true);
  });

  it('axe-core finds nothing with the search open', async () => {
    const header = await mount();
    part(header, 'search-toggle').click();
    await waitFor(() => header.hasAttribute('data-search-open'), 'the search to open (its interaction may still be on its way)');
    await animationsSettled();
    const results = await axe.run(document.body);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
