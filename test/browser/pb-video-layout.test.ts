/**
 * <pb-video-background> and <pb-video> upgrade without layout shift (CLS 0), with the loader's
 * critical CSS, at desktop and phone widths. The elements are imported only after the first
 * measurement; playing the background and fading the overlay move nothing either.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { VIDEO_CRITICAL_CSS } from '../../react-core/video/critical-css';
import { cleanupFixtures, fixture, nextFrame, upgraded, wait, waitFor } from './helpers';
import { atWidths, boxesOf, recordLayoutShifts, useCriticalCss } from './layout-helpers';

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

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, pb-video-background, pb-video-background > video, .heading, .content, pb-video, .player, .overlay, .after', { label: 'classOrTag' });
}

describe('pb-video-background and pb-video upgrade layout (CLS 0)', () => {
  // A page rule on the host (a flex hero whose first child has a top margin) must win before the
  // upgrade as it does after it.
  useCriticalCss(VIDEO_CRITICAL_CSS + 'body{margin:0}.hero{display:flex;flex-direction:column}.hero .heading{margin-top:2.5rem}');
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('boxes are equal before and after the upgrade at 1280 and 375 px; playing and the overlay fade shift nothing', async () => {
    const widths = [1280, 375];
    const section = fixture(MARKUP);
    const background = section.querySelector('pb-video-background')!;
    const player = section.querySelector('pb-video')!;
    expect(customElements.get('pb-video-background') === undefined && customElements.get('pb-video') === undefined, 'undefined at first').to.equal(true);
    const before = await atWidths(widths, () => boxes(section));
    // The layout shift is recorded at a fixed viewport (a resize itself moves things).
    await wait(300);
    const stopUpgradeShifts = recordLayoutShifts();
    await import('../../elements/pb-video-background');
    await import('../../elements/pb-video');
    await upgraded(background);
    await upgraded(player);
    await nextFrame();
    expect(boxes(section), '375 px').to.deep.equal(before[1]);
    const upgrade = stopUpgradeShifts();
    expect(upgrade.value, `upgrade: ${upgrade.sources.join('\n')}`).to.equal(0);
    await setViewport({ width: 1280, height: 800 });
    await nextFrame();
    expect(boxes(section), '1280 px').to.deep.equal(before[0]);
    await setViewport({ width: 375, height: 800 });
    await wait(300);
    const stopPlayingShifts = recordLayoutShifts();
    const video = background.querySelector('video')!;
    await waitFor(() => !video.paused, 'the background to play');
    const overlay = player.querySelector<HTMLElement>('.overlay')!;
    overlay.click();
    await waitFor(() => overlay.hidden === true, 'the overlay to be hidden');
    await nextFrame();
    expect(boxes(section).filter((box) => !box.startsWith('overlay'))).to.deep.equal(before[1]!.filter((box) => !box.startsWith('overlay')));
    const playing = stopPlayingShifts();
    expect(upgrade.value + playing.value, `playing: ${[...upgrade.sources, ...playing.sources].join('\n')}`).to.equal(0);
  });
});
