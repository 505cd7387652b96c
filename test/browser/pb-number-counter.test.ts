/** <pb-number-counter> (SPEC.md §1 "number counters"): counts up when it enters the viewport. */
import { expect } from 'chai';
import axe from 'axe-core';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-number-counter';
import { NUMBER_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { SCROLL_REST_MS } from '../../react-core/runtime/page-rest';
import { captureConsole, cleanupFixtures, exposedShadowText, fixture, frames, keepScrolling, manualClock, upgraded, wait, waitFor, whenInViewAndRested, whenIntersecting } from './helpers';
import { useCriticalCss } from './layout-helpers';

const BELOW_FOLD = (attributes: string) => `
  <div lang="en"><div style="height:2000px"></div>
  <pb-number-counter ${attributes}><p>Hikers this year</p></pb-number-counter>
  <div style="height:1000px"></div></div>`;

function counter(page: HTMLElement): HTMLElement {
  return page.localName === 'pb-number-counter' ? page : page.querySelector<HTMLElement>('pb-number-counter')!;
}

function shown(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('.count > span:not(.reserve)')?.textContent ?? '';
}

describe('pb-number-counter', () => {
  useCriticalCss(NUMBER_COUNTER_CRITICAL_CSS);
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('counts up from 0 only once in view, to the exact end value, in the default 1800 ms', async () => {
    // The count reads performance.now(): on a clock moved by hand, 1800 ms is 1800 ms on any machine.
    const clock = manualClock();
    try {
      const element = counter(fixture(BELOW_FOLD('number="1234"')));
      await upgraded(element);
      clock.advance(400);
      await frames(2);
      expect(shown(element), 'below the fold: not started').to.equal('0');
      element.scrollIntoView({ block: 'center' });
      await whenInViewAndRested(element);
      clock.advance(900);
      await waitFor(() => shown(element) !== '0', 'the count to move on');
      const midway = Number(shown(element).replace(/,/g, ''));
      expect(midway > 0 && midway < 1234, `counting at 900 ms (${midway})`).to.equal(true);
      clock.advance(899);
      await frames(2);
      expect(shown(element), 'not done at 1799 ms').to.not.equal('1,234');
      clock.advance(1);
      await waitFor(() => shown(element) === '1,234', '1,234 at 1800 ms');
    } finally {
      clock.restore();
    }
  });

  it('scrolled into view while the page goes on scrolling, it starts counting only once the page has rested', async () => {
    const clock = manualClock();
    try {
      const element = counter(fixture(BELOW_FOLD('number="1234"')));
      await upgraded(element);
      element.scrollIntoView({ block: 'center' });
      await whenIntersecting(element);
      const scroll = await keepScrolling(SCROLL_REST_MS * 4);
      clock.advance(900);
      await frames(2);
      // A busy machine may pause the scroll for longer than the rest: counting may then have started.
      if (scroll.longestPause < SCROLL_REST_MS) expect(shown(element), 'not started while scrolling').to.equal('0');
      await whenInViewAndRested(element);
      clock.advance(900);
      await waitFor(() => shown(element) !== '0', 'the count to start once the page rested');
    } finally {
      clock.restore();
    }
  });

  it('shows the end value with and without percent, with its own decimals and the separator', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(`<div lang="en">
      <pb-number-counter number="1234"><p>a</p></pb-number-counter>
      <pb-number-counter number="75" percent><p>b</p></pb-number-counter>
      <pb-number-counter number="12.50" percent><p>c</p></pb-number-counter>
      <pb-number-counter number="1234567" separator="none"><p>d</p></pb-number-counter>
      <pb-number-counter number="1234567" separator="."><p>e</p></pb-number-counter>
      <pb-number-counter number="1234" lang="de"><p>f</p></pb-number-counter></div>`);
    const elements = [...page.querySelectorAll<HTMLElement>('pb-number-counter')];
    await Promise.all(elements.map(upgraded));
    expect(elements.map(shown)).to.deep.equal(['1,234', '75%', '12.50%', '1234567', '1.234.567', '1.234']);
  });

  it('duration sets the length of the count', async () => {
    const clock = manualClock();
    try {
      const element = counter(fixture(BELOW_FOLD('number="500" duration="400"')));
      await upgraded(element);
      element.scrollIntoView({ block: 'center' });
      await whenInViewAndRested(element);
      clock.advance(399);
      await frames(2);
      expect(shown(element), 'not done at 399 ms').to.not.equal('500');
      clock.advance(1);
      await waitFor(() => shown(element) === '500', '500 at 400 ms');
    } finally {
      clock.restore();
    }
  });

  it('with reduced motion shows the final value at once, even out of view', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = counter(fixture(BELOW_FOLD('number="980" percent')));
    await upgraded(element);
    expect(shown(element)).to.equal('980%');
  });

  it('assistive technology reads the final value throughout; the counting figure is aria-hidden and never changes width', async () => {
    const element = counter(fixture(BELOW_FOLD('number="12345"')));
    await upgraded(element);
    const figure = element.shadowRoot!.querySelector('[part=number] .count')!;
    const width = figure.getBoundingClientRect().width;
    expect(element.shadowRoot!.querySelector('[part=number]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(exposedShadowText(element)).to.equal('12,345');
    element.scrollIntoView({ block: 'center' });
    for (let sample = 0; sample < 8; sample += 1) {
      await wait(150);
      expect(exposedShadowText(element)).to.equal('12,345');
      expect(figure.getBoundingClientRect().width, `width at ${shown(element)}`).to.equal(width);
    }
    await waitFor(() => shown(element) === '12,345', 'the end');
  });

  it('an invalid number warns once (naming the tag and attribute) and shows 0', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = counter(fixture('<pb-number-counter number="lots"><p>Hikers</p></pb-number-counter>'));
      await upgraded(element);
      await wait(2000);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('pb-number-counter').and.contain('"number"').and.contain('lots');
    expect(shown(element)).to.equal('0');
  });

  it('axe-core finds nothing', async () => {
    const page = fixture(`<main><h1>Trail facts</h1>
      <pb-number-counter number="1234"><p>Hikers this year</p></pb-number-counter>
      <pb-number-counter number="98" percent><p>Would come back</p></pb-number-counter></main>`);
    await Promise.all([...page.querySelectorAll('pb-number-counter')].map(upgraded));
    expect((await axe.run(page)).violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
