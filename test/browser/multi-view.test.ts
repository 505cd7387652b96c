/**
 * Multi-view data on the public page (SPEC §3 "Multi-view data", §4 "Hover"): a module shows its
 * values for the screen mode (desktop above 980, tablet 768–980, phone 767 or less) and on hover
 * of its hover_selector; content goes through the shared sanitizer.
 */
import { expect } from 'chai';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { multiViewModuleFor, startMultiView, stopMultiView } from '../../react-core/builder/multi-view-runtime';
import { captureConsole, cleanupFixtures, fixture, holdTimeouts, nextFrame, waitFor } from './helpers';

const DATA = {
  slug: 'pb_blurb',
  schema: {
    content: { desktop: '<strong>Wide title</strong>', phone: 'Phone title', hover: '<em>Hovered</em><img src="/test/browser/fixtures/map-tile.svg" alt="" onerror="window.pbHacked=1"><script>window.pbHacked=1</script>' },
    attrs: { desktop: { 'aria-label': 'Wide' }, tablet: { 'aria-label': 'Middle', href: 'javascript:alert(1)' } },
    styles: { desktop: { color: 'rgb(0, 0, 255)' }, hover: { color: 'rgb(0, 128, 0)' } },
    classes: { tablet: { add: ['compact'], remove: ['wide'] } },
    visibility: { phone: 'hidden' },
  },
  target: '{{selector}} .title',
  hover_selector: '.card',
};

const attribute = (value: unknown): string => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

declare global {
  interface Window {
    pbHacked?: number;
  }
}

/** Resizes the viewport and lets the screen mode's 100 ms debounce settle at once. */
async function resizeTo(width: number): Promise<void> {
  const timers = holdTimeouts(100);
  try {
    await setViewport({ width, height: 700 });
    await waitFor(() => timers.pending > 0 || window.innerWidth === width, 'the resize');
    await nextFrame();
    timers.fire();
  } finally {
    timers.restore();
  }
}

describe('multi-view data', () => {
  let card: HTMLElement;
  let title: HTMLElement;
  before(() => {
    document.body.style.margin = '0';
  });
  beforeEach(async () => {
    await setViewport({ width: 1200, height: 700 });
    card = fixture(`<div class="card" style="padding:20px"><div class="module" data-pb-multi-view='${attribute(DATA)}'>
      <a class="title wide" href="/page" aria-label="Page">Page <b>title</b></a></div></div>`);
    title = card.querySelector<HTMLElement>('.title')!;
    startMultiView();
  });
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [1100, 650] });
    stopMultiView();
    cleanupFixtures();
  });

  it('shows the desktop values above 980 px, with the content sanitized', async () => {
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content');
    expect(title.innerHTML).to.equal('<strong>Wide title</strong>');
    expect(title.getAttribute('aria-label')).to.equal('Wide');
    expect(title.style.color).to.equal('rgb(0, 0, 255)');
    expect(title.className).to.equal('title wide');
    expect(title.hidden).to.equal(false);
  });

  it('changes to the tablet values at 768–980 px and the phone values at 767 px or less, falling back to the wider mode', async () => {
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content');
    await resizeTo(900);
    await waitFor(() => title.classList.contains('compact'), 'the tablet classes');
    expect(title.classList.contains('wide')).to.equal(false);
    expect(title.getAttribute('aria-label')).to.equal('Middle');
    expect(title.getAttribute('href'), 'an unsafe address is never set').to.equal('/page');
    expect(title.textContent, 'tablet has no content of its own: desktop').to.equal('Wide title');
    await resizeTo(767);
    await waitFor(() => title.textContent === 'Phone title', 'the phone content');
    expect(title.hidden, 'phone visibility hidden').to.equal(true);
    expect(title.classList.contains('compact'), 'phone falls back to tablet').to.equal(true);
    await resizeTo(1200);
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content again');
    expect(title.hidden).to.equal(false);
    expect(title.className, "the page's own classes are back").to.equal('title wide');
  });

  it('shows the hover values while the hover_selector element is hovered, without running the markup', async () => {
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content');
    const box = card.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    await waitFor(() => title.textContent === 'Hovered', 'the hover content');
    expect(title.style.color).to.equal('rgb(0, 128, 0)');
    expect(title.querySelector('script'), 'no script').to.equal(null);
    expect(title.querySelector('img')?.hasAttribute('onerror') ?? false, 'no handler').to.equal(false);
    await sendMouse({ type: 'move', position: [1100, 650] });
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content after the hover');
    expect(title.style.color).to.equal('rgb(0, 0, 255)');
    expect(window.pbHacked).to.equal(undefined);
  });

  it('shows the hover values while the keyboard focus is inside the hover element', async () => {
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content');
    title.focus();
    await waitFor(() => title.textContent === 'Hovered', 'the hover content on focus');
    title.blur();
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content after the focus left');
  });

  it("puts back the page's own rendering when stopped", async () => {
    await waitFor(() => title.textContent === 'Wide title', 'the desktop content');
    stopMultiView();
    expect(title.innerHTML).to.equal('Page <b>title</b>');
    expect(title.getAttribute('aria-label')).to.equal('Page');
    expect(title.style.color).to.equal('');
  });

  it('warns, naming the element, about malformed JSON, and leaves that module alone', async () => {
    const { warnings } = await captureConsole(async () => {
      const broken = fixture(`<p id="broken-module" class="text" data-pb-multi-view='{"schema":'>Kept</p>`);
      // The runtime's mutation observer has read it by the next frame.
      await nextFrame();
      expect(multiViewModuleFor(broken)).to.equal(undefined);
      expect(broken.textContent).to.equal('Kept');
    });
    expect(warnings).to.include('[p#broken-module.text data-pb-multi-view] is not valid JSON; ignored.');
  });

  it('picks up modules added later, and lets go of removed ones', async () => {
    const added = fixture(`<p data-pb-multi-view='${attribute({ schema: { attrs: { desktop: { title: 'Added' } } } })}'>Added</p>`);
    await waitFor(() => added.getAttribute('title') === 'Added', 'the added module');
    const module = multiViewModuleFor(added);
    expect(module).to.not.equal(undefined);
    added.remove();
    await waitFor(() => multiViewModuleFor(added) === undefined, 'the removed module to be let go');
  });
});
