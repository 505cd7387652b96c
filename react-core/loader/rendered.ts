/** Resolves once `element` has rendered (`data-enhanced`) or given up (`data-failed`), and its
 * behaviour is wired: two frames later, after React's passive effects (event listeners) ran. */
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
