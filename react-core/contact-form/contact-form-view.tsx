/**
 * The contact form view (SPEC.md §4 "Contact form", §5 "Contact form", "Conditional logic",
 * §7 "Contact form submit", §8). Enhances the author's `<form>` in light DOM: conditional logic,
 * SPEC validation with an accessible message region, the arithmetic captcha, and a fetch
 * submission whose server-rendered fragment replaces the element's content. Without JavaScript
 * the same form posts to the same action URL and the server answers a full page.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useEventListener } from '../element/hooks';
import {
  clearFieldInvalid,
  clearFormMessage,
  ensureMessageRegion,
  markFieldInvalid,
  readFormValues,
  safeRedirectUrl,
  showFormMessage,
  showFormMessageNodes,
  type FieldControl,
} from '../forms/form-dom';
import { markFormBusy } from '../forms/busy-form';
import { lazyPart } from '../element/lazy-part';
import {
  captchaOperands,
  CONDITION_KEYDOWN_DEBOUNCE_MS,
  describeErrors,
  hasErrors,
  isEmptyValue,
  isFieldVisible,
  isValidEmail,
  validateSubmission,
} from '../forms/rules';
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';
import type { contactFormAttributes } from './contact-form-attributes';
import { findForm, readCaptcha, readContactFields, setFieldShown, writeCaptcha, type ContactField } from './contact-form-structure';
import type { ContactVerdict } from './contact-form-send';

export const TAG = 'pb-contact-form';

/** The fetch and the reading of its answer: loaded at the first valid submit (contact-form-send.ts). */
const sending = lazyPart(() => import('./contact-form-send'));

let instanceCount = 0;

function sendFailedMessage(): string {
  return getPageConfig().messages.contactSendFailed;
}

/** Applies conditional logic until stable (a hidden field counts as empty for the others). */
function applyConditions(form: HTMLFormElement, fields: ContactField[]): string[] {
  const governed = fields.filter((field) => field.rules.length > 0);
  for (let pass = 0; pass <= governed.length; pass += 1) {
    const values = readFormValues(form);
    let changed = false;
    for (const field of governed) {
      const shown = isFieldVisible(field.rules, field.relation, (id) => values[id] ?? '');
      changed = setFieldShown(field, shown) || changed;
    }
    if (!changed) break;
  }
  return governed.filter((field) => field.wrapper.hidden).map((field) => field.descriptor.field_id);
}

export function ContactFormView({ host, attributes }: ElementViewProps<typeof contactFormAttributes>) {
  const form = useMemo(() => findForm(host), [host]);
  const baseId = useMemo(() => {
    if (!host.id) host.id = `${TAG}-${++instanceCount}`;
    return host.id;
  }, [host]);
  const busy = useRef(false);
  const keyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestAttributes = useRef(attributes);
  latestAttributes.current = attributes;

  useEffect(() => {
    if (!form) warnOnce(TAG, 'no <form> inside the element; nothing to enhance.');
  }, [form]);

  useEffect(() => {
    const raw = attributes.redirectUrl;
    if (raw.trim() !== '' && !safeRedirectUrl(raw)) {
      warnOnce(TAG, `attribute "redirect-url": "${raw}" is not an http(s) URL; no redirect.`);
    }
  }, [attributes.redirectUrl]);

  // Before paint: our validation replaces the browser's, and conditional fields take their state.
  useLayoutEffect(() => {
    if (!form) return;
    form.noValidate = true;
    ensureMessageRegion(form, baseId);
    applyConditions(form, readContactFields(TAG, form));
  }, [form, baseId]);

  useEffect(() => () => clearTimeout(keyTimer.current), []);

  const refreshConditions = (): void => {
    if (form?.isConnected) applyConditions(form, readContactFields(TAG, form));
  };

  useEventListener(host, 'change', refreshConditions, TAG);
  useEventListener(host, 'keydown', () => {
    clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(refreshConditions, CONDITION_KEYDOWN_DEBOUNCE_MS);
  }, TAG);

  useEventListener(host, 'submit', (event) => {
    if (!form || event.target !== form) return;
    event.preventDefault();
    if (busy.current) return;
    void submit(form, event.submitter);
  }, TAG);

  async function submit(currentForm: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    const messages = getPageConfig().messages;
    const region = ensureMessageRegion(currentForm, baseId);
    const fields = readContactFields(TAG, currentForm);
    const hiddenFields = applyConditions(currentForm, fields);
    const values = readFormValues(currentForm);
    const captcha = readCaptcha(currentForm);
    const errors = validateSubmission(
      values,
      fields.map((field) => field.descriptor),
      hiddenFields,
      captcha ? { first: captcha.first, second: captcha.second, answer: captcha.answer.value } : undefined,
      { fallbackLabel: messages.wrongCheckboxLabel },
    );

    // Marks, in document order, so the first invalid control gets focus.
    const invalidControls: FieldControl[] = [];
    for (const field of fields) {
      clearFieldInvalid(field.wrapper, field.controls, region.id);
      if (field.wrapper.hidden) continue;
      const value = values[field.descriptor.field_id] ?? '';
      const empty = isEmptyValue(value);
      const missing = empty && field.descriptor.required_mark === 'required';
      const badEmail = !empty && field.descriptor.field_type === 'email' && !isValidEmail(String(value).trim());
      if (missing || badEmail) {
        markFieldInvalid(field.wrapper, field.controls, region.id);
        invalidControls.push(...field.controls.slice(0, 1));
      }
    }
    if (captcha) {
      clearFieldInvalid(captcha.wrapper, [captcha.answer], region.id);
      if (errors.captchaWrong) {
        markFieldInvalid(captcha.wrapper, [captcha.answer], region.id);
        writeCaptcha(currentForm, captcha, captchaOperands());
        invalidControls.push(captcha.answer);
      }
    }

    if (hasErrors(errors)) {
      showFormMessage(region, describeErrors(errors, messages));
      invalidControls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      invalidControls[0]?.focus();
      emit(host, 'pb-submit', { status: 'invalid', errors, hiddenFields });
      return;
    }
    clearFormMessage(region);

    busy.current = true;
    const unmarkBusy = markFormBusy(currentForm, submitter);
    // The sending code not loading (a dropped connection) is a failed send like any other.
    const verdict = await sending.load().then(
      ({ sendContactForm }) => sendContactForm({ form: currentForm, baseId, fields, hiddenFields, timeout: latestAttributes.current.timeout }),
      (): ContactVerdict => ({ kind: 'failed', reason: 'network' }),
    );
    busy.current = false;
    unmarkBusy();

    if (verdict.kind === 'failed') {
      showFormMessage(region, [{ text: sendFailedMessage(), items: [] }]);
      region.focus();
      const { reason, httpStatus } = verdict;
      emit(host, 'pb-submit', { status: 'error', reason, hiddenFields, ...(httpStatus ? { httpStatus } : {}) });
      return;
    }
    if (verdict.kind === 'rejected') {
      // The server's error container goes in the message region; the typed values stay.
      showFormMessageNodes(region, verdict.rejection);
      region.focus();
      emit(host, 'pb-submit', {
        status: verdict.httpStatus === 400 ? 'invalid' : 'error',
        reason: 'rejected',
        httpStatus: verdict.httpStatus,
        hiddenFields,
      });
      return;
    }
    host.replaceChildren(...verdict.success);
    const first = host.firstElementChild as HTMLElement | null;
    if (first) {
      if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
      first.focus();
    }
    const redirectUrl = safeRedirectUrl(latestAttributes.current.redirectUrl);
    const proceed = emit(
      host,
      'pb-submit',
      { status: 'success', httpStatus: verdict.httpStatus, hiddenFields, ...(redirectUrl ? { redirectUrl } : {}) },
      { cancelable: true },
    );
    if (proceed && redirectUrl) location.assign(redirectUrl);
  }

  return <slot />;
}
