/**
 * <pb-consent-area> and <pb-consent-manage> upgrade with the loader's critical CSS: the area's
 * placeholder box does not move or change (CLS 0) at desktop and phone widths; the manage area's
 * `slot="no-js"` note is hidden from the start when JavaScript runs. The elements are imported
 * only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { CONSENT_AREA_CRITICAL_CSS } from '../../react-core/consent-area/critical-css';
import { CONSENT_MANAGE_CRITICAL_CSS } from '../../react-core/consent-manage/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { installFakeConsentService, type FakeConsentService } from './pb-consent-area-helpers';

const MARKUP = `
  <section class="layout-page">
    <p class="before">Before the area.</p>
    <pb-consent-area post-id="12" block-id="3">
      <div class="placeholder" style="padding:1em;border:1px solid"><p>This map needs marketing cookies.</p>
      <button type="button" data-consent-accept>Allow</button></div>
    </pb-consent-area>
    <p class="after">After the area.</p>
  </section>`;

function boxes(root: Element): string[] {
  return [...root.querySelectorAll('.before, pb-consent-area, .placeholder, .after')].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${element.className || element.tagName}:${x.toFixed(1)},${y.toFixed(1)},${width.toFixed(1)},${height.toFixed(1)}`;
  });
}

describe('pb-consent-area upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;
  let service: FakeConsentService;
  before(() => {
    style = document.createElement('style');
    style.textContent = CONSENT_AREA_CRITICAL_CSS + CONSENT_MANAGE_CRITICAL_CSS;
    document.head.append(style);
    service = installFakeConsentService();
  });
  after(async () => {
    style.remove();
    service.restore();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the placeholder keeps its box at 1280 and 375 px; no layout shift is recorded', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const element = section.querySelector('pb-consent-area')!;
    expect(customElements.get('pb-consent-area') === undefined, 'starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(section));
    }
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shift += (entry as PerformanceEntry & { value: number }).value;
    });
    observer.observe({ type: 'layout-shift' });
    await import('../../elements/pb-consent-area');
    await upgraded(element);
    await nextFrame();
    const after: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      after.push(boxes(section));
    }
    observer.disconnect();
    expect(after).to.deep.equal(before);
    expect(shift).to.equal(0);
  });

  it('the manage area hides its no-js note from the start when JavaScript runs', async () => {
    const element = fixture('<pb-consent-manage><p class="text">Policy.</p><p slot="no-js" class="no-js">Enable JavaScript.</p></pb-consent-manage>');
    expect(customElements.get('pb-consent-manage') === undefined, 'starts undefined').to.equal(true);
    expect(element.querySelector('.no-js')!.getClientRects().length).to.equal(0);
    expect(element.querySelector('.text')!.getClientRects().length > 0).to.equal(true);
    expect(getComputedStyle(element).display).to.equal('block');
    element.setAttribute('data-failed', '');
    expect(element.querySelector('.no-js')!.getClientRects().length > 0, 'shown when the module failed').to.equal(true);
  });
});
