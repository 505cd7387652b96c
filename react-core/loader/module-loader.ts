/**
 * Imports an entry of dist/ (an element's module, the page or consent runtime) with its whole
 * dependency graph fetched in parallel: the build writes, for every entry, the chunks it imports
 * directly or not, and the loader announces them all with `<link rel="modulepreload">` before the
 * import starts, instead of the browser discovering them one level at a time.
 */

export interface ModuleManifest {
  /** Chunk names: the file `chunks/<name>.js` beside the loader. */
  files: string[];
  /** Entry file → the indices (in `files`) of every chunk it imports statically. */
  imports: Record<string, number[]>;
}

export type ModuleLoad = (entry: string) => Promise<boolean>;

/**
 * Returns `load(entry)`: resolves true once the entry ran, false if it could not be loaded
 * (reported once as "Something went wrong: could not load <entry>", SPEC.md §8). Nothing is
 * fetched before `ready` (the polyfills a browser needs first).
 */
export function createModuleLoader(base: URL, manifest: ModuleManifest, ready: Promise<unknown>): ModuleLoad {
  const loads = new Map<string, Promise<boolean>>();
  const announced = new Set<string>();

  function preload(file: string): void {
    if (announced.has(file)) return;
    announced.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }

  function importEntry(entry: string): Promise<boolean> {
    for (const index of manifest.imports[entry] ?? []) preload(`chunks/${manifest.files[index]}.js`);
    return import(/* @vite-ignore */ new URL(entry, base).href).then(
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

  return (entry) => {
    let pending = loads.get(entry);
    if (!pending) {
      pending = ready.then(() => importEntry(entry));
      loads.set(entry, pending);
    }
    return pending;
  };
}
