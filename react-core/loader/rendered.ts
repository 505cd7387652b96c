import { WIRED_EVENT } from '../runtime/upgrade-gate';

/**
 * Resolves once `element` has rendered (`data-enhanced`) or given up (`data-failed`), whenever that
 * was, and two frames more: its layout has settled (the page runtime measures it for a glide).
 */
export function whenRendered(element: Element): Promise<void> {
  const settled = (): boolean => element.hasAttribute('data-enhanced') || element.hasAttribute('data-failed');
  const rendered = settled()
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!settled()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element, { attributes: true, attributeFilter: ['data-enhanced', 'data-failed'] });
      });
  return rendered.then(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Resolves once `element` has rendered and its behaviour is wired (the element layer's
 * `pb-wired`, after the first render's effects ran), or has given up (`data-failed`). Called
 * before the element is released, so the event cannot be missed.
 */
export function whenWired(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute('data-failed')) {
      resolve();
      return;
    }
    const done = (): void => {
      observer.disconnect();
      element.removeEventListener(WIRED_EVENT, done);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('data-failed')) done();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-failed'] });
    element.addEventListener(WIRED_EVENT, done);
  });
}
