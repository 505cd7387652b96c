/**
 * <pb-dot-nav> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths: before the upgrade the author's list takes no room and shows nothing; after
 * it, the dots are fixed (out of the flow). The element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { DOT_NAV_CRITICAL_CSS } from '../../react-core/dot-nav/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <div class="layout-page">
    <p class="before">Before the navigation.</p>
    <pb-dot-nav show-on-phone>
      <nav aria-label="Page sections"><ul>
        <li><a href="#l-one">One</a></li><li><a href="#l-two">Two</a></li>
      </ul></nav>
    </pb-dot-nav>
    <pb-dot-nav sections=".layout-page section"></pb-dot-nav>
    <main>
      <section id="l-one" style="height:900px"><h2>One</h2></section>
      <section id="l-two" style="height:900px"><h2>Two</h2></section>
    </main>
  </div>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, section, h2');
}

describe('pb-dot-nav upgrade layout (CLS 0)', () => {
  useCriticalCss(DOT_NAV_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the author\'s list takes no room before the upgrade, the fixed dots none after it, at 1280 and 375 px; no layout shift at the upgrade', async () => {
    const widths = [1280, 375];
    const page = fixture(MARKUP);
    const [withLinks, built] = [...page.querySelectorAll('pb-dot-nav')] as HTMLElement[];
    expect(customElements.get('pb-dot-nav') === undefined, 'pb-dot-nav starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      before.push(boxes(page));
      expect(withLinks!.getClientRects().length + built!.getClientRects().length, 'hidden before the upgrade').to.equal(0);
    }
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-dot-nav');
    await upgraded(withLinks!);
    await upgraded(built!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Recorded until here: resizing the test viewport afterwards moves the fixed dots with the
    // viewport's edge, which the browser records as a shift; that is the test's resize, not the upgrade.
    const shiftAtUpgrade = stopShifts().value;
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await nextFrame();
      expect(boxes(page), `${width} px`).to.deep.equal(before[index]);
      expect(withLinks!.shadowRoot!.querySelectorAll('[part~=dot]').length, `dots at ${width} px`).to.equal(2);
      expect(withLinks!.shadowRoot!.querySelector('nav')!.getClientRects().length > 0, `dots shown at ${width} px`).to.equal(true);
    }
    expect(shiftAtUpgrade, 'layout shift at the upgrade').to.equal(0);
  });
});
