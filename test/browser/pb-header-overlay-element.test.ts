/**
 * The slide-in and fullscreen menus inside `<pb-header variant="slide-in|fullscreen">` itself
 * (SPEC.md §4 "Slide-in and fullscreen menus", "Builder helpers: Scroll lock"; APG dialog pattern).
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-header';
import { HEADER_CRITICAL_CSS } from '../../react-core/header/critical-css';
import { closeOpenMenu } from '../../react-core/runtime/open-menu';
import { animationsSettled, cleanupFixtures, fixture, frames, nextFrame, upgraded, waitFor } from './helpers';
import { LOGO, OVERLAY_NAV, SEARCH_FORM, deepActiveElement, part } from './pb-header-overlay-hosts';

async function mount(variant: 'slide-in' | 'fullscreen'): Promise<HTMLElement> {
  const banner = fixture(`<header><pb-header variant="${variant}">${LOGO}${SEARCH_FORM}${OVERLAY_NAV}</pb-header></header>`);
  const header = banner.querySelector('pb-header')!;
  await upgraded(header);
  return header;
}

async function open(header: HTMLElement): Promise<void> {
  part(header, 'overlay-toggle').click();
  await waitFor(() => deepActiveElement() === part(header, 'overlay-close'), 'focus on the close button');
}

describe('pb-header slide-in and fullscreen menus', () => {
  let spacer: HTMLElement;
  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
  });
  afterEach(() => {
    closeOpenMenu();
    cleanupFixtures();
    spacer.remove();
  });

  for (const variant of ['slide-in', 'fullscreen'] as const) {
    it(`${variant}: opens as a modal dialog, traps focus, Escape closes and returns focus, scroll lock restored`, async () => {
      const header = await mount(variant);
      const root = document.documentElement;
      await open(header);
      expect(header.hasAttribute('data-overlay-open')).to.equal(true);
      expect(part(header, 'overlay').getAttribute('aria-label')).to.equal('Main menu');
      expect(getComputedStyle(root).overflowY).to.equal('hidden');
      const links = [...header.querySelectorAll<HTMLElement>('[slot=overlay-menu] a')].filter((link) => link.getClientRects().length > 0);
      links.at(-1)!.focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement() === part(header, 'overlay-close'), 'Tab from the last goes to the first').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await nextFrame();
      expect(header.hasAttribute('data-overlay-open')).to.equal(false);
      expect(deepActiveElement() === part(header, 'overlay-toggle')).to.equal(true);
      expect(root.style.overflowY).to.equal('');
    });

    it(`${variant}: axe-core finds nothing with the menu open`, async () => {
      const header = await mount(variant);
      await open(header);
      await animationsSettled();
      const results = await axe.run(document.body);
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  }

  for (const variant of ['slide-in', 'fullscreen'] as const) {
    it(`${variant}: on paper the menu prints as the author's list in the header, without its buttons or the search form`, async () => {
      // As on a page: the loader's critical CSS is there before and after the upgrade.
      const critical = Object.assign(document.createElement('style'), { textContent: HEADER_CRITICAL_CSS });
      document.head.append(critical);
      const header = await mount(variant);
      const visible = (element: Element): boolean => element.checkVisibility();
      const links = [...header.querySelectorAll('[slot=overlay-menu] a')];
      try {
        expect(links.some(visible), 'on screen the menu waits behind its button').to.equal(false);
        await emulateMedia({ media: 'print' });
        await frames(2);
        expect(links.every(visible), 'every link of the menu prints').to.equal(true);
        expect(visible(part(header, 'overlay-toggle')), 'no menu button').to.equal(false);
        expect(visible(part(header, 'search-toggle')), 'no search button').to.equal(false);
        expect(visible(header.querySelector('[slot=search]')!), 'no search form').to.equal(false);
        const bar = header.getBoundingClientRect();
        for (const link of links) expect(link.getBoundingClientRect().top, 'in the header').to.be.within(bar.top, bar.bottom);
      } finally {
        await emulateMedia({ media: 'screen' });
        critical.remove();
      }
    });
  }

  it('one open menu: the search closes the overlay, the overlay closes the search', async () => {
    const header = await mount('slide-in');
    await open(header);
    // The search's interaction may still be on its way (fetched with the first touch): the press applies once it arrived.
    part(header, 'search-toggle').click();
    await waitFor(() => header.hasAttribute('data-search-open'), 'the search to open');
    expect(header.hasAttribute('data-overlay-open')).to.equal(false);
    part(header, 'overlay-toggle').click();
    await waitFor(() => header.hasAttribute('data-overlay-open'), 'the overlay to open');
    expect(header.hasAttribute('data-search-open')).to.equal(false);
  });

  it('a click on the slide-in backdrop closes it', async () => {
    const header = await mount('slide-in');
    await open(header);
    part(header, 'overlay-backdrop').click();
    await nextFrame();
    expect(header.hasAttribute('data-overlay-open')).to.equal(false);
  });
});
