/**
 * The manage-consent area of a cookie-policy page (SPEC.md §2; §7 "Manage consent"): the consent
 * service's policy text (sanitized) above the visitor's current choices as switches, which apply
 * at once; accept all, deny all, and "show the cookie banner again". A choice that makes the
 * runtime reload the page is announced in the live region first. A failing policy call keeps the
 * controls and the author's own content, with one console warning (SPEC §8: no user-facing errors).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import {
  acceptAll,
  consentApiUrl,
  denyAll,
  isCategoryAllowed,
  isServiceAllowed,
  savePreferences,
  setServiceConsent,
  showBanner,
} from '../consent/consent-runtime';
import type { ConsentCategory } from '../consent/consent-types';
import type { ElementViewProps } from '../element/define-element';
import { useAnnouncement } from '../element/hooks';
import { warnOnce } from '../runtime/warn';
import type { consentManageAttributes } from './manage-attributes';
import {
  allowedCategories,
  categoriesAfterSwitch,
  categorySwitchReloads,
  denyAllReloads,
  manageRows,
  serviceSwitchReloads,
  type ConsentQuery,
} from './manage-state';
import { useConsentState } from './use-consent';
import { getPageConfig, pageMessage } from '../runtime/page-config';
import { hasVisibleContent, sanitizeHtml } from '../runtime/sanitize-html';
import { categoryFallbackLabel } from '../consent/category-label';

export const TAG = 'pb-consent-manage';
const POLICY_SLOT = 'policy';

const query: ConsentQuery = { isCategoryAllowed, isServiceAllowed };

let policyRequest: Promise<string | null> | undefined;

/** GET {consent-api}/manage_consent_html, once per page; null when it failed (warned once). */
export function fetchManageConsentHtml(): Promise<string | null> {
  policyRequest ??= fetch(consentApiUrl('manage_consent_html'), { credentials: 'same-origin', headers: { Accept: 'text/html' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    })
    .catch((error: unknown) => {
      warnOnce(TAG, `the policy text (manage_consent_html) could not be loaded (${(error as Error).message}); showing the controls only.`);
      return null;
    });
  return policyRequest;
}

/** Forgets the fetched policy text (tests). */
export function resetManageConsentHtml(): void {
  policyRequest = undefined;
}

/** Fetches the policy text and puts it, sanitized, into a light-DOM `slot="policy"` child. */
function usePolicyText(host: HTMLElement, enabled: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let container: HTMLElement | undefined;
    void fetchManageConsentHtml().then((html) => {
      if (!active || html === null) return;
      const fragment = sanitizeHtml(html, 'consent-policy');
      if (!hasVisibleContent(fragment)) return;
      container = document.createElement('div');
      container.slot = POLICY_SLOT;
      container.className = 'pb-consent-policy';
      container.append(fragment);
      host.append(container);
      setShown(true);
    });
    return () => {
      active = false;
      container?.remove();
      setShown(false);
    };
  }, [host, enabled]);
  return shown;
}

export function ConsentManageView({ host, attributes }: ElementViewProps<typeof consentManageAttributes>) {
  const consent = useConsentState(TAG);
  const policyShown = usePolicyText(host, !attributes.hidePolicy);
  const [announcement, announce] = useAnnouncement();
  const id = useId();
  const { banner, record } = consent;
  const rows = useMemo(
    () => manageRows(banner, query, (category) => categoryFallbackLabel(category, getPageConfig().messages), !attributes.hideServices),
    // `consent` stands for the runtime's state, read through `query`.
    [consent, banner, attributes.hideServices],
  );

  const switchCategory = (category: ConsentCategory, on: boolean): void => {
    const current = allowedCategories(query);
    const reloads = categorySwitchReloads(category, current.includes(category), on);
    announce(pageMessage(reloads ? 'consentReloadNotice' : 'consentSaved'));
    savePreferences(categoriesAfterSwitch(current, category, on), { ...record.services });
  };
  const switchService = (service: string, category: ConsentCategory, on: boolean): void => {
    const reloads = serviceSwitchReloads(isServiceAllowed(service, category), on);
    announce(pageMessage(reloads ? 'consentReloadNotice' : 'consentSaved'));
    setServiceConsent(service, on);
  };
  const onAcceptAll = (): void => {
    announce(pageMessage('consentSaved'));
    acceptAll();
  };
  const onDenyAll = (): void => {
    announce(pageMessage(denyAllReloads(banner, query, record) ? 'consentReloadNotice' : 'consentSaved'));
    denyAll();
  };

  return (
    <>
      <div part="policy">{policyShown ? <slot name={POLICY_SLOT} /> : <slot />}</div>
      <fieldset part="choices">
        <legend part="legend">{pageMessage('consentChoicesLegend')}</legend>
        {rows.map((row) => {
          const descriptionId = `${id}-${row.id}-description`;
          return (
            <div part="category" key={row.id} data-category={row.id}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={row.id}
                  checked={row.checked}
                  disabled={row.alwaysOn}
                  aria-describedby={row.description || row.alwaysOn ? descriptionId : undefined}
                  onChange={(event) => switchCategory(row.id, event.currentTarget.checked)}
                />
                <span>{row.label}</span>
              </label>
              {row.description || row.alwaysOn ? (
                <p part="description" id={descriptionId}>
                  {row.alwaysOn ? <span part="always-on">{pageMessage('consentAlwaysOn')}. </span> : null}
                  {row.description}
                </p>
              ) : null}
              {row.services.length > 0 ? (
                <ul part="services">
                  {row.services.map((service) => (
                    <li key={service.id}>
                      <label>
                        <input
                          type="checkbox"
                          role="switch"
                          name={`service-${service.id}`}
                          data-service={service.id}
                          checked={service.checked}
                          disabled={service.disabled}
                          onChange={(event) => switchService(service.id, row.id, event.currentTarget.checked)}
                        />
                        <span>{service.label}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div part="actions">
        <button type="button" part="button accept-all" onClick={onAcceptAll}>
          {pageMessage('consentAcceptAll')}
        </button>
        <button type="button" part="button deny-all" onClick={onDenyAll}>
          {pageMessage('consentDenyAll')}
        </button>
        <button type="button" part="button show-banner" onClick={() => showBanner()}>
          {pageMessage('consentShowBanner')}
        </button>
      </div>
      <p part="status" role="status">
        {announcement}
      </p>
    </>
  );
}
