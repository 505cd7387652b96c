/**
 * The consent banner's preferences dialog (WAI-ARIA APG dialog pattern), fetched the first time a
 * visitor opens it, or points at or focuses its button: most visitors choose on the banner itself
 * and never download it. Its content, its focus trap (focus moved in and kept inside), the page's
 * scroll lock while it is open, and its styles, added to the banner's shadow root when it loads.
 */
import { useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { BannerData, ConsentCategory, ConsentRecord } from '../consent/consent-types';
import { usePartStyles } from '../element/hooks';
import { preloadFocusTrap, trapFocus } from '../runtime/focus-trap';
import { formatMessage, type Messages } from '../runtime/messages';
import { motionDuration } from '../runtime/reduced-motion';
import { safeUrl } from '../runtime/safe-url';
import { lockPageScroll } from '../runtime/scroll-lock';
import { consentPreferencesStyles } from './consent-preferences-styles';
import { DIALOG_FADE_MS, dialogCategories, preferencesReducer, selectionToSave, switchesFromRecord, type PreferencesState } from './consent-preferences-state';

export const DIALOG_TITLE_ID = 'pb-consent-dialog-title';

// This code arrives when the dialog is about to open: the focus trap's library is needed next.
preloadFocusTrap();

interface SwitchProps {
  kind: 'category-switch' | 'service-switch';
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
  /** Shown after the label, in the same row. */
  children?: ReactNode;
}

/** A labelled on/off switch (a checkbox with the switch role) in its row. */
function Switch({ kind, id, label, checked, disabled, describedBy, onChange, children }: SwitchProps) {
  return (
    <div part="switch-row">
      <input
        type="checkbox"
        role="switch"
        part={`switch ${kind}`}
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface PreferencesDialogProps {
  tag: string;
  /** The dialog element of the banner's shadow root: the content goes in, focus is trapped in it. */
  dialog: HTMLElement;
  banner: BannerData;
  /** The stored record when the dialog opens: the switches start from it. */
  record: ConsentRecord;
  messages: Messages;
  onClose: () => void;
  /** Save preferences: the ticked categories and the service switches. */
  onSave: (selection: ReturnType<typeof selectionToSave>) => void;
  onAcceptAll: () => void;
  onDenyAll: () => void;
}

export function PreferencesDialog({ tag, dialog, banner, record, messages, onClose, onSave, onAcceptAll, onDenyAll }: PreferencesDialogProps) {
  usePartStyles(dialog.getRootNode() as ShadowRoot, consentPreferencesStyles);
  // The switches live while the dialog is open: each opening starts from the stored record.
  const [view, dispatch] = useReducer(preferencesReducer, undefined, (): PreferencesState => switchesFromRecord(record, banner));
  const categories = useMemo(() => dialogCategories(banner, messages), [banner, messages]);

  // Focus moved in and trapped, the page still, while the dialog is open (mounted).
  useLayoutEffect(() => {
    const releaseTrap = trapFocus(tag, dialog, () => dialog.querySelector<HTMLElement>('[part~=close-button]') ?? dialog);
    // SPEC §4 "Builder helpers: Scroll lock", shared with the header's overlay menus.
    const unlock = lockPageScroll();
    const duration = motionDuration(DIALOG_FADE_MS);
    const fade = duration > 0 ? dialog.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: 'ease-out' }) : undefined;
    return () => {
      fade?.cancel();
      releaseTrap();
      unlock();
    };
  }, [tag, dialog]);

  const setCategory = (category: ConsentCategory, checked: boolean): void =>
    dispatch({ type: 'set-category', category, checked, services: banner.services });

  return (
    <>
          <div part="dialog-header">
            <h2 part="dialog-title" id={DIALOG_TITLE_ID}>
              {messages.consentPreferencesTitle}
            </h2>
            <button type="button" part="button close-button" aria-label={messages.consentClose} onClick={onClose}>
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
                  <Switch
                    kind="category-switch"
                    id={switchId}
                    label={category.label}
                    checked={view.categories[category.id]}
                    disabled={functional}
                    describedBy={described || undefined}
                    onChange={(checked) => setCategory(category.id, checked)}
                  >
                    {functional && (
                      <span part="always-on" id={`${switchId}-always-on`}>
                        {messages.consentAlwaysOn}
                      </span>
                    )}
                  </Switch>
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
                            <Switch
                              kind="service-switch"
                              id={serviceId}
                              label={service.label}
                              checked={view.services[service.id] === true}
                              onChange={(checked) => dispatch({ type: 'set-service', service: service.id, checked })}
                            />
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
            <button type="button" part="button save-button" onClick={() => onSave(selectionToSave(view, banner.services))}>
              {banner.texts.savePreferences}
            </button>
            <button type="button" part="button accept-button" onClick={onAcceptAll}>
              {banner.texts.acceptAll}
            </button>
            <button type="button" part="button deny-button" onClick={onDenyAll}>
              {banner.texts.denyAll}
            </button>
          </div>

    </>
  );
}
