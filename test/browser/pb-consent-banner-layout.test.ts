/**
 * <pb-consent-banner> causes no layout shift (CLS 0): with its critical CSS it takes no room and
 * shows nothing before the upgrade, and once upgraded and shown it overlays the page (fixed, out
 * of the flow), so the page's content boxes are the same before and after, at desktop and phone
 * widths. This file imports the element only after measuring, so it starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { getConsentState } from '../../react-core/consent/consent-runtime';
import { CONSENT_BANNER_CRITICAL_CSS } from '../../react-core/consent-banner/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded, waitFor } from './helpers';
import { boxesOf, useCriticalCss } from './layout-helpers';
import { bannerData, fakeConsentService, freshVisitor, restoreFetch } from './pb-consent-banner-helpers';

const PAGE = `
  <div class="layout-page">
    <pb-consent-banner><h2 slot="title">Cookies</h2><p slot="message">Author text that would push the page if it were in the flow.</p></pb-consent-banner>
    <header class="box"><h1>Trail guide</h1></header>
    <main class="box"><p>First paragraph of the page.</p><p>Second paragraph.</p></main>
    <footer class="box"><p>Footer.</p></footer>
  </div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.box, .box > *');
}

describe('pb-consent-banner upgrade layout (CLS 0)', () => {
  useCriticalCss(CONSENT_BANNER_CRITICAL_CSS + 'body{margin:0}.box{margin:0;padding:8px}');
  before(() => {
    freshVisitor();
    fakeConsentService(bannerData('optin'));
  });
  after(async () => {
    cleanupFixtures();
    restoreFetch();
    freshVisitor();
    await setViewport({ width: 1280, height: 800 });
  });

  it('before the upgrade the banner takes no room and shows nothing; after it, the page content boxes are unchanged and the banner is fixed over the page', async () => {
    const widths = [1280, 375];
    const page = fixture(PAGE);
    const element = page.querySelector('pb-consent-banner')!;
    expect(customElements.get('pb-consent-banner') === undefined, 'starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 700 });
      before.push(boxes(page));
      expect(element.getClientRects().length, `hidden before the upgrade at ${width}`).to.equal(0);
    }
    await import('../../elements/pb-consent-banner');
    await upgraded(element);
    await waitFor(() => getConsentState().ready, 'the consent runtime');
    await nextFrame();
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 700 });
      await nextFrame();
      expect(element.hidden, 'the banner shows').to.equal(false);
      expect(getComputedStyle(element).position, 'out of the flow').to.equal('fixed');
      expect(boxes(page), `${width} px`).to.deep.equal(before[index]);
      const region = element.shadowRoot!.querySelector('[part~=banner]')!;
      await Promise.all(region.getAnimations().map((animation) => animation.finished));
      const banner = region.getBoundingClientRect();
      expect(banner.height > 0 && Math.abs(banner.bottom - (700 - (width > 767 ? 16 : 0))) < 2, `at the bottom at ${width}: ${banner.bottom}`).to.equal(true);
    }
  });
});
