/**
 * The parallax view: a background layer (the slotted `<img slot="background">` or the
 * `background` URL) behind the author's content.
 * - `method="true"`: in the shared frame loop, the box is measured in the read phase and the
 *   layer's transform written in the write phase, only while the box is in or near the viewport;
 *   no listener of its own.
 * - `method="css"`: `background-attachment: fixed` on the layer, no script per frame; on touch
 *   devices (iOS ignores fixed backgrounds) the true parallax is used instead.
 * - reduced motion: a static background.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { useReducedMotion } from '../element/hooks';
import { subscribeFrame } from '../runtime/frame-loop';
import { attributeResourceUrl } from '../runtime/safe-resource-url';
import { warnOnce } from '../runtime/warn';
import type { parallaxAttributes } from './parallax-attributes';
import { clampedParallaxOffset, cssUrl, isNearViewport, parallaxMode, parallaxTravel, PARALLAX_FACTOR } from './parallax-state';

export const TAG = 'pb-parallax';
const TRAVEL_PROPERTY = '--pb-parallax-travel';

/** Touch devices without hover: iOS Safari does not support `background-attachment: fixed`. */
function fixedBackgroundUnsupported(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
}

function readBackgroundImage(host: HTMLElement): HTMLImageElement | null {
  for (const child of host.children) {
    if (child.getAttribute('slot') === 'background' && child instanceof HTMLImageElement) return child;
  }
  return null;
}

export function ParallaxView({ host, attributes }: ElementViewProps<typeof parallaxAttributes>) {
  const reducedMotion = useReducedMotion();
  const childrenVersion = useChildrenVersion(host);
  const image = useMemo(() => readBackgroundImage(host), [host, childrenVersion]);
  const layer = useRef<HTMLDivElement>(null);
  const mode = parallaxMode(attributes.method, reducedMotion, fixedBackgroundUnsupported());
  // Checked like every URL-valued attribute: `javascript:`, `NaN` or `-1` are never requested.
  const backgroundSource = attributeResourceUrl(TAG, 'background', attributes.background);
  const backgroundUrl = backgroundSource === null ? null : cssUrl(backgroundSource);

  // A refused `background` has had its own warning.
  if (!image && !attributes.background.trim()) warnOnce(TAG, 'has no background: add <img slot="background" src="…" alt=""> or a "background" attribute.');

  // The layer's image: the `background` URL, or (for a fixed background) the slotted image's.
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    let url = backgroundUrl;
    if (!url && mode === 'fixed' && image) url = cssUrl(image.currentSrc || image.src);
    element.style.backgroundImage = url ?? '';
  }, [backgroundUrl, image, mode]);

  // True parallax: read the box in the read phase, write the layer in the write phase.
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element || mode !== 'transform') return;
    let near = false;
    let travel = 0;
    let offset = 0;
    let writtenTravel = -1;
    const stop = subscribeFrame({
      read: () => {
        const rect = host.getBoundingClientRect();
        const viewportHeight = window.innerHeight;
        near = isNearViewport(rect.top, rect.bottom, viewportHeight);
        if (!near) return;
        travel = parallaxTravel(rect.height, viewportHeight, PARALLAX_FACTOR);
        offset = clampedParallaxOffset(rect.top, rect.height, viewportHeight, PARALLAX_FACTOR);
      },
      write: () => {
        if (!near) return;
        if (travel !== writtenTravel) {
          element.style.setProperty(TRAVEL_PROPERTY, `${travel}px`);
          writtenTravel = travel;
        }
        // The layer's top is the box's top in the layout; the transform lifts it by the travel.
        element.style.transform = `translate3d(0, ${(offset - travel).toFixed(2)}px, 0)`;
      },
    });
    return () => {
      stop();
      element.style.removeProperty(TRAVEL_PROPERTY);
      element.style.transform = '';
    };
  }, [host, mode]);

  return (
    <>
      <div ref={layer} part="background" className={mode} aria-hidden="true">
        <slot name="background" />
      </div>
      <slot />
    </>
  );
}
