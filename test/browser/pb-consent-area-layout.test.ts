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
import { atWidths, boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';
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

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, pb-consent-area, .placeholder, .after', { label: 'classOrTag' });
}

describe('pb-consent-area upgrade layout (CLS 0)', () => {
  let service: FakeConsentService;
  useCriticalCss(CONSENT_AREA_CRITICAL_CSS + CONSENT_MANAGE_CRITICAL_CSS);
  before(() => {
    service = installFakeConsentService();
  });
  after(async () => {
    service.restore();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the placeholder keeps its box at 1280 and 375 px; no layout shift is recorded', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const element = section.querySelector('pb-consent-area')!;
    expect(customElements.get('pb-consent-area') === undefined, 'starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-consent-area');
    await upgraded(element);
    await nextFrame();
    const after = await atWidths(widths, () => boxes(section));
    const shifts = stopShifts();
    expect(after).to.deep.equal(before);
    expect(shifts.value).to.equal(0);
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
