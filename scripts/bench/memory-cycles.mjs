/**
 * The part of the memory benchmark that runs inside the page (handed to `page.evaluate`, so the
 * function is self-contained). `prepareCycles` takes the demo page's first instance of the tag as
 * the template, removes every instance before the element's module is imported (so none of them
 * ever mounts), imports the module directly (not through the loader, whose scheduling may hold an
 * element back), and installs `window.pbMemoryCycles(count)`.
 *
 * One cycle: insert the instance where the demo page had it (a fresh copy of the template, or the
 * same element again), wait until it has rendered (`data-enhanced`, or `data-failed`) and for
 * the task in which React runs the effects that follow the first paint (useEffect), remove it,
 * and wait two tasks for the unmount (a microtask) and React's passive effect cleanups.
 * Every `frameEvery`-th cycle also waits for a frame while the instance is in the document, so
 * what only runs in a frame (ResizeObserver and IntersectionObserver callbacks, animation frames,
 * the shared frame loop) runs too. Not every cycle: a frame of a demo page costs 10–15 ms here,
 * which would make the whole run take most of an hour.
 */

/** @param {{ tag: string, module: string, variant: 'fresh' | 'same', timeoutMs: number, frameEvery: number }} options */
export async function prepareCycles({ tag, module, variant, timeoutMs, frameEvery }) {
  const instances = [...document.querySelectorAll(tag)];
  const original = instances[0];
  if (!original) throw new Error(`the page has no <${tag}>`);
  const marker = document.createComment(`memory benchmark: ${tag}`);
  original.before(marker);
  const template = document.createElement('template');
  for (const instance of instances) instance.remove();
  template.content.append(original);
  await import(module);
  await customElements.whenDefined(tag);

  // A MessageChannel task, not setTimeout(0), which the browser stretches to 4 ms when nested.
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  const nextTask = () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const settled = (element) => element.hasAttribute('data-enhanced') || element.hasAttribute('data-failed');
  /** Resolves with true once `element` has rendered, or false after the timeout. */
  const rendered = (element) =>
    new Promise((resolve) => {
      if (settled(element)) return resolve(true);
      const observer = new MutationObserver(() => {
        if (!settled(element)) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(true);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, timeoutMs);
      observer.observe(element, { attributes: true, attributeFilter: ['data-enhanced', 'data-failed'] });
    });

  const same = variant === 'same' ? document.importNode(template.content.firstElementChild, true) : null;
  let cycles = 0;
  let notRendered = 0;
  let failed = 0;
  window.pbMemoryCycles = async (count) => {
    for (let cycle = 0; cycle < count; cycle += 1) {
      const element = same ?? document.importNode(template.content.firstElementChild, true);
      marker.after(element);
      if (!(await rendered(element))) notRendered += 1;
      if (element.hasAttribute('data-failed')) failed += 1;
      await nextTask();
      cycles += 1;
      if (cycles % frameEvery === 0) await nextFrame();
      element.remove();
      await nextTask();
      await nextTask();
      // The same element must render again, and say so, when it is inserted again.
      element.removeAttribute('data-enhanced');
      element.removeAttribute('data-failed');
    }
    return { notRendered, failed };
  };
}
