/**
 * The consent banner (SPEC.md §4 "Consent", §5 "Consent", §8 "The consent banner shows no
 * user-facing errors"). It reads the page's consent state and calls the runtime's actions
 * (fetched when the visitor first points at, touches or focuses it); it keeps no consent of its own.
 * - The banner is a non-modal region fixed at the bottom (it overlays the page: no layout shift),
 *   shown while the runtime says `bannerVisible`, and `hidden` (off screen, out of the tab order
 *   and the accessibility tree) otherwise. It slides in (instantly under reduced motion) and takes
 *   focus only when the author asks for it (`focus-on-show`) or when the visitor shows it again
 *   ("manage consent", with user activation); otherwise the visitor's first Tab
 *   on a page where nothing has been focused or clicked yet goes to it, wherever it is written.
 * - "View preferences" opens a modal dialog (WAI-ARIA APG dialog pattern: focus moved in and
 *   trapped with focus-trap, Escape, the close button or a click on the backdrop close it and
 *   return focus to the button) with a switch per category (functional on and disabled) and,
 *   when the banner data lists services, a switch per service under its category. The page does
 *   not scroll behind it (the shared scroll lock of the header's overlay menus).
 * - Texts come from the banner data as React text (never markup); the author may replace the
 *   title, the message and the links with light-DOM children (`slot="title"`, `"message"`,
 *   `"links"`).
 * - Its height is exposed as `--pb-consent-banner-height` on the root element while it shows, so
 *   a page can pad its footer; re-measured 200 ms after a resize (SPEC §9 Debounces).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { bannerShown, getConsentState, startConsent, subscribeConsent } from '../consent/consent-state';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { lazyPart } from '../element/lazy-part';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { measure, mutate, onResize } from '../runtime/frame-loop';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { safeUrl } from '../runtime/safe-url';
import { reportError, warnOnce } from '../runtime/warn';
import type { consentBannerAttributes } from './consent-banner-attributes';
import { BANNER_RESIZE_DEBOUNCE_MS, BANNER_SHOW_MS, dismissNotice, showsDenyAllOnBanner } from './consent-banner-state';

export const TAG = 'pb-consent-banner';
/** Set on the root element while the banner shows: the height it covers at the bottom, in px. */
export const BANNER_HEIGHT_PROPERTY = '--pb-consent-banner-height';

export interface ConsentBannerToggleDetail {
  /** The preferences dialog is open. */
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-consent-banner-toggle': CustomEvent<ConsentBannerToggleDetail>;
  }
}

type PreferencesModule = typeof import('./consent-preferences');
/** The preferences dialog's code: when it opens, or ahead when its button is pointed at or focused. */
const preferencesDialog = lazyPart(() => import('./consent-preferences'));

/**
 * The consent runtime's actions: the banner at rest shows the runtime's state only, and fetches
 * what records a choice when the visitor first points at, touches or focuses the banner.
 */
const consentActions = lazyPart(() => import('../consent/consent-runtime'));
type ConsentActions = typeof import('../consent/consent-runtime');

/** The author's light-DOM override for `slot`, if any. */
function slotted(host: HTMLElement, slot: string): HTMLElement | null {
  return host.querySelector<HTMLElement>(`:scope > [slot="${slot}"]`);
}

function runSafely(action: () => void): void {
  try {
    action();
  } catch (error) {
    reportError(TAG, error);
  }
}

export function ConsentBannerView({ host, attributes }: ElementViewProps<typeof consentBannerAttributes>) {
  const consent = useSyncExternalStore(subscribeConsent, getConsentState);
  const childrenVersion = useChildrenVersion(host);
  const messages = useMemo(() => getPageConfig().messages, []);
  /** The visitor asked for the preferences dialog (it shows once its code is there). */
  const [open, setOpen] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the dialog closes (the opener), if anywhere. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  /** The page element that had focus before focus entered the banner. */
  const pageFocus = useRef<HTMLElement | null>(null);
  const wasVisible = useRef(false);
  /** The slide-in while it runs: cancelled on removal, or it keeps the removed banner alive. */
  const slideIn = useRef<Animation | undefined>(undefined);
  /** The banner was hidden with the banner data known: showing it again is the visitor's request. */
  const hiddenWhileReady = useRef(false);
  const focusOnShow = useRef(attributes.focusOnShow);
  focusOnShow.current = attributes.focusOnShow;

  const { record } = consent;
  const authorTexts = attributes.texts;
  const banner = useMemo(
    () => (Object.keys(authorTexts).length > 0 ? { ...consent.banner, texts: { ...consent.banner.texts, ...authorTexts } } : consent.banner),
    [consent.banner, authorTexts],
  );
  const visible = consent.ready && consent.bannerVisible;
  const [preferences, setPreferences] = useState<PreferencesModule | null>(null);
  /** Open, with its code: until that arrived the visitor still sees the banner. */
  const dialogOpen = visible && open && preferences !== null;

  useEffect(() => {
    if (!open || preferences) return;
    preferencesDialog.load().then(setPreferences, (error: unknown) => {
      reportError(TAG, error);
      setOpen(false);
    });
  }, [open, preferences]);

  // The runtime is idempotent: the page runtime usually started it already.
  useEffect(() => {
    startConsent().catch((error: unknown) => reportError(TAG, error));
  }, []);

  const titleOverride = useMemo(() => slotted(host, 'title'), [host, childrenVersion]);
  const label = titleOverride?.textContent?.trim().replace(/\s+/g, ' ') || banner.texts.title;
  const links = useMemo(
    () =>
      banner.pageLinks.flatMap((link) => {
        const href = safeUrl(link.url);
        if (!href) warnOnce(TAG, `page link "${link.label}" has an address that is not allowed (${link.url}); it is left out.`);
        return href && link.label.trim() ? [{ label: link.label, href }] : [];
      }),
    [banner],
  );
  const notice = dismissNotice(banner, messages);

  // The dialog closes when the banner goes (a choice was made, or another page showed it).
  useEffect(() => {
    if (!visible && open) setOpen(false);
  }, [visible, open]);

  // Focus back to the opener once the dialog closed (the dialog's own code traps it while open).
  useLayoutEffect(() => {
    if (dialogOpen) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [dialogOpen]);

  // Shown or hidden with the runtime's state; slides in; focus only when the author asks.
  useLayoutEffect(() => {
    const section = bannerRef.current;
    if (!section) return;
    if (!visible) {
      if (consent.ready) hiddenWhileReady.current = true;
      const active = host.shadowRoot.activeElement;
      host.hidden = true;
      if (wasVisible.current && active instanceof HTMLElement) {
        // The focused button went away with the banner: back to where the visitor was.
        const target = pageFocus.current;
        pageFocus.current = null;
        if (target?.isConnected && !host.contains(target)) target.focus({ preventScroll: true });
        else active.blur();
      }
      wasVisible.current = false;
      return;
    }
    host.hidden = false;
    if (wasVisible.current) return;
    wasVisible.current = true;
    bannerShown();
    const duration = motionDuration(BANNER_SHOW_MS);
    if (duration > 0) {
      slideIn.current = section.animate(
        [
          { transform: 'translateY(100%)', opacity: 0 },
          { transform: 'none', opacity: 1 },
        ],
        { duration, easing: 'ease-out' },
      );
    }
    // Shown again by the visitor ("manage consent"): focus follows, as it would into a dialog.
    const requested = hiddenWhileReady.current && (navigator.userActivation?.isActive ?? false);
    if (focusOnShow.current || requested) {
      const before = document.activeElement;
      if (before instanceof HTMLElement && before !== document.body && before !== host) pageFocus.current = before;
      section.focus({ preventScroll: true });
    }
  }, [host, visible, consent.ready]);

  // A layout-effect cleanup, like the layout effect that starts the slide-in: the browser keeps an
  // animation that is still running, and through it the removed banner, its content and its
  // listeners; Preact would also skip a passive cleanup if the banner went before its first frame.
  useLayoutEffect(
    () => () => {
      slideIn.current?.cancel();
      slideIn.current = undefined;
      host.hidden = false;
    },
    [host],
  );

  // `--pb-consent-banner-height` on the root element while the banner shows: set and removed with
  // the commit that shows or hides it.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!visible) return;
    let height = 0;
    let active = true;
    const update = (): void => {
      measure(() => {
        height = host.hidden ? 0 : Math.ceil(host.getBoundingClientRect().height);
      });
      // A write still queued when the banner went away must not set the property again.
      mutate(() => active && root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${height}px`));
    };
    update();
    const stop = onResize(update, BANNER_RESIZE_DEBOUNCE_MS);
    return () => {
      active = false;
      stop();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [host, visible, childrenVersion, banner]);

  useChangeEffect(dialogOpen, (open) => emit(host, 'pb-consent-banner-toggle', { open }));

  const loadActions = (): void => {
    consentActions.load().catch(() => undefined);
  };
  useEventListener(host, 'pointerover', loadActions, TAG);
  useEventListener(host, 'pointerdown', loadActions, TAG);
  useEventListener(host, 'focusin', (event) => {
    loadActions();
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && from !== host && !host.contains(from)) pageFocus.current = from;
  }, TAG);

  // The banner comes first in the tab order wherever it is written (a CMS may print it at the
  // end of <body>): the visitor's first Tab, before any click or focus on the page, goes to it.
  const pageTouched = useRef(false);
  useEventListener(document, 'pointerdown', () => {
    pageTouched.current = true;
  }, TAG, true);
  useEventListener(document, 'keydown', (event) => {
    if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const active = document.activeElement;
    const nothingFocused = !active || active === document.body || active === document.documentElement;
    if (!visible || dialogOpen || pageTouched.current || !nothingFocused) return;
    pageTouched.current = true;
    event.preventDefault();
    bannerRef.current?.focus({ preventScroll: true });
  }, TAG);
  useEventListener(document, 'focusin', () => {
    pageTouched.current = true;
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    if (event.key !== 'Escape' || !dialogOpen || event.defaultPrevented) return;
    event.preventDefault();
    closeDialog();
  }, TAG);

  function closeDialog(): void {
    returnFocusTo.current = openerRef.current;
    setOpen(false);
  }

  /** A choice: the runtime records it (and hides the banner), once its actions are there; the dialog closes. */
  function choose(action: (actions: ConsentActions) => void): void {
    if (open) closeDialog();
    const actions = consentActions.current;
    if (actions) runSafely(() => action(actions));
    else consentActions.load().then((loaded) => runSafely(() => action(loaded)), (error: unknown) => reportError(TAG, error));
  }

  function openDialog(): void {
    setOpen(true);
  }

  return (
    <>
      <section ref={bannerRef} part="banner" aria-label={label} tabIndex={-1} inert={dialogOpen}>
        <div part="content">
          <slot name="title">
            <h2 part="title">{banner.texts.title}</h2>
          </slot>
          <div part="message">
            <slot name="message">
              <p>{banner.texts.message}</p>
            </slot>
          </div>
          <slot />
          {notice && <p part="notice">{notice}</p>}
          <slot name="links">
            {links.length > 0 && (
              <ul part="links">
                {links.map((link, index) => (
                  <li key={index}>
                    <a part="link" href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </slot>
        </div>
        <div part="buttons">
          <button type="button" part="button accept-button" onClick={() => choose((actions) => actions.acceptAll())}>
            {banner.texts.acceptAll}
          </button>
          {showsDenyAllOnBanner(banner.consentType) && (
            <button type="button" part="button deny-button" onClick={() => choose((actions) => actions.denyAll())}>
              {banner.texts.denyAll}
            </button>
          )}
          <button
            ref={openerRef}
            type="button"
            part="button preferences-button"
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            onPointerEnter={() => void preferencesDialog.load()}
            onFocus={() => void preferencesDialog.load()}
            onClick={openDialog}
          >
            {banner.texts.viewPreferences}
          </button>
        </div>
      </section>
      <div part="backdrop" hidden={!dialogOpen} onClick={closeDialog} />
      <div
        ref={dialogRef}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={preferences?.DIALOG_TITLE_ID}
        tabIndex={-1}
        hidden={!dialogOpen}
      >
        {dialogOpen && preferences && dialogRef.current && (
          <preferences.PreferencesDialog
            tag={TAG}
            dialog={dialogRef.current}
            banner={banner}
            record={record}
            messages={messages}
            onClose={closeDialog}
            onSave={(selection) => choose((actions) => actions.savePreferences(selection.allowed, selection.services))}
            onAcceptAll={() => choose((actions) => actions.acceptAll())}
            onDenyAll={() => choose((actions) => actions.denyAll())}
          />
        )}
      </div>
    </>
  );
}
