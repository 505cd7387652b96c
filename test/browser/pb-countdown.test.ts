/**
 * <pb-countdown> (SPEC.md §1 "Countdown timers"; §9 "Countdown ticks every 1 second",
 * "Countdown days are padded to at least 3 digits, other units to 2").
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-countdown';
import { COUNTDOWN_CRITICAL_CSS } from '../../react-core/countdown/critical-css';
import { captureConsole, cleanupFixtures, fixture, upgraded, wait, waitFor } from './helpers';

function iso(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

function mount(attributes: string, content = '<p>Sale ends 1 December at 18:00</p>'): HTMLElement {
  return fixture(`<pb-countdown ${attributes}>${content}</pb-countdown>`);
}

function values(element: HTMLElement): string[] {
  return [...element.shadowRoot!.querySelectorAll('[part=value]')].map((value) => value.textContent ?? '');
}

function labels(element: HTMLElement): string[] {
  return [...element.shadowRoot!.querySelectorAll('[part=label]')].map((label) => label.textContent ?? '');
}

function statement(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('p.vh')?.textContent ?? '';
}

function status(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('[role=status]')?.textContent ?? '';
}

describe('pb-countdown', () => {
  let style: HTMLStyleElement;
  before(async () => {
    style = document.createElement('style');
    style.textContent = COUNTDOWN_CRITICAL_CSS;
    document.head.append(style);
    await setViewport({ width: 1280, height: 800 });
  });
  after(() => style.remove());
  afterEach(async () => {
    cleanupFixtures();
    await setViewport({ width: 1280, height: 800 });
  });

  it('Countdown days are padded to at least 3 digits, other units to 2 (SPEC §9)', async () => {
    const left = ((7 * 24 + 5) * 3600 + 9 * 60 + 30) * 1000;
    const element = mount(`end-date="${iso(left)}"`);
    await upgraded(element);
    const [days, hours, minutes, seconds] = values(element);
    expect([days, hours, minutes]).to.deep.equal(['007', '05', '09']);
    expect(['29', '30']).to.include(seconds);
    const far = mount(`end-date="${iso(1234 * 86400_000 + 60_000)}"`);
    await upgraded(far);
    expect(values(far)[0]).to.equal('1234');
  });

  it('Countdown ticks every 1 second (SPEC §9): each change shows the time left on the clock, one second less', async () => {
    const endDate = iso(6000);
    const end = Date.parse(endDate);
    const element = mount(`end-date="${endDate}"`);
    await upgraded(element);
    // Each change is read as it is written (a mutation observer runs right after the write) and
    // compared with the clock at that moment: a busy machine may delay a tick, never make it
    // show a time other than the time left.
    const changes: Array<{ shown: number; left: number }> = [];
    const observer = new MutationObserver(() => changes.push({ shown: Number(values(element)[3]), left: (end - Date.now()) / 1000 }));
    observer.observe(element.shadowRoot!, { subtree: true, characterData: true, childList: true });
    try {
      await waitFor(() => new Set(changes.map((change) => change.shown)).size >= 3, 'three ticks', 10_000);
    } finally {
      observer.disconnect();
    }
    const ticks = changes.filter((change, index) => index === 0 || change.shown !== changes[index - 1]!.shown);
    for (const tick of ticks) expect(tick.shown, `shown with ${tick.left.toFixed(3)} s left`).to.be.within(Math.floor(tick.left), Math.ceil(tick.left + 0.1));
    for (let index = 1; index < ticks.length; index += 1) expect(ticks[index]!.shown, 'one second less').to.be.lessThan(ticks[index - 1]!.shown);
  });

  it('reaching zero shows 000:00:00:00, stops, fires pb-countdown-end once and announces the end', async () => {
    let ends = 0;
    const onEnd = (): void => {
      ends += 1;
    };
    document.addEventListener('pb-countdown-end', onEnd);
    try {
      const element = mount(`end-date="${iso(2200)}"`);
      await upgraded(element);
      expect(values(element).join(':')).to.not.equal('000:00:00:00');
      expect(status(element), 'nothing announced while counting').to.equal('');
      await waitFor(() => ends === 1, 'pb-countdown-end');
      expect(values(element).join(':')).to.equal('000:00:00:00');
      await wait(1500);
      expect(ends, 'once').to.equal(1);
      expect(values(element).join(':')).to.equal('000:00:00:00');
      expect(status(element)).to.equal('The countdown has ended.');
      expect(statement(element)).to.equal('The countdown has ended.');
    } finally {
      document.removeEventListener('pb-countdown-end', onEnd);
    }
  });

  it('an end date already past at upgrade shows zeros and fires pb-countdown-end once (no announcement)', async () => {
    let ends = 0;
    let detail = 0;
    const onEnd = (event: CustomEvent<{ endDate: number }>): void => {
      ends += 1;
      detail = event.detail.endDate;
    };
    document.addEventListener('pb-countdown-end', onEnd);
    try {
      const end = '2020-01-01T00:00:00Z';
      const element = mount(`end-date="${end}"`);
      await upgraded(element);
      await wait(1300);
      expect(ends).to.equal(1);
      expect(detail).to.equal(Date.parse(end));
      expect(values(element).join(':')).to.equal('000:00:00:00');
      expect(status(element)).to.equal('');
    } finally {
      document.removeEventListener('pb-countdown-end', onEnd);
    }
  });

  it('an invalid end-date warns once (naming the tag and attribute) and leaves the author content alone', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = mount('end-date="next friday"', '<p class="content">Sale ends on Friday</p>');
      await upgraded(element);
      element.setAttribute('title', 'Sale');
      await wait(50);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('pb-countdown').and.contain('end-date').and.contain('next friday');
    expect(element.shadowRoot!.querySelector('[part=timer]') === null).to.equal(true);
    const content = element.querySelector('.content')!;
    expect(content.getClientRects().length > 0, 'the content shows').to.equal(true);
  });

  it('pauses while the document is hidden and catches up when it shows again', async () => {
    const element = mount(`end-date="${iso(30_500)}"`);
    await upgraded(element);
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      const before = values(element)[3];
      await wait(2300);
      expect(values(element)[3], 'no tick while hidden').to.equal(before);
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
      await wait(50);
      const caught = Number(values(element)[3]);
      expect(Number(before) - caught, 'caught up').to.be.within(2, 3);
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
      Object.defineProperty(Document.prototype, 'hidden', hidden);
    }
  });

  it('uses long labels on wide modules and short ones below 400 px (ResizeObserver on the element)', async () => {
    const element = mount(`end-date="${iso(90_000_000)}" style="width:600px"`);
    await upgraded(element);
    expect(labels(element)).to.deep.equal(['Days', 'Hours', 'Minutes', 'Seconds']);
    element.style.width = '320px';
    await waitFor(() => labels(element)[0] === 'Day(s)', 'short labels');
    expect(labels(element)).to.deep.equal(['Day(s)', 'Hrs', 'Min', 'Sec']);
    expect(element.shadowRoot!.querySelector('[part=timer]')!.scrollWidth <= 320).to.equal(true);
  });

  it('shows the title; digits are aria-hidden and a hidden sentence states the time left (not a live region)', async () => {
    const element = mount(`end-date="${iso(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 500)}" title="Summer sale"`);
    await upgraded(element);
    expect(element.shadowRoot!.querySelector('[part=title]')!.textContent).to.equal('Summer sale');
    expect(element.shadowRoot!.querySelector('[part=timer]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(statement(element)).to.match(/^Time left: 2 days, 3 hours, 4 minutes, [56] seconds$/);
    const hiddenText = element.shadowRoot!.querySelector('p.vh')!;
    expect(hiddenText.closest('[aria-live],[role=status]') === null).to.equal(true);
    expect(hiddenText.getBoundingClientRect().width <= 1).to.equal(true);
  });

  it('axe-core finds nothing, counting and ended', async () => {
    const page = fixture(`<main><h1>Sale</h1>
      <pb-countdown end-date="${iso(100_000)}" title="Summer sale"><p>Sale ends 1 December at 18:00</p></pb-countdown>
      <pb-countdown end-date="2020-01-01T00:00:00Z"><p>The sale has ended.</p></pb-countdown></main>`);
    await Promise.all([...page.querySelectorAll('pb-countdown')].map(upgraded));
    const results = await axe.run(page);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
