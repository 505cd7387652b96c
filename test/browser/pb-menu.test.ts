/**
 * <pb-menu> (SPEC.md §1 menus, §4 "Mobile menu", §9 durations, debounces and layout;
 * WAI-ARIA disclosure navigation pattern).
 */
import { expect } from 'chai';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-menu';
import { closeOpenMenu } from '../../react-core/runtime/open-menu';
import { captureConsole, cleanupFixtures, finishAnimations, fixture, holdNextAnimation, nextFrame, upgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';

const PAGE_CSS = 'body{margin:0;font:16px/1.5 sans-serif}';

const MENU = `
  <pb-menu label="Main" breakpoint="none">
    <nav><ul>
      <li><a href="#home">Home</a></li>
      <li class="shop"><a href="#shop">Shop</a>
        <ul>
          <li><a href="#bags">Bags</a></li>
          <li class="shoes"><a href="#shoes">Shoes</a>
            <ul><li><a href="#boots">Boots</a></li><li><a href="#sandals">Sandals</a></li></ul>
          </li>
        </ul>
      </li>
      <li class="mega-menu guides"><a href="#guides">Guides</a>
        <ul>
          <li><a href="#c1">Column 1</a><ul><li><a href="#c1a">Walking</a></li></ul></li>
          <li><a href="#c2">Column 2</a><ul><li><a href="#c2a">Running</a></li></ul></li>
          <li><a href="#c3">Column 3</a><ul><li><a href="#c3a">Climbing</a></li></ul></li>
        </ul>
      </li>
      <li class="mega-menu wide" data-columns="4"><a href="#wide">Wide</a>
        <ul>
          <li><a href="#w1">W1</a></li><li><a href="#w2">W2</a></li><li><a href="#w3">W3</a></li><li><a href="#w4">W4</a></li>
        </ul>
      </li>
    </ul></nav>
  </pb-menu>`;

const MOBILE_MENU = (label: string) => `
  <pb-menu label="${label}">
    <ul>
      <li><a href="#home">Home</a></li>
      <li class="shop"><a href="#shop">Shop</a>
        <ul><li><a href="#bags">Bags</a></li><li><a href="#belts">Belts</a></li><li><a href="#caps">Caps</a></li></ul>
      </li>
      <li><a href="#about">About</a></li>
    </ul>
  </pb-menu>`;

function item(menu: Element, selector: string): HTMLLIElement {
  return menu.querySelector<HTMLLIElement>(`li.${selector}`)!;
}

function toggleOf(li: Element): HTMLButtonElement {
  return li.querySelector<HTMLButtonElement>(':scope > button[data-pb-generated]')!;
}

function submenuOf(li: Element): HTMLElement {
  return li.querySelector<HTMLElement>(':scope > ul')!;
}

function isShown(element: Element): boolean {
  return element.getBoundingClientRect().height > 0 && getComputedStyle(element).display !== 'none';
}

function bar(menu: Element): HTMLButtonElement {
  return menu.shadowRoot!.querySelector<HTMLButtonElement>('[part~=toggle]')!;
}

function panel(menu: Element): HTMLElement {
  return menu.shadowRoot!.querySelector<HTMLElement>('[part~=list]')!;
}

async function hover(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)] });
}

describe('pb-menu', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    style.textContent = PAGE_CSS;
    document.head.append(style);
  });
  after(() => style.remove());
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('dropdowns', () => {
    it('adds a toggle button with an accessible name, aria-expanded and aria-controls to each parent item', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const buttons = [...menu.querySelectorAll<HTMLButtonElement>('button[data-pb-generated]')];
      expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal([
        'Show submenu for Shop',
        'Show submenu for Shoes',
        'Show submenu for Guides',
        'Show submenu for Wide',
      ]);
      for (const button of buttons) {
        expect(button.getAttribute('aria-expanded')).to.equal('false');
        const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
        expect(controlled === button.parentElement!.querySelector(':scope > ul'), 'aria-controls names the submenu').to.equal(true);
      }
      expect(menu.querySelector('nav')!.getAttribute('aria-label')).to.equal('Main');
    });

    it('hover opens a submenu; leaving closes it after the 200 ms hover close delay (SPEC §9)', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      await hover(shop.querySelector('a')!);
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'hover to open');
      expect(isShown(submenuOf(shop))).to.equal(true);
      expect(toggleOf(shop).getAttribute('aria-expanded')).to.equal('true');
      // When the pointer left and when the submenu closed, on the page's clock: a busy machine
      // can only make the delay look longer, so the rule (not sooner than 200 ms) never races it.
      let leftAt = 0;
      let closedAt = 0;
      menu.addEventListener('pointerout', () => (leftAt ||= performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if (!shop.hasAttribute('data-pb-open')) closedAt ||= performance.now();
      });
      observer.observe(shop, { attributes: true, attributeFilter: ['data-pb-open'] });
      await sendMouse({ type: 'move', position: [640, 700] });
      await waitFor(() => closedAt > 0, 'closed after leaving');
      observer.disconnect();
      expect(closedAt - leftAt, 'the hover close delay').to.be.at.least(200 - 5);
      expect(isShown(submenuOf(shop))).to.equal(false);
      expect(toggleOf(shop).getAttribute('aria-expanded')).to.equal('false');
    });

    it('re-entering within 200 ms keeps the submenu open (SPEC §9 hover close delay)', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      await hover(shop.querySelector('a')!);
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'hover to open');
      // Leaving and re-entering in one task, so the re-entry is within 200 ms however busy the machine is.
      const pointer = (type: string, target: Element, relatedTarget: Element | null) =>
        target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType: 'mouse', relatedTarget }));
      const submenuLink = submenuOf(shop).querySelector('a')!;
      pointer('pointerout', shop.querySelector('a')!, document.body);
      pointer('pointerover', submenuLink, shop.querySelector('a'));
      await wait(450);
      expect(shop.hasAttribute('data-pb-open'), 'still open').to.equal(true);
    });

    it('nested levels open beside their parent, and hovering another top item closes the first', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      const shoes = item(menu, 'shoes');
      await hover(shop.querySelector('a')!);
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      await hover(shoes.querySelector('a')!);
      await waitFor(() => shoes.hasAttribute('data-pb-open'), 'shoes open');
      const nested = submenuOf(shoes).getBoundingClientRect();
      expect(nested.left).to.be.closeTo(shoes.getBoundingClientRect().right, 1);
      await hover(item(menu, 'guides').querySelector('a')!);
      await waitFor(() => item(menu, 'guides').hasAttribute('data-pb-open'), 'guides open');
      expect(shop.hasAttribute('data-pb-open')).to.equal(false);
      expect(shoes.hasAttribute('data-pb-open')).to.equal(false);
    });

    it('a click on the toggle of a submenu the pointer opened keeps it open; a second click closes it', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      await hover(toggleOf(shop));
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'hover to open');
      await sendMouse({ type: 'click', position: [Math.round(toggleOf(shop).getBoundingClientRect().left + 4), Math.round(toggleOf(shop).getBoundingClientRect().top + 8)] });
      await nextFrame();
      expect(shop.hasAttribute('data-pb-open')).to.equal(true);
      toggleOf(shop).click();
      await waitFor(() => !shop.hasAttribute('data-pb-open'), 'closed by the second click');
    });

    it('mega menu parent classes are added when it has fewer than 4 columns (SPEC §9), not with 4', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const guides = item(menu, 'guides');
      const wide = item(menu, 'wide');
      expect(guides.classList.contains('mega-menu-parent')).to.equal(true);
      expect(guides.classList.contains('mega-menu-parent-3')).to.equal(true);
      expect(wide.classList.contains('mega-menu-parent')).to.equal(false);
      expect([...wide.classList].some((name) => name.startsWith('mega-menu-parent'))).to.equal(false);
      // The columns sit side by side, their lists open.
      toggleOf(guides).click();
      await waitFor(() => guides.hasAttribute('data-pb-open'), 'guides open');
      const columns = [...submenuOf(guides).children].map((column) => column.getBoundingClientRect());
      expect(columns[1]!.top).to.be.closeTo(columns[0]!.top, 1);
      expect(columns[1]!.left).to.be.greaterThan(columns[0]!.left);
      expect(isShown(submenuOf(guides).querySelector('ul')!)).to.equal(true);
      // Columns get no toggles.
      expect(submenuOf(guides).querySelector('button')).to.equal(null);
      // A full mega menu spans the whole menu.
      toggleOf(wide).click();
      await waitFor(() => wide.hasAttribute('data-pb-open'), 'wide open');
      expect(submenuOf(wide).getBoundingClientRect().width).to.be.closeTo(menu.querySelector('ul')!.getBoundingClientRect().width, 1);
    });

    it('a submenu that would overflow the right edge opens to the left, checked again after a resize (200 ms debounce)', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" style="padding-left:700px"'));
      await upgraded(menu);
      const shop = item(menu, 'shop');
      const shoes = item(menu, 'shoes');
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      toggleOf(shoes).click();
      await waitFor(() => shoes.hasAttribute('data-pb-open'), 'shoes open');
      expect(shoes.hasAttribute('data-pb-flip'), 'fits at 1280 px').to.equal(false);
      await setViewport({ width: 1100, height: 800 });
      await waitFor(() => shoes.hasAttribute('data-pb-flip'), 'flip after the resize');
      const nested = submenuOf(shoes).getBoundingClientRect();
      expect(nested.right).to.be.closeTo(shoes.getBoundingClientRect().left, 1);
      expect(nested.right).to.be.at.most(1100);
      await setViewport({ width: 1280, height: 800 });
      await waitFor(() => !shoes.hasAttribute('data-pb-flip'), 'back to the right');
    });

    it('opening at the right edge flips at once', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" style="padding-left:900px"'));
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      toggleOf(item(menu, 'shoes')).click();
      await waitFor(() => item(menu, 'shoes').hasAttribute('data-pb-open'), 'shoes open');
      expect(item(menu, 'shoes').hasAttribute('data-pb-flip')).to.equal(true);
      expect(submenuOf(item(menu, 'shoes')).getBoundingClientRect().left).to.be.at.least(0);
    });

    it('a top-level dropdown at the right edge aligns to its item\'s right, and the levels inside it open to the left', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" style="padding-left:1150px"'));
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      expect(shop.hasAttribute('data-pb-flip')).to.equal(true);
      expect(submenuOf(shop).getBoundingClientRect().right).to.be.closeTo(shop.getBoundingClientRect().right, 1);
      const shoes = item(menu, 'shoes');
      toggleOf(shoes).click();
      await waitFor(() => shoes.hasAttribute('data-pb-open'), 'shoes open');
      expect(shoes.hasAttribute('data-pb-flip')).to.equal(true);
      expect(submenuOf(shoes).getBoundingClientRect().right).to.be.closeTo(shoes.getBoundingClientRect().left, 1);
    });

    it('fires pb-menu-toggle {open, kind: "submenu", item}', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const events: string[] = [];
      menu.addEventListener('pb-menu-toggle', (event) => events.push(`${event.detail.kind}:${event.detail.open}:${event.detail.item?.className}`));
      const shop = item(menu, 'shop');
      toggleOf(shop).click();
      await waitFor(() => events.length === 1, 'open event');
      toggleOf(shop).click();
      await waitFor(() => events.length === 2, 'close event');
      expect(events).to.deep.equal(['submenu:true:shop', 'submenu:false:shop']);
    });
  });

  describe('keyboard (disclosure navigation)', () => {
    it('Enter and Space on a toggle open and close its submenu; aria-expanded follows', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'Enter opens');
      expect(toggleOf(shop).getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Space' });
      await waitFor(() => !shop.hasAttribute('data-pb-open'), 'Space closes');
      expect(toggleOf(shop).getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Space' });
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'Space opens');
    });

    it('Escape closes the open submenu and returns focus to its toggle', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'open');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === submenuOf(shop).querySelector('a'), 'Tab enters the submenu').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !shop.hasAttribute('data-pb-open'), 'Escape closes');
      expect(document.activeElement === toggleOf(shop), 'focus back on the toggle').to.equal(true);
      expect(toggleOf(shop).getAttribute('aria-expanded')).to.equal('false');
    });

    it('focus leaving the menu (Tab out) closes its open submenus', async () => {
      const container = fixture(`<div>${MOBILE_MENU('Shop menu').replace('<pb-menu', '<pb-menu breakpoint="none"').replace('<li><a href="#about">About</a></li>', '')}<button id="after">After</button></div>`);
      const menu = container.querySelector('pb-menu')!;
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'open');
      for (let index = 0; index < 4; index += 1) await sendKeys({ press: 'Tab' });
      expect(document.activeElement === container.querySelector('#after'), 'focus left the menu').to.equal(true);
      await waitFor(() => !shop.hasAttribute('data-pb-open'), 'closed when the focus left');
    });

    it('arrow keys: Down on a toggle enters the submenu, Down/Up move in it, Right/Left move between top-level items', async () => {
      const menu = fixture(MENU);
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => document.activeElement === submenuOf(shop).querySelector('a'), 'first submenu link focused');
      await sendKeys({ press: 'ArrowDown' });
      expect(document.activeElement === item(menu, 'shoes').querySelector('a')).to.equal(true);
      await sendKeys({ press: 'ArrowUp' });
      expect(document.activeElement === submenuOf(shop).querySelector('a')).to.equal(true);
      menu.querySelector<HTMLElement>('a[href="#home"]')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(document.activeElement === shop.querySelector('a')).to.equal(true);
      await sendKeys({ press: 'ArrowLeft' });
      expect(document.activeElement === menu.querySelector('a[href="#home"]')).to.equal(true);
    });

    it('vertical menus: Up/Down move between items and submenus open aside', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" orientation="vertical" style="width:300px"'));
      await upgraded(menu);
      const links = [...menu.querySelectorAll<HTMLElement>('nav > ul > li > a')];
      expect(links[1]!.getBoundingClientRect().top).to.be.greaterThan(links[0]!.getBoundingClientRect().top);
      expect(links[1]!.getBoundingClientRect().left, 'one column').to.equal(links[0]!.getBoundingClientRect().left);
      links[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(document.activeElement === links[1]).to.equal(true);
      await sendKeys({ press: 'ArrowUp' });
      expect(document.activeElement === links[0]).to.equal(true);
      const shop = item(menu, 'shop');
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'open');
      expect(submenuOf(shop).getBoundingClientRect().left).to.be.closeTo(shop.getBoundingClientRect().right, 1);
    });

    it('vertical menus: a mega menu opens aside, its columns side by side', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" orientation="vertical" style="width:200px"'));
      await upgraded(menu);
      const wide = item(menu, 'wide');
      toggleOf(wide).click();
      await waitFor(() => wide.hasAttribute('data-pb-open'), 'open');
      const panel = submenuOf(wide).getBoundingClientRect();
      expect(panel.left).to.be.closeTo(wide.getBoundingClientRect().right, 1);
      expect(panel.width).to.be.closeTo(4 * 240, 1);
      const columns = [...submenuOf(wide).children].map((column) => column.getBoundingClientRect().top);
      expect(new Set(columns.map((top) => Math.round(top))).size).to.equal(1);
    });
  });

  describe('right to left (logical placement; WAI-ARIA APG keys)', () => {
    afterEach(() => document.documentElement.removeAttribute('dir'));

    /** cos of the caret's rotation: above 0 it points right, below 0 left. */
    function caretPointsLeft(li: Element): boolean {
      const matrix = new DOMMatrixReadOnly(getComputedStyle(toggleOf(li), '::before').transform);
      return matrix.a < 0;
    }

    it('with <html dir="rtl">: the items run from the right, a dropdown hangs from its item\'s right edge, a nested level opens to the left', async () => {
      document.documentElement.dir = 'rtl';
      const menu = fixture(MENU);
      await upgraded(menu);
      const home = menu.querySelector('a[href="#home"]')!.getBoundingClientRect();
      const shop = item(menu, 'shop');
      expect(shop.getBoundingClientRect().right, 'Shop comes after Home, to its left').to.be.at.most(home.left + 1);
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      expect(shop.hasAttribute('data-pb-flip')).to.equal(false);
      expect(submenuOf(shop).getBoundingClientRect().right).to.be.closeTo(shop.getBoundingClientRect().right, 1);
      const shoes = item(menu, 'shoes');
      toggleOf(shoes).click();
      await waitFor(() => shoes.hasAttribute('data-pb-open'), 'shoes open');
      expect(shoes.hasAttribute('data-pb-flip')).to.equal(false);
      expect(submenuOf(shoes).getBoundingClientRect().right, 'beside its parent, to the left').to.be.closeTo(shoes.getBoundingClientRect().left, 1);
      expect(caretPointsLeft(shoes), 'the nested caret points where the level opens').to.equal(true);
    });

    it('a nested level that would pass the left edge opens to the right instead', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" dir="rtl" style="padding-inline-start:900px"'));
      await upgraded(menu);
      const shop = item(menu, 'shop');
      toggleOf(shop).click();
      await waitFor(() => shop.hasAttribute('data-pb-open'), 'shop open');
      const shoes = item(menu, 'shoes');
      toggleOf(shoes).click();
      await waitFor(() => shoes.hasAttribute('data-pb-open'), 'shoes open');
      expect(shoes.hasAttribute('data-pb-flip')).to.equal(true);
      const nested = submenuOf(shoes).getBoundingClientRect();
      expect(nested.left).to.be.closeTo(shoes.getBoundingClientRect().right, 1);
      expect(nested.left).to.be.at.least(0);
    });

    it('keys mirror: Left moves to the next top-level item and Right back; Left enters a nested level', async () => {
      const menu = fixture(MENU.replace('breakpoint="none"', 'breakpoint="none" dir="rtl"'));
      await upgraded(menu);
      const shop = item(menu, 'shop');
      menu.querySelector<HTMLElement>('a[href="#home"]')!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      expect(document.activeElement === shop.querySelector('a'), 'ArrowLeft: the next item').to.equal(true);
      await sendKeys({ press: 'ArrowRight' });
      expect(document.activeElement === menu.querySelector('a[href="#home"]'), 'ArrowRight: the previous item').to.equal(true);
      toggleOf(shop).focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => document.activeElement === submenuOf(shop).querySelector('a'), 'first submenu link focused');
      await sendKeys({ press: 'ArrowDown' });
      const shoes = item(menu, 'shoes');
      expect(document.activeElement === shoes.querySelector('a')).to.equal(true);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => document.activeElement === submenuOf(shoes).querySelector('a'), 'ArrowLeft enters the nested level');
    });
  });

  describe('mobile menu', () => {
    beforeEach(async () => {
      await setViewport({ width: 375, height: 700 });
    });

    it('collapses behind the menu bar at and below 980 px; the bar opens it with a 500 ms slide (SPEC §4, §9)', async () => {
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      expect(menu.hasAttribute('data-mobile')).to.equal(true);
      const button = bar(menu);
      expect(button.textContent).to.equal('Menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(menu.shadowRoot!.getElementById(button.getAttribute('aria-controls')!) === panel(menu)).to.equal(true);
      expect(panel(menu).hidden).to.equal(true);
      expect(isShown(menu.querySelector('ul')!)).to.equal(false);
      button.click();
      await waitFor(() => button.getAttribute('aria-expanded') === 'true', 'expanded');
      // Held at 200 ms of the slide's own clock, however busy the machine.
      const [slide] = await holdNextAnimation(panel(menu), 200);
      expect(Number(slide!.effect!.getTiming().duration), 'a 500 ms slide').to.equal(500);
      const full = menu.querySelector('ul')!.getBoundingClientRect().height;
      const midway = panel(menu).getBoundingClientRect().height;
      expect(midway, 'still sliding at 200 ms').to.be.greaterThan(0).and.lessThan(full);
      finishAnimations(panel(menu));
      await waitFor(() => panel(menu).getAnimations().length === 0, 'the slide to end');
      expect(panel(menu).getBoundingClientRect().height, 'fully open after 500 ms').to.be.closeTo(full, 1);
      expect(panel(menu).hidden).to.equal(false);
      button.click();
      await waitFor(() => button.getAttribute('aria-expanded') === 'false', 'collapsed');
      await waitFor(() => panel(menu).hidden === true, 'the panel to be hidden once it has slid closed');
    });

    it('with prefers-reduced-motion the mobile menu opens at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => bar(menu).getAttribute('aria-expanded') === 'true', 'expanded');
      await nextFrame();
      expect(panel(menu).getBoundingClientRect().height).to.be.closeTo(menu.querySelector('ul')!.getBoundingClientRect().height, 1);
      expect(panel(menu).getAnimations().length).to.equal(0);
    });

    it('opening one menu closes any other open one (two pb-menu instances)', async () => {
      const container = fixture(`<div>${MOBILE_MENU('First')}${MOBILE_MENU('Second')}</div>`);
      const [first, second] = [...container.querySelectorAll('pb-menu')];
      await upgraded(first!);
      await upgraded(second!);
      const events: boolean[] = [];
      first!.addEventListener('pb-menu-toggle', (event) => event.detail.kind === 'mobile' && events.push(event.detail.open));
      bar(first!).click();
      await waitFor(() => bar(first!).getAttribute('aria-expanded') === 'true', 'first open');
      bar(second!).click();
      await waitFor(() => bar(second!).getAttribute('aria-expanded') === 'true', 'second open');
      await waitFor(() => bar(first!).getAttribute('aria-expanded') === 'false', 'first closed');
      await waitFor(() => events.length === 2, 'pb-menu-toggle on the first menu');
      expect(events).to.deep.equal([true, false]);
      expect(bar(second!).getAttribute('aria-expanded')).to.equal('true');
    });

    it('submenus in the mobile menu are collapsed behind toggles and slide open in 700 ms', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'menu open');
      await emulateMedia({ reducedMotion: 'no-preference' });
      const shop = item(menu, 'shop');
      expect(isShown(submenuOf(shop))).to.equal(false);
      expect(toggleOf(shop).getBoundingClientRect().width, 'toggle has a touch target').to.be.greaterThan(30);
      toggleOf(shop).click();
      await waitFor(() => toggleOf(shop).getAttribute('aria-expanded') === 'true', 'expanded');
      const [slide] = await holdNextAnimation(submenuOf(shop), 300);
      expect(Number(slide!.effect!.getTiming().duration), 'a 700 ms slide').to.equal(700);
      const midway = submenuOf(shop).getBoundingClientRect().height;
      finishAnimations(submenuOf(shop));
      await waitFor(() => submenuOf(shop).getAnimations().length === 0, 'the slide to end');
      const full = submenuOf(shop).getBoundingClientRect().height;
      expect(midway).to.be.greaterThan(0).and.lessThan(full);
      expect(full).to.be.greaterThan(60);
      // Submenus stay in the flow of the mobile list: the next item moves below.
      expect(menu.querySelector<HTMLElement>('a[href="#about"]')!.getBoundingClientRect().top).to.be.at.least(submenuOf(shop).getBoundingClientRect().bottom - 1);
      toggleOf(shop).click();
      await waitFor(() => !isShown(submenuOf(shop)), 'the submenu to slide closed');
    });

    it('Escape closes the mobile menu and returns focus to the menu bar', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'menu open');
      menu.querySelector<HTMLElement>('a[href="#about"]')!.focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => bar(menu).getAttribute('aria-expanded') === 'false', 'closed');
      expect(menu.shadowRoot!.activeElement === bar(menu), 'focus on the bar').to.equal(true);
      expect(panel(menu).hidden).to.equal(true);
    });

    it('focus leaving the mobile menu (Tab out) closes it', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const container = fixture(`<div>${MOBILE_MENU('Main')}<button id="after">After</button></div>`);
      const menu = container.querySelector('pb-menu')!;
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'menu open');
      menu.querySelector<HTMLElement>('a[href="#about"]')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === container.querySelector('#after')).to.equal(true);
      await waitFor(() => bar(menu).getAttribute('aria-expanded') === 'false', 'closed');
    });

    it('another menu of the page opening (the header\'s menu search calls closeOpenMenu) closes the mobile menu', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'menu open');
      closeOpenMenu();
      await waitFor(() => bar(menu).getAttribute('aria-expanded') === 'false', 'closed');
      expect(panel(menu).hidden).to.equal(true);
    });

    it('choosing a link inside closes the mobile menu', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const menu = fixture(MOBILE_MENU('Main'));
      await upgraded(menu);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'menu open');
      menu.querySelector<HTMLElement>('a[href="#about"]')!.click();
      await waitFor(() => panel(menu).hidden === true, 'closed');
      expect(bar(menu).getAttribute('aria-expanded')).to.equal('false');
      history.replaceState(null, '', location.pathname + location.search);
    });

    it('breakpoint="phone" keeps the desktop menu on a tablet; breakpoint="none" never collapses', async () => {
      await setViewport({ width: 900, height: 700 });
      const container = fixture(`<div>${MOBILE_MENU('Phone').replace('<pb-menu', '<pb-menu breakpoint="phone"')}${MOBILE_MENU('Tablet')}</div>`);
      const [phone, tablet] = [...container.querySelectorAll('pb-menu')];
      await upgraded(phone!);
      await upgraded(tablet!);
      expect(phone!.hasAttribute('data-mobile')).to.equal(false);
      expect(tablet!.hasAttribute('data-mobile')).to.equal(true);
      await setViewport({ width: 600, height: 700 });
      await waitFor(() => phone!.hasAttribute('data-mobile'), 'phone collapses below 768');
    });

    it('a bad breakpoint gives one warning naming the element and attribute, then the default', async () => {
      const { warnings } = await captureConsole(async () => {
        const menu = fixture(MOBILE_MENU('Main').replace('<pb-menu', '<pb-menu breakpoint="wide"'));
        await upgraded(menu);
        expect(menu.hasAttribute('data-mobile')).to.equal(true);
      });
      expect(warnings.filter((warning) => warning.includes('[pb-menu]') && warning.includes('breakpoint'))).to.have.length(1);
    });
  });

  describe('light DOM', () => {
    it('removes its toggle buttons, ids, classes and state attributes when removed', async () => {
      const template = document.createElement('template');
      template.innerHTML = MENU;
      const authored = template.content.querySelector('pb-menu')!.innerHTML;
      const container = fixture(`<div>${MENU}</div>`);
      const menu = container.querySelector('pb-menu')!;
      await upgraded(menu);
      toggleOf(item(menu, 'shop')).click();
      await waitFor(() => item(menu, 'shop').hasAttribute('data-pb-open'), 'open');
      menu.remove();
      await wait(20);
      expect(menu.querySelectorAll('[data-pb-generated]').length).to.equal(0);
      expect(menu.querySelectorAll('[data-pb-open],[id],.mega-menu-parent').length).to.equal(0);
      expect(menu.innerHTML === authored, 'the author\'s markup as it was').to.equal(true);
      container.append(menu);
      await waitFor(() => menu.querySelectorAll('[data-pb-generated]').length === 4, 'buttons again');
    });

    it('the author\'s CSS for the list wins over the default look', async () => {
      const container = fixture(`<div><style>.branded a{padding:3px 7px;color:rgb(200, 0, 0)}</style>${MENU.replace('<pb-menu', '<pb-menu class="branded"')}</div>`);
      const menu = container.querySelector('pb-menu')!;
      await upgraded(menu);
      const link = menu.querySelector('a')!;
      expect(getComputedStyle(link).paddingLeft).to.equal('7px');
      expect(getComputedStyle(link).color).to.equal('rgb(200, 0, 0)');
    });
  });

  describe('accessibility (axe-core)', () => {
    it('has no violations on desktop with a submenu and a mega menu open', async () => {
      const page = fixture(`<main><h1>Menu</h1>${MENU}</main>`);
      const menu = page.querySelector('pb-menu')!;
      await upgraded(menu);
      expect(await axeViolations()).to.deep.equal([]);
      toggleOf(item(menu, 'shop')).click();
      await waitFor(() => item(menu, 'shop').hasAttribute('data-pb-open'), 'open');
      expect(await axeViolations()).to.deep.equal([]);
      toggleOf(item(menu, 'guides')).click();
      await waitFor(() => item(menu, 'guides').hasAttribute('data-pb-open'), 'open');
      expect(await axeViolations()).to.deep.equal([]);
    });

    it('has no violations in the mobile menu, closed and open', async () => {
      await setViewport({ width: 375, height: 700 });
      await emulateMedia({ reducedMotion: 'reduce' });
      const page = fixture(`<main><h1>Menu</h1>${MOBILE_MENU('Main')}</main>`);
      const menu = page.querySelector('pb-menu')!;
      await upgraded(menu);
      expect(await axeViolations()).to.deep.equal([]);
      bar(menu).click();
      await waitFor(() => !panel(menu).hidden, 'open');
      toggleOf(item(menu, 'shop')).click();
      await wait(50);
      expect(await axeViolations()).to.deep.equal([]);
    });
  });
});
