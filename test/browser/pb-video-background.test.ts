/**
 * <pb-video-background> (SPEC.md §4 "Video backgrounds: they play when scrolled into view and pause
 * when out of view, unless play-outside-viewport is set"; §3 "Background options … video (mp4 and
 * webm)"). The clip is a small WebM made with Chromium's MediaRecorder (demo/pages/assets/video/).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-video-background';
import { VIDEO_CRITICAL_CSS } from '../../react-core/video/critical-css';
import { captureConsole, cleanupFixtures, fixture, scrollToY, upgraded, wait, waitFor } from './helpers';
import { axeViolations, useCriticalCss } from './layout-helpers';

const CLIP = '/demo/pages/assets/video/trail';
const POSTER = '/demo/pages/assets/img/trail-poster.svg';

const PAGE = (attributes = '') => `
  <div class="page">
    <pb-video-background ${attributes} style="min-height:300px;color:#fff;background:#1d3b2a">
      <video muted loop playsinline poster="${POSTER}">
        <source src="${CLIP}.webm" type="video/webm">
        <source src="${CLIP}.mp4" type="video/mp4">
      </video>
      <h2>Walk the ridge</h2>
      <p>Three days above the tree line. <a href="#book">Book a place</a></p>
    </pb-video-background>
    <div class="spacer" style="height:3000px"></div>
  </div>`;

function parts(page: HTMLElement) {
  const element = page.querySelector('pb-video-background')!;
  const video = element.querySelector('video')!;
  const button = () => element.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!;
  return { element, video, button };
}

describe('pb-video-background', () => {
  useCriticalCss(VIDEO_CRITICAL_CSS + 'body{margin:0}');
  before(async () => {
    await setViewport({ width: 1024, height: 700 });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('plays (muted, looped, inline) when scrolled into view', async () => {
    const { element, video } = parts(fixture(PAGE()));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    expect(video.muted && video.loop && video.playsInline, 'muted, looped, inline').to.equal(true);
  });

  it('pauses when scrolled out of view, and plays again when scrolled back', async () => {
    const { element, video } = parts(fixture(PAGE()));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    await scrollToY(2000, 4);
    await waitFor(() => video.paused, 'the video to pause out of view');
    await scrollToY(0, 4);
    await waitFor(() => !video.paused, 'the video to play again in view');
  });

  it('does not start while out of view', async () => {
    const page = fixture(`<div><div style="height:3000px"></div>${PAGE()}</div>`);
    const { element, video } = parts(page);
    await upgraded(element);
    await wait(400);
    expect(video.paused, 'paused below the fold').to.equal(true);
  });

  it('keeps playing out of view with play-outside-viewport', async () => {
    const { element, video } = parts(fixture(PAGE('play-outside-viewport')));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    await scrollToY(2000, 4);
    await wait(500);
    expect(video.paused, 'still playing out of view').to.equal(false);
  });

  it('never autoplays under prefers-reduced-motion: the poster shows and the button offers play', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { element, video, button } = parts(fixture(PAGE('play-outside-viewport')));
    await upgraded(element);
    await wait(600);
    expect(video.paused, 'not playing').to.equal(true);
    expect(video.currentTime, 'still on the poster frame').to.equal(0);
    expect(video.getAttribute('poster')).to.equal(POSTER);
    expect(button().getAttribute('aria-label')).to.equal('Play background video');
    button().click();
    await waitFor(() => !video.paused, 'the video to play on request');
    expect(button().getAttribute('aria-label')).to.equal('Pause background video');
  });

  it('stops autoplaying when the visitor switches reduced motion on', async () => {
    const { element, video } = parts(fixture(PAGE()));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => video.paused, 'the video to pause');
  });

  it('has a visible pause/play button (WCAG 2.2.2) whose name says what it does; the visitor’s pause survives scrolling', async () => {
    const { element, video, button } = parts(fixture(PAGE()));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    const box = button().getBoundingClientRect();
    expect(box.width >= 24 && box.height >= 24, 'visible, at least 24 px').to.equal(true);
    expect(button().getAttribute('aria-label')).to.equal('Pause background video');
    button().click();
    await waitFor(() => video.paused, 'the video to pause');
    expect(button().getAttribute('aria-label')).to.equal('Play background video');
    await scrollToY(2000, 4);
    await scrollToY(0, 4);
    await wait(300);
    expect(video.paused, 'still paused after scrolling out and back').to.equal(true);
    button().click();
    await waitFor(() => !video.paused, 'the video to play again');
  });

  it('the button is keyboard operable: Tab reaches it before the content, Enter and Space toggle it', async () => {
    const page = fixture(`<div><button id="before">Before</button>${PAGE()}</div>`);
    const { element, video, button } = parts(page);
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    page.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement === button(), 'the button has focus').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => video.paused, 'Enter to pause');
    await sendKeys({ press: 'Space' });
    await waitFor(() => !video.paused, 'Space to play');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === page.querySelector('a[href="#book"]'), 'then the content link (the video is no tab stop)').to.equal(true);
  });

  it('the video is decorative: hidden from assistive technology, no controls, no tab stop; the content stays readable over it', async () => {
    // The author's markup asks for controls and a browser autoplay.
    const { element, video } = parts(fixture(PAGE().replace('<video muted', '<video controls autoplay muted')));
    await upgraded(element);
    expect(video.getAttribute('aria-hidden')).to.equal('true');
    expect(video.tabIndex).to.equal(-1);
    expect(video.controls || video.autoplay, 'no controls, no browser autoplay').to.equal(false);
    expect(getComputedStyle(video).position).to.equal('absolute');
    const heading = element.querySelector('h2')!;
    const { x, y, width, height } = heading.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    expect(top === heading || heading.contains(top), 'the heading is on top of the video').to.equal(true);
  });

  it('a refused play() keeps the poster, prints one warning and no error, and the button offers play', async () => {
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    };
    try {
      const { warnings, errors } = await captureConsole(async () => {
        const { element, video, button } = parts(fixture(PAGE()));
        await upgraded(element);
        await waitFor(() => button().getAttribute('aria-label') === 'Play background video', 'the button to offer play');
        expect(video.paused).to.equal(true);
        await scrollToY(2000, 4);
        await scrollToY(0, 4);
        await wait(200);
      });
      expect(errors).to.deep.equal([]);
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain('[pb-video-background]');
    } finally {
      HTMLMediaElement.prototype.play = original;
    }
  });

  it('builds the video from the mp4, webm and poster attributes (builder data) when there is no <video> child, and removes it on removal', async () => {
    const page = fixture(`<div><pb-video-background webm="${CLIP}.webm" mp4="${CLIP}.mp4" poster="${POSTER}" style="min-height:200px">
      <h2>Walk the ridge</h2></pb-video-background></div>`);
    const element = page.querySelector('pb-video-background')!;
    await upgraded(element);
    const video = element.querySelector('video')!;
    expect(video.firstElementChild?.getAttribute('src')).to.equal(`${CLIP}.webm`);
    expect(video.getAttribute('poster')).to.equal(POSTER);
    expect(video.getAttribute('aria-hidden') === 'true' && video.muted && video.loop, 'decorative, muted, looped').to.equal(true);
    await waitFor(() => !video.paused, 'the built video to play');
    expect(element.querySelectorAll('video').length).to.equal(1);
    element.remove();
    await wait(50);
    expect(element.querySelector('video') === null, 'removed with the module').to.equal(true);
  });

  it('mp4, webm and poster go through the shared safe-URL check: NaN, -1 or javascript: are never requested; one warning each', async () => {
    const { warnings } = await captureConsole(async () => {
      const page = fixture(`<div><pb-video-background webm="${CLIP}.webm" mp4="-1" poster="NaN" style="min-height:200px">
        <h2>Walk the ridge</h2></pb-video-background></div>`);
      const element = page.querySelector('pb-video-background')!;
      await upgraded(element);
      const video = element.querySelector('video')!;
      expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).to.deep.equal([`${CLIP}.webm`]);
      expect(video.hasAttribute('poster')).to.equal(false);
      const hostile = fixture('<pb-video-background webm="javascript:alert(1)" mp4="1e309"><p>Text</p></pb-video-background>');
      await upgraded(hostile);
      expect(hostile.querySelector('video')).to.equal(null);
      await wait(200);
    });
    const requested = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(requested.filter((name) => /\/(NaN|-1|1e309)$|javascript:/.test(name))).to.deep.equal([]);
    for (const name of ['mp4', 'poster', 'webm']) {
      expect(warnings.some((text) => text.includes('[pb-video-background]') && text.includes(`"${name}"`)), name).to.equal(true);
    }
  });

  it('warns once and shows the content when there is no <video>', async () => {
    const { warnings } = await captureConsole(async () => {
      const element = fixture('<pb-video-background><p>Only text</p></pb-video-background>');
      await upgraded(element);
      expect(element.shadowRoot!.querySelector('[part=button]') === null, 'no button').to.equal(true);
    });
    expect(warnings.filter((warning) => warning.includes('[pb-video-background]')).length).to.equal(1);
  });

  it('fires pb-video-background-change when it pauses and plays', async () => {
    const { element, video, button } = parts(fixture(PAGE()));
    const seen: boolean[] = [];
    element.addEventListener('pb-video-background-change', (event) => seen.push(event.detail.playing));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    button().click();
    await waitFor(() => video.paused, 'the video to pause');
    expect(seen).to.deep.equal([true, false]);
  });

  it('axe-core finds nothing, playing and paused', async () => {
    const { element, video, button } = parts(fixture(`<main><h1>Trips</h1>${PAGE()}</main>`));
    await upgraded(element);
    await waitFor(() => !video.paused, 'the video to play');
    const run = () => axeViolations(element);
    expect(await run()).to.deep.equal([]);
    button().click();
    await waitFor(() => video.paused, 'the video to pause');
    expect(await run()).to.deep.equal([]);
  });
});
