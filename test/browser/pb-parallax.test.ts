/**
 * <pb-parallax> (SPEC.md §9 "Parallax factor 0.3"; ELEMENTS.md "parallax background"): the
 * background moves by 0.3 × the scroll through the shared frame loop only; `method="css"` is a
 * fixed background; reduced motion is static; the layer never shows a gap.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/pb-parallax';
import { PARALLAX_CRITICAL_CSS } from '../../react-core/parallax/critical-css';
import { captureConsole, cleanupFixtures, fixture, nextFrame, scrollToY, upgraded, wait } from './helpers';
import { axeViolations, ownScrollListeners, useCriticalCss } from './layout-helpers';

const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#355"/></svg>');

const PAGE = (attributes = '', background = `<img slot="background" src="${IMAGE}" alt="">`) => `
  <div class="page">
    <style>.page img{max-width:100%;height:auto}</style>
    <div style="height:1000px"></div>
    <pb-parallax ${attributes} style="height:400px">${background}<h2>Over the ridge</h2><p>Content.</p></pb-parallax>
    <div style="height:2000px"></div>
  </div>`;

function parts(page: HTMLElement) {
  const element = page.querySelector('pb-parallax')!;
  return {
    element,
    /** The background layer (rendered at the upgrade). */
    get layer(): HTMLElement {
      return element.shadowRoot!.querySelector<HTMLElement>('[part=background]')!;
    },
  };
}

function translateY(element: Element): number {
  const transform = getComputedStyle(element).transform;
  return transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).m42;
}

describe('pb-parallax', () => {
  useCriticalCss(PARALLAX_CRITICAL_CSS);
  beforeEach(async () => {
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('§9 factor 0.3: scrolling by 100 px moves the background by 30 px (± 1) relative to the box', async () => {
    const view = parts(fixture(PAGE()));
    const { element } = view;
    await upgraded(element);
    const { layer } = view;
    await scrollToY(700);
    const first = translateY(layer);
    await scrollToY(800);
    const second = translateY(layer);
    expect(second - first).to.be.closeTo(30, 1);
    await scrollToY(600);
    expect(translateY(layer) - first).to.be.closeTo(-30, 1);
  });

  it('the layer is larger than the box by the travel: no gap shows at any scroll position', async () => {
    const view = parts(fixture(PAGE()));
    const { element } = view;
    await upgraded(element);
    const { layer } = view;
    for (const y of [300, 600, 900, 1200, 1400]) {
      await scrollToY(y);
      const box = element.getBoundingClientRect();
      const background = layer.getBoundingClientRect();
      expect(background.top, `top at ${y}`).to.be.at.most(box.top + 0.5);
      expect(background.bottom, `bottom at ${y}`).to.be.at.least(box.bottom - 0.5);
      // The image fills the layer, even with a page-wide img{height:auto} reset.
      const image = element.querySelector('img')!.getBoundingClientRect();
      expect(Math.abs(image.top - background.top) < 1 && Math.abs(image.bottom - background.bottom) < 1, `image covers at ${y}`).to.equal(true);
    }
  });

  it('no scroll or resize listener of its own: it uses the shared frame loop (subscribeFrame)', async () => {
    const added = await ownScrollListeners(async () => {
      const view = parts(fixture(PAGE()));
      const { element } = view;
      await upgraded(element);
      const { layer } = view;
      await scrollToY(700);
      const first = translateY(layer);
      await scrollToY(800);
      expect(translateY(layer) !== first, 'moves with the scroll').to.equal(true);
    });
    expect(added).to.deep.equal([]);
  });

  it('only while in or near view: a box far below the viewport is not written to', async () => {
    const page = fixture(`<div><div style="height:6000px"></div>${PAGE()}</div>`);
    const view = parts(page);
    await upgraded(view.element);
    await scrollToY(100);
    expect(view.layer.style.transform).to.equal('');
    view.element.scrollIntoView({ block: 'center' });
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(view.layer.style.transform.startsWith('translate3d(')).to.equal(true);
  });

  it('reduced motion turned on: the background stops (static)', async () => {
    const view = parts(fixture(PAGE()));
    await upgraded(view.element);
    await scrollToY(700);
    expect(getComputedStyle(view.layer).transform).to.not.equal('none');
    await emulateMedia({ reducedMotion: 'reduce' });
    await nextFrame();
    await nextFrame();
    expect(getComputedStyle(view.layer).transform).to.equal('none');
  });

  it('method="css": background-attachment fixed with the slotted image, no transform per frame', async () => {
    const view = parts(fixture(PAGE('method="css"')));
    const { element } = view;
    await upgraded(element);
    const { layer } = view;
    const computed = getComputedStyle(layer);
    expect(computed.backgroundAttachment).to.equal('fixed');
    expect(computed.backgroundImage.startsWith('url("data:image/svg+xml')).to.equal(true);
    await scrollToY(700);
    await scrollToY(800);
    expect(getComputedStyle(layer).transform).to.equal('none');
    expect(getComputedStyle(element.querySelector('img')!).visibility).to.equal('hidden');
  });

  it('reduced motion: a static background (no transform, no fixed attachment)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const method of ['true', 'css']) {
      const view = parts(fixture(PAGE(`method="${method}"`)));
      const { element } = view;
      await upgraded(element);
      const { layer } = view;
      await scrollToY(700);
      await scrollToY(800);
      expect(getComputedStyle(layer).transform, method).to.equal('none');
      expect(getComputedStyle(layer).backgroundAttachment, method).to.not.equal('fixed');
      const box = element.getBoundingClientRect();
      expect(Math.round(layer.getBoundingClientRect().height), method).to.equal(Math.round(box.height));
      cleanupFixtures();
    }
  });

  it('background attribute: the URL becomes a CSS url(), escaped, never markup or more CSS', async () => {
    const view = parts(fixture(PAGE(`background='${IMAGE}'`, '')));
    const { element } = view;
    await upgraded(element);
    const { layer } = view;
    expect(getComputedStyle(layer).backgroundImage.startsWith('url("data:image/svg+xml')).to.equal(true);
    const hostile = parts(fixture(PAGE(`background='data:image/png,x"); background-color: red; x: url("y'`, '')));
    await upgraded(hostile.element);
    expect(hostile.layer.style.backgroundColor).to.equal('');
    expect(hostile.layer.style.backgroundImage.startsWith('url(')).to.equal(true);
    expect(hostile.layer.children.length, 'no markup added').to.equal(1);
  });

  it('background attribute: javascript:, NaN, -1 and other values that are no image address are never requested; one warning each', async () => {
    const values = ['javascript:alert(1)', 'NaN', '-1', '1e309', 'mailto:a@example.com', 'data:text/html,<b>x</b>'];
    const { warnings } = await captureConsole(async () => {
      for (const value of values) {
        const view = parts(fixture(PAGE(`background="${value.replace(/"/g, '&quot;')}"`, '')));
        await upgraded(view.element);
        expect(getComputedStyle(view.layer).backgroundImage, value).to.equal('none');
      }
      await wait(200);
    });
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requested.filter((name) => /\/(NaN|-1|1e309)$|javascript:|mailto:/.test(name))).to.deep.equal([]);
    for (const value of values) {
      expect(warnings.some((text) => text.includes('pb-parallax') && text.includes('"background"') && text.includes(value)), value).to.equal(true);
    }
  });

  it('no background: one warning naming the element, content still shown', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = parts(fixture(PAGE('', ''))).element;
      await upgraded(element);
      await wait(50);
    });
    expect(warnings.filter((text) => text.includes('pb-parallax')).length).to.equal(1);
    expect(element.querySelector('h2')!.getClientRects().length).to.equal(1);
  });

  it('axe-core finds nothing', async () => {
    const page = fixture(PAGE());
    await upgraded(parts(page).element);
    await scrollToY(700);
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
