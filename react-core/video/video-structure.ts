/**
 * What the video elements read from the author's markup: the background's `<video>`, and the
 * player (`<video>` or an embed `<iframe>`) and its overlay. Also the few DOM helpers the views
 * share (focus without scrolling, whether an embed has loaded).
 */

import { safeResourceUrl } from '../runtime/safe-resource-url';

export interface BackgroundSources {
  mp4: string;
  webm: string;
  poster: string;
}

/**
 * A `<video>` built from the builder's background data (webm first, then mp4: the browser plays
 * the first it can), or null when neither address is usable. Unsafe addresses (`javascript:`…)
 * and values that are no address (`NaN`, `-1`) are dropped and reported in `rejected`.
 */
export function buildBackgroundVideo(doc: Document, sources: BackgroundSources, rejected: (name: string) => void): HTMLVideoElement | null {
  const checked = (name: keyof BackgroundSources): string | null => {
    const raw = sources[name];
    if (!raw.trim()) return null;
    const url = safeResourceUrl(raw);
    if (url === null) rejected(name);
    return url;
  };
  const webm = checked('webm');
  const mp4 = checked('mp4');
  if (!webm && !mp4) return null;
  const video = doc.createElement('video');
  const poster = checked('poster');
  if (poster) video.setAttribute('poster', poster);
  for (const [src, type] of [[webm, 'video/webm'], [mp4, 'video/mp4']] as const) {
    if (!src) continue;
    const source = doc.createElement('source');
    source.setAttribute('src', src);
    source.setAttribute('type', type);
    video.append(source);
  }
  return video;
}

/** The background's `<video>` (a direct child), or null. */
export function readBackgroundVideo(host: HTMLElement): HTMLVideoElement | null {
  return host.querySelector(':scope > video');
}

export interface VideoPlayerParts {
  /** The `<video>` or the embed `<iframe>` (first one found), or null. */
  player: HTMLVideoElement | HTMLIFrameElement | null;
  /** The overlay (`.overlay` child: a link to the video file, or any element), or null. */
  overlay: HTMLElement | null;
}

export function readVideoPlayer(host: HTMLElement): VideoPlayerParts {
  return {
    player: host.querySelector<HTMLVideoElement | HTMLIFrameElement>('video, iframe'),
    overlay: host.querySelector<HTMLElement>(':scope > .overlay'),
  };
}

/** Makes the decorative background video quiet and out of reach: muted, looped, inline, hidden from AT. */
export function prepareBackgroundVideo(video: HTMLVideoElement): () => void {
  const hadAutoplay = video.hasAttribute('autoplay');
  const hadAriaHidden = video.getAttribute('aria-hidden');
  const hadControls = video.controls;
  // The element decides when it plays; a browser autoplay would ignore reduced motion.
  video.autoplay = false;
  video.removeAttribute('autoplay');
  video.muted = true;
  video.defaultMuted = true;
  video.loop = true;
  video.playsInline = true;
  video.controls = false;
  video.setAttribute('aria-hidden', 'true');
  video.setAttribute('tabindex', '-1');
  video.disablePictureInPicture = true;
  if (!video.paused) video.pause();
  return () => {
    if (hadAutoplay) video.setAttribute('autoplay', '');
    if (hadAriaHidden === null) video.removeAttribute('aria-hidden');
    video.controls = hadControls;
  };
}

/** True when an embed has a document to talk to: loaded (seen its `load`) or already showing another page. */
export function isFrameLoaded(frame: HTMLIFrameElement, sawLoad: boolean): boolean {
  if (sawLoad) return true;
  let doc: Document | null = null;
  try {
    doc = frame.contentDocument;
  } catch {
    return true;
  }
  // Cross-origin (null) means a player page is there; same-origin counts once it is complete.
  if (doc === null) return Boolean(frame.getAttribute('src'));
  return doc.readyState === 'complete' && doc.URL !== 'about:blank';
}

/** Moves focus to `element` without scrolling, making it focusable for script (tabindex -1) if needed. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
