/**
 * The search box view: enhances the author's `<form role="search">` (which works without
 * JavaScript) with an accessible name, the button overlay with 30 px of extra end padding
 * (SPEC §9), the optional expanding field, the empty-search guard, the `pb-search` event, and the
 * busy submit button (shared loading indicator) while the results page loads.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ContentWithStatus } from '../element/content-with-status';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement, useEventListener } from '../element/hooks';
import { busyWhileNavigating } from '../forms/busy-form';
import { onResize } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import type { searchAttributes } from './search-attributes';
import {
  initialSearchState,
  isEmptyQuery,
  normalizeQuery,
  paddedEnd,
  searchReducer,
} from './search-state';
import { hasAccessibleName, readSearchParts } from './search-structure';

export const TAG = 'pb-search';
/** The button is placed again this long after the window stops resizing. */
export const SEARCH_RESIZE_DEBOUNCE_MS = 200;

export interface SearchDetail {
  /** The query, trimmed and with inner whitespace collapsed. */
  query: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** Cancelable: a listener that calls `preventDefault()` handles the search itself. */
    'pb-search': CustomEvent<SearchDetail>;
  }
}

type Restorable = [HTMLElement, string | null];

export function SearchView({ host, attributes }: ElementViewProps<typeof searchAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const parts = useMemo(() => readSearchParts(host, TAG), [host, childrenVersion]);
  const showButton = attributes.showButton && Boolean(parts?.button);
  const expandable = attributes.expand && showButton;
  const [state, dispatch] = useReducer(searchReducer, undefined, () =>
    initialSearchState(expandable, parts?.input.value ?? ''),
  );
  const [announcement, announce] = useAnnouncement();
  /** Undoes the busy state shown while the results page loads. */
  const unmarkBusy = useRef<(() => void) | undefined>(undefined);
  // Bumped after a resize, so the button is placed over the field again.
  const [layoutVersion, setLayoutVersion] = useState(0);
  useEffect(() => onResize(() => setLayoutVersion((version) => version + 1), SEARCH_RESIZE_DEBOUNCE_MS), []);

  if (attributes.expand && parts && !showButton) warnOnce(TAG, 'expand needs the submit button (show-button is off or there is no button): the field stays expanded');

  useEffect(() => dispatch({ type: 'mode', expandable }), [expandable]);

  // Accessible name and placeholder, only where the author gave none.
  useLayoutEffect(() => {
    if (!parts) return;
    const { input } = parts;
    const added: string[] = [];
    if (attributes.placeholder && !input.hasAttribute('placeholder')) {
      input.setAttribute('placeholder', attributes.placeholder);
      added.push('placeholder');
    }
    if (!hasAccessibleName(input)) {
      if (attributes.label.trim()) {
        input.setAttribute('aria-label', attributes.label.trim());
        added.push('aria-label');
      } else {
        warnOnce(TAG, 'the search field has no accessible name: add a <label>, an aria-label, or the label attribute');
      }
    }
    return () => added.forEach((name) => input.removeAttribute(name));
  }, [parts, attributes.placeholder, attributes.label]);

  // The button overlay, the 30 px end padding and the collapsed field, as inline styles on the
  // author's nodes (restored on every change and on removal).
  useLayoutEffect(() => {
    if (!parts) return;
    const { form, input, button } = parts;
    const saved: Restorable[] = [form, input, ...(button ? [button] : [])].map((node) => [node, node.getAttribute('style')]);
    // The button's containing block. Set even when the loader's critical CSS already makes the
    // form relative, because that CSS stops applying once the element is enhanced.
    if (!['absolute', 'fixed', 'sticky'].includes(getComputedStyle(form).position)) form.style.position = 'relative';
    input.style.boxSizing = 'border-box';
    const collapsed = state.expandable && !state.expanded;
    if (collapsed) {
      // The collapsed field keeps its height and takes no width; the button stands for it.
      Object.assign(input.style, {
        width: '0',
        minWidth: '0',
        paddingLeft: '0',
        paddingRight: '0',
        borderLeftWidth: '0',
        borderRightWidth: '0',
        opacity: '0',
      });
    } else if (button && showButton) {
      input.style.paddingRight = paddedEnd(parseFloat(getComputedStyle(input).paddingRight));
    }
    if (button && showButton) {
      // Over the end of the field (over its start when collapsed), measured so the field need not
      // fill the form. Both positions match the loader's critical CSS when the field fills the form.
      button.style.position = 'absolute';
      const fieldEnd = input.offsetLeft + (collapsed ? 0 : input.offsetWidth - button.offsetWidth);
      button.style.left = `${fieldEnd}px`;
      button.style.top = `${input.offsetTop + (input.offsetHeight - button.offsetHeight) / 2}px`;
    } else if (button) {
      button.style.display = 'none';
    }
    if (state.expandable) {
      button?.setAttribute('aria-expanded', String(state.expanded));
      if (!input.id) input.id = `${TAG}-${Math.random().toString(36).slice(2, 8)}`;
      button?.setAttribute('aria-controls', input.id);
    }
    return () => {
      for (const [node, style] of saved) {
        if (style === null) node.removeAttribute('style');
        else node.setAttribute('style', style);
      }
      button?.removeAttribute('aria-expanded');
      button?.removeAttribute('aria-controls');
    };
  }, [parts, showButton, state.expandable, state.expanded, layoutVersion]);


  const isButton = (target: EventTarget | null): boolean =>
    Boolean(parts?.button && target instanceof Node && parts.button.contains(target));

  useEventListener(host, 'focusin', (event) => {
    if (parts && event.target === parts.input) dispatch({ type: 'expand' });
  }, TAG);

  useEventListener(host, 'focusout', (event) => {
    if (!parts || !state.expandable) return;
    const next = event.relatedTarget;
    if (next instanceof Node && parts.form.contains(next)) return;
    if (isEmptyQuery(parts.input.value)) dispatch({ type: 'collapse' });
  }, TAG);

  useEventListener(host, 'click', (event) => {
    if (!parts || !state.expandable || state.expanded || !isButton(event.target)) return;
    // A collapsed box: the button opens the field instead of submitting.
    event.preventDefault();
    dispatch({ type: 'expand' });
    parts.input.focus();
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (!parts || event.key !== 'Escape' || !state.expandable || !state.expanded) return;
    if (event.target !== parts.input && !isButton(event.target)) return;
    event.preventDefault();
    dispatch({ type: 'collapse' });
    parts.button?.focus();
  }, TAG);

  useEventListener(host, 'submit', (event) => {
    if (!parts || event.target !== parts.form) return;
    const query = normalizeQuery(parts.input.value);
    if (isEmptyQuery(query)) {
      // Decision: an empty search is not sent; the field gets the focus and a polite message.
      event.preventDefault();
      dispatch({ type: 'expand' });
      parts.input.focus();
      announce(getPageConfig().messages.searchEmpty);
      return;
    }
    announce('');
    if (!emit(host, 'pb-search', { query }, { cancelable: true })) event.preventDefault();
    if (event.defaultPrevented || parts.form.getAttribute('aria-busy') === 'true') return;
    const target = event.submitter?.getAttribute('formtarget') ?? parts.form.target;
    if (target !== '' && target !== '_self') return;
    // The browser now loads the results page over the network: busy until this page goes or the
    // visitor stops the load.
    unmarkBusy.current = busyWhileNavigating(parts.form, event.submitter);
  }, TAG);

  useEffect(() => () => unmarkBusy.current?.(), []);

  return <ContentWithStatus announcement={announcement} />;
}
