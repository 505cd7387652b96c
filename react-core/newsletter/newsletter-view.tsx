/**
 * `<pb-newsletter>`: enhances the author's sign-up `<form>` (SPEC §4/§5/§7/§8 newsletter).
 * Without JavaScript the form posts to the site ajax endpoint as it is. With it, a submit is
 * validated with the shared form rules, sent as the SPEC §3 payload with `fetch`, and answered
 * in place: success hides the fields and focuses the success text, a server error is shown as
 * text, a redirect leaves the page. Nothing typed is lost on a failure, and a submit while one is
 * under way is ignored.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import { lightStyles } from '../element/light-styles';
import { markFormBusy, submitButtons } from '../forms/busy-form';
import { safeRedirectUrl, submitKeepingValues } from '../forms/form-dom';
import type { FormSubmitDetail } from '../forms/submit-event';
import { judgeSubmission, type SubmitOutcome } from '../forms/submit-verdict';
import { CONDITION_KEYDOWN_DEBOUNCE_MS } from '../forms/rules';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import type { NewsletterAttributes } from './newsletter-attributes';
import { sha256Hex } from './newsletter-checksum';
import {
  buildPayload,
  checksumSource,
  payloadEntries,
  subscribeAnswerReaders,
  validateNewsletter,
} from './newsletter-payload';
import { canSubmit, initialNewsletterState, newsletterReducer } from './newsletter-state';
import { applyConditions, clearFieldErrors, hiddenValue, readFields, showFieldErrors } from './newsletter-structure';
import { newsletterLightStyles } from './newsletter-styles';

export const NEWSLETTER_TAG = 'pb-newsletter';


/** While loading: the submit button says the loading label, with the shared busy state (form-dom). */
function useButtonState(form: HTMLFormElement, loading: boolean, label: string): void {
  useLayoutEffect(() => {
    const button = submitButtons(form)[0];
    if (!button || !loading) return;
    const saved = button instanceof HTMLInputElement ? button.value : [...button.childNodes];
    if (button instanceof HTMLInputElement) button.value = label;
    else button.textContent = label;
    const unmarkBusy = markFormBusy(form, button);
    return () => {
      unmarkBusy();
      if (typeof saved === 'string') (button as HTMLInputElement).value = saved;
      else button.replaceChildren(...saved);
    };
  }, [form, loading, label]);
}

/** The field errors' look, once into each document or shadow root holding a sign-up form. */
const addLightStyles = lightStyles(newsletterLightStyles);

function NewsletterForm({ host, form, attributes }: { host: HTMLElement; form: HTMLFormElement; attributes: ElementViewProps<NewsletterAttributes>['attributes'] }) {
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Set synchronously on submit, so a second submit in the same task is refused too. */
  const busy = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);
  const attributesRef = useRef(attributes);
  attributesRef.current = attributes;

  useLayoutEffect(() => addLightStyles(host), [host]);

  useLayoutEffect(() => {
    // Our own accessible messages replace the browser's validation bubbles.
    const noValidate = form.noValidate;
    form.noValidate = true;
    return () => {
      form.noValidate = noValidate;
      clearFieldErrors(form);
    };
  }, [form]);

  // At the commit, so the warning comes with the render whatever the framework's effect timing.
  useLayoutEffect(() => {
    if (attributes.redirectUrl.trim() && !safeRedirectUrl(attributes.redirectUrl, location.href)) {
      warnOnce(NEWSLETTER_TAG, `attribute "redirect-url": "${attributes.redirectUrl}" is not an http or https URL; it is ignored.`);
    }
  }, [attributes.redirectUrl]);

  useButtonState(form, state.status === 'loading', attributes.loadingLabel || getPageConfig().messages.subscribing);

  const submit = useCallback(async () => {
    if (busy.current || !canSubmit(stateRef.current)) return;
    const config = getPageConfig();
    applyConditions(form, NEWSLETTER_TAG);
    const handles = readFields(form);
    const fields = handles.map((handle) => handle.field);
    const validation = validateNewsletter(fields, config.messages);
    if (validation.problems.length > 0) {
      // Committed before the event, so pb-submit listeners see the messages on screen.
      flushSync(() => dispatch({ type: 'invalid', groups: validation.groups, problems: validation.problems }));
      showFieldErrors(form, handles, validation.problems)?.focus();
      emit(host, 'pb-submit', { status: 'invalid', message: '' });
      return;
    }
    clearFieldErrors(form);
    busy.current = true;
    const attempt = stateRef.current.attempt + 1;
    dispatch({ type: 'send' });
    const current = attributesRef.current;
    const payload = buildPayload(fields, {
      nonce: config.nonces.et_frontend_nonce ?? hiddenValue(form, 'et_frontend_nonce'),
      listId: current.listId,
      provider: current.provider,
      account: current.account,
      ipAddress: hiddenValue(form, 'et_ip_address', 'et_pb_signup_ipaddress'),
      token: hiddenValue(form, 'token'),
    });
    let outcome: SubmitOutcome;
    try {
      payload.et_checksum = await sha256Hex(checksumSource(payload));
      outcome = await submitKeepingValues(config.ajaxUrl, new URLSearchParams(payloadEntries(payload)), {
        timeout: current.timeout,
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      // The checksum could not be made: nothing was sent, and the visitor may try again.
      outcome = { kind: 'network', error: String(error) };
    }
    busy.current = false;
    if (!host.isConnected) return;
    const verdict = judgeSubmission(outcome, subscribeAnswerReaders);
    if (verdict.kind !== 'success') {
      const message = verdict.kind === 'rejected' ? verdict.rejection : config.messages.subscriptionFailed;
      flushSync(() => dispatch({ type: 'failed', message, attempt }));
      const detail: FormSubmitDetail = { status: 'error', message, reason: verdict.kind === 'rejected' ? 'rejected' : verdict.reason };
      if (verdict.httpStatus !== undefined) detail.httpStatus = verdict.httpStatus;
      emit(host, 'pb-submit', detail);
      return;
    }
    const latest = attributesRef.current;
    const message = latest.successMessage.trim() || verdict.success;
    const redirect = safeRedirectUrl(latest.redirectUrl, location.href) ?? null;
    flushSync(() => dispatch({ type: 'succeeded', message, redirect: redirect !== null, attempt }));
    if (redirect) {
      const proceed = emit(host, 'pb-submit', { status: 'redirect', message, url: redirect }, { cancelable: true });
      if (proceed) location.assign(redirect);
      return;
    }
    emit(host, 'pb-submit', { status: 'success', message });
  }, [form, host]);

  // SPEC §5 conditional logic: on load, on every change, and 250 ms after the last key press.
  const keyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(() => {
    applyConditions(form, NEWSLETTER_TAG);
  }, [form]);
  useEffect(() => () => clearTimeout(keyTimer.current), []);
  useEventListener(form, 'change', () => applyConditions(form, NEWSLETTER_TAG), NEWSLETTER_TAG);
  useEventListener(form, 'keydown', () => {
    clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(() => {
      if (form.isConnected) applyConditions(form, NEWSLETTER_TAG);
    }, CONDITION_KEYDOWN_DEBOUNCE_MS);
  }, NEWSLETTER_TAG);

  useEventListener(form, 'submit', (event) => {
    event.preventDefault();
    void submit();
  }, NEWSLETTER_TAG);

  useLayoutEffect(() => {
    host.dataset.state = state.status;
  }, [host, state.status]);

  useLayoutEffect(() => {
    if (state.status !== 'success' && state.status !== 'redirect') return;
    form.hidden = true;
    if (state.status === 'success') successRef.current?.focus();
  }, [form, state.status]);

  const errorText = state.status === 'error' ? state.message : '';
  const successText = state.status === 'success' || state.status === 'redirect' ? state.message : '';
  return (
    <>
      <slot />
      <div part="message error" role="alert">
        {state.status === 'invalid'
          ? state.groups.map((group, index) => (
              <div key={`${index}:${group.text}`}>
                <p>{group.text}</p>
                {group.items.length > 0 && (
                  <ul>
                    {group.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))
          : errorText && <p>{errorText}</p>}
      </div>
      <div part="message success" role="status" tabIndex={-1} ref={successRef}>
        {successText && <p>{successText}</p>}
      </div>
    </>
  );
}

export function NewsletterView({ host, attributes }: ElementViewProps<NewsletterAttributes>) {
  const form = host.querySelector('form');
  if (!form) {
    warnOnce(NEWSLETTER_TAG, 'expected a <form> child with the sign-up fields; the content is left as it is.');
    return <slot />;
  }
  if (!form.querySelector('[name="et_email"], [name="et_pb_signup_email"]')) {
    warnOnce(NEWSLETTER_TAG, 'the form has no email field (name="et_email"); nothing can be subscribed.');
  }
  return <NewsletterForm host={host} form={form} attributes={attributes} />;
}
