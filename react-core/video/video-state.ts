/**
 * Video state (SPEC.md §4 "Video backgrounds": they play when scrolled into view and pause when
 * out of view, unless play-outside-viewport is set; "Overlayed video": clicking the overlay starts
 * autoplay and fades the overlay out in 500 ms; §9 "Overlay fade 500 ms", "Video-player wait
 * checks every 500 ms, up to 100 times"). No DOM here.
 */

/** SPEC §9 "Overlay fade 500 ms". Zero with reduced motion (`motionDuration`). */
export const VIDEO_OVERLAY_FADE_MS = 500;
/** SPEC §9 "Video-player wait checks every 500 ms, up to 100 times". */
export const PLAYER_WAIT_INTERVAL_MS = 500;
export const PLAYER_WAIT_ATTEMPTS = 100;

/** What the visitor chose with the background's pause/play button; `auto` until they press it. */
export type BackgroundChoice = 'auto' | 'paused' | 'playing';

export interface BackgroundInputs {
  /** The element is (partly) in the viewport. */
  inView: boolean;
  /** The author's `play-outside-viewport`. */
  playOutsideViewport: boolean;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  choice: BackgroundChoice;
}

/**
 * True when the background video should be playing: never once the visitor paused it; never on
 * its own under reduced motion (the poster shows) unless the visitor pressed play; otherwise when
 * in view, or anywhere with `play-outside-viewport`.
 */
export function shouldBackgroundPlay({ inView, playOutsideViewport, reducedMotion, choice }: BackgroundInputs): boolean {
  if (choice === 'paused') return false;
  if (choice === 'auto' && reducedMotion) return false;
  return inView || playOutsideViewport;
}

/**
 * The choice after the visitor presses the pause/play button, given whether the video is shown
 * as playing (the button's state) right now.
 */
export function toggleBackgroundChoice(playing: boolean): BackgroundChoice {
  return playing ? 'paused' : 'playing';
}

export interface WaitOptions {
  /** Milliseconds between checks (500). */
  interval?: number;
  /** Checks made at most (100); the first is made at once. */
  attempts?: number;
  /** Stops waiting (resolves false) when aborted. */
  signal?: AbortSignal;
}

/**
 * Waits for a video player to be ready (SPEC §9: checks every 500 ms, up to 100 times). `check`
 * is called at once, then every `interval` ms, until it returns true (resolves true) or it has
 * been called `attempts` times (resolves false). A throwing check counts as not ready.
 */
export function waitForPlayer(
  check: () => boolean,
  { interval = PLAYER_WAIT_INTERVAL_MS, attempts = PLAYER_WAIT_ATTEMPTS, signal }: WaitOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let made = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const attempt = (): void => {
      if (signal?.aborted) return abort();
      made += 1;
      let ready = false;
      try {
        ready = check();
      } catch {
        ready = false;
      }
      if (ready) {
        signal?.removeEventListener('abort', abort);
        resolve(true);
      } else if (made >= attempts) {
        signal?.removeEventListener('abort', abort);
        resolve(false);
      } else {
        timer = setTimeout(attempt, interval);
      }
    };
    signal?.addEventListener('abort', abort, { once: true });
    attempt();
  });
}

/**
 * The embed address with autoplay turned on (`autoplay=1`, replacing any other value), keeping
 * the rest of the address and its fragment. Relative addresses stay relative.
 */
export function withAutoplay(src: string): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const base = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  params.set('autoplay', '1');
  return `${path}?${params.toString()}${hash}`;
}

/** The overlay's phases: shown, fading out (already out of the tab order), hidden. */
export type OverlayPhase = 'shown' | 'fading' | 'hidden';

/** The phase after the visitor starts the video: a fade, or hidden at once without motion. */
export function overlayPhaseOnPlay(phase: OverlayPhase, fadeMs: number): OverlayPhase {
  if (phase !== 'shown') return phase;
  return fadeMs > 0 ? 'fading' : 'hidden';
}
