/**
 * The scroll-to-top view: keeps the element hidden (and inert, out of the accessibility tree)
 * until the page is scrolled past the threshold, fades it in and out, and on activation glides
 * to the top (800 ms, a jump with reduced motion) and moves focus to the top of the page.
 * The scroll position is read in the shared frame loop's read phase, the element toggled in its
 * write phase; there is no other listener.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { requestFrame, subscribeFrame } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { smoothScrollTo } from '../runtime/smooth-scroll';
import { warnOnce } from '../runtime/warn';
import type { scrollTopAttributes } from './scroll-top-attributes';
import { isScrollTopShown, nextScrollTopPhase, SCROLL_TOP_FADE_MS, type ScrollTopPhase } from './scroll-top-state';
import { focusWithoutScroll, readScrollTopLink, topFocusTarget } from './scroll-top-structure';

export const TAG = 'pb-scroll-top';

export interface ScrollTopDetail {
  /** The scroll position the visitor left. */
  from: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-scroll-top': CustomEvent<ScrollTopDetail>;
  }
}

/** Shows and hides the host: `hidden` + `inert` while hidden, inert at once when the fade-out starts. */
function createVisibility(host: HTMLElement) {
  let phase: ScrollTopPhase = 'hidden';
  let animation: Animation | undefined;
  const hadHidden = host.hidden;
  host.hidden = true;
  host.inert = true;

  const fade = (from: number, to: number): Animation | undefined => {
    animation?.cancel();
    animation = undefined;
    const duration = motionDuration(SCROLL_TOP_FADE_MS);
    if (duration === 0 || typeof host.animate !== 'function') return undefined;
    animation = host.animate([{ opacity: from }, { opacity: to }], { duration, easing: 'ease', fill: 'forwards' });
    return animation;
  };
  const finishHiding = (): void => {
    phase = 'hidden';
    host.hidden = true;
    animation?.cancel();
    animation = undefined;
  };

  return {
    update(shown: boolean): void {
      const next = nextScrollTopPhase(phase, shown);
      if (next === phase) return;
      phase = next;
      if (next === 'shown') {
        host.hidden = false;
        host.inert = false;
        fade(0, 1);
      } else if (next === 'hiding') {
        // Out of the tab order and the accessibility tree at once; gone from the screen after the fade.
        host.inert = true;
        const fading = fade(1, 0);
        if (!fading) finishHiding();
        else fading.finished.then(() => phase === 'hiding' && animation === fading && finishHiding(), () => undefined);
      }
    },
    destroy(): void {
      animation?.cancel();
      host.hidden = hadHidden;
      host.inert = false;
    },
  };
}

export function ScrollTopView({ host, attributes }: ElementViewProps<typeof scrollTopAttributes>) {
  const childrenVersion = useChildrenVersion(host, true);
  const link = useMemo(() => readScrollTopLink(host), [host, childrenVersion]);
  const threshold = useRef(attributes.threshold);
  threshold.current = attributes.threshold;

  if (!link) warnOnce(TAG, 'has no <a href="#top"> link inside (it would work without JavaScript); showing a built-in button instead.');

  // Hidden before the first paint; then the frame loop decides (it runs once on subscribing).
  useLayoutEffect(() => {
    const visibility = createVisibility(host);
    let scrollY = 0;
    const stop = subscribeFrame({
      read: () => {
        scrollY = window.scrollY;
      },
      write: () => visibility.update(isScrollTopShown(scrollY, threshold.current)),
    });
    return () => {
      stop();
      visibility.destroy();
    };
  }, [host]);

  // A new threshold applies without waiting for the next scroll.
  useEffect(() => requestFrame(), [attributes.threshold]);

  useEventListener(host, 'click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const path = event.composedPath();
    const control = link ?? host.shadowRoot.querySelector('[part=button]');
    if (!control || !path.includes(control)) return;
    // No `#top` in the address bar and no jump: the glide below replaces the link's default.
    event.preventDefault();
    emit(host, 'pb-scroll-top', { from: window.scrollY });
    const target = topFocusTarget(document, link?.getAttribute('href') ?? null, host);
    if (target) focusWithoutScroll(target);
    void smoothScrollTo(0);
  }, TAG);

  return link ? (
    <slot />
  ) : (
    <button type="button" part="button">
      {getPageConfig().messages.backToTop}
    </button>
  );
}
