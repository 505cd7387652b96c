/**
 * The three header demo pages (header-search, header-slide-in, header-fullscreen): their header
 * markup upgrades with the page's own stylesheets, and axe-core finds nothing closed or open.
 */
import { expect } from 'chai';
import '../../elements/pb-header';
import '../../elements/pb-menu';
import { closeOpenMenu } from '../../react-core/runtime/open-menu';
import { animationsSettled, cleanupFixtures, fixture, upgraded, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';
import { deepActiveElement, part } from './pb-header-overlay-hosts';

async function loadPage(name: string): Promise<HTMLElement> {
  const html = await (await fetch(`/demo/pages/${name}`)).text();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = fixture('<div class="demo-page"></div>');
  for (const link of parsed.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')) {
    const copy = document.createElement('link');
    copy.rel = 'stylesheet';
    copy.href = `/demo/pages${new URL(link.href).pathname}`;
    const loaded = new Promise((resolve) => copy.addEventListener('load', resolve, { once: true }));
    container.append(copy);
    await loaded;
  }
  // Trusted markup from the repository's own demo page.
  container.insertAdjacentHTML('beforeend', parsed.body.innerHTML);
  const header = container.querySelector('pb-header')!;
  await upgraded(header);
  // The menu's submenus show until pb-menu has upgraded (this page has no critical CSS).
  for (const menu of container.querySelectorAll('pb-menu')) await upgraded(menu);
  return container;
}

describe('header demo pages', () => {
  afterEach(() => {
    closeOpenMenu();
    cleanupFixtures();
  });

  it('header-search.html: axe-core finds nothing, closed and with the search open', async () => {
    const page = await loadPage('header-search.html');
    const header = page.querySelector('pb-header')!;
    expect(await axeViolations()).to.deep.equal([]);
    part(header, 'search-toggle').click();
    // The first press also fetches what opens the search (nothing reached for it before).
    await waitFor(() => header.hasAttribute('data-search-open'), 'the search to open');
    await animationsSettled();
    expect(await axeViolations()).to.deep.equal([]);
  });

  for (const name of ['header-slide-in.html', 'header-fullscreen.html']) {
    it(`${name}: axe-core finds nothing, closed and with the menu open`, async () => {
      const page = await loadPage(name);
      const header = page.querySelector('pb-header')!;
      expect(await axeViolations()).to.deep.equal([]);
      part(header, 'overlay-toggle').click();
      await waitFor(() => deepActiveElement() === part(header, 'overlay-close'), 'focus in the menu');
      await animationsSettled();
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});
