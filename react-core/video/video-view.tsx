/**
 * The overlayed video view (SPEC §4 "Overlayed video: clicking the overlay starts autoplay and
 * fades the overlay out in 500 ms"; §9 "Overlay fade 500 ms", "Video-player wait checks every
 * 500 ms, up to 100 times"). The author's overlay (a link to the video file, which works without
 * JavaScript) becomes a button; activating it (click, Enter, Space) starts the `<video>` (or
 * loads the embed with autoplay once its player is ready), fades the overlay out (opacity, on the
 * compositor; no fade with reduced motion), hides it, and moves focus to the player.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { warnOnce } from '../runtime/warn';
import type { videoAttributes } from './video-attributes';
import { overlayPhaseOnPlay, VIDEO_OVERLAY_FADE_MS, waitForPlayer, withAutoplay, type OverlayPhase } from './video-state';
import { focusWithoutScroll, isFrameLoaded, readVideoPlayer } from './video-structure';

export const VIDEO_TAG = 'pb-video';

export interface VideoPlayDetail {
  /** The kind of player started: the page's `<video>` or an embedded player (`<iframe>`). */
  player: 'video' | 'iframe';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-video-play': CustomEvent<VideoPlayDetail>;
  }
}

function hasAccessibleName(element: HTMLElement): boolean {
  if (element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')) return true;
  if (element.textContent?.trim()) return true;
  return [...element.querySelectorAll('img[alt]')].some((image) => image.getAttribute('alt')!.trim() !== '');
}

/** Gives the author's overlay button semantics and a name; returns the undo. */
function prepareOverlay(overlay: HTMLElement): () => void {
  const saved = ['role', 'tabindex', 'aria-label'].map((name) => [name, overlay.getAttribute(name)] as const);
  const native = overlay instanceof HTMLButtonElement;
  if (!native) overlay.setAttribute('role', 'button');
  if (!native && !(overlay instanceof HTMLAnchorElement && overlay.hasAttribute('href'))) overlay.setAttribute('tabindex', '0');
  if (!hasAccessibleName(overlay)) {
    warnOnce(VIDEO_TAG, 'overlay has no accessible name (no text, image alt or aria-label); using "Play video".');
    overlay.setAttribute('aria-label', getPageConfig().messages.playVideo);
  }
  return () => {
    for (const [name, value] of saved) {
      if (value === null) overlay.removeAttribute(name);
      else overlay.setAttribute(name, value);
    }
    overlay.hidden = false;
    overlay.inert = false;
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function VideoView({ host }: ElementViewProps<typeof videoAttributes>) {
  const childrenVersion = useChildrenVersion(host, true);
  const { player, overlay } = useMemo(() => readVideoPlayer(host), [host, childrenVersion]);
  const phase = useRef<OverlayPhase>('shown');
  const frameLoaded = useRef(false);
  const fade = useRef<Animation | undefined>(undefined);
  const waiting = useRef<AbortController | undefined>(undefined);

  if (!player) warnOnce(VIDEO_TAG, 'has no <video> or <iframe> inside; nothing to play.');

  useLayoutEffect(() => {
    if (!overlay) return undefined;
    phase.current = 'shown';
    const undo = prepareOverlay(overlay);
    return () => {
      fade.current?.cancel();
      fade.current = undefined;
      undo();
    };
  }, [overlay]);

  useEffect(() => () => waiting.current?.abort(), []);

  useEventListener(player instanceof HTMLIFrameElement ? player : null, 'load', () => {
    frameLoaded.current = true;
  }, VIDEO_TAG);

  /** Fades the overlay out (already inert: no tab stop, out of the accessibility tree), then hides it. */
  const hideOverlay = (): void => {
    if (!overlay) return;
    const duration = motionDuration(VIDEO_OVERLAY_FADE_MS);
    phase.current = overlayPhaseOnPlay(phase.current, duration);
    overlay.inert = true;
    const finish = (): void => {
      phase.current = 'hidden';
      overlay.hidden = true;
    };
    if (phase.current === 'hidden' || typeof overlay.animate !== 'function') return finish();
    const animation = overlay.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: 'ease', fill: 'forwards' });
    fade.current = animation;
    animation.finished.then(() => fade.current === animation && finish(), () => undefined);
  };

  const startPlayer = (): void => {
    if (player instanceof HTMLVideoElement) {
      // Keyboard users control the video with its own controls once focus is there.
      player.controls = true;
      try {
        player.play()?.catch((error: unknown) => {
          if (!isAbort(error)) warnOnce(VIDEO_TAG, `could not play the video (${error instanceof Error ? error.name : String(error)}).`);
        });
      } catch {
        warnOnce(VIDEO_TAG, 'could not play the video.');
      }
    } else if (player instanceof HTMLIFrameElement) {
      const frame = player;
      waiting.current?.abort();
      const controller = new AbortController();
      waiting.current = controller;
      void waitForPlayer(() => isFrameLoaded(frame, frameLoaded.current), { signal: controller.signal }).then((ready) => {
        if (controller.signal.aborted) return;
        if (!ready) {
          warnOnce(VIDEO_TAG, 'the embedded player did not become ready; it was not started.');
          return;
        }
        const allow = frame.getAttribute('allow') ?? '';
        if (!/\bautoplay\b/.test(allow)) frame.setAttribute('allow', allow ? `${allow}; autoplay` : 'autoplay');
        const src = frame.getAttribute('src');
        if (src) frame.src = withAutoplay(src);
      });
    }
  };

  const start = (): void => {
    if (phase.current !== 'shown') return;
    emit(host, 'pb-video-play', { player: player instanceof HTMLIFrameElement ? 'iframe' : 'video' });
    startPlayer();
    hideOverlay();
    if (player) focusWithoutScroll(player);
  };

  useEventListener(overlay, 'click', (event) => {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The link to the file is the no-JavaScript fallback; here the page's player starts instead.
    event.preventDefault();
    start();
  }, VIDEO_TAG);

  useEventListener(overlay, 'keydown', (event) => {
    const isLink = overlay instanceof HTMLAnchorElement || overlay instanceof HTMLButtonElement;
    if (event.key === ' ' || event.key === 'Spacebar' || (event.key === 'Enter' && !isLink)) {
      event.preventDefault();
      start();
    }
  }, VIDEO_TAG);

  // Started another way (its own controls, a script): the overlay goes too, focus stays put.
  useEventListener(player instanceof HTMLVideoElement ? player : null, 'play', () => {
    if (phase.current === 'shown') hideOverlay();
  }, VIDEO_TAG);

  return <slot />;
}
