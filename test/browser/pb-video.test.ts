/**
 * <pb-video> (SPEC.md §4 "Overlayed video: clicking the overlay starts autoplay and fades the
 * overlay out in 500 ms"; §9 "Overlay fade 500 ms", "Video-player wait checks every 500 ms, up to
 * 100 times"). The clip is a small WebM made with Chromium's MediaRecorder.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-video';
import { VIDEO_CRITICAL_CSS } from '../../react-core/video/critical-css';
import { PLAYER_WAIT_INTERVAL_MS } from '../../react-core/video/video-state';
import { captureConsole, cleanupFixtures, fixture, holdTimeouts, nextFrame, upgraded, waitFor } from './helpers';
import { axeViolations, useCriticalCss } from './layout-helpers';

const CLIP = '/demo/pages/assets/video/trail';
const POSTER = '/demo/pages/assets/img/trail-film-poster.svg';

const PLAYER = (overlay = `<a href="${CLIP}.mp4" class="overlay"><img src="${POSTER}" alt="Play: Trail film (2 min)" style="width:100%;height:100%;object-fit:cover"></a>`) => `
  <main>
    <h1>Films</h1>
    <pb-video style="width:480px">
      <video controls muted playsinline width="480" height="270" style="display:block;width:100%;height:auto">
        <source src="${CLIP}.webm" type="video/webm">
        <source src="${CLIP}.mp4" type="video/mp4">
      </video>
      ${overlay}
    </pb-video>
    <p><a href="#after">After the film</a></p>
  </main>`;

function parts(page: HTMLElement) {
  const element = page.querySelector('pb-video')!;
  return { element, video: element.querySelector('video')!, overlay: element.querySelector<HTMLElement>('.overlay')! };
}

function opacity(element: Element): number {
  return Number(getComputedStyle(element).opacity);
}

describe('pb-video', () => {
  useCriticalCss(VIDEO_CRITICAL_CSS + 'body{margin:0}');
  before(async () => {
    await setViewport({ width: 1024, height: 700 });
  });
  afterEach(async () => {
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('the overlay is a button named by its image, over the video; without JavaScript it links to the file', async () => {
    const { element, video, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    expect(overlay.getAttribute('role')).to.equal('button');
    expect(overlay.getAttribute('href')).to.equal(`${CLIP}.mp4`);
    const a = overlay.getBoundingClientRect();
    const v = video.getBoundingClientRect();
    expect([a.x, a.y, a.width, a.height].map(Math.round)).to.deep.equal([v.x, v.y, v.width, v.height].map(Math.round));
  });

  it('clicking the overlay starts the video and fires pb-video-play', async () => {
    const { element, video, overlay } = parts(fixture(PLAYER()));
    const seen: string[] = [];
    element.addEventListener('pb-video-play', (event) => seen.push(event.detail.player));
    await upgraded(element);
    expect(video.paused).to.equal(true);
    overlay.click();
    await waitFor(() => !video.paused, 'the video to play');
    expect(seen).to.deep.equal(['video']);
    expect(location.pathname.endsWith('.mp4'), 'the link was not followed').to.equal(false);
  });

  it('fades the overlay out in 500 ms (opacity), then hides it: no tab stop, out of the accessibility tree', async () => {
    const { element, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    overlay.click();
    expect(overlay.inert, 'inert as soon as the fade starts').to.equal(true);
    const [fade] = overlay.getAnimations();
    expect(fade !== undefined, 'a fade animation runs').to.equal(true);
    expect(fade!.effect!.getTiming().duration, 'SPEC §9 "Overlay fade 500 ms"').to.equal(500);
    const keyframes = (fade!.effect as KeyframeEffect).getKeyframes();
    expect(keyframes.map((frame) => Number(frame.opacity)), 'opacity only (compositor)').to.deep.equal([1, 0]);
    expect(keyframes.every((frame) => frame.transform === undefined)).to.equal(true);
    // Held at 200 ms of the fade's own clock: part way, however busy the machine.
    fade!.pause();
    fade!.currentTime = 200;
    const midway = opacity(overlay);
    expect(midway > 0.05 && midway < 1, `part way at 200 ms (${midway})`).to.equal(true);
    expect(overlay.hidden, 'not hidden during the fade').to.equal(false);
    fade!.play();
    await waitFor(() => overlay.hidden === true, 'the overlay to be hidden');
    // The fade's own clock, not the wall clock (a busy machine skips frames): hidden once it ran to its end.
    expect(fade!.playState, 'hidden only once the rest of the fade has run').to.equal('finished');
    expect(overlay.getClientRects().length, 'not rendered').to.equal(0);
  });

  it('moves focus to the video so keyboard users can control it', async () => {
    const { element, video, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    overlay.focus();
    overlay.click();
    expect(document.activeElement === video, 'the video has focus').to.equal(true);
    expect(video.controls).to.equal(true);
  });

  it('Enter on the overlay starts the video', async () => {
    const { element, video, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    overlay.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !video.paused, 'the video to play');
    expect(document.activeElement === video, 'focus on the video').to.equal(true);
  });

  it('Space on the overlay starts the video (and does not scroll the page)', async () => {
    const page = fixture(`<div>${PLAYER()}<div style="height:3000px"></div></div>`);
    const { element, video, overlay } = parts(page);
    await upgraded(element);
    overlay.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => !video.paused, 'the video to play');
    expect(window.scrollY).to.equal(0);
  });

  it('an overlay that is not a link or button becomes one: Tab reaches it, Enter starts the video', async () => {
    const { element, video, overlay } = parts(fixture(PLAYER(`<div class="overlay"><img src="${POSTER}" alt="Play: Trail film (2 min)"></div>`)));
    await upgraded(element);
    expect(overlay.getAttribute('role')).to.equal('button');
    expect(overlay.tabIndex).to.equal(0);
    overlay.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !video.paused, 'the video to play');
  });

  it('with reduced motion the overlay does not fade: it is hidden at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { element, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    overlay.click();
    expect(overlay.hidden).to.equal(true);
  });

  it('an overlay without a name gets "Play video" and one warning', async () => {
    const { warnings } = await captureConsole(async () => {
      const { element, overlay } = parts(fixture(PLAYER(`<a href="${CLIP}.mp4" class="overlay"><img src="${POSTER}" alt=""></a>`)));
      await upgraded(element);
      expect(overlay.getAttribute('aria-label')).to.equal('Play video');
    });
    expect(warnings.filter((warning) => warning.includes('[pb-video]')).length).to.equal(1);
  });

  it('a refused play() gives one warning and no error; the overlay still goes', async () => {
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      return Promise.reject(new DOMException('no source', 'NotSupportedError'));
    };
    try {
      const { warnings, errors } = await captureConsole(async () => {
        const { element, overlay } = parts(fixture(PLAYER()));
        await upgraded(element);
        overlay.click();
        await waitFor(() => overlay.hidden === true, 'the overlay to be hidden');
      });
      expect(errors).to.deep.equal([]);
      expect(warnings.filter((warning) => warning.includes('[pb-video]')).length).to.equal(1);
    } finally {
      HTMLMediaElement.prototype.play = original;
    }
  });

  it('an embedded player starts once ready: its address gets autoplay=1 and it may autoplay; focus moves to it', async () => {
    const page = fixture(`<main><pb-video style="width:480px;height:270px">
      <iframe title="Trail film" src="${CLIP}.webm?rel=0" width="480" height="270"></iframe>
      <button class="overlay" type="button"><img src="${POSTER}" alt="Play: Trail film (2 min)"></button>
    </pb-video></main>`);
    const element = page.querySelector('pb-video')!;
    const frame = element.querySelector('iframe')!;
    const overlay = element.querySelector<HTMLElement>('.overlay')!;
    const seen: string[] = [];
    element.addEventListener('pb-video-play', (event) => seen.push(event.detail.player));
    await upgraded(element);
    overlay.click();
    await waitFor(() => frame.src.includes('autoplay=1'), 'the embed to get autoplay=1');
    expect(frame.getAttribute('src')).to.equal(`${CLIP}.webm?rel=0&autoplay=1`);
    expect(frame.getAttribute('allow')).to.contain('autoplay');
    expect(document.activeElement === frame, 'focus on the embed').to.equal(true);
    expect(seen).to.deep.equal(['iframe']);
  });

  it('Video-player wait checks every 500 ms (SPEC §9): an embed not ready at the click starts at the next check, not sooner', async () => {
    // The 500 ms wait between checks is held, so "not sooner" holds however busy the machine is.
    const checks = holdTimeouts(PLAYER_WAIT_INTERVAL_MS);
    try {
      const page = fixture(`<main><pb-video style="width:480px;height:270px">
        <iframe title="Trail film" width="480" height="270"></iframe>
        <button class="overlay" type="button"><img src="${POSTER}" alt="Play: Trail film (2 min)"></button>
      </pb-video></main>`);
      const element = page.querySelector('pb-video')!;
      const frame = element.querySelector('iframe')!;
      const overlay = element.querySelector<HTMLElement>('.overlay')!;
      await upgraded(element);
      overlay.click();
      // The first check (at once) finds an empty frame: not ready, so the next one is 500 ms away.
      await waitFor(() => checks.pending === 1, 'the wait for the next check');
      frame.setAttribute('src', `${CLIP}.webm`);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      await nextFrame();
      expect(frame.getAttribute('src'), 'ready, but not started before the next check').to.equal(`${CLIP}.webm`);
      checks.fire();
      await waitFor(() => (frame.getAttribute('src') ?? '').includes('autoplay=1'), 'the embed to get autoplay=1');
      expect(frame.getAttribute('src')).to.equal(`${CLIP}.webm?autoplay=1`);
      expect(checks.pending, 'no check after it started').to.equal(0);
    } finally {
      checks.restore();
    }
  });

  it('axe-core finds nothing before and after playing', async () => {
    const { element, overlay } = parts(fixture(PLAYER()));
    await upgraded(element);
    const run = () => axeViolations(element.parentElement!);
    expect(await run()).to.deep.equal([]);
    overlay.click();
    await waitFor(() => overlay.hidden === true, 'the overlay to be hidden');
    expect(await run()).to.deep.equal([]);
  });
});
