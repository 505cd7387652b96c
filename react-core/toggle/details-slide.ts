/**
 * Slides a `<details>` element open or closed by animating its height with the Web Animations
 * API. The details element stays the source of truth: it is open while it slides either way,
 * and takes its final state when the slide ends (or is cancelled).
 */

export interface Slide {
  finished: Promise<void>;
  /** Jumps to the end state at once (used on unmount). */
  cancel(): void;
}

export function slideDetails(details: HTMLDetailsElement, open: boolean, duration: number): Slide {
  const startHeight = details.getBoundingClientRect().height;
  details.open = open;
  const endHeight = details.getBoundingClientRect().height;
  if (duration <= 0 || startHeight === endHeight) return { finished: Promise.resolve(), cancel() {} };

  details.open = true;
  details.style.overflow = 'hidden';
  details.style.boxSizing = 'border-box';
  const animation = details.animate({ height: [`${startHeight}px`, `${endHeight}px`] }, { duration, easing: 'ease-in-out' });
  let settle: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    settle = () => {
      details.open = open;
      details.style.removeProperty('overflow');
      details.style.removeProperty('box-sizing');
      resolve();
    };
  });
  animation.addEventListener('finish', () => settle());
  return {
    finished,
    cancel() {
      animation.cancel();
      settle();
    },
  };
}
