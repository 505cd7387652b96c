/**
 * The consent area block (SPEC.md §7 "Consent area"): the author's placeholder (or a built-in one)
 * until the category or service is allowed; then, at once or whenever consent is given later (no
 * reload), the block's content is fetched once and inserted (trusted site content: iframes load,
 * scripts run). A failed call keeps the placeholder, warns once, and is retried on the next change
 * of consent. When the visitor accepted with this area's button, focus moves to the new content.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { consentApiUrl, isCategoryAllowed, isServiceAllowed } from '../consent/consent-state';
import type { ElementViewProps } from '../element/define-element';
import { useChildrenVersion } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { formatMessage } from '../runtime/messages';
import { reportError, warnOnce } from '../runtime/warn';
import { useConsentState } from '../consent-manage/use-consent';
import type { consentAreaAttributes } from './area-attributes';
import { areaPath, isAreaAllowed, parseAreaIds, shouldLoadArea, type AreaPhase } from './area-state';
import { trustedFragment } from './insert-html';
import { LOADING_INDICATOR_CLASS } from '../runtime/loading-indicator';
import { pageMessage } from '../runtime/page-config';

export const TAG = 'pb-consent-area';
const CONTENT_SLOT = 'content';
export const ACCEPT_SELECTOR = '[data-consent-accept]';

export interface ConsentAreaLoadDetail {
  postId: string;
  blockId: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The consented content was fetched and inserted. */
    'pb-consent-area-load': CustomEvent<ConsentAreaLoadDetail>;
  }
}

/** True when the author wrote a placeholder (anything but the inserted content). */
function hasAuthorPlaceholder(host: HTMLElement): boolean {
  for (const node of host.childNodes) {
    if (node instanceof Element) {
      if (node.getAttribute('slot') !== CONTENT_SLOT) return true;
    } else if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') {
      return true;
    }
  }
  return false;
}

export function ConsentAreaView({ host, attributes }: ElementViewProps<typeof consentAreaAttributes>) {
  const consent = useConsentState(TAG);
  const childrenVersion = useChildrenVersion(host);
  const { category, service } = attributes;
  const parsed = useMemo(() => parseAreaIds(attributes.postId, attributes.blockId), [attributes.postId, attributes.blockId]);
  const ids = 'ids' in parsed ? parsed.ids : null;
  if (!ids && 'invalid' in parsed) {
    warnOnce(TAG, `attribute "${parsed.invalid}": "${parsed.value}" is not a whole number; the placeholder stays.`);
  }
  const allowed = isAreaAllowed(consent.ready, category, service, { isCategoryAllowed, isServiceAllowed });

  const [phase, setPhase] = useState<AreaPhase>('idle');
  const phaseRef = useRef<AreaPhase>('idle');
  const acceptedHere = useRef(false);
  const mounted = useRef(true);
  const controller = useRef<AbortController>(undefined);
  const container = useRef<HTMLElement>(undefined);

  const setAreaPhase = (next: AreaPhase): void => {
    phaseRef.current = next;
    if (mounted.current) setPhase(next);
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      container.current?.remove();
    };
  }, []);

  // `consent` is a dependency so that a failed call is retried on the next change of consent.
  useEffect(() => {
    if (!ids || !shouldLoadArea(phaseRef.current, allowed, true)) return;
    setAreaPhase('loading');
    const abort = new AbortController();
    controller.current = abort;
    fetch(consentApiUrl(areaPath(ids)), { credentials: 'same-origin', headers: { Accept: 'text/html' }, signal: abort.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((html) => {
        if (!mounted.current) return;
        if (html.trim() === '') throw new Error('the response is empty');
        const content = document.createElement('div');
        content.slot = CONTENT_SLOT;
        content.className = 'pb-consent-area-content';
        content.tabIndex = -1;
        content.append(trustedFragment(html));
        host.append(content);
        container.current = content;
        setAreaPhase('loaded');
        emit(host, 'pb-consent-area-load', { ...ids });
      })
      .catch((error: unknown) => {
        if (!mounted.current || abort.signal.aborted) return;
        warnOnce(TAG, `the content of block ${ids.postId}/${ids.blockId} could not be loaded (${(error as Error).message}); keeping the placeholder, retrying on the next change of consent.`);
        setAreaPhase('failed');
      });
  }, [consent, allowed, ids?.postId, ids?.blockId, host]);

  // Focus moves to the content once it is on screen (slotted), when the visitor accepted with this
  // area's button and has not gone elsewhere meanwhile.
  useLayoutEffect(() => {
    if (phase !== 'loaded' || !acceptedHere.current || !container.current) return;
    acceptedHere.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === host || host.contains(active)) container.current.focus();
  }, [phase, host]);

  // The runtime's actions come with the first accept (consent-runtime.ts: nothing of it runs at rest).
  const accept = (): void => {
    acceptedHere.current = true;
    void import('../consent/consent-runtime').then(
      (runtime) => (service ? runtime.setServiceConsent(service, true) : runtime.allowCategory(category)),
      (error: unknown) => reportError(TAG, error),
    );
  };

  useEventListener(host, 'click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(ACCEPT_SELECTOR) : null;
    if (!target || !host.contains(target) || container.current?.contains(target)) return;
    event.preventDefault();
    accept();
  }, TAG);

  if (phase === 'loaded') return <slot name={CONTENT_SLOT} />;
  // The same tree while loading, with the indicator over it, so the focused accept button stays.
  const loading = phase === 'loading';
  return (
    <div part="area" data-loading={loading ? '' : undefined} aria-busy={loading ? 'true' : undefined}>
      {/* `childrenVersion` re-renders when the author's placeholder is added or removed. */}
      {childrenVersion >= 0 && hasAuthorPlaceholder(host) ? <slot /> : <BuiltInPlaceholder consent={consent} category={category} service={service} accept={accept} />}
      {loading && (
        <span part="loading">
          <span className={LOADING_INDICATOR_CLASS} aria-hidden="true" />
        </span>
      )}
    </div>
  );
}

function BuiltInPlaceholder({
  consent,
  category,
  service,
  accept,
}: {
  consent: ReturnType<typeof useConsentState>;
  category: string;
  service: string;
  accept: () => void;
}) {
  const { banner } = consent;
  const name = service
    ? banner.services.find((entry) => entry.id === service)?.label || service
    : banner.categories.find((entry) => entry.id === category)?.label || category;
  const acceptText = banner.texts.placeholderAccept
    ? formatMessage(banner.texts.placeholderAccept, { service: name, category: name, name })
    : pageMessage('consentAccept', { name });
  return (
    <div part="placeholder">
      <p part="placeholder-text">{banner.placeholderText || pageMessage('consentPlaceholder', { name })}</p>
      <button type="button" part="accept" onClick={accept}>
        {acceptText}
      </button>
    </div>
  );
}
