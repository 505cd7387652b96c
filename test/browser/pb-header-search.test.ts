/**
 * The menu search (SPEC.md §4 "Menu search", §2 "The search overlay swaps with the menu", §9
 * "Menu search animation guard 1000 ms", "Search padding adds 30 px"), mounted in a test host.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { claimOpenMenu, closeOpenMenu } from '../../react-core/runtime/open-menu';
// What opens the search loads on the first touch; loaded here, a press applies in the frame the guard tests hold their clock for.
import '../../react-core/header/menu-search-interaction';
import { animationsSettled, cleanupFixtures, fixture, manualClock, nextFrame, submitInPlace, upgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';
import { LOGO, MENU, SEARCH_FORM, SEARCH_HOST, deepActiveElement, defineSearchHost, part } from './pb-header-overlay-hosts';

defineSearchHost();

async function mount(): Promise<HTMLElement> {
  const host = fixture(`<${SEARCH_HOST}>${LOGO}${MENU}${SEARCH_FORM}</${SEARCH_HOST}>`);
  await upgraded(host);
  return host;
}

describe('menu search (SPEC §4 Menu search)', () => {
  afterEach(async () => {
    closeOpenMenu();
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('renders a named toggle that controls a hidden panel holding the search slot and a close button', async () => {
    const host = await mount();
    const toggle = part<HTMLButtonElement>(host, 'search-toggle');
    const panel = part(host, 'search');
    expect(toggle.getAttribute('aria-label')).to.equal('Search');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.hidden).to.equal(true);
    expect(panel.querySelector('slot[name=search]') !== null).to.equal(true);
    expect(part(host, 'search-close').getAttribute('aria-label')).to.equal('Close search');
  });

  it('opening swaps the menu for the search: data-search-open, panel shown, focus in the field, pb-search-toggle', async () => {
    const host = await mount();
    const events: boolean[] = [];
    host.addEventListener('pb-search-toggle', (event) => events.push(event.detail.open));
    part(host, 'search-toggle').click();
    // The swap applies in a frame; on a busy machine that may be a later one: wait for the state, not one frame.
    await waitFor(() => host.hasAttribute('data-search-open'), 'data-search-open');
    expect(part(host, 'search-toggle').getAttribute('aria-expanded')).to.equal('true');
    expect(part(host, 'search').hidden).to.equal(false);
    expect(getComputedStyle(host.querySelector('[slot=menu]')!).visibility, 'the header hides the menu').to.equal('hidden');
    await waitFor(() => deepActiveElement() === host.querySelector('input[type=search]'), 'the focus in the field');
    await waitFor(() => events.length === 1, 'pb-search-toggle');
    expect(events).to.deep.equal([true]);
  });

  it('1000 ms guard: a second toggle at 300 ms is ignored, at 1100 ms it closes', async () => {
    const host = await mount();
    const toggle = part(host, 'search-toggle');
    const clock = manualClock();
    try {
      toggle.click();
      clock.advance(300);
      toggle.click();
      await nextFrame();
      expect(host.hasAttribute('data-search-open'), 'still open after a click at 300 ms').to.equal(true);
      clock.advance(800);
      toggle.click();
      await nextFrame();
      expect(host.hasAttribute('data-search-open'), 'closed by a click at 1100 ms').to.equal(false);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    } finally {
      clock.restore();
    }
  });

  it('1000 ms guard: reopening right after closing is ignored too', async () => {
    const host = await mount();
    const toggle = part(host, 'search-toggle');
    const clock = manualClock();
    try {
      toggle.click();
      clock.advance(1100);
      toggle.click();
      await nextFrame();
      expect(host.hasAttribute('data-search-open'), 'closed at 1100 ms').to.equal(false);
      clock.advance(300);
      toggle.click();
      await nextFrame();
      expect(host.hasAttribute('data-search-open'), 'not reopened 300 ms after closing').to.equal(false);
    } finally {
      clock.restore();
    }
  });

  it('the close button is guarded; after the guard it closes and returns focus to the toggle', async () => {
    const host = await mount();
    const clock = manualClock();
    try {
      part(host, 'search-toggle').click();
      clock.advance(300);
      part(host, 'search-close').click();
      await nextFrame();
      expect(host.hasAttribute('data-search-open')).to.equal(true);
      clock.advance(800);
      part(host, 'search-close').click();
      await nextFrame();
    } finally {
      clock.restore();
    }
    expect(host.hasAttribute('data-search-open')).to.equal(false);
    expect(deepActiveElement() === part(host, 'search-toggle')).to.equal(true);
    await waitFor(() => part(host, 'search').hidden === true, 'the panel to fade out');
  });

  it('1000 ms lock: Escape right after opening is ignored (the search stays open)', async () => {
    const host = await mount();
    const clock = manualClock();
    try {
      part(host, 'search-toggle').click();
      await nextFrame();
      await sendKeys({ type: 'chairs' });
      clock.advance(900);
      await sendKeys({ press: 'Escape' });
      await nextFrame();
      await nextFrame();
    } finally {
      clock.restore();
    }
    expect(host.hasAttribute('data-search-open'), 'still open after Escape inside the lock').to.equal(true);
    expect(part(host, 'search-toggle').getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement() === host.querySelector('input[type=search]'), 'the focus stays in the field').to.equal(true);
  });

  it('after the lock, Escape in the field closes the search and returns focus to the toggle', async () => {
    const host = await mount();
    part(host, 'search-toggle').click();
    await nextFrame();
    await sendKeys({ type: 'chairs' });
    const clock = manualClock();
    try {
      clock.advance(1100);
      await sendKeys({ press: 'Escape' });
    } finally {
      clock.restore();
    }
    await waitFor(() => !host.hasAttribute('data-search-open'), 'Escape to close the search');
    expect(deepActiveElement() === part(host, 'search-toggle')).to.equal(true);
  });

  it('opening the search closes the open (mobile) menu through claimOpenMenu', async () => {
    const host = await mount();
    let menuClosed = false;
    claimOpenMenu(() => (menuClosed = true));
    part(host, 'search-toggle').click();
    await nextFrame();
    expect(menuClosed).to.equal(true);
    expect(host.hasAttribute('data-search-open')).to.equal(true);
  });

  it('another menu opening closes the search at once (even inside the guard)', async () => {
    const host = await mount();
    const events: boolean[] = [];
    host.addEventListener('pb-search-toggle', (event) => events.push(event.detail.open));
    part(host, 'search-toggle').click();
    await nextFrame();
    claimOpenMenu(() => undefined);
    await waitFor(() => !host.hasAttribute('data-search-open'), 'the search to close');
    expect(part(host, 'search-toggle').getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => events.length === 2, 'two events');
    expect(events).to.deep.equal([true, false]);
  });

  it('search padding = logo width + 30 px, recomputed after a resize (SPEC §9)', async () => {
    const host = await mount();
    part(host, 'search-toggle').click();
    await nextFrame();
    await nextFrame();
    const panel = part(host, 'search');
    expect(getComputedStyle(panel).paddingInlineStart).to.equal('150px');
    const input = host.querySelector('input[type=search]')!;
    const logo = host.querySelector<HTMLElement>('[slot=logo]')!;
    expect(input.getBoundingClientRect().left >= logo.getBoundingClientRect().right + 30 - 1, 'the field clears the logo').to.equal(true);
    logo.style.width = '200px';
    await setViewport({ width: 1100, height: 800 });
    await waitFor(() => getComputedStyle(panel).paddingInlineStart === '230px', 'padding 230px after the resize');
  });

  it('on a bar too narrow for the field beside the logo, the panel covers the logo instead (padding 0)', async () => {
    await setViewport({ width: 375, height: 700 });
    const host = await mount();
    host.querySelector<HTMLElement>('[slot=logo]')!.style.width = '200px';
    part(host, 'search-toggle').click();
    const panel = part(host, 'search');
    await waitFor(() => getComputedStyle(panel).paddingInlineStart === '0px', 'padding 0');
    expect(panel.hasAttribute('data-cover')).to.equal(true);
  });

  it('reduced motion: the panel hides at once on close', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const host = await mount();
    part(host, 'search-toggle').click();
    await nextFrame();
    expect(part(host, 'search').getAnimations().length).to.equal(0);
    await wait(1050);
    part(host, 'search-close').click();
    await nextFrame();
    expect(part(host, 'search').hidden).to.equal(true);
  });

  it('fades with the Web Animations API on opacity/transform (500 ms)', async () => {
    const host = await mount();
    part(host, 'search-toggle').click();
    await nextFrame();
    const animations = part(host, 'search').getAnimations();
    expect(animations.length).to.equal(1);
    expect(animations[0]!.effect!.getTiming().duration).to.equal(500);
  });

  it('axe-core finds nothing, closed and open', async () => {
    const host = await mount();
    const run = () => axeViolations(host);
    expect(await run()).to.deep.equal([]);
    part(host, 'search-toggle').click();
    await animationsSettled();
    expect(await run()).to.deep.equal([]);
  });

  it('while the results page loads its button shows the loading indicator; a search the visitor stops leaves nothing busy', async () => {
    const host = await mount();
    part(host, 'search-toggle').click();
    await waitFor(() => !part(host, 'search').hidden, 'the search open');
    const form = host.querySelector('form')!;
    const button = form.querySelector('button')!;
    form.querySelector('input')!.value = 'chairs';
    await submitInPlace(form);
    await waitFor(() => button.getAttribute('aria-busy') === 'true', 'the button busy');
    expect(button.querySelector('.pb-loading')).to.not.equal(null);
    (window as unknown as { navigation: EventTarget }).navigation.dispatchEvent(new Event('navigateerror'));
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(button.querySelector('.pb-loading')).to.equal(null);
  });
});

