/**
 * The dot navigation view: one fixed dot (a real link, named by its section) per section on the
 * inline-end side. The current section is computed in the shared frame loop's read phase (the
 * sections' rects, the scroll position and the covered top from `pageTopOffset()`) and applied in
 * its write phase: `aria-current="true"` on its dot, plus the `dot-current` part. A dot glides to
 * its section (800 ms, below the admin bar and any fixed header; a jump with reduced motion),
 * moves focus there and writes `#id` with `history.replaceState` (no jump, no history entry).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useChangeEffect } from '../element/hooks';
import { requestFrame, subscribeFrame } from '../runtime/frame-loop';
import { indexForKey } from '../runtime/list-keys';
import { getPageConfig } from '../runtime/page-config';
import { pageTopOffset, subscribePageOffsets } from '../runtime/page-offsets';
import { scrollToElement } from '../runtime/smooth-scroll';
import type { dotNavAttributes } from './dot-nav-attributes';
import { activeSectionIndex } from './dot-nav-state';
import { readDotNav } from './dot-nav-structure';

export const TAG = 'pb-dot-nav';

export interface DotNavChangeDetail {
  /** The id of the section that became current. */
  id: string;
  /** Its position in the list, from 0. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-dot-nav-change': CustomEvent<DotNavChangeDetail>;
  }
}

/** After a dot click the clicked section stays current until the glide ends and the visitor scrolls. */
interface Pin {
  index: number;
  /** The glide is still running. */
  scrolling: boolean;
  /** Where the glide ended; a scroll away from here releases the pin. */
  y: number;
}

export function DotNavView({ host, attributes, screenMode }: ElementViewProps<typeof dotNavAttributes>) {
  const childrenVersion = useChildrenVersion(host, true);
  const { items, label: authorLabel } = useMemo(
    () => readDotNav(host, attributes.sections, TAG),
    [host, attributes.sections, childrenVersion],
  );
  const shown = (screenMode !== 'phone' || attributes.showOnPhone) && items.length > 0;
  const [active, setActive] = useState(-1);
  const pin = useRef<Pin | null>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);

  useEffect(() => {
    if (!shown) return;
    let next = -1;
    const stopFrame = subscribeFrame({
      read: () => {
        const pinned = pin.current;
        if (pinned && (pinned.scrolling || window.scrollY === pinned.y)) {
          next = pinned.index;
          return;
        }
        pin.current = null;
        next = activeSectionIndex({
          sections: items.map(({ section }) => {
            const { top, height } = section.getBoundingClientRect();
            return { top, height };
          }),
          offset: pageTopOffset(),
          viewportHeight: window.innerHeight,
          scrollY: window.scrollY,
          scrollHeight: document.documentElement.scrollHeight,
        });
      },
      write: () => setActive(next),
    });
    const stopOffsets = subscribePageOffsets(requestFrame);
    return () => {
      stopFrame();
      stopOffsets();
    };
  }, [items, shown]);

  const activeItem = items[active];
  useChangeEffect(activeItem?.id, (id, previous) => {
    // Not for the first highlight after the upgrade: only real changes.
    if (id !== undefined && previous !== undefined) emit(host, 'pb-dot-nav-change', { id, index: active });
  });

  const go = (index: number, event: MouseEvent<HTMLAnchorElement>): void => {
    const item = items[index];
    if (!item || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const current: Pin = { index, scrolling: true, y: 0 };
    pin.current = current;
    setActive(index);
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${item.id}`);
    void scrollToElement(item.section, { focus: true }).then(() => {
      if (pin.current === current) pin.current = { index, scrolling: false, y: window.scrollY };
      requestFrame();
    });
  };

  const move = (index: number, event: KeyboardEvent<HTMLAnchorElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = indexForKey(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    links.current[next]?.focus();
  };

  return (
    <nav part="nav" aria-label={attributes.label.trim() || authorLabel || getPageConfig().messages.dotNavLabel} hidden={!shown}>
      <ul part="list">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              ref={(link) => {
                links.current[index] = link;
              }}
              part={index === active ? 'dot dot-current' : 'dot'}
              href={`#${item.id}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={(event) => go(index, event)}
              onKeyDown={(event) => move(index, event)}
            >
              <span part="tooltip">{item.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
