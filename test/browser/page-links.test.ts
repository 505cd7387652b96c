/**
 * Page-wide link behaviours (SPEC §2 Links, §6 admin bar, §9 smooth scroll 800 ms): smooth
 * in-page scrolling clear of the admin bar and the fixed header, focus moved to the target,
 * reduced motion, and link options (a blank target opens a new window with noopener).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { startAnchorLinks } from '../../react-core/page/anchor-links';
import { startLinkOptions } from '../../react-core/page/link-options';
import { replayClick } from '../../react-core/runtime/click-time';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { registerFixedHeader, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { captureConsole, cleanupFixtures, fixture, waitFor } from './helpers';

const PAGE = `
  <div>
    <p><a id="to-features" href="#features">Features</a> <a id="to-module" href="#gallery|2">Gallery page 2</a>
       <a id="to-nothing" href="#">Nothing</a> <a id="to-missing" href="#missing">Missing</a>
       <a id="to-other" href="/other.html#features">Other page</a></p>
    <div style="height: 2400px"></div>
    <section id="features"><h2>Features</h2><p>Text</p></section>
    <div style="height: 2400px"></div>
  </div>`;

function targetTop(): number {
  return document.getElementById('features')!.getBoundingClientRect().top;
}

describe('smooth in-page scrolling (SPEC §2 Links: an in-page anchor scrolls smoothly in 800 ms)', () => {
  let stop: () => void;
  const startHash = location.hash;

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 700 });
    resetPageOffsets();
    fixture(PAGE);
    window.scrollTo(0, 0);
    stop = startAnchorLinks();
  });

  afterEach(async () => {
    stop();
    cleanupFixtures();
    document.getElementById('wpadminbar')?.remove();
    resetPageOffsets();
    history.replaceState(null, '', `${location.pathname}${location.search}${startHash}`);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('glides over about 800 ms: through the way there, not a jump', async () => {
    // Checked by the positions the page passes, never by where it is after a fixed wait.
    const passed: number[] = [];
    const record = (): void => void passed.push(targetTop());
    window.addEventListener('scroll', record, { passive: true });
    try {
      document.getElementById('to-features')!.click();
      await waitFor(() => Math.abs(targetTop()) < 2, 'the target at the top');
    } finally {
      window.removeEventListener('scroll', record);
    }
    const onTheWay = passed.filter((top) => top > 5);
    expect(onTheWay.length, `part of the way (${passed.map(Math.round).join(', ')})`).to.be.at.least(3);
  });

  it('times a click replayed after its code arrived from the visitor\'s click: moving in its first frame', async () => {
    // The loader held the click 150 ms for pb-page; an 800 ms ease-in-out from the replay would
    // move about 2 px in its first frame, from the click a good part of the way already.
    const from = targetTop();
    replayClick(document.getElementById('to-features')!, performance.now() - 150);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
    expect(from - targetTop(), 'moved in the first frame').to.be.greaterThan(50);
    await waitFor(() => Math.abs(targetTop()) < 2, 'the target at the top');
  });

  it('takes at least 600 ms to arrive (not a jump)', async () => {
    const started = performance.now();
    document.getElementById('to-features')!.click();
    await waitFor(() => Math.abs(targetTop()) < 2, 'the target at the top');
    expect(performance.now() - started).to.be.greaterThan(600);
  });

  it('stops below a fixed header (registered bottom edge)', async () => {
    const setHeader = registerFixedHeader();
    setHeader(90);
    document.getElementById('to-features')!.click();
    await waitFor(() => Math.abs(targetTop() - 90) < 2, 'the target 90 px from the top');
    setHeader();
  });

  it('stops below the admin bar above 782 px (SPEC §6: its measured height)', async () => {
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px';
    document.body.append(bar);
    document.getElementById('to-features')!.click();
    await waitFor(() => Math.abs(targetTop() - 32) < 2, 'the target 32 px from the top');
  });

  it('moves focus to the target so keyboard users continue from there', async () => {
    document.getElementById('to-features')!.click();
    const features = document.getElementById('features')!;
    expect(document.activeElement === features).to.equal(true);
    expect(features.getAttribute('tabindex')).to.equal('-1');
  });

  it('puts the hash in the address bar as a history entry, without a jump', async () => {
    const length = history.length;
    document.getElementById('to-features')!.click();
    expect(location.hash).to.equal('#features');
    expect(history.length).to.equal(length + 1);
    expect(window.scrollY).to.be.lessThan(50);
  });

  it('jumps at once with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.getElementById('to-features')!.click();
    expect(Math.abs(targetTop())).to.be.lessThan(2);
  });

  it('leaves module hashes, "#", missing anchors and other pages to the browser', async () => {
    const prevented: boolean[] = [];
    const record = (event: Event): void => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    // Registered after the page's handler, so it sees what that handler decided.
    window.addEventListener('click', record);
    for (const id of ['to-module', 'to-nothing', 'to-missing', 'to-other']) document.getElementById(id)!.click();
    window.removeEventListener('click', record);
    expect(prevented).to.deep.equal([false, false, false, false]);
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    let prevented: boolean | undefined;
    const record = (event: Event): void => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    document.getElementById('to-features')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener('click', record);
    expect(prevented).to.equal(false);
  });
});

describe('link options (SPEC §2 Links: links defined by link options open a new window for a blank target)', () => {
  let stop: () => void;
  let opened: unknown[][];
  const { open } = window;
  const startHash = location.hash;

  beforeEach(() => {
    opened = [];
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
  });

  afterEach(() => {
    stop?.();
    window.open = open;
    delete window.pbConfig;
    resetPageConfig();
    cleanupFixtures();
    history.replaceState(null, '', `${location.pathname}${location.search}${startHash}`);
  });

  it('opens a new window with noopener for a blank target', () => {
    const module = fixture(`<div data-pb-link="https://example.com/offer" data-pb-link-target="_blank"><h3>Offer</h3><p>Save 20%</p></div>`);
    stop = startLinkOptions();
    module.querySelector('p')!.click();
    expect(opened).to.deep.equal([['https://example.com/offer', '_blank', 'noopener']]);
  });

  it('navigates in the same window without a blank target', () => {
    const module = fixture(`<div data-pb-link="#moved-here"><p>Go</p></div>`);
    stop = startLinkOptions();
    module.querySelector('p')!.click();
    expect(opened).to.deep.equal([]);
    expect(location.hash).to.equal('#moved-here');
  });

  it("leaves clicks on the module's own links to them", () => {
    const module = fixture(`<div data-pb-link="https://example.com/" data-pb-link-target="_blank"><a id="own" href="#own-link">Own link</a></div>`);
    stop = startLinkOptions();
    module.querySelector('a')!.click();
    expect(opened).to.deep.equal([]);
    expect(location.hash).to.equal('#own-link');
  });

  it('makes a module without links of its own a keyboard link (role link, Enter)', async () => {
    const module = fixture(`<div data-pb-link="https://example.com/" data-pb-link-target="_blank"><p>Card</p></div>`);
    stop = startLinkOptions();
    expect(module.getAttribute('role')).to.equal('link');
    expect(module.tabIndex).to.equal(0);
    module.focus();
    await sendKeys({ press: 'Enter' });
    expect(opened.length).to.equal(1);
  });

  it('does not add the link role to a module that has its own links (no nested interactive elements)', () => {
    const module = fixture(`<div data-pb-link="https://example.com/"><a href="#x">Read</a></div>`);
    stop = startLinkOptions();
    expect(module.hasAttribute('role')).to.equal(false);
  });

  it('never follows a javascript: url, and says why once', async () => {
    const { warnings } = await captureConsole(() => {
      const module = fixture(`<div data-pb-link="javascript:alert(1)" data-pb-link-target="_blank"><p>Bad</p></div>`);
      stop = startLinkOptions();
      module.querySelector('p')!.click();
    });
    expect(opened).to.deep.equal([]);
    expect(warnings.some((text) => text.includes('data-pb-link'))).to.equal(true);
  });

  it('applies the link options of the page configuration (the builder class) to modules added later too', async () => {
    window.pbConfig = { link_options: [{ class: 'promo-card', url: 'https://example.com/promo', target: '_blank' }] };
    resetPageConfig();
    const first = fixture(`<div class="promo-card"><p>Promo</p></div>`);
    stop = startLinkOptions();
    first.querySelector('p')!.click();
    expect(opened.length).to.equal(1);
    const later = fixture(`<div data-pb-link="https://example.com/later"><p>Later</p></div>`);
    await waitFor(() => later.getAttribute('role') === 'link', 'the later module to be decorated');
  });
});
