/**
 * The consent banner (SPEC.md §4 "Consent", §5 "Consent", §8 "The consent banner shows no
 * user-facing errors"). It reads the page's consent runtime and calls its actions; it keeps no
 * consent of its own.
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
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react';
import { acceptAll, denyAll, getConsentState, savePreferences, startConsent, subscribeConsent } from '../consent/consent-runtime';
import type { ConsentCategory } from '../consent/consent-types';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useChangeEffect, useEventListener } from '../element/hooks';
import { measure, mutate, onResize } from '../runtime/frame-loop';
import { preloadFocusTrap, trapFocus } from '../runtime/focus-trap';
import { formatMessage } from '../runtime/messages';
import { getPageConfig } from '../runtime/page-config';
import { motionDuration } from '../runtime/reduced-motion';
import { safeUrl } from '../runtime/safe-url';
import { lockPageScroll } from '../runtime/scroll-lock';
import { reportError, warnOnce } from '../runtime/warn';
import type { consentBannerAttributes } from './consent-banner-attributes';
import {
  BANNER_RESIZE_DEBOUNCE_MS,
  BANNER_SHOW_MS,
  DIALOG_FADE_MS,
  bannerViewReducer,
  closedBannerView,
  dialogCategories,
  dismissNotice,
  selectionToSave,
  showsDenyAllOnBanner,
} from './consent-banner-state';

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

const DIALOG_TITLE_ID = 'pb-consent-dialog-title';

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
  const [view, dispatch] = useReducer(bannerViewReducer, undefined, closedBannerView);
  const bannerRef = useRef<HTMLElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the dialog closes (the opener), if anywhere. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  /** The page element that had focus before focus entered the banner. */
  const pageFocus = useRef<HTMLElement | null>(null);
  const wasVisible = useRef(false);
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
  const dialogOpen = visible && view.open;

  // The runtime is idempotent: the page runtime usually started it already.
  useEffect(() => {
    startConsent().catch((error: unknown) => reportError(TAG, error));
  }, []);

  const titleOverride = useMemo(() => slotted(host, 'title'), [host, childrenVersion]);
  const label = titleOverride?.textContent?.trim().replace(/\s+/g, ' ') || banner.texts.title;
  const categories = useMemo(() => dialogCategories(banner, messages), [banner, messages]);
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
    if (!visible && view.open) dispatch({ type: 'close' });
  }, [visible, view.open]);

  // The dialog: focus moved in and trapped while open; focus returned to the opener after.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialogOpen || !dialog) {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
      return;
    }
    const releaseTrap = trapFocus(TAG, dialog, () => dialog.querySelector<HTMLElement>('[part~=close-button]') ?? dialog);
    // SPEC §4 "Builder helpers: Scroll lock", shared with the header's overlay menus.
    const unlock = lockPageScroll();
    const duration = motionDuration(DIALOG_FADE_MS);
    const fade = duration > 0 ? dialog.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: 'ease-out' }) : undefined;
    return () => {
      fade?.cancel();
      releaseTrap();
      unlock();
    };
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
    const duration = motionDuration(BANNER_SHOW_MS);
    if (duration > 0) {
      section.animate(
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

  useLayoutEffect(
    () => () => {
      host.hidden = false;
    },
    [host],
  );

  // `--pb-consent-banner-height` on the root element while the banner shows.
  useEffect(() => {
    const root = document.documentElement;
    if (!visible) return;
    let height = 0;
    const update = (): void => {
      measure(() => {
        height = host.hidden ? 0 : Math.ceil(host.getBoundingClientRect().height);
      });
      mutate(() => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${height}px`));
    };
    update();
    const stop = onResize(update, BANNER_RESIZE_DEBOUNCE_MS);
    return () => {
      stop();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [host, visible, childrenVersion, banner]);

  useChangeEffect(dialogOpen, (open) => emit(host, 'pb-consent-banner-toggle', { open }));

  useEventListener(host, 'focusin', (event) => {
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
    dispatch({ type: 'close' });
  }

  /** A choice: the runtime records it (and hides the banner); the dialog closes. */
  function choose(action: () => void): void {
    if (view.open) closeDialog();
    runSafely(action);
  }

  function openDialog(): void {
    dispatch({ type: 'open', record, banner });
  }

  const setCategory = (category: ConsentCategory, checked: boolean): void =>
    dispatch({ type: 'set-category', category, checked, services: banner.services });

  const save = (): void => {
    const selection = selectionToSave(view, banner.services);
    choose(() => savePreferences(selection.allowed, selection.services));
  };

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
          <button type="button" part="button accept-button" onClick={() => choose(acceptAll)}>
            {banner.texts.acceptAll}
          </button>
          {showsDenyAllOnBanner(banner.consentType) && (
            <button type="button" part="button deny-button" onClick={() => choose(denyAll)}>
              {banner.texts.denyAll}
            </button>
          )}
          <button
            ref={openerRef}
            type="button"
            part="button preferences-button"
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            onPointerEnter={preloadFocusTrap}
            onFocus={preloadFocusTrap}
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
        aria-labelledby={DIALOG_TITLE_ID}
        tabIndex={-1}
        hidden={!dialogOpen}
      >
        {view.open && (
          <>
            <div part="dialog-header">
              <h2 part="dialog-title" id={DIALOG_TITLE_ID}>
                {messages.consentPreferencesTitle}
              </h2>
              <button type="button" part="button close-button" aria-label={messages.consentClose} onClick={closeDialog}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <ul part="categories">
              {categories.map((category) => {
                const functional = category.id === 'functional';
                const services = banner.services.filter((service) => service.category === category.id);
                const switchId = `pb-consent-category-${category.id}`;
                const described = [category.description && `${switchId}-description`, functional && `${switchId}-always-on`]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li key={category.id} part="category" data-category={category.id}>
                    <div part="switch-row">
                      <input
                        type="checkbox"
                        role="switch"
                        part="switch category-switch"
                        id={switchId}
                        checked={view.categories[category.id]}
                        disabled={functional}
                        aria-describedby={described || undefined}
                        onChange={(event) => setCategory(category.id, event.currentTarget.checked)}
                      />
                      <label htmlFor={switchId}>{category.label}</label>
                      {functional && (
                        <span part="always-on" id={`${switchId}-always-on`}>
                          {messages.consentAlwaysOn}
                        </span>
                      )}
                    </div>
                    {category.description && (
                      <p part="description" id={`${switchId}-description`}>
                        {category.description}
                      </p>
                    )}
                    {services.length > 0 && !functional && (
                      <ul part="services" aria-label={formatMessage(messages.consentServicesLabel, { category: category.label })}>
                        {services.map((service) => {
                          const serviceId = `pb-consent-service-${banner.services.indexOf(service)}`;
                          const privacy = service.privacyUrl ? safeUrl(service.privacyUrl) : null;
                          return (
                            <li key={service.id} part="service" data-service={service.id}>
                              <div part="switch-row">
                                <input
                                  type="checkbox"
                                  role="switch"
                                  part="switch service-switch"
                                  id={serviceId}
                                  checked={view.services[service.id] === true}
                                  onChange={(event) =>
                                    dispatch({ type: 'set-service', service: service.id, checked: event.currentTarget.checked })
                                  }
                                />
                                <label htmlFor={serviceId}>{service.label}</label>
                              </div>
                              {privacy && (
                                <a part="link" href={privacy}>
                                  {formatMessage(messages.consentServicePrivacy, { service: service.label })}
                                </a>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            <div part="dialog-buttons">
              <button type="button" part="button save-button" onClick={save}>
                {banner.texts.savePreferences}
              </button>
              <button type="button" part="button accept-button" onClick={() => choose(acceptAll)}>
                {banner.texts.acceptAll}
              </button>
              <button type="button" part="button deny-button" onClick={() => choose(denyAll)}>
                {banner.texts.denyAll}
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
