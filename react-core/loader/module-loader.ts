/**
 * Imports an entry of dist/ (an element's module, the page or consent runtime) with its whole
 * dependency graph fetched in parallel: the build writes, for every entry, the chunks it imports
 * directly or not, and the loader announces them all with `<link rel="modulepreload">` before the
 * import starts, instead of the browser discovering them one level at a time.
 *
 * An entry can also be prefetched: its files fetched and parsed into the browser's module map
 * without running, with the libraries it imports on demand (PhotoSwipe, Leaflet, a dialog's
 * code), so that running it later, on the visitor's tap, waits for no request. The document
 * stylesheet of what it opens (the lightbox dialog's) is linked then too: applied while nothing
 * on the page matches it, it costs no style work, where adopting it at the first opening would
 * restyle the whole page while the visitor waits.
 */

export interface ModuleManifest {
  /** Chunk names: the file `chunks/<name>.js` beside the loader. */
  files: string[];
  /** Entry file → the indices (in `files`) of every chunk it imports statically. */
  imports: Record<string, number[]>;
  /**
   * Entry file → the chunks it imports on demand whatever its attributes (a lightbox's PhotoSwipe,
   * a map's Leaflet), with theirs: fetched ahead with a prefetch or an urgent load. A name ending
   * in `.css` is the document stylesheet of what it opens (the lightbox dialog's), linked then:
   * its rules match nothing on the page at rest.
   */
  lazy: Record<string, number[]>;
}

/**
 * Resolves true once the entry ran, false if it could not be loaded (reported once as
 * "Something went wrong: could not load <entry>", SPEC.md §8). `urgent`: the visitor is waiting
 * (a tap): what the module will import on demand is fetched at once too.
 */
export type ModuleLoad = (entry: string, urgent?: boolean) => Promise<boolean>;
/**
 * Fetches the entry and everything it needs, running nothing, at low priority; with `soon` (it
 * will likely run shortly: a banner that may be due), only the entry and its static imports, at
 * the ordinary priority. (A file fetched at low priority cannot be hurried when a load needs it,
 * so nothing is fetched at low priority before the first viewport's modules have their code.)
 */
export type ModulePrefetch = (entry: string, soon?: boolean) => void;

export interface ModuleLoader {
  load: ModuleLoad;
  prefetch: ModulePrefetch;
  /**
   * Runs what the entry imports on demand (a lightbox's PhotoSwipe) now, alongside the entry: the
   * visitor reached for it, and the click that follows needs both. Run in parallel, neither waits
   * for the other, where the module's own `import()` would only start once the module has run.
   * A failure is left for the module to meet.
   */
  runOnDemand(entry: string): void;
  /** Resolves once every load asked for so far has ended, and those they started meanwhile. */
  settled(): Promise<void>;
}

/**
 * Nothing is fetched before `ready` (the polyfills a browser needs first). Files are announced
 * once: a prefetched file is not fetched again when its entry loads. `restWait()` (milliseconds
 * until the page rests from a scroll or a press, runtime/page-rest.ts): an entry that is not
 * urgent is fetched at once but runs only once the page rests, since running it defines its
 * element and sets up every instance on the page; an urgent load of the same entry runs it at once.
 */
export function createModuleLoader(base: URL, manifest: ModuleManifest, ready: Promise<unknown>, restWait: () => number = () => 0): ModuleLoader {
  const loads = new Map<string, Promise<boolean>>();
  const announced = new Set<string>();
  /** Entries fetched and waiting for the page to rest → run now. */
  const waitingForRest = new Map<string, () => void>();

  function announce(file: string, lowPriority: boolean): void {
    if (announced.has(file)) return;
    announced.add(file);
    const link = document.createElement('link');
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    if (lowPriority) link.setAttribute('fetchpriority', 'low');
    link.href = new URL(file, base).href;
    document.head.append(link);
  }

  const chunksOf = (entry: string, list: Record<string, number[]>): string[] =>
    (list[entry] ?? []).map((index) => `chunks/${manifest.files[index]}${/\.css$/.test(manifest.files[index]!) ? '' : '.js'}`);

  /** Resolves once the page rests, or once an urgent load asks for `entry`. */
  function atRest(entry: string): Promise<void> {
    if (restWait() === 0) return Promise.resolve();
    announce(entry, false);
    return new Promise((resolve) => {
      const run = (): void => {
        waitingForRest.delete(entry);
        resolve();
      };
      waitingForRest.set(entry, run);
      const check = (): void => {
        if (!waitingForRest.has(entry)) return;
        const wait = restWait();
        if (wait > 0) setTimeout(check, wait);
        else run();
      };
      setTimeout(check, restWait());
    });
  }

  function importEntry(entry: string, urgent: boolean): Promise<boolean> {
    for (const file of chunksOf(entry, manifest.imports)) announce(file, false);
    if (urgent) for (const file of chunksOf(entry, manifest.lazy)) announce(file, false);
    const started = urgent ? Promise.resolve() : atRest(entry);
    return started.then(() => import(/* @vite-ignore */ new URL(entry, base).href)).then(
      () => true,
      (cause: unknown) => {
        // One module that fails to load must not stop the others: report it and go on.
        const error = new Error(`Something went wrong: could not load ${entry}`, { cause });
        if (typeof reportError === 'function') reportError(error);
        else console.error(error);
        return false;
      },
    );
  }

  return {
    load(entry, urgent = false) {
      let pending = loads.get(entry);
      if (!pending) {
        pending = ready.then(() => importEntry(entry, urgent));
        loads.set(entry, pending);
      } else if (urgent) {
        for (const file of chunksOf(entry, manifest.lazy)) announce(file, false);
        waitingForRest.get(entry)?.();
      }
      return pending;
    },
    prefetch(entry, soon = false) {
      const files = loads.has(entry) ? [] : [entry, ...chunksOf(entry, manifest.imports)];
      if (!soon) files.push(...chunksOf(entry, manifest.lazy));
      void ready.then(() => files.forEach((file) => announce(file, !soon)));
    },
    runOnDemand(entry) {
      void ready.then(() => {
        for (const file of chunksOf(entry, manifest.lazy)) {
          if (file.endsWith('.css')) announce(file, false);
          else import(/* @vite-ignore */ new URL(file, base).href).catch(() => undefined);
        }
      });
    },
    async settled() {
      let count: number;
      do {
        count = loads.size;
        await Promise.allSettled(loads.values());
      } while (loads.size !== count);
    },
  };
}
