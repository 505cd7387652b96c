/**
 * The demo page demo/pages/counters.html: its <main> (with the page's CSS) upgrades, the narrow
 * countdown in the sidebar uses the short labels, the 2026 one has ended, and axe finds nothing.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-countdown';
import '../../elements/pb-circle-counter';
import '../../elements/pb-number-counter';
import { COUNTDOWN_CRITICAL_CSS } from '../../react-core/countdown/critical-css';
import { CIRCLE_COUNTER_CRITICAL_CSS, NUMBER_COUNTER_CRITICAL_CSS } from '../../react-core/counters/critical-css';
import { cleanupFixtures, fixture, upgraded, waitFor } from './helpers';

describe('counters demo page', () => {
  const added: Element[] = [];
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    await emulateMedia({ reducedMotion: 'reduce' });
    const style = document.createElement('style');
    style.textContent = COUNTDOWN_CRITICAL_CSS + CIRCLE_COUNTER_CRITICAL_CSS + NUMBER_COUNTER_CRITICAL_CSS;
    const sheets = ['/demo/pages/assets/site.css', '/demo/pages/assets/counters.css'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    });
    document.head.append(style, ...sheets);
    added.push(style, ...sheets);
    await Promise.all(sheets.map((link) => new Promise((resolve) => link.addEventListener('load', resolve, { once: true }))));
  });
  after(async () => {
    for (const element of added) element.remove();
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('upgrades every element; short labels in the narrow sidebar; the past event has ended; axe finds nothing', async () => {
    const html = await (await fetch('/demo/pages/counters.html')).text();
    const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main')!;
    expect(html.includes('<script src="/dist/pb-elements.js"></script>')).to.equal(true);
    const page = fixture(main.outerHTML);
    const elements = [...page.querySelectorAll('pb-countdown, pb-circle-counter, pb-number-counter')];
    expect(elements.length).to.equal(8);
    await Promise.all(elements.map(upgraded));
    const [wide, narrow] = [...page.querySelectorAll<HTMLElement>('pb-countdown')];
    const label = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=label]')!.textContent ?? '';
    await waitFor(() => label(narrow!) === 'Day(s)', 'short labels');
    expect(label(wide!)).to.equal('Days');
    const digits = [...narrow!.shadowRoot!.querySelectorAll('[part=value]')].map((value) => value.textContent).join(':');
    expect(digits).to.equal('000:00:00:00');
    const results = await axe.run(page);
    expect(results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(',')}`)).to.deep.equal([]);
  });
});
