/**
 * The shrunk fixed header (SPEC §4 "Header: normal, or fixed when scrolled", §5 "Width shrinking
 * of fixed headers … at width 980 or more") still shows what opens out of its bar: the menu's
 * dropdowns and mega menus (hover, keyboard), a menu collapsed behind its menu bar at desktop
 * widths, the slide-in menu and the menu search (§2 "The search overlay swaps with the menu").
 * Shrinking may only make the bar itself shorter. "Shown" is what a user can point at:
 * `elementFromPoint` at the centre of a link hits that link.
 */
import { expect } from 'chai';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-header';
import '../../elements/pb-menu';
import { closeOpenMenu } from '../../react-core/runtime/open-menu';
import { resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { cleanupFixtures, wait, waitFor } from './helpers';
import { LOGO, PAGE_CSS, addStyle, bar, mountHeader, scrollToY } from './pb-header-helpers';
import { OVERLAY_NAV, SEARCH_FORM, deepActiveElement, part } from './pb-header-overlay-hosts';

const MENU = (attributes = '') => `<pb-menu ${attributes}><nav aria-label="Main"><ul>
  <li><a href="#home">Home</a></li>
  <li class="shop"><a href="#shop">Shop</a>
    <ul><li><a href="#bags">Bags</a></li><li><a href="#belts">Belts</a></li><li><a href="#caps">Caps</a></li></ul>
  </li>
  <li class="mega-menu guides"><a href="#guides">Guides</a>
    <ul>
      <li><a href="#c1">Column 1</a><ul><li><a href="#c1a">Walking</a></li></ul></li>
      <li><a href="#c2">Column 2</a><ul><li><a href="#c2a">Running</a></li></ul></li>
    </ul>
  </li>
</ul></nav></pb-menu>`;

/** The links that `elementFromPoint` at their centre does not hit (hidden, clipped or covered). */
function unreachable(links: Iterable<Element>): string[] {
  return [...links]
    .filter((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !hit || !link.contains(hit);
    })
    .map((link) => `${link.textContent} (${Math.round(link.getBoundingClientRect().top)} px)`);
}

/** Mounts a fixed, shrinking header at 1280 px and scrolls until it is shrunk. */
async function shrunkHeader(inner: string, attributes = ''): Promise<HTMLElement> {
  const { header } = await mountHeader(`fixed shrink ${attributes}`, inner);
  await scrollToY(300);
  await waitFor(() => header.hasAttribute('data-shrunk'), 'shrunk');
  await waitFor(() => bar(header).getBoundingClientRect().top === 0, 'the shrunk bar at the top');
  return header;
}

function item(header: Element, name: string): HTMLLIElement {
  return header.querySelector<HTMLLIElement>(`li.${name}`)!;
}

function submenuLinks(li: Element): HTMLAnchorElement[] {
  return [...li.querySelectorAll<HTMLAnchorElement>(':scope > ul a')];
}

async function hover(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

describe('pb-header: the shrunk fixed bar shows what opens out of it (SPEC §4, §5)', () => {
  let style: HTMLStyleElement;
  before(async () => {
    style = addStyle(PAGE_CSS);
    await setViewport({ width: 1280, height: 700 });
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });
  beforeEach(() => {
    resetPageOffsets();
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    closeOpenMenu();
    cleanupFixtures();
    window.scrollTo(0, 0);
    await wait(20);
  });

  it('a dropdown opened by hover shows every link below the shrunk bar', async () => {
    const header = await shrunkHeader(`${LOGO}${MENU()}`);
    const shop = item(header, 'shop');
    await hover(shop.querySelector('a')!);
    await waitFor(() => shop.hasAttribute('data-pb-open'), 'the dropdown open');
    const links = submenuLinks(shop);
    expect(links.at(-1)!.getBoundingClientRect().top, 'the dropdown reaches below the bar').to.be.greaterThan(bar(header).getBoundingClientRect().bottom);
    expect(unreachable(links)).to.deep.equal([]);
  });

  it('a dropdown opened with the keyboard (Down on its parent) shows its links, the focused one too', async () => {
    const header = await shrunkHeader(`${LOGO}${MENU()}`);
    const shop = item(header, 'shop');
    shop.querySelector('a')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => shop.hasAttribute('data-pb-open'), 'the dropdown open');
    await waitFor(() => document.activeElement === submenuLinks(shop)[0], 'focus on the first link');
    expect(unreachable(submenuLinks(shop))).to.deep.equal([]);
  });

  it('a mega menu opened by hover shows its columns', async () => {
    const header = await shrunkHeader(`${LOGO}${MENU()}`);
    const guides = item(header, 'guides');
    await hover(guides.querySelector('a')!);
    await waitFor(() => guides.hasAttribute('data-pb-open'), 'the mega menu open');
    expect(unreachable(guides.querySelectorAll(':scope > ul a'))).to.deep.equal([]);
  });

  it('a menu collapsed behind its menu bar at desktop widths (breakpoint="desktop") shows its open panel', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const header = await shrunkHeader(`${LOGO}${MENU('breakpoint="desktop"')}`);
    const menu = header.querySelector('pb-menu')!;
    await waitFor(() => menu.hasAttribute('data-mobile'), 'the mobile menu');
    part(menu, 'toggle').click();
    await waitFor(() => part(menu, 'toggle').getAttribute('aria-expanded') === 'true', 'the mobile menu open');
    await wait(50);
    expect(unreachable(header.querySelectorAll('pb-menu > nav > ul > li > a'))).to.deep.equal([]);
  });

  it('the slide-in menu opened from the shrunk bar shows its links and close button', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const header = await shrunkHeader(`${LOGO}${MENU()}${OVERLAY_NAV}`, 'variant="slide-in"');
    part(header, 'overlay-toggle').click();
    await waitFor(() => deepActiveElement() === part(header, 'overlay-close'), 'focus on the close button');
    const close = part(header, 'overlay-close').getBoundingClientRect();
    expect(document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2), 'the close button').to.equal(header);
    expect(unreachable(header.querySelectorAll('[slot=overlay-menu] > ul > li > a'))).to.deep.equal([]);
  });

  it('the menu search opened in the shrunk bar covers exactly the shrunk bar, its field reachable', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const header = await shrunkHeader(`${LOGO}${MENU()}${SEARCH_FORM}`);
    part(header, 'search-toggle').click();
    const field = header.querySelector('input')!;
    await waitFor(() => document.activeElement === field, 'focus in the field');
    const panel = part(header, 'search').getBoundingClientRect();
    const barBox = bar(header).getBoundingClientRect();
    expect([panel.top, panel.bottom], 'the panel over the shrunk bar').to.deep.equal([barBox.top, barBox.bottom]);
    expect(unreachable([field])).to.deep.equal([]);
  });
});
