// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  overlayPhaseOnPlay,
  PLAYER_WAIT_ATTEMPTS,
  PLAYER_WAIT_INTERVAL_MS,
  shouldBackgroundPlay,
  toggleBackgroundChoice,
  VIDEO_OVERLAY_FADE_MS,
  waitForPlayer,
  withAutoplay,
} from '../../react-core/video/video-state';
import { VIDEO_CRITICAL_CSS } from '../../react-core/video/critical-css';
import { buildBackgroundVideo } from '../../react-core/video/video-structure';

describe('SPEC §9 constants', () => {
  it('overlay fade 500 ms; video-player wait every 500 ms, up to 100 times', () => {
    expect(VIDEO_OVERLAY_FADE_MS).toBe(500);
    expect(PLAYER_WAIT_INTERVAL_MS).toBe(500);
    expect(PLAYER_WAIT_ATTEMPTS).toBe(100);
  });
});

describe('SPEC §4 "Video backgrounds: they play when scrolled into view and pause when out of view, unless play-outside-viewport is set"', () => {
  const base = { inView: false, playOutsideViewport: false, reducedMotion: false, choice: 'auto' as const };
  it('plays in view and pauses out of view', () => {
    expect(shouldBackgroundPlay({ ...base, inView: true })).toBe(true);
    expect(shouldBackgroundPlay(base)).toBe(false);
  });
  it('keeps playing out of view with play-outside-viewport', () => {
    expect(shouldBackgroundPlay({ ...base, playOutsideViewport: true })).toBe(true);
  });
  it('never starts by itself under reduced motion, in view or with play-outside-viewport', () => {
    expect(shouldBackgroundPlay({ ...base, inView: true, reducedMotion: true })).toBe(false);
    expect(shouldBackgroundPlay({ ...base, playOutsideViewport: true, reducedMotion: true })).toBe(false);
  });
  it('the visitor pausing wins over everything; pressing play under reduced motion plays in view only', () => {
    expect(shouldBackgroundPlay({ ...base, inView: true, playOutsideViewport: true, choice: 'paused' })).toBe(false);
    expect(shouldBackgroundPlay({ ...base, inView: true, reducedMotion: true, choice: 'playing' })).toBe(true);
    expect(shouldBackgroundPlay({ ...base, reducedMotion: true, choice: 'playing' })).toBe(false);
  });
  it('the button turns playing into paused and paused into playing', () => {
    expect(toggleBackgroundChoice(true)).toBe('paused');
    expect(toggleBackgroundChoice(false)).toBe('playing');
  });
});

describe('SPEC §9 "Video-player wait checks every 500 ms, up to 100 times": waitForPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at once and resolves true when the player is ready', async () => {
    const check = vi.fn(() => true);
    await expect(waitForPlayer(check)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks every 500 ms and no sooner', async () => {
    const check = vi.fn(() => false);
    void waitForPlayer(check);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500 * 3);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('resolves true on the check that finds the player ready, and stops checking', async () => {
    let ready = false;
    const check = vi.fn(() => ready);
    const result = waitForPlayer(check);
    await vi.advanceTimersByTimeAsync(500 * 9);
    ready = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(11);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(11);
  });

  it('gives up (resolves false) after 100 checks, 99 × 500 ms after the first', async () => {
    const check = vi.fn(() => false);
    let settled: boolean | undefined;
    void waitForPlayer(check).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(500 * 98);
    expect(check).toHaveBeenCalledTimes(99);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(check).toHaveBeenCalledTimes(100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500 * 10);
    expect(check).toHaveBeenCalledTimes(100);
  });

  it('takes other intervals and attempt counts; a throwing check counts as not ready', async () => {
    const check = vi.fn(() => {
      throw new Error('not yet');
    });
    const result = waitForPlayer(check, { interval: 100, attempts: 3 });
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops (resolves false) when aborted', async () => {
    const controller = new AbortController();
    const check = vi.fn(() => false);
    const result = waitForPlayer(check, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(result).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('withAutoplay (an embed starts with autoplay=1)', () => {
  it('adds, replaces and keeps the rest of the address', () => {
    expect(withAutoplay('https://player.example/embed/1')).toBe('https://player.example/embed/1?autoplay=1');
    expect(withAutoplay('https://player.example/embed/1?rel=0&autoplay=0#t=5')).toBe('https://player.example/embed/1?rel=0&autoplay=1#t=5');
    expect(withAutoplay('/video/player.html?id=a%20b')).toBe('/video/player.html?id=a+b&autoplay=1');
  });
});

describe('overlay phases (SPEC §4 "fades the overlay out in 500 ms")', () => {
  it('fades from shown, hides at once without motion, and is idempotent', () => {
    expect(overlayPhaseOnPlay('shown', 500)).toBe('fading');
    expect(overlayPhaseOnPlay('shown', 0)).toBe('hidden');
    expect(overlayPhaseOnPlay('fading', 500)).toBe('fading');
    expect(overlayPhaseOnPlay('hidden', 500)).toBe('hidden');
  });
});

describe('critical CSS', () => {
  it('targets only elements not yet upgraded and stays small', () => {
    for (const rule of VIDEO_CRITICAL_CSS.split('}').filter(Boolean)) expect(rule).toContain(':not([data-enhanced],[data-failed])');
    expect(gzipSync(VIDEO_CRITICAL_CSS).length).toBeLessThan(300);
  });
});

describe('SPEC §3 "Background options … video (mp4 and webm)": the video built from the attributes', () => {
  it('has a webm then an mp4 source and the poster', () => {
    const video = buildBackgroundVideo(document, { mp4: '/v/a.mp4', webm: '/v/a.webm', poster: '/v/a.jpg' }, () => undefined)!;
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type])).toEqual([
      ['/v/a.webm', 'video/webm'],
      ['/v/a.mp4', 'video/mp4'],
    ]);
    expect(video.getAttribute('poster')).toBe('/v/a.jpg');
  });
  it('is null without a usable address, and drops unsafe ones, naming the attribute', () => {
    const rejected: string[] = [];
    expect(buildBackgroundVideo(document, { mp4: '', webm: '  ', poster: '/p.jpg' }, (name) => rejected.push(name))).toBeNull();
    const video = buildBackgroundVideo(document, { mp4: 'javascript:alert(1)', webm: '/ok.webm', poster: 'javascript:x' }, (name) => rejected.push(name))!;
    expect(video.querySelectorAll('source').length).toBe(1);
    expect(video.hasAttribute('poster')).toBe(false);
    expect(rejected).toEqual(['mp4', 'poster']);
  });
});
