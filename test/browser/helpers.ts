/** Helpers for browser tests: mount trusted test markup, wait for React, capture warnings. */

const mounted: HTMLElement[] = [];

/** Mounts trusted test markup in a fresh container and returns the container's first element. */
export function fixture<T extends Element = HTMLElement>(markup: string): T {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  mounted.push(container);
  return container.firstElementChild as T;
}

/** Removes every fixture (call in afterEach). */
export function cleanupFixtures(): void {
  for (const container of mounted.splice(0)) container.remove();
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Resolves once `check` returns true, or rejects after `timeout` ms with `message`. */
export async function waitFor(check: () => boolean, message = 'condition', timeout = 3000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeout) throw new Error(`timed out waiting for ${message}`);
    await wait(10);
  }
}

/** Waits until an element's module has rendered (it marks itself `data-enhanced`). */
export async function upgraded(element: Element): Promise<void> {
  await customElements.whenDefined(element.localName);
  await waitFor(() => element.hasAttribute('data-enhanced'), `${element.localName} to render`);
  await nextFrame();
}

/** Records console.warn / console.error calls while `run` executes. */
export async function captureConsole(run: () => Promise<void> | void): Promise<{ warnings: string[]; errors: string[] }> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return { warnings, errors };
}
