/**
 * <pb-sticky> upgrades without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths: the boxes of the module and the content around it are equal before and after
 * the upgrade, and becoming sticky moves nothing either (the placeholder holds its place). The
 * element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { STICKY_CRITICAL_CSS } from '../../react-core/sticky/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded } from './helpers';
import { boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <main class="layout-page">
    <h1>Page</h1>
    <p class="before">Before the module.</p>
    <pb-sticky position="top" top-offset="10" style="margin:12px 0;padding:8px;background:#fff"><p style="margin:0">Sticky notice with a <a href="#x">link</a>.</p></pb-sticky>
    <p class="after">After the module.</p>
    <div style="height:3000px"></div>
  </main>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'h1, .before, pb-sticky, .after', { label: 'classOrTag', scroll: 'y' });
}

describe('pb-sticky upgrade layout (CLS 0)', () => {
  useCriticalCss(STICKY_CRITICAL_CSS + 'body{margin:0}');
  after(async () => {
    window.scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('keeps every box equal before and after the upgrade at 1280 and 375 px, and while sticky; no layout shift is recorded', async () => {
    const widths = [1280, 375];
    const page = fixture(MARKUP);
    const element = page.querySelector('pb-sticky')!;
    expect(customElements.get('pb-sticky') === undefined, 'pb-sticky starts undefined').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(page));
    }
    const stopShifts = recordLayoutShifts();
    await import('../../elements/pb-sticky');
    await upgraded(element);
    for (const [index, width] of widths.entries()) {
      await setViewport({ width, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      await nextFrame();
      expect(boxes(page), `${width} px`).to.deep.equal(before[index]);
    }
    const after = page.querySelector('.after')!;
    const afterTop = after.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, 600);
    for (let index = 0; index < 3; index += 1) await nextFrame();
    expect(element.getAttribute('data-sticky')).to.equal('top');
    expect(after.getBoundingClientRect().top + window.scrollY, 'sticky, it moves nothing').to.equal(afterTop);
    window.scrollTo(0, 0);
    for (let index = 0; index < 3; index += 1) await nextFrame();
    expect(boxes(page), 'back in place').to.deep.equal(before[1]);
    await nextFrame();
    expect(stopShifts().value).to.equal(0);
  });
});
