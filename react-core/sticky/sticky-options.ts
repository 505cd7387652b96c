/**
 * The settings of one sticky module as the controller takes them, from the values read off a
 * `<pb-sticky>` or off a sticky module of the page configuration. Unknown position or limit words
 * warn once (naming `source`) and are ignored.
 */
import type { AttributeValues } from '../element/attributes';
import { warnOnce } from '../runtime/warn';
import type { stickyAttributes } from './sticky-attributes';
import { BACKGROUND_LAYOUTS, parseBackgroundLayout } from './sticky-builder';
import type { StickyOptions } from './sticky-controller';
import { parseLimit, parsePosition, STICKY_LIMITS, STICKY_POSITIONS } from './sticky-state';

export function stickyOptions(values: AttributeValues<typeof stickyAttributes>, source: string): StickyOptions {
  let position = parsePosition(values.position);
  if (position === undefined) {
    warnOnce(source, `attribute "position": "${values.position}" is not one of ${STICKY_POSITIONS.join(', ')}; not sticky.`);
    position = 'none';
  }
  const limit = (name: string, raw: string) => {
    const value = parseLimit(raw);
    if (value !== undefined) return value;
    warnOnce(source, `attribute "${name}": "${raw}" is not one of ${STICKY_LIMITS.join(', ')}; ignored.`);
    return null;
  };
  const layout = (name: string, raw: string) => {
    const value = parseBackgroundLayout(raw);
    if (value !== undefined) return value;
    warnOnce(source, `attribute "${name}": "${raw}" is not one of ${BACKGROUND_LAYOUTS.join(', ')}; ignored.`);
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
    backgroundLayouts: {
      rest: layout('background-layout', values.backgroundLayout),
      sticky: layout('background-layout-sticky', values.backgroundLayoutSticky),
    },
  };
}
