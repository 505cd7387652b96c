/**
 * <pb-circle-counter> (SPEC.md §1 "circle counters"; §9 "Circle counter animation 1800 ms",
 * "Circle counter line width 5").
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-circle-counter';
import { CIRCLE_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { captureConsole, cleanupFixtures, exposedShadowText, fixture, frames, manualClock, nextFrame, upgraded, wait, waitFor, whenInViewAndRested, whenIntersecting } from './helpers';
import { useCriticalCss } from './layout-helpers';

const BELOW_FOLD = (attributes = 'number="75"', text = '75% of hikers finish the trail') => `
  <div><div class="spacer" style="height:2000px"></div>
  <pb-circle-counter ${attributes}><p>${text}</p></pb-circle-counter>
  <div style="height:1000px"></div></div>`;

function counter(page: HTMLElement): HTMLElement {
  return page.querySelector('pb-circle-counter')!;
}

function shown(element: HTMLElement): string {
  const count = element.shadowRoot!.querySelector('.count > span:not(.reserve)');
  return count?.textContent ?? '';
}

function dashOffset(element: HTMLElement): number {
  const bar = element.shadowRoot!.querySelector<SVGCircleElement>('[part=bar]')!;
  return Number.parseFloat(getComputedStyle(bar).strokeDashoffset);
}

describe('pb-circle-counter', () => {
  useCriticalCss(CIRCLE_COUNTER_CRITICAL_CSS);
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('Circle counter animation 1800 ms (SPEC §9): starts only in view, counting at 1000 ms, at the number at 1800 ms and not before', async () => {
    // The count reads performance.now(): on a clock moved by hand, 1800 ms is 1800 ms on any machine.
    const clock = manualClock();
    try {
      const element = counter(fixture(BELOW_FOLD()));
      await upgraded(element);
      clock.advance(400);
      await frames(2);
      expect(shown(element), 'below the fold: not started').to.equal('0%');
      expect(dashOffset(element)).to.equal(100);
      element.scrollIntoView({ block: 'center' });
      await whenInViewAndRested(element);
      clock.advance(1000);
      await waitFor(() => shown(element) !== '0%', 'the count to move on');
      const midway = Number.parseFloat(shown(element));
      expect(midway > 0 && midway < 75, `counting at 1000 ms (${midway})`).to.equal(true);
      expect(dashOffset(element) > 25 && dashOffset(element) < 100, 'ring filling').to.equal(true);
      clock.advance(799);
      await frames(2);
      expect(shown(element), 'not done at 1799 ms').to.not.equal('75%');
      clock.advance(1);
      await waitFor(() => shown(element) === '75%', '75% at 1800 ms');
      await nextFrame();
      expect(dashOffset(element)).to.equal(25);
      window.scrollTo(0, 0);
      await frames(2);
      element.scrollIntoView({ block: 'center' });
      await whenIntersecting(element);
      await frames(2);
      expect(shown(element), 'counts once').to.equal('75%');
    } finally {
      clock.restore();
    }
  });

  it('Circle counter line width 5 (SPEC §9): 5 CSS px at any size; the ring is `size` px wide', async () => {
    const page = fixture(`<div>
      <pb-circle-counter number="40" class="a"><p>40%</p></pb-circle-counter>
      <pb-circle-counter number="40" size="300" class="b"><p>40%</p></pb-circle-counter></div>`);
    const [small, large] = [...page.querySelectorAll<HTMLElement>('pb-circle-counter')];
    await Promise.all([upgraded(small!), upgraded(large!)]);
    for (const [element, size] of [[small!, 180], [large!, 300]] as const) {
      const ring = element.shadowRoot!.querySelector('[part=ring]')!.getBoundingClientRect();
      expect([ring.width, ring.height]).to.deep.equal([size, size]);
      for (const circle of element.shadowRoot!.querySelectorAll('circle')) {
        expect(circle.getAttribute('stroke-width')).to.equal('5');
        expect(getComputedStyle(circle).strokeWidth).to.equal('5px');
        // The stroke's centre line is 2.5 px inside the ring box, so the 5 px stroke ends at its edge.
        expect(circle.getBoundingClientRect().width, 'centre line diameter').to.be.closeTo(size - 5, 0.6);
      }
      expect(element.shadowRoot!.querySelector('svg')!.hasAttribute('viewBox'), 'user units are CSS px').to.equal(false);
    }
  });

  it('with reduced motion shows the final state at once, even out of view', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = counter(fixture(BELOW_FOLD('number="62.5"', '62.5% chose the long route')));
    await upgraded(element);
    expect(shown(element)).to.equal('62.5%');
    expect(dashOffset(element)).to.equal(37.5);
  });

  it('a screen reader never hears a counting value: the ring is aria-hidden, the author text is the accessible text throughout', async () => {
    const element = counter(fixture(BELOW_FOLD()));
    await upgraded(element);
    expect(element.shadowRoot!.querySelector('[part=ring]')!.getAttribute('aria-hidden')).to.equal('true');
    element.scrollIntoView({ block: 'center' });
    for (let sample = 0; sample < 8; sample += 1) {
      await wait(200);
      expect(exposedShadowText(element), 'no exposed shadow text').to.equal('');
      expect(element.textContent!.trim()).to.equal('75% of hikers finish the trail');
    }
  });

  it('without text inside, warns and exposes the final value as hidden text', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = fixture('<pb-circle-counter number="30"></pb-circle-counter>');
      await upgraded(element);
    });
    expect(warnings.some((warning) => warning.includes('pb-circle-counter'))).to.equal(true);
    expect(exposedShadowText(element)).to.equal('30%');
  });

  it('the final value is in the text for screen readers: added as hidden text when the author text does not state it', async () => {
    const element = counter(fixture(BELOW_FOLD('number="75"', 'Hikers who finish the trail')));
    await upgraded(element);
    expect(exposedShadowText(element), 'before counting').to.equal('75%');
    element.scrollIntoView({ block: 'center' });
    await wait(300);
    expect(exposedShadowText(element), 'while counting: the final value, never an intermediate one').to.equal('75%');
  });

  it('the final value is not added twice when the author text states it, spaced or not ("75 %")', async () => {
    const spaced = counter(fixture(BELOW_FOLD('number="75"', '75 % of hikers finish the trail')));
    await upgraded(spaced);
    expect(exposedShadowText(spaced)).to.equal('');
  });

  it('colours come from bar-color and track-color; an invalid colour warns and keeps the default', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = fixture('<pb-circle-counter number="50" bar-color="rgb(255, 0, 0)" track-color="not-a-colour"><p>Half</p></pb-circle-counter>');
      await upgraded(element);
    });
    const bar = element.shadowRoot!.querySelector('[part=bar]')!;
    const track = element.shadowRoot!.querySelector('[part=track]')!;
    expect(getComputedStyle(bar).stroke).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(track).stroke).to.equal('rgba(0, 0, 0, 0.12)');
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('pb-circle-counter').and.contain('track-color');
  });

  it('axe-core finds nothing, before, during and after counting', async () => {
    const page = fixture(`<main><h1>Trail facts</h1>
      <pb-circle-counter number="75"><p>75% of hikers finish the trail</p></pb-circle-counter></main>`);
    await upgraded(counter(page));
    expect((await axe.run(page)).violations.map((violation) => violation.id)).to.deep.equal([]);
    await wait(2000);
    expect((await axe.run(page)).violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
