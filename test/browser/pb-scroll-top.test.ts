/**
 * <pb-scroll-top> (SPEC.md §2 "Header and navigation": the scroll-to-top button appears after
 * scrolling past 800 px; §9 "Scroll-to-top threshold 800 px"; §2 "Links": smooth scroll 800 ms).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-scroll-top';
import { SCROLL_TOP_CRITICAL_CSS } from '../../react-core/scroll-top/critical-css';
import { animationsSettled, captureConsole, cleanupFixtures, finishAnimations, fixture, holdNextAnimation, nextFrame, scrollToY, upgraded, wait, waitFor } from './helpers';
import { axeViolations, ownScrollListeners, useCriticalCss } from './layout-helpers';

const PAGE = (link = '<a href="#top">Back to top</a>', attributes = '', top = '<h1 id="top">Trail guide</h1>') => `
  <div class="page">
    <main>${top}<p>Start of the page.</p><div style="height:5000px"></div></main>
    <footer><p>Footer.</p><pb-scroll-top ${attributes}>${link}</pb-scroll-top></footer>
  </div>`;

function parts(page: HTMLElement) {
  const element = page.querySelector('pb-scroll-top')!;
  return { element, link: element.querySelector('a') };
}

/** Scrolls like the visitor and lets the shared frame loop run its read and write. */
function isShown(element: HTMLElement): boolean {
  return !element.hidden && !element.inert && element.getClientRects().length > 0;
}

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

describe('pb-scroll-top', () => {
  useCriticalCss(SCROLL_TOP_CRITICAL_CSS + 'body{margin:0}');
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    clearHash();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is hidden, unfocusable and out of the accessibility tree until scrolled past 800 px: hidden at 799 and 800, shown at 801 (SPEC §9)', async () => {
    const { element, link } = parts(fixture(PAGE()));
    await upgraded(element);
    await scrollToY(0);
    for (const y of [0, 799, 800]) {
      await scrollToY(y);
      expect(window.scrollY).to.equal(y);
      expect(element.hidden && element.inert, `hidden and inert at ${y}`).to.equal(true);
      expect(link!.getClientRects().length, `not rendered at ${y}`).to.equal(0);
      link!.focus();
      expect(document.activeElement === link, `not focusable at ${y}`).to.equal(false);
    }
    await scrollToY(801);
    expect(isShown(element), 'shown at 801').to.equal(true);
    link!.focus();
    expect(document.activeElement === link, 'focusable once shown').to.equal(true);
    await scrollToY(800);
    expect(element.inert, 'inert again at once when scrolled back to 800').to.equal(true);
  });

  it('is fixed at the bottom inline-end corner of the viewport', async () => {
    const { element } = parts(fixture(PAGE()));
    await upgraded(element);
    await scrollToY(2000);
    expect(getComputedStyle(element).position).to.equal('fixed');
    const box = element.getBoundingClientRect();
    const right = document.documentElement.clientWidth - box.right;
    const bottom = document.documentElement.clientHeight - box.bottom;
    expect(right > 0 && right < 40, `right gap ${right}`).to.equal(true);
    expect(bottom > 0 && bottom < 40, `bottom gap ${bottom}`).to.equal(true);
    element.setAttribute('dir', 'rtl');
    await nextFrame();
    expect(element.getBoundingClientRect().left < 40, 'at the left in right-to-left text').to.equal(true);
  });

  it('fades in, and on the way back becomes inert at once and hidden after the fade', async () => {
    const { element } = parts(fixture(PAGE()));
    await upgraded(element);
    await scrollToY(1000);
    expect(isShown(element)).to.equal(true);
    expect(element.getAnimations().length > 0, 'a fade-in runs').to.equal(true);
    await animationsSettled(element);
    // The fade out held 100 ms into its own clock: still fading however slow the frames here.
    const fadingOut = holdNextAnimation(element, 100);
    await scrollToY(100);
    await fadingOut;
    expect(element.inert, 'inert at once').to.equal(true);
    expect(element.hidden, 'still on screen while fading out').to.equal(false);
    expect(Number(getComputedStyle(element).opacity) < 1, 'fading').to.equal(true);
    finishAnimations(element);
    await waitFor(() => element.hidden === true, 'hidden after the fade');
  });

  it('with reduced motion, shows and hides without a fade', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { element } = parts(fixture(PAGE()));
    await upgraded(element);
    await scrollToY(1000);
    expect(isShown(element)).to.equal(true);
    expect(element.getAnimations().length).to.equal(0);
    await scrollToY(0);
    expect(element.hidden, 'hidden at once').to.equal(true);
  });

  it('activation glides to 0 in about 800 ms, moves focus to #top, adds no hash and fires pb-scroll-top (SPEC §2 smooth scroll 800 ms)', async () => {
    const page = fixture(PAGE());
    const { element, link } = parts(page);
    await upgraded(element);
    await scrollToY(3000);
    const events: number[] = [];
    element.addEventListener('pb-scroll-top', (event) => events.push(event.detail.from));
    // The glide is checked by the way it takes, on the page's clock, never by a fixed wait.
    const passed: number[] = [];
    const record = (): void => void passed.push(window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    const started = performance.now();
    link!.click();
    const top = page.querySelector('h1')!;
    expect(document.activeElement === top, 'focus on the #top element').to.equal(true);
    expect(top.getAttribute('tabindex')).to.equal('-1');
    expect(location.hash).to.equal('');
    expect(events).to.deep.equal([3000]);
    await waitFor(() => window.scrollY === 0, 'the top');
    const took = performance.now() - started;
    window.removeEventListener('scroll', record);
    const onTheWay = passed.filter((y) => y > 0 && y < 3000);
    expect(onTheWay.length, `a glide, not a jump (${passed.map(Math.round).join(', ')})`).to.be.at.least(3);
    // It arrives only once its 800 ms have passed; a busy machine can only make that later.
    expect(took, 'the glide takes its 800 ms').to.be.at.least(790);
    expect(document.activeElement === top, 'focus stays at the top').to.equal(true);
    await waitFor(() => element.hidden === true, 'the button to hide at the top');
  });

  it('Enter on the focused link works the same way from the keyboard', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(PAGE());
    const { element, link } = parts(page);
    await upgraded(element);
    await scrollToY(2500);
    link!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.scrollY === 0, 'the top');
    expect(document.activeElement === page.querySelector('h1')).to.equal(true);
    expect(location.hash).to.equal('');
  });

  it('with reduced motion, activation jumps to the top at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { element, link } = parts(fixture(PAGE()));
    await upgraded(element);
    await scrollToY(3000);
    link!.click();
    expect(window.scrollY).to.equal(0);
  });

  it('when the link\'s target is missing, still goes to 0 and focuses the first focusable element', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(PAGE('<a href="#nowhere">Back to top</a>', '', '<p><a id="first-link" href="/">Home</a></p>'));
    const { element, link } = parts(page);
    await upgraded(element);
    await scrollToY(3000);
    link!.click();
    expect(window.scrollY).to.equal(0);
    expect(document.activeElement?.id).to.equal('first-link');
  });

  it('when #top is <body>, focuses the first focusable element instead of stranding focus', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.body.id = 'top';
    try {
      const page = fixture(PAGE('<a href="#top">Back to top</a>', '', '<h1>Title</h1><p><a id="home-link" href="/">Home</a></p>'));
      const { element, link } = parts(page);
      await upgraded(element);
      await scrollToY(3000);
      link!.click();
      expect(window.scrollY).to.equal(0);
      expect(document.activeElement?.id).to.equal('home-link');
      expect(document.body.hasAttribute('tabindex')).to.equal(false);
    } finally {
      document.body.removeAttribute('id');
    }
  });

  it('the threshold attribute moves the line, with the same strict comparison, and applies without scrolling', async () => {
    const { element } = parts(fixture(PAGE(undefined, 'threshold="300"')));
    await upgraded(element);
    await scrollToY(300);
    expect(element.hidden).to.equal(true);
    await scrollToY(301);
    expect(isShown(element)).to.equal(true);
    await scrollToY(900);
    element.setAttribute('threshold', '1000');
    await waitFor(() => element.inert, 'the new threshold (900 is not past 1000)');
    element.setAttribute('threshold', 'soon');
    await waitFor(() => !element.inert, 'the default threshold (800) after a bad value (900 is past 800)');
  });

  it('without a link inside, warns and shows a built-in button with the message text', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = parts(fixture(PAGE(''))).element;
      await upgraded(element);
    });
    expect(warnings.some((text) => text.includes('[pb-scroll-top]') && text.includes('#top'))).to.equal(true);
    await scrollToY(2000);
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!;
    expect(button.textContent).to.equal('Back to top');
    button.click();
    expect(window.scrollY).to.equal(0);
  });

  it('reads the scroll position only through the shared frame loop (no scroll listener of its own)', async () => {
    const added = await ownScrollListeners(async () => {
      const { element } = parts(fixture(PAGE()));
      await upgraded(element);
      await scrollToY(1200);
      expect(window.scrollY).to.equal(1200);
      // Generous: on a busy machine the frame loop's pass can come after the helper's frames.
      await waitFor(() => isShown(element), 'shown past the threshold');
    });
    expect(added).to.deep.equal([]);
  });

  it('axe-core finds nothing, hidden and shown', async () => {
    const { element } = parts(fixture(PAGE()));
    await upgraded(element);
    expect(await axeViolations()).to.deep.equal([]);
    await scrollToY(2000);
    await wait(400);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
