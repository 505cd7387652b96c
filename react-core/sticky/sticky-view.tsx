/**
 * The `<pb-sticky>` view: reads the settings, registers the module with the page's sticky
 * controller (one shared frame task) and shows the author's content through one slot. A module
 * nested inside another `<pb-sticky>` is ignored (SPEC §4) with one warning.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { warnOnce } from '../runtime/warn';
import type { stickyAttributes } from './sticky-attributes';
import { registerSticky, unregisterSticky, updateSticky, type StickyModule } from './sticky-controller';
import { stickyOptions } from './sticky-options';

export const TAG = 'pb-sticky';

export function StickyView({ host, attributes }: ElementViewProps<typeof stickyAttributes>) {
  const nested = useMemo(() => host.parentElement?.closest(TAG) != null, [host]);
  const options = useMemo(() => stickyOptions(attributes, TAG), [attributes]);
  const module = useRef<StickyModule | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    if (nested) {
      warnOnce(TAG, 'is inside another <pb-sticky>; a nested sticky module is ignored.');
      return undefined;
    }
    const registered = registerSticky(host, latest.current);
    module.current = registered;
    return () => {
      unregisterSticky(registered);
      module.current = undefined;
    };
  }, [host, nested]);

  useLayoutEffect(() => {
    if (module.current) updateSticky(module.current, options);
  }, [options]);

  return <slot />;
}
