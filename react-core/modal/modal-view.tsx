/**
 * The core modal's view (SPEC.md §4 "Builder helpers", WAI-ARIA APG dialog pattern). The author's
 * content (a button that opens it) stays slotted where it was written; the dialog and its backdrop
 * live in the shadow root. Opening (the `open` attribute, `show()`, a click on a button of the
 * content): the page's scroll lock (runtime/scroll-lock.ts, §4), the one-modal slot (a modal
 * already open is replaced), focus moved to the close button and trapped. Closing (Escape, the
 * close button, the backdrop, a button's action, or `open` removed): focus returns where it was,
 * the host carries the closing class for 600 ms (§9), then the dialog hides, the scroll lock is
 * released and `pb-modal-close` is fired. Header, text and button labels are rendered as text.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { deepActiveElement, preloadFocusTrap, trapFocus } from '../runtime/focus-trap';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { lockPageScroll } from '../runtime/scroll-lock';
import { claimModal, currentModal } from './current-modal';
import type { modalAttributes } from './modal-attributes';
import {
  CORE_MODAL_CLOSE_DELAY_MS,
  MODAL_CLOSING_CLASS,
  isModalShown,
  modalReducer,
  parseModalClasses,
  type ModalCloseReason,
} from './modal-state';

export const TAG = 'pb-modal';
const HEADER_ID = 'pb-modal-header';
const TEXT_ID = 'pb-modal-text';

export interface ModalActionDetail {
  /** The `action` of the button the visitor chose. */
  action: string;
}

export interface ModalCloseDetail {
  reason: ModalCloseReason;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-modal-action': CustomEvent<ModalActionDetail>;
    'pb-modal-close': CustomEvent<ModalCloseDetail>;
  }
}

// The dialog is about to be used (it was asked for): the focus trap's library is needed next.
preloadFocusTrap();

/** Adds `classes` to the host while the view is mounted; only the ones it added are taken off. */
function useHostClasses(host: HTMLElement, classes: string): void {
  useLayoutEffect(() => {
    const added = parseModalClasses(classes).filter((name) => !host.classList.contains(name));
    host.classList.add(...added);
    return () => host.classList.remove(...added);
  }, [host, classes]);
}

export function ModalView({ host, attributes }: ElementViewProps<typeof modalAttributes>) {
  const { open, header, text, buttons, classes } = attributes;
  const [phase, dispatch] = useReducer(modalReducer, open ? 'open' : 'closed');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const reason = useRef<ModalCloseReason>('hidden');
  const returnFocusTo = useRef<Element | null>(null);
  const releaseTrap = useRef<(() => void) | undefined>(undefined);
  const releaseSlot = useRef<(() => void) | undefined>(undefined);
  const unlock = useRef<(() => void) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownBefore = useRef(false);
  const messages = getPageConfig().messages;

  useHostClasses(host, classes);

  // The attribute is the modal's public state: present → open, removed → the close delay.
  useLayoutEffect(() => dispatch({ type: open ? 'open' : 'close' }), [open]);

  const close = useCallback(
    (why: ModalCloseReason) => {
      reason.current = why;
      host.removeAttribute('open');
    },
    [host],
  );

  const replace = useCallback(() => {
    reason.current = 'replaced';
    returnFocusTo.current = null;
    dispatch({ type: 'replaced' });
    host.removeAttribute('open');
  }, [host]);

  useLayoutEffect(() => {
    const element = dialog.current!;
    if (phase === 'open') {
      clearTimeout(timer.current);
      host.classList.remove(MODAL_CLOSING_CLASS);
      shownBefore.current = true;
      reason.current = 'hidden';
      if (!releaseSlot.current) {
        // Replacing another modal: focus goes back where it was before that one opened.
        const previous = currentModal();
        returnFocusTo.current = previous && previous.host !== host ? previous.returnFocusTo : deepActiveElement();
        // Locked before the slot is claimed, so the replaced modal's release never unlocks the page in between.
        unlock.current ??= lockPageScroll();
        releaseSlot.current = claimModal({ host, returnFocusTo: returnFocusTo.current, replace });
      }
      releaseTrap.current ??= trapFocus(TAG, element, () => closeButton.current ?? element);
      return;
    }
    releaseTrap.current?.();
    releaseTrap.current = undefined;
    releaseSlot.current?.();
    releaseSlot.current = undefined;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target instanceof HTMLElement || target instanceof SVGElement) target.focus({ preventScroll: true });
    if (phase === 'closing') {
      host.classList.add(MODAL_CLOSING_CLASS);
      const delay = motionDuration(CORE_MODAL_CLOSE_DELAY_MS);
      if (delay > 0) timer.current = setTimeout(() => dispatch({ type: 'closed' }), delay);
      else dispatch({ type: 'closed' });
      return;
    }
    host.classList.remove(MODAL_CLOSING_CLASS);
    unlock.current?.();
    unlock.current = undefined;
    if (shownBefore.current) {
      shownBefore.current = false;
      emit(host, 'pb-modal-close', { reason: reason.current });
    }
  }, [host, phase, replace]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      releaseTrap.current?.();
      releaseSlot.current?.();
      unlock.current?.();
      host.classList.remove(MODAL_CLOSING_CLASS);
    },
    [host],
  );

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || phase !== 'open' || event.defaultPrevented) return;
    event.preventDefault();
    close('escape');
  }, TAG);

  // A button of the author's content opens the modal (clicks inside the shadow root are the host's own).
  useEventListener(host, 'click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || target === host || !target.closest('button')) return;
    host.setAttribute('open', '');
  }, TAG);

  const shown = isModalShown(phase);
  return (
    <>
      <slot />
      <div part="backdrop" hidden={!shown} onClick={() => close('backdrop')} />
      <div
        ref={dialog}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={header ? HEADER_ID : undefined}
        aria-label={header ? undefined : messages.modalLabel}
        aria-describedby={text ? TEXT_ID : undefined}
        tabIndex={-1}
        hidden={!shown}
        inert={phase === 'closing'}
      >
        {header && (
          <h2 part="header" id={HEADER_ID}>
            {header}
          </h2>
        )}
        <button ref={closeButton} type="button" part="close-button" aria-label={messages.modalClose} onClick={() => close('close-button')}>
          <span aria-hidden="true">×</span>
        </button>
        {text && (
          <p part="text" id={TEXT_ID}>
            {text}
          </p>
        )}
        <div part="content">
          <slot name="content" />
        </div>
        <div part="buttons">
          {buttons.map((button, index) => (
            <button
              key={index}
              type="button"
              part={button.primary ? 'button primary' : 'button'}
              onClick={() => {
                if (emit(host, 'pb-modal-action', { action: button.action }, { cancelable: true })) close('action');
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
