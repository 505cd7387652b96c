/**
 * <pb-video-background> and <pb-video> upgrade without layout shift (CLS 0), with the loader's
 * critical CSS, at desktop and phone widths. The elements are imported only after the first
 * measurement; playing the background and fading the overlay move nothing either.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { VIDEO_CRITICAL_CSS } from '../../react-core/video/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded, wait, waitFor } from './helpers';

const CLIP = '/demo/pages/assets/video/trail';

const MARKUP = `
  <section class="layout-page">
    <p class="before">Before the videos.</p>
    <pb-video-background class="hero" style="min-height:240px">
      <video muted loop playsinline poster="/demo/pages/assets/img/trail-poster.svg" width="160" height="90">
        <source src="${CLIP}.webm" type="video/webm"><source src="${CLIP}.mp4" type="video/mp4">
      </video>
      <h2 class="heading">Walk the ridge</h2>
      <p class="content">Three days above the tree line.</p>
    </pb-video-background>
    <pb-video>
      <video class="player" controls muted playsinline width="320" height="180" style="display:block;width:100%;height:auto">
        <source src="${CLIP}.webm" type="video/webm">
      </video>
      <a href="${CLIP}.mp4" class="overlay"><img src="/demo/pages/assets/img/trail-film-poster.svg" alt="Play: Trail film (2 min)" width="320" height="180" style="display:block;width:100%;height:100%;object-fit:cover"></a>
    </pb-video>
    <p class="after">After the videos.</p>
  </section>`;

function boxes(root: Element): string[] {
  return [...root.querySelectorAll('.before, pb-video-background, pb-video-background > video, .heading, .content, pb-video, .player, .overlay, .after')].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${element.className || element.tagName}:${x.toFixed(1)},${y.toFixed(1)},${width.toFixed(1)},${height.toFixed(1)}`;
  });
}

describe('pb-video-background and pb-video upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    // A page rule on the host (a flex hero whose first child has a top margin) must win before the
    // upgrade as it does after it.
    style.textContent = VIDEO_CRITICAL_CSS + 'body{margin:0}.hero{display:flex;flex-direction:column}.hero .heading{margin-top:2.5rem}';
    document.head.append(style);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('boxes are equal before and after the upgrade at 1280 and 375 px; playing and the overlay fade shift nothing', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const background = section.querySelector('pb-video-background')!;
    const player = section.querySelector('pb-video')!;
    expect(customElements.get('pb-video-background') === undefined && customElements.get('pb-video') === undefined, 'undefined at first').to.equal(true);
    const before: string[][] = [];
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      await nextFrame();
      before.push(boxes(section));
    }
    // The layout shift is recorded at a fixed viewport (a resize itself moves things).
    await wait(300);
    let shift = 0;
    const log: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const e = entry as PerformanceEntry & { value: number; sources: { node?: Node }[] };
        shift += e.value;
        log.push(`${e.value.toFixed(3)} ${e.sources.map((source) => (source.node as Element)?.className || source.node?.nodeName).join(', ')}`);
      }
    });
    observer.observe({ type: 'layout-shift' });
    await import('../../elements/pb-video-background');
    await import('../../elements/pb-video');
    await upgraded(background);
    await upgraded(player);
    await nextFrame();
    expect(boxes(section), '375 px').to.deep.equal(before[1]);
    observer.disconnect();
    expect(shift, `upgrade: ${log.join('\n')}`).to.equal(0);
    await setViewport({ width: 1280, height: 800 });
    await nextFrame();
    expect(boxes(section), '1280 px').to.deep.equal(before[0]);
    await setViewport({ width: 375, height: 800 });
    await wait(300);
    observer.observe({ type: 'layout-shift' });
    const video = background.querySelector('video')!;
    await waitFor(() => !video.paused, 'the background to play', 5000);
    const overlay = player.querySelector<HTMLElement>('.overlay')!;
    overlay.click();
    await waitFor(() => overlay.hidden === true, 'the overlay to be hidden', 3000);
    await nextFrame();
    expect(boxes(section).filter((box) => !box.startsWith('overlay'))).to.deep.equal(before[1]!.filter((box) => !box.startsWith('overlay')));
    observer.disconnect();
    expect(shift, `playing: ${log.join('\n')}`).to.equal(0);
  });
});
