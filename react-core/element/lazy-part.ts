/**
 * Code a module needs only for some instances or only once the visitor acts (a header variant's
 * overlay menu, what an open menu does): its own chunk, fetched once, so the modules that render
 * at rest carry none of it.
 * - `prepare()` for the element's `prepare`: an instance whose first render needs the part has it
 *   before that render, so the first render is the same as with the part bundled in;
 * - `useLoaded(needed)` gives the part once it is there (and fetches it when `needed`), rendering
 *   again when it arrives (a later attribute change);
 * - `load()` fetches it ahead (hover or focus of what will need it) or for an event handler.
 */
import { useLayoutEffect, useState } from 'react';
import { reportError } from '../runtime/warn';

export interface LazyPart<T> {
  /** The part, once it has arrived. */
  readonly current: T | undefined;
  load(): Promise<T>;
  /** Null once the part is there, else the promise of it (for an element's `prepare`). */
  prepare(): Promise<T> | null;
  /** The part when `needed` and there; fetched when `needed`; a failure is reported with `source`. */
  useLoaded(needed: boolean, source: string): T | undefined;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (part) => (current = part),
      (error: unknown) => {
        // A later need tries again (a flaky network).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    get current() {
      return current;
    },
    load,
    prepare: () => (current === undefined ? load() : null),
    useLoaded(needed, source) {
      const [, setArrivals] = useState(0);
      const missing = needed && current === undefined;
      // From the commit that needs it, not a frame later (Preact runs passive effects after paint).
      useLayoutEffect(() => {
        if (!missing) return;
        let live = true;
        load().then(
          () => live && setArrivals((count) => count + 1),
          (error: unknown) => reportError(source, error),
        );
        return () => {
          live = false;
        };
      }, [missing]);
      return needed ? current : undefined;
    },
  };
}
