/**
 * Focus kept inside an open modal panel (WAI-ARIA APG dialog pattern), shared by the header's
 * slide-in and fullscreen menus and the consent preferences dialog. The focus-trap library is
 * loaded only when a panel first opens (or is about to: `preloadFocusTrap` on hover or focus of
 * the opener), so pages whose dialogs never open never download it. Focus moves in at once; the
 * trap (Tab cycling inside, focus kept from leaving) follows as soon as the library is there.
 */
import type { FocusTrap } from 'focus-trap';
import { warnOnce } from './warn';

let loading: Promise<typeof import('focus-trap')> | undefined;

function loadFocusTrap(): Promise<typeof import('focus-trap')> {
  loading ??= import('focus-trap').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The focused element, looked up through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `node` is shown inside `container`, slots and shadow roots included (the flat tree). */
function isWithin(container: Node, node: Node): boolean {
  for (let current: Node | null = node; current; ) {
    if (current === container) return true;
    current = (current as Element).assignedSlot ?? current.parentNode ?? (current as ShadowRoot).host ?? null;
  }
  return false;
}

/** Starts loading the trap before a panel opens (hover or focus on its opener). */
export function preloadFocusTrap(): void {
  loadFocusTrap().catch(() => undefined);
}

/**
 * Moves focus to `initialFocus()` inside `container` and traps it there; returns the release.
 * Releasing does not move focus: the caller returns it where the pattern says.
 */
export function trapFocus(source: string, container: HTMLElement, initialFocus: () => HTMLElement): () => void {
  let trap: FocusTrap | undefined;
  let released = false;
  initialFocus().focus({ preventScroll: true });
  loadFocusTrap().then(
    ({ createFocusTrap }) => {
      if (released || !container.isConnected) return;
      trap = createFocusTrap(container, {
        tabbableOptions: { getShadowRoot: true },
        // Focus may have moved on inside the panel while the library loaded: keep it there.
        initialFocus: () => {
          const active = deepActiveElement();
          return active instanceof HTMLElement && isWithin(container, active) ? active : initialFocus();
        },
        fallbackFocus: container,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
      });
      trap.activate();
    },
    (error: unknown) => warnOnce(source, `could not load the focus trap (${String(error)}); the dialog works without it.`),
  );
  return () => {
    released = true;
    trap?.deactivate({ returnFocus: false });
  };
}
