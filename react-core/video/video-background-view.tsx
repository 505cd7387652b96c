/**
 * The video background view (SPEC §4 "Video backgrounds: they play when scrolled into view and
 * pause when out of view, unless play-outside-viewport is set"). The author's `<video>` is made
 * decorative (muted, looped, inline, hidden from assistive technology, no tab stop) and played
 * only while the element is in view; under reduced motion it never starts by itself (the poster
 * shows). A visible button pauses and plays it (WCAG 2.2.2), its name saying what it will do.
 * One IntersectionObserver serves every instance (runtime/in-view.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useInView, useReducedMotion } from '../element/hooks';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import type { videoBackgroundAttributes } from './video-attributes';
import { shouldBackgroundPlay, toggleBackgroundChoice, type BackgroundChoice } from './video-state';
import { buildBackgroundVideo, prepareBackgroundVideo, readBackgroundVideo } from './video-structure';

export const BACKGROUND_TAG = 'pb-video-background';
/** Marks the `<video>` the element built from its attributes (removed again on unmount). */
const BUILT_ATTRIBUTE = 'data-pb-built';

export interface VideoBackgroundChangeDetail {
  /** The video is now meant to play (true) or is paused (false). */
  playing: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-video-background-change': CustomEvent<VideoBackgroundChangeDetail>;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" />
      <rect x="9.5" y="2" width="3.5" height="12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2l10 6-10 6z" />
    </svg>
  );
}

export function VideoBackgroundView({ host, attributes }: ElementViewProps<typeof videoBackgroundAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const authorVideo = useMemo(() => readBackgroundVideo(host), [host, childrenVersion]);
  const { mp4, webm, poster } = attributes;
  // Without a <video> child, one built from the mp4/webm/poster attributes (builder data).
  const ownVideo = authorVideo && !authorVideo.hasAttribute(BUILT_ATTRIBUTE) ? authorVideo : null;
  const hasOwnVideo = ownVideo !== null;
  const builtVideo = useMemo(() => {
    if (hasOwnVideo) return null;
    return buildBackgroundVideo(document, { mp4, webm, poster }, (name) =>
      warnOnce(BACKGROUND_TAG, `ignored its "${name}" attribute: it is not an http(s) or relative address.`),
    );
  }, [hasOwnVideo, mp4, webm, poster]);
  const video = ownVideo ?? builtVideo;

  useLayoutEffect(() => {
    if (!builtVideo) return undefined;
    builtVideo.setAttribute(BUILT_ATTRIBUTE, '');
    host.prepend(builtVideo);
    return () => builtVideo.remove();
  }, [host, builtVideo]);

  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<BackgroundChoice>('auto');
  const [rejected, setRejected] = useState(false);

  // Refused mp4/webm addresses have had their own warning.
  if (!video && !mp4.trim() && !webm.trim()) warnOnce(BACKGROUND_TAG, 'has no <video> child and no mp4 or webm attribute; nothing to play (the content shows as it is).');

  useLayoutEffect(() => (video ? prepareBackgroundVideo(video) : undefined), [video]);
  const inView = useInView(host, false);

  const playing =
    !!video && !rejected && shouldBackgroundPlay({ inView, playOutsideViewport: attributes.playOutsideViewport, reducedMotion, choice });

  useEffect(() => {
    if (!video) return;
    if (!playing) {
      if (!video.paused) video.pause();
      return;
    }
    let current = true;
    try {
      const started = video.play();
      // Autoplay blocked, or no playable source: the poster stays; the button offers play.
      started?.catch((error: unknown) => {
        if (!current || isAbort(error)) return;
        warnOnce(BACKGROUND_TAG, `could not play its video (${error instanceof Error ? error.name : String(error)}); showing the poster.`);
        setRejected(true);
      });
    } catch {
      setRejected(true);
    }
    return () => {
      current = false;
    };
  }, [video, playing]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    emit(host, 'pb-video-background-change', { playing });
  }, [host, playing]);

  if (!video) return <slot />;
  return (
    <>
      <button
        type="button"
        part="button"
        aria-label={playing ? getPageConfig().messages.pauseBackgroundVideo : getPageConfig().messages.playBackgroundVideo}
        onClick={() => {
          setRejected(false);
          setChoice(toggleBackgroundChoice(playing));
        }}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <slot />
    </>
  );
}
