/**
 * The loader's instance scheduling (react-core/loader/element-upgrades.ts, docs/loading.md), with
 * the real element layer and real modules, and the module fetch replaced by a local import:
 * - an instance of a module whose resting state the page shows waits for the visitor;
 * - pointing at it, a click (replayed once it rendered) or the first key press renders it;
 * - an instance that acts on its own renders as it comes near the viewport, whatever its display,
 *   and not before the page has rested from a scroll;
 * - instances render one per task, never all at once when their tag is defined.
 */
import { expect } from 'chai';
import { startElementUpgrades } from '../../react-core/loader/element-upgrades';
import { SPLIT_TESTS_SETTLED_EVENT } from '../../react-core/loader/split-test-markup';
import { publishGate, RELEASE_EVENT, WIRED_EVENT } from '../../react-core/runtime/upgrade-gate';
import { PRESS_REST_MS, SCROLL_REST_MS, watchPageRest } from '../../react-core/runtime/page-rest';
import { cleanupFixtures, fixture, keepScrolling, scrollToY, wait, waitFor } from './helpers';
import { cartLink, miniCartContent } from './shop-helpers';

const MODULES: Record<string, () => Promise<unknown>> = {
  'pb-toggle.js': () => import('../../elements/pb-toggle'),
  'pb-accordion.js': () => import('../../elements/pb-accordion'),
  'pb-number-counter.js': () => import('../../elements/pb-number-counter'),
  'pb-circle-counter.js': () => import('../../elements/pb-circle-counter'),
  'pb-cart.js': () => import('../../elements/pb-cart'),
  'pb-contact-form.js': () => import('../../elements/pb-contact-form'),
  'pb-lightbox.js': () => import('../../elements/pb-lightbox'),
};
/** How long each module "takes to download". */
const DOWNLOAD_MS = 300;
const requested: string[] = [];
/** The entries whose on-demand imports the loader ran (ModuleLoader.runOnDemand). */
const ranOnDemand: string[] = [];

function load(entry: string): Promise<boolean> {
  requested.push(entry);
  return wait(DOWNLOAD_MS)
    .then(() => MODULES[entry]!())
    .then(() => true);
}

let upgrades: ReturnType<typeof startElementUpgrades>;

before(() => {
  publishGate({ isHeld: (element) => (upgrades ? upgrades.isHeld(element) : true) });
  upgrades = startElementUpgrades({
    elements: {
      'pb-toggle': { when: 'interaction' },
      'pb-accordion': { when: 'interaction' },
      'pb-number-counter': { when: 'visible' },
      'pb-circle-counter': { when: 'visible' },
      'pb-cart': { when: 'interaction' },
      'pb-contact-form': { when: 'interaction' },
      'pb-lightbox': { when: 'interaction', reachRunsOnDemand: true },
    },
    load,
    runOnDemand: (entry) => ranOnDemand.push(entry),
    visibleMargin: '0px',
    hashOnLoad: false,
    pageRest: watchPageRest(),
  });
});

const enhanced = (element: Element): boolean => element.hasAttribute('data-enhanced');
const TOGGLE = '<pb-toggle><details><summary>Question</summary><p>Answer.</p></details></pb-toggle>';

describe('loader: when each instance gets its code and its first render', () => {
  afterEach(cleanupFixtures);

  it('an instance whose resting state the page shows waits for the visitor: no code, no render', async () => {
    const toggle = fixture(TOGGLE);
    await wait(DOWNLOAD_MS * 2);
    expect(requested).to.not.include('pb-toggle.js');
    expect(enhanced(toggle)).to.equal(false);
  });

  it('pointing at it fetches its code once and renders it', async () => {
    const toggle = fixture(TOGGLE);
    toggle.querySelector('summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => enhanced(toggle), 'the toggle to render');
    const second = fixture(TOGGLE);
    second.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await waitFor(() => enhanced(second), 'the second toggle to render');
    expect(requested.filter((entry) => entry === 'pb-toggle.js')).to.have.length(1);
  });

  it('reaching for an instance whose module opens PhotoSwipe runs PhotoSwipe with the module\'s code, in the same task, once per tag; other modules run nothing more', async () => {
    const toggle = fixture(TOGGLE);
    toggle.querySelector('summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(ranOnDemand, 'nothing more for a toggle').to.deep.equal([]);
    const first = fixture('<pb-lightbox><a href="/demo/pages/assets/img/lightbox-harbour.png">Harbour</a></pb-lightbox>');
    const second = fixture('<pb-lightbox><a href="/demo/pages/assets/img/lightbox-tower.png">Tower</a></pb-lightbox>');
    first.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(requested.filter((entry) => entry === 'pb-lightbox.js'), 'the module asked for').to.have.length(1);
    expect(ranOnDemand, 'and PhotoSwipe run alongside, in the same task').to.deep.equal(['pb-lightbox.js']);
    second.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => enhanced(first) && enhanced(second), 'both lightboxes to render');
    expect(ranOnDemand, 'once per tag').to.deep.equal(['pb-lightbox.js']);
  });

  it('a click that arrives before the code did is replayed once the instance rendered', async () => {
    const accordion = fixture(`<pb-accordion>
      <details open><summary>First</summary><p>One.</p></details>
      <details><summary>Second</summary><p>Two.</p></details>
    </pb-accordion>`);
    const [first, second] = accordion.querySelectorAll('details');
    second!.querySelector('summary')!.click();
    // Held: the native toggle did not happen behind the module's back.
    expect(second!.open).to.equal(false);
    await waitFor(() => enhanced(accordion) && second!.open, 'the replayed click to open the second item');
    // The accordion's rule applied: the other item closed.
    await waitFor(() => !first!.open, 'the first item to close');
  });

  it('an instance a held click waits for renders, commits and runs its effects in the task its release comes in (both flavours: nothing yields before the answer)', async () => {
    const toggle = fixture(TOGGLE);
    let wiredAtRelease: boolean | undefined;
    let wired = false;
    toggle.addEventListener(WIRED_EVENT, () => (wired = true));
    // Listens after the element's own release handler: by then the first render has run.
    toggle.addEventListener(RELEASE_EVENT, () => (wiredAtRelease = wired));
    toggle.querySelector('summary')!.click();
    await waitFor(() => wiredAtRelease !== undefined, 'the release');
    expect(wiredAtRelease, 'wired within the release').to.equal(true);
    await waitFor(() => toggle.querySelector('details')!.open, 'the replayed click to open it');
  });

  it('an instance the visitor presses (pointerdown, touchstart) renders, commits and runs its effects in the task its release comes in, as for a held click (both flavours)', async () => {
    for (const type of ['pointerdown', 'touchstart']) {
      const toggle = fixture(TOGGLE);
      let wiredAtRelease: boolean | undefined;
      let wired = false;
      toggle.addEventListener(WIRED_EVENT, () => (wired = true));
      toggle.addEventListener(RELEASE_EVENT, () => (wiredAtRelease = wired));
      const press = type === 'pointerdown' ? new PointerEvent(type, { bubbles: true, composed: true }) : new Event(type, { bubbles: true, composed: true });
      toggle.querySelector('summary')!.dispatchEvent(press);
      await waitFor(() => wiredAtRelease !== undefined, `the release after ${type}`);
      expect(wiredAtRelease, `${type}: wired within the release`).to.equal(true);
    }
  });

  it("a contact form's first submit sent before it rendered shows SPEC §5's first validation message before the next frame, the typed value kept (both flavours)", async () => {
    const contact = fixture(`<pb-contact-form id="early-contact"><form action="/contact/submit" method="post">
      <p data-field="name"><label for="e-name">Name *</label><input id="e-name" name="name" required></p>
      <p data-field="email"><label for="e-email">Email *</label><input id="e-email" name="email" type="email" required></p>
      <button type="submit">Send</button></form></pb-contact-form>`);
    const email = contact.querySelector<HTMLInputElement>('#e-email')!;
    email.value = 'typed@example';
    let shownAtNextFrame: string | null | undefined;
    contact.addEventListener(RELEASE_EVENT, () =>
      requestAnimationFrame(() => (shownAtNextFrame = contact.querySelector('[role=alert]')?.textContent ?? null)),
    );
    contact.querySelector('button')!.click();
    await waitFor(() => shownAtNextFrame !== undefined, 'the release and the frame after it');
    expect(shownAtNextFrame, 'the message is there in the first frame after the release').to.contain('Please, fill in the following fields:');
    expect(shownAtNextFrame).to.contain('Name');
    expect(email.value, 'what the visitor typed stays').to.equal('typed@example');
  });

  it('a held click whose target the page replaced before the code arrived reaches its replacement (a cart fragment swapping markup)', async () => {
    const accordion = fixture(`<pb-accordion>
      <details open><summary>First</summary><p>One.</p></details>
      <details><summary>Second</summary><p>Two.</p></details>
    </pb-accordion>`);
    const second = accordion.querySelectorAll('details')[1]!;
    second.querySelector('summary')!.click();
    const replacement = second.cloneNode(true) as HTMLDetailsElement;
    second.replaceWith(replacement);
    await waitFor(() => enhanced(accordion) && replacement.open, 'the replayed click to open the replacement item');
  });

  it('a tap pressed before the first render and released after it reaches what was pressed, though the browser sends its click to the module element (the mini cart opens)', async () => {
    const cart = fixture(`<header><pb-cart variant="mini">${cartLink(0, '').replace('/shop/cart/', '#cart')}${miniCartContent([], '')}</pb-cart></header>`).querySelector('pb-cart')!;
    let wired = false;
    cart.addEventListener(WIRED_EVENT, () => (wired = true));
    cart.querySelector('.cart-contents-count')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => wired, 'the mini cart to render while the button is held');
    // Released on the upgraded view (its button stands where the link stood): the browser clicks what
    // the pressed and the released-on element have in common.
    cart.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    const panel = cart.shadowRoot!.querySelector<HTMLElement>('[part=panel]')!;
    await waitFor(() => !panel.hidden, 'the panel to open');
    expect(cart.shadowRoot!.querySelector('[part=button]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(location.hash, 'not the cart page').to.equal('');
  });

  it('a click between the code arriving and the first render is held too, and replayed once the instance rendered', async () => {
    const accordion = fixture(`<pb-accordion>
      <details open><summary>First</summary><p>One.</p></details>
      <details><summary>Second</summary><p>Two.</p></details>
    </pb-accordion>`);
    const [first, second] = accordion.querySelectorAll('details');
    let openedAtOnce: boolean | undefined;
    let enhancedAtClick: boolean | undefined;
    // The visitor pointed (the code loads), and clicks just as the instance is released.
    accordion.addEventListener(
      RELEASE_EVENT,
      () => {
        enhancedAtClick = enhanced(accordion);
        second!.querySelector('summary')!.click();
        openedAtOnce = second!.open;
      },
      { once: true },
    );
    first!.querySelector('summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => openedAtOnce !== undefined, 'the instance to be released');
    // React renders after the release (the window this covers); Preact renders within it.
    if (!enhancedAtClick) expect(openedAtOnce, 'held: the native toggle did not happen behind the module’s back').to.equal(false);
    await waitFor(() => enhanced(accordion) && second!.open, 'the replayed click to open the second item');
    await waitFor(() => !first!.open, 'the accordion’s rule to close the first item');
  });

  it('an instance that acts on its own renders only as it comes near the viewport, even with display: contents', async () => {
    const container = fixture(`<div>
      <div style="height:3000px"></div>
      <pb-number-counter number="7" style="display:contents"><p>Peaks</p></pb-number-counter>
      <div style="height:200px"></div>
    </div>`);
    const counter = container.querySelector('pb-number-counter')!;
    await wait(DOWNLOAD_MS * 2);
    expect(enhanced(counter)).to.equal(false);
    expect(requested).to.not.include('pb-number-counter.js');
    counter.querySelector('p')!.scrollIntoView();
    await waitFor(() => enhanced(counter), 'the counter to render');
    await scrollToY(0);
  });

  it('an instance scrolled past before its code arrived waits for idle time: the one the visitor stopped at renders first', async () => {
    const container = fixture(`<div>
      <div style="height:3000px"></div>
      <pb-circle-counter number="40" id="passed"><p>Passed</p></pb-circle-counter>
      <div style="height:3000px"></div>
      <pb-circle-counter number="60" id="stopped-at"><p>Stopped at</p></pb-circle-counter>
      <div style="height:3000px"></div>
    </div>`);
    const counters = [...container.querySelectorAll('pb-circle-counter')];
    const releases: string[] = [];
    for (const counter of counters) counter.addEventListener(RELEASE_EVENT, () => releases.push(counter.id));
    counters[0]!.scrollIntoView();
    await waitFor(() => requested.includes('pb-circle-counter.js'), 'the first counter to be seen');
    counters[1]!.scrollIntoView();
    await waitFor(() => counters.every(enhanced), 'both counters to render');
    expect(releases).to.deep.equal(['stopped-at', 'passed']);
    await scrollToY(0);
  });

  it('while the page scrolls, no instance renders: those the scroll brought near render once it has rested', async () => {
    const container = fixture(`<div>
      <div style="height:3000px"></div>
      <pb-number-counter number="12" id="during-scroll"><p>Lakes</p></pb-number-counter>
      <div style="height:3000px"></div>
    </div>`);
    const counter = container.querySelector('pb-number-counter')!;
    let releasedAt: number | undefined;
    counter.addEventListener(RELEASE_EVENT, () => {
      releasedAt = performance.now();
    });
    counter.scrollIntoView({ block: 'center' });
    const scroll = await keepScrolling(DOWNLOAD_MS * 3);
    // Its code was fetched and arrived while the page scrolled: only its render waited.
    expect(requested).to.include('pb-number-counter.js');
    await waitFor(() => enhanced(counter), 'the counter to render once the page rested');
    // A busy machine may pause the scroll for longer than the rest: the release then came in a pause.
    if (scroll.longestPause < SCROLL_REST_MS) expect(releasedAt! - scroll.lastScroll).to.be.at.least(SCROLL_REST_MS - 1);
    await scrollToY(0);
  });

  it('after a press, the instance pressed renders at once; the others wait until the page has rested from it', async () => {
    // Both modules' code has arrived already: only the rest can hold the counter back.
    const first = fixture(`<div>${TOGGLE}<pb-number-counter number="4"><p>Passes</p></pb-number-counter></div>`);
    first.querySelector('summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => [...first.children].every(enhanced), 'the modules to load');
    await wait(PRESS_REST_MS);
    const container = fixture(`<div>${TOGGLE}<pb-number-counter number="5"><p>Bridges</p></pb-number-counter></div>`);
    const [toggle, counter] = [container.querySelector('pb-toggle')!, container.querySelector('pb-number-counter')!];
    const releasedAt = new Map<Element, number>();
    for (const element of [toggle, counter]) element.addEventListener(RELEASE_EVENT, () => releasedAt.set(element, performance.now()));
    const pressedAt = performance.now();
    toggle.querySelector('summary')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => enhanced(toggle) && enhanced(counter), 'both to render');
    expect(releasedAt.get(counter)! - pressedAt, 'the counter waited for the rest').to.be.at.least(PRESS_REST_MS - 1);
    expect(releasedAt.get(toggle)!, 'the pressed one first').to.be.below(releasedAt.get(counter)!);
  });

  it('instances render one per task, not all when their tag is defined', async () => {
    const container = fixture(`<div>${'<pb-number-counter number="3"><p>Huts</p></pb-number-counter>'.repeat(4)}</div>`);
    const counters = [...container.querySelectorAll('pb-number-counter')];
    /** For each release: had the task of the previous release ended (a message posted then arrived)? */
    const separateTasks: boolean[] = [];
    let previousTaskEnded = true;
    for (const counter of counters) {
      counter.addEventListener(RELEASE_EVENT, () => {
        separateTasks.push(previousTaskEnded);
        previousTaskEnded = false;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          previousTaskEnded = true;
        };
        channel.port2.postMessage(null);
      });
    }
    await waitFor(() => counters.every(enhanced), 'every counter to render');
    expect(separateTasks).to.deep.equal([true, true, true, true]);
  });

  it('asked for (pb-upgrade), an instance renders at once', async () => {
    const toggle = fixture(TOGGLE);
    upgrades.requested(toggle);
    await waitFor(() => enhanced(toggle), 'the requested toggle to render');
  });

  // Last: once the keyboard was used it stays so for the page.
  it('after the first key press, waiting instances near the viewport render without pointing', async () => {
    const toggle = fixture(TOGGLE);
    await wait(DOWNLOAD_MS);
    expect(enhanced(toggle)).to.equal(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await waitFor(() => enhanced(toggle), 'the toggle to render after a key press');
  });

  it('SPEC §7 Get A/B subject: modules inside a split-test placeholder initialise only once every test is answered', async () => {
    const placeholders = fixture(`<div>
      <pb-split-test test-id="1"><pb-number-counter number="3"><p>Answered</p></pb-number-counter></pb-split-test>
      <pb-split-test test-id="2"><pb-number-counter number="4"><p>Failed</p></pb-number-counter></pb-split-test>
    </div>`);
    const [answered, failed] = [...placeholders.querySelectorAll('pb-split-test')];
    const counters = [...placeholders.querySelectorAll('pb-number-counter')];
    await wait(DOWNLOAD_MS * 2);
    expect(counters.map(enhanced), 'in view, but waiting for the subjects').to.deep.equal([false, false]);
    answered!.setAttribute('data-subject', '11');
    failed!.setAttribute('data-failed', '');
    document.dispatchEvent(new Event(SPLIT_TESTS_SETTLED_EVENT));
    await waitFor(() => counters.every(enhanced), 'both counters to render once the tests settled', 10_000);
  });
});
