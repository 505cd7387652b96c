/**
 * The `<pb-sticky>` view: reads the settings, registers the module with the page's sticky
 * controller (one shared frame task) and shows the author's content through one slot. A module
 * nested inside another `<pb-sticky>` is ignored (SPEC §4) with one warning.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { warnOnce } from '../runtime/warn';
import type { stickyAttributes } from './sticky-attributes';
import { registerSticky, unregisterSticky, updateSticky, type StickyModule, type StickyOptions } from './sticky-controller';
import { parseLimit, parsePosition, STICKY_LIMITS, STICKY_POSITIONS } from './sticky-state';

export const TAG = 'pb-sticky';

type Values = ElementViewProps<typeof stickyAttributes>['attributes'];

/** The settings for the controller; unknown position or limit words warn once and are ignored. */
export function stickyOptions(values: Values): StickyOptions {
  let position = parsePosition(values.position);
  if (position === undefined) {
    warnOnce(TAG, `attribute "position": "${values.position}" is not one of ${STICKY_POSITIONS.join(', ')}; not sticky.`);
    position = 'none';
  }
  const limit = (name: string, raw: string) => {
    const value = parseLimit(raw);
    if (value !== undefined) return value;
    warnOnce(TAG, `attribute "${name}": "${raw}" is not one of ${STICKY_LIMITS.join(', ')}; ignored.`);
    return null;
  };
  return {
    position,
    topOffset: values.topOffset,
    bottomOffset: values.bottomOffset,
    topLimit: limit('top-limit', values.topLimit),
    bottomLimit: limit('bottom-limit', values.bottomLimit),
    offsetSurrounding: values.offsetSurrounding,
    transition: values.transition,
    styles: values.styles,
    stickyStyles: values.stickyStyles,
  };
}

export function StickyView({ host, attributes }: ElementViewProps<typeof stickyAttributes>) {
  const nested = useMemo(() => host.parentElement?.closest(TAG) != null, [host]);
  const options = useMemo(() => stickyOptions(attributes), [attributes]);
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
