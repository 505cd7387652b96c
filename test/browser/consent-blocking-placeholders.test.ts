/**
 * Issue 6 "Blocking": blocked content shows a placeholder with an accept button, in the embed's
 * box (no layout shift), keyboard operable, category vs service accept, gone on accept.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { getConsentState } from '../../react-core/consent/consent-runtime';
import { fixture, nextFrame, waitFor } from './helpers';
import { fakeConsentService, reloadCount, resetPage, startPage } from './consent-blocking-helpers';

function box(element: Element): { x: number; y: number; width: number; height: number } {
  const rect = element.getBoundingClientRect();
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(rect.left), y: round(rect.top), width: round(rect.width), height: round(rect.height) };
}

const LAYOUTS = `
  <section id="layouts" style="width: 640px; font: 16px/1.5 sans-serif">
    <iframe id="block" data-src="about:blank#a" data-service="youtube" title="Block video"
      style="display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; border: 0; margin: 0 0 12px"></iframe>
    <p id="inline">Text before <iframe id="inline-frame" data-src="about:blank#b" data-category="statistics" title="Inline chart" width="240" height="120"></iframe> text after.</p>
    <div id="wrapper" style="position: relative; padding-top: 25%">
      <iframe id="absolute" data-src="about:blank#c" data-service="vimeo" title="Absolute video" style="position: absolute; inset: 0; width: 100%; height: 100%; border: 0"></iframe>
    </div>
    <div id="flex" style="display: flex; gap: 8px"><iframe id="flex-frame" data-src="about:blank#d" data-category="marketing" title="Flex map" style="flex: 1 1 0; height: 90px; padding: 4px; border: 3px solid; margin: 3px 0 0 7px"></iframe><span>side</span></div>
    <p id="floated">A map <iframe id="float-frame" data-src="about:blank#e" data-category="preferences" title="Floated map" width="150" height="80" style="float: right; margin: 5px 8px 6px 10px"></iframe> floats beside this paragraph, which wraps around it over several lines of text so that the float changes the line boxes.</p>
    <p id="after">After all embeds.</p>
  </section>`;

const IDS = ['block', 'inline-frame', 'absolute', 'flex-frame', 'float-frame'];

describe('consent placeholders (issue 6)', () => {
  afterEach(resetPage);

  it('the placeholder shows the banner text and a named accept button, with textContent only', async () => {
    fakeConsentService({ placeholderText: '<b>Blocked</b> until consent' });
    const page = fixture(`<div><iframe data-src="about:blank#v" data-service="youtube" title="Demo video" width="320" height="180"></iframe></div>`);
    await startPage();
    const placeholder = page.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    expect(placeholder.querySelector('.pb-consent-placeholder__text')!.textContent).to.equal('<b>Blocked</b> until consent');
    expect(placeholder.querySelector('b')).to.equal(null);
    const button = placeholder.querySelector('button')!;
    expect(button.textContent).to.equal('Accept YouTube');
    expect(button.type).to.equal('button');
    expect(placeholder.getAttribute('role')).to.equal('group');
    expect(placeholder.getAttribute('aria-label')).to.equal('Demo video');
    expect(placeholder.getAttribute('data-pb-consent-service')).to.equal('youtube');
    expect(getComputedStyle(page.querySelector('iframe')!).display).to.equal('none');
  });

  it('keeps the embed box before, during and after the placeholder (no layout shift), desktop and phone', async () => {
    for (const width of [1024, 375]) {
      await setViewport({ width, height: 800 });
      fakeConsentService();
      const page = fixture(LAYOUTS);
      await nextFrame();
      const before = IDS.map((id) => box(page.querySelector(`#${id}`)!));
      const afterBefore = box(page.querySelector('#after')!);
      const floatedBefore = box(page.querySelector('#floated')!);
      await startPage();
      const placeholders = IDS.map((id) => page.querySelector(`#${id}`)!.previousElementSibling!);
      expect(placeholders.every((element) => element.classList.contains('pb-consent-placeholder'))).to.equal(true);
      expect(placeholders.map(box)).to.deep.equal(before);
      expect(box(page.querySelector('#after')!)).to.deep.equal(afterBefore);
      expect(box(page.querySelector('#floated')!)).to.deep.equal(floatedBefore);
      // Accept everything: the embeds come back in the same boxes.
      for (const button of [...page.querySelectorAll<HTMLButtonElement>('.pb-consent-placeholder__accept')]) button.click();
      await nextFrame();
      expect(page.querySelectorAll('.pb-consent-placeholder').length).to.equal(0);
      expect(IDS.map((id) => box(page.querySelector(`#${id}`)!))).to.deep.equal(before);
      expect(box(page.querySelector('#after')!)).to.deep.equal(afterBefore);
      expect(box(page.querySelector('#floated')!)).to.deep.equal(floatedBefore);
      resetPage();
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('re-fits the placeholder after a resize (500 ms debounce) when the embed size depends on the viewport', async () => {
    await setViewport({ width: 1000, height: 700 });
    fakeConsentService();
    const page = fixture(`<div><iframe data-src="about:blank#r" data-category="marketing" title="Auto" style="width: 50vw; height: 20vh"></iframe></div>`);
    await startPage();
    const placeholder = page.querySelector('.pb-consent-placeholder')!;
    expect(box(placeholder).width).to.be.closeTo(500 + 4, 1);
    await setViewport({ width: 600, height: 700 });
    await waitFor(() => Math.abs(box(placeholder).width - (300 + 4)) <= 1, 'the placeholder to follow the iframe to 50vw of 600 px');
    await setViewport({ width: 800, height: 600 });
  });

  it('the accept button works by keyboard, removes the placeholder and moves focus to the iframe, without a reload', async () => {
    fakeConsentService();
    const page = fixture(`<div><iframe data-src="about:blank#k" data-service="youtube" title="Keyboard video" width="320" height="180"></iframe></div>`);
    await startPage();
    const button = page.querySelector<HTMLButtonElement>('.pb-consent-placeholder__accept')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => page.querySelector('.pb-consent-placeholder') === null, 'the placeholder to go');
    const iframe = page.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).to.equal('about:blank#k');
    expect(document.activeElement === iframe).to.equal(true);
    expect(getConsentState().record.services.youtube).to.equal(true);
    expect(reloadCount()).to.equal(0);
  });

  it('Space on the accept button works too', async () => {
    fakeConsentService();
    const page = fixture(`<div><iframe data-src="about:blank#s" data-category="statistics" title="Chart" width="320" height="180"></iframe></div>`);
    await startPage();
    page.querySelector<HTMLButtonElement>('.pb-consent-placeholder__accept')!.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => page.querySelector('iframe')!.getAttribute('src') === 'about:blank#s', 'the iframe to load');
  });

  it('a service accept loads only that service; a category accept loads that category', async () => {
    fakeConsentService();
    const page = fixture(`<div>
      <iframe id="yt" data-src="about:blank#yt" data-service="youtube" title="YouTube video"></iframe>
      <iframe id="vimeo" data-src="about:blank#vimeo" data-service="vimeo" title="Vimeo video"></iframe>
      <iframe id="ads" data-src="about:blank#ads" data-category="marketing" title="Ad"></iframe>
      <iframe id="stats" data-src="about:blank#stats" data-category="statistics" title="Stats"></iframe>
    </div>`);
    await startPage();
    const accept = (id: string) => page.querySelector<HTMLElement>(`#${id}`)!.previousElementSibling!.querySelector<HTMLButtonElement>('button')!;
    expect(accept('stats').textContent).to.equal('Accept Statistics');
    expect(accept('vimeo').textContent).to.equal('Accept Vimeo');
    accept('yt').click();
    await nextFrame();
    expect(page.querySelector('#yt')!.hasAttribute('src')).to.equal(true);
    expect(page.querySelector('#vimeo')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('#ads')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('#stats')!.hasAttribute('src')).to.equal(false);
    expect(getConsentState().record.categories.marketing === 'allow').to.equal(false);
    accept('stats').click();
    await nextFrame();
    expect(page.querySelector('#stats')!.getAttribute('src')).to.equal('about:blank#stats');
    expect(getConsentState().record.categories.statistics).to.equal('allow');
    expect(page.querySelector('#ads')!.hasAttribute('src')).to.equal(false);
    accept('ads').click();
    await nextFrame();
    // Marketing allowed: the ad and the Vimeo service (marketing, no own choice) load.
    expect(page.querySelector('#ads')!.hasAttribute('src')).to.equal(true);
    expect(page.querySelector('#vimeo')!.hasAttribute('src')).to.equal(true);
    expect(page.querySelectorAll('.pb-consent-placeholder').length).to.equal(0);
  });

  it('an embed added later gets a placeholder, and a removed embed takes its placeholder along', async () => {
    fakeConsentService();
    const page = fixture(`<div></div>`);
    await startPage();
    page.insertAdjacentHTML('beforeend', `<iframe data-src="about:blank#late" data-category="marketing" title="Late"></iframe>`);
    await waitFor(() => page.querySelector('.pb-consent-placeholder') !== null, 'the placeholder');
    page.querySelector('iframe')!.remove();
    await waitFor(() => page.querySelector('.pb-consent-placeholder') === null, 'the placeholder to go');
  });

  it('an author container (data-pb-consent-placeholder) shows a placeholder inside until its script is allowed', async () => {
    fakeConsentService();
    const page = fixture(`<div>
      <div id="map" data-pb-consent-placeholder data-service="youtube" title="Map"></div>
      <script type="text/plain" data-service="youtube">document.getElementById('map').append('map rendered')</script>
    </div>`);
    await startPage();
    const container = page.querySelector('#map')!;
    const placeholder = container.querySelector('.pb-consent-placeholder')!;
    expect(placeholder.querySelector('button')!.textContent).to.equal('Accept YouTube');
    placeholder.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => container.textContent === 'map rendered', 'the script to render into the container');
    expect(document.activeElement === container).to.equal(true);
    expect(container.querySelector('.pb-consent-placeholder')).to.equal(null);
    expect(container.getAttribute('data-pb-consent')).to.equal('active');
  });

  it('axe finds nothing on placeholders', async () => {
    fakeConsentService();
    fixture(`<main><h1>Videos</h1><iframe data-src="about:blank#x" data-service="youtube" title="Video" width="320" height="180"></iframe>
      <div data-pb-consent-placeholder data-category="statistics"></div></main>`);
    await startPage();
    const results = await axe.run(document.body);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
