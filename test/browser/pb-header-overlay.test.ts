/**
 * Slide-in and fullscreen menus (SPEC.md §4 "Slide-in and fullscreen menus: open or closed",
 * §4 "Builder helpers: Scroll lock", §9 "Mobile menu slide 500 ms", "Overlay fade 500 ms",
 * "Submenu slide 700 ms"; WAI-ARIA APG dialog pattern), mounted in test hosts.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { claimOpenMenu, closeOpenMenu } from '../../react-core/runtime/open-menu';
import { animationsSettled, cleanupFixtures, finishAnimations, fixture, holdNextAnimation, nextFrame, upgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';
import {
  COMBINED_HOST,
  LOGO,
  OVERLAY_HOST,
  OVERLAY_NAV,
  SEARCH_FORM,
  deepActiveElement,
  defineCombinedHost,
  defineOverlayHost,
  part,
} from './pb-header-overlay-hosts';

defineOverlayHost();
defineCombinedHost();

async function mount(kind: 'slide-in' | 'fullscreen' = 'slide-in', tag = OVERLAY_HOST, extra = ''): Promise<HTMLElement> {
  const banner = fixture(`<header><${tag} kind="${kind}">${LOGO}${extra}${OVERLAY_NAV}</${tag}></header>`);
  const host = banner.firstElementChild as HTMLElement;
  await upgraded(host);
  return host;
}

async function open(host: HTMLElement): Promise<void> {
  part(host, 'overlay-toggle').click();
  await waitFor(() => deepActiveElement() === part(host, 'overlay-close'), 'focus on the close button');
}

describe('slide-in and fullscreen menus (SPEC §4)', () => {
  let spacer: HTMLElement;

  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
  });
  afterEach(async () => {
    closeOpenMenu();
    cleanupFixtures();
    spacer.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('renders a named hamburger toggle and a hidden modal dialog labelled by the nav', async () => {
    const host = await mount();
    const toggle = part(host, 'overlay-toggle');
    const panel = part(host, 'overlay');
    expect(toggle.getAttribute('aria-label')).to.equal('Open menu');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.getAttribute('role')).to.equal('dialog');
    expect(panel.getAttribute('aria-modal')).to.equal('true');
    expect(panel.getAttribute('aria-label')).to.equal('Main menu');
    expect(panel.hidden).to.equal(true);
    expect(part(host, 'overlay-close').getAttribute('aria-label')).to.equal('Close menu');
  });

  it('opens: data-overlay-open, aria-expanded, focus moved into the dialog, pb-overlay-menu-toggle', async () => {
    const host = await mount();
    const events: boolean[] = [];
    host.addEventListener('pb-overlay-menu-toggle', (event) => events.push(event.detail.open));
    await open(host);
    expect(host.hasAttribute('data-overlay-open')).to.equal(true);
    expect(part(host, 'overlay-toggle').getAttribute('aria-expanded')).to.equal('true');
    expect(part(host, 'overlay').hidden).to.equal(false);
    expect(events).to.deep.equal([true]);
  });

  it('slide-in: the panel slides from the inline-end side with a 500 ms transform animation', async () => {
    const host = await mount('slide-in');
    part(host, 'overlay-toggle').click();
    await nextFrame();
    const panel = part(host, 'overlay');
    const [animation] = panel.getAnimations();
    expect(animation !== undefined).to.equal(true);
    expect(animation!.effect!.getTiming().duration).to.equal(500);
    const frames = (animation!.effect as KeyframeEffect).getKeyframes();
    expect(frames[0]!.transform).to.equal('translateX(100%)');
    await animationsSettled(panel);
    const box = panel.getBoundingClientRect();
    expect(Math.abs(box.right - document.documentElement.clientWidth) <= 1, 'at the right edge').to.equal(true);
  });

  it('fullscreen: the panel covers the viewport and fades in over 500 ms', async () => {
    const host = await mount('fullscreen');
    part(host, 'overlay-toggle').click();
    await nextFrame();
    const panel = part(host, 'overlay');
    const [animation] = panel.getAnimations();
    expect((animation!.effect as KeyframeEffect).getKeyframes()[0]!.opacity).to.equal('0');
    expect(animation!.effect!.getTiming().duration).to.equal(500);
    const box = panel.getBoundingClientRect();
    expect(box.top).to.equal(0);
    expect(box.height).to.equal(window.innerHeight);
  });

  it('focus trap: Tab from the last link goes to the close button, Shift+Tab from it to the last link', async () => {
    const host = await mount();
    await open(host);
    const links = [...host.querySelectorAll<HTMLElement>('[slot=overlay-menu] a')].filter((link) => link.getClientRects().length > 0);
    const last = links.at(-1)!;
    last.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === part(host, 'overlay-close'), 'Tab wraps to the first').to.equal(true);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement() === last, 'Shift+Tab wraps to the last').to.equal(true);
  });

  it('Escape closes and returns focus to the toggle; the panel hides after the 500 ms slide', async () => {
    const host = await mount();
    const events: boolean[] = [];
    host.addEventListener('pb-overlay-menu-toggle', (event) => events.push(event.detail.open));
    await open(host);
    await animationsSettled(part(host, 'overlay'));
    // The slide out held 100 ms into its own clock: still there however long the key's round trip.
    const sliding = holdNextAnimation(part(host, 'overlay'), 100);
    await sendKeys({ press: 'Escape' });
    await sliding;
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
    expect(deepActiveElement() === part(host, 'overlay-toggle')).to.equal(true);
    expect(part(host, 'overlay').hidden, 'still sliding out').to.equal(false);
    finishAnimations(part(host, 'overlay'));
    await waitFor(() => part(host, 'overlay').hidden === true, 'the panel to hide once the slide ended');
    await waitFor(() => events.length === 2, 'two events');
    expect(events).to.deep.equal([true, false]);
  });

  it('the close button closes and returns focus to the toggle', async () => {
    const host = await mount('fullscreen');
    await open(host);
    part(host, 'overlay-close').click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
    expect(deepActiveElement() === part(host, 'overlay-toggle')).to.equal(true);
  });

  it('scroll lock: vertical overflow hidden, body padded by the scrollbar width; restored on close', async () => {
    const host = await mount();
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const bodyWidth = document.body.getBoundingClientRect().width;
    const paddingBefore = getComputedStyle(document.body).paddingRight;
    await open(host);
    expect(getComputedStyle(root).overflowY).to.equal('hidden');
    expect(getComputedStyle(document.body).paddingRight).to.equal(`${parseFloat(paddingBefore) + scrollbar}px`);
    expect(document.body.getBoundingClientRect().width - scrollbar).to.equal(bodyWidth, 'the content does not widen');
    part(host, 'overlay-close').click();
    await nextFrame();
    expect(root.style.overflowY).to.equal('');
    expect(document.body.style.paddingRight).to.equal('');
    expect(getComputedStyle(document.body).paddingRight).to.equal(paddingBefore);
  });

  it('scroll lock keeps a fixed bar at its width and restores it', async () => {
    const bar = document.createElement('div');
    bar.setAttribute('data-pb-fixed-bar', '');
    bar.style.cssText = 'position:fixed;top:0;left:0;width:100%;height:10px';
    document.body.append(bar);
    try {
      const host = await mount();
      const width = bar.getBoundingClientRect().width;
      await open(host);
      expect(bar.getBoundingClientRect().width).to.equal(width);
      part(host, 'overlay-close').click();
      await nextFrame();
      expect(bar.style.width).to.equal('100%');
    } finally {
      bar.remove();
    }
  });

  it('a click on the backdrop closes the slide-in menu', async () => {
    const host = await mount('slide-in');
    await open(host);
    await wait(550);
    const backdrop = part(host, 'overlay-backdrop');
    backdrop.click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
  });

  it('a click on the empty area of the fullscreen menu closes it; a click on the nav does not', async () => {
    const host = await mount('fullscreen');
    await open(host);
    host.querySelector<HTMLElement>('[slot=overlay-menu] ul')!.click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open'), 'the nav click keeps it open').to.equal(true);
    part(host, 'overlay').click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
  });

  it('clicking a link inside closes the overlay', async () => {
    const host = await mount();
    await open(host);
    host.querySelector<HTMLAnchorElement>('a[href="#contact"]')!.click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
  });

  it('one open menu: opening the overlay closes another open menu, and another menu closes it', async () => {
    const host = await mount();
    let otherClosed = false;
    claimOpenMenu(() => (otherClosed = true));
    await open(host);
    expect(otherClosed).to.equal(true);
    claimOpenMenu(() => undefined);
    await waitFor(() => !host.hasAttribute('data-overlay-open'), 'the overlay to close');
    expect(document.documentElement.style.overflowY, 'the scroll lock is released').to.equal('');
  });

  it('one open menu with the search: the overlay and the menu search close each other', async () => {
    const host = await mount('slide-in', COMBINED_HOST, SEARCH_FORM);
    await open(host);
    part(host, 'search-toggle').click();
    // The first press also fetches what opens the search (nothing reached for it before).
    await waitFor(() => host.hasAttribute('data-search-open'), 'the search to open');
    expect(host.hasAttribute('data-overlay-open')).to.equal(false);
    part(host, 'overlay-toggle').click();
    await nextFrame();
    expect(host.hasAttribute('data-overlay-open')).to.equal(true);
    expect(host.hasAttribute('data-search-open')).to.equal(false);
  });

  it('submenus collapse behind disclosure buttons that slide them open in 700 ms; Escape closes the submenu first', async () => {
    const host = await mount();
    const submenu = host.querySelector<HTMLElement>('a[href="#shop"] ~ ul')!;
    const button = host.querySelector<HTMLButtonElement>('[data-pb-submenu-toggle]')!;
    expect(submenu.hidden).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(submenu.id);
    expect(button.getAttribute('aria-label')).to.equal('Show submenu for Shop');
    await open(host);
    button.click();
    // The render that follows a click: at once with React, in a microtask with Preact.
    await Promise.resolve();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(submenu.hidden).to.equal(false);
    expect(submenu.getAnimations()[0]!.effect!.getTiming().duration).to.equal(700);
    await animationsSettled(submenu);
    submenu.querySelector<HTMLElement>('a')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActiveElement() === button).to.equal(true);
    expect(host.hasAttribute('data-overlay-open'), 'the overlay stays open').to.equal(true);
    await waitFor(() => submenu.hidden === true, 'the submenu to hide');
  });

  it('teardown removes the added submenu buttons and restores the submenus', async () => {
    const host = await mount();
    await open(host);
    host.remove();
    // The teardown runs when the framework unmounts, which a busy machine can delay.
    const restored = (): boolean =>
      document.querySelectorAll('[data-pb-submenu-toggle]').length === 0 && document.documentElement.style.overflowY === '';
    await waitFor(restored, 'the teardown').catch(() => undefined);
    expect(document.querySelectorAll('[data-pb-submenu-toggle]').length).to.equal(0);
    expect(host.querySelector<HTMLElement>('a[href="#shop"] ~ ul')!.hidden).to.equal(false);
    expect(document.documentElement.style.overflowY, 'the scroll lock is released').to.equal('');
  });

  it('reduced motion: opening and closing are instant', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = await mount();
    await open(host);
    expect(part(host, 'overlay').getAnimations().length).to.equal(0);
    part(host, 'overlay-close').click();
    await nextFrame();
    expect(part(host, 'overlay').hidden).to.equal(true);
  });

  it('axe-core finds nothing with the slide-in and the fullscreen menus open', async () => {
    const slideIn = await mount('slide-in');
    await open(slideIn);
    await animationsSettled();
    expect(await axeViolations()).to.deep.equal([]);
    part(slideIn, 'overlay-close').click();
    cleanupFixtures();
    const fullscreen = await mount('fullscreen');
    await open(fullscreen);
    await animationsSettled();
    expect(await axeViolations()).to.deep.equal([]);
  });
});
