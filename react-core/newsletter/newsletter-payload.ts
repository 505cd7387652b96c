/**
 * `<pb-newsletter>` pure logic (SPEC.md §3 "Newsletter subscription payload", §5 "Newsletter",
 * §7 "Newsletter subscribe", §8): the fields the form holds, their validation with the shared
 * form rules, the exact payload, its checksum, and how the server's answer is read. No DOM here,
 * so all of it is unit-tested, and the server tests build payloads with the same code.
 */
import {
  describeErrors,
  isEmptyValue,
  isGeneralEmail,
  NEWSLETTER_PAYLOAD_FIELDS,
  newsletterChecksumSource,
  validateSubmission,
  type ErrorGroup,
  type FieldDescriptor,
} from '../forms/rules';
import type { AnswerReaders } from '../forms/submit-verdict';
import type { Messages } from '../runtime/messages';

export const NEWSLETTER_ACTION = 'et_pb_submit_subscribe_form';

/** The payload fields, in the order they are sent (SPEC §3). */
export const PAYLOAD_FIELDS = NEWSLETTER_PAYLOAD_FIELDS;

export type PayloadField = (typeof PAYLOAD_FIELDS)[number];
export type NewsletterPayload = Record<PayloadField, string>;

export type FieldKind = 'firstname' | 'lastname' | 'email' | 'custom';

/** One field of the author's form, as read from the DOM. */
export interface NewsletterField {
  /** Payload name for the fixed fields, the custom field id otherwise. */
  id: string;
  kind: FieldKind;
  label: string;
  /** `email` for an email custom field; otherwise the control's type (`text`, `checkbox` …). */
  type: string;
  required: boolean;
  /** Hidden by conditional logic (or otherwise not rendered): skipped and reported as hidden. */
  hidden: boolean;
  value: string | readonly string[];
  /** The browser's own validation message when the control fails `checkValidity()` ('' when valid). */
  nativeMessage: string;
}

export interface FieldProblem {
  id: string;
  message: string;
}

export interface NewsletterValidation {
  /** Texts for the summary, in display order (fill message, invalid email, browser messages). */
  groups: ErrorGroup[];
  /** Each invalid field with its own message, in form order. */
  problems: FieldProblem[];
}

function asText(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** The custom fields as the shared rules' field descriptors (§3 contact-form descriptors). */
export function customFieldDescriptors(fields: readonly NewsletterField[]): FieldDescriptor[] {
  return fields
    .filter((field) => field.kind === 'custom')
    .map((field) => ({
      field_id: field.id,
      original_id: field.id,
      required_mark: field.required ? 'required' : 'not_required',
      field_type: field.type === 'email' ? 'email' : field.type,
      field_label: field.label,
    }));
}

/**
 * SPEC §5 newsletter: first and last name are required when present; the email must match the
 * general email pattern; required and email custom fields follow the contact-form rules; the
 * browser's own validity (pattern, maxlength …) counts too. Hidden fields are skipped.
 */
export function validateNewsletter(
  fields: readonly NewsletterField[],
  messages: Pick<Messages, 'fillRequired' | 'invalidEmail' | 'wrongCaptcha' | 'wrongCheckboxLabel'>,
): NewsletterValidation {
  const missing: string[] = [];
  const invalidEmail: string[] = [];
  const problems: FieldProblem[] = [];
  const native: ErrorGroup[] = [];
  const shown = fields.filter((field) => !field.hidden);
  const custom = shown.filter((field) => field.kind === 'custom');
  const customErrors = validateSubmission(
    Object.fromEntries(custom.map((field) => [field.id, field.value])),
    customFieldDescriptors(custom),
    [],
    undefined,
    { fallbackLabel: messages.wrongCheckboxLabel },
  );
  const labelOf = (field: NewsletterField): string => field.label.trim() || messages.wrongCheckboxLabel;
  for (const field of shown) {
    const label = labelOf(field);
    const empty = isEmptyValue(field.value);
    let message = '';
    if (field.kind === 'firstname' || field.kind === 'lastname' || field.kind === 'email') {
      if (empty) message = 'missing';
      else if (field.kind === 'email' && !isGeneralEmail(asText(field.value))) message = 'email';
    } else if (empty && field.required) {
      message = 'missing';
    } else if (!empty && field.type === 'email' && customErrors.invalidEmailLabels.includes(label)) {
      message = 'email';
    }
    if (message === 'missing') {
      missing.push(label);
      problems.push({ id: field.id, message: `${messages.fillRequired} ${label}` });
    } else if (message === 'email') {
      invalidEmail.push(label);
      problems.push({ id: field.id, message: messages.invalidEmail });
    } else if (field.nativeMessage) {
      native.push({ text: `${label}: ${field.nativeMessage}`, items: [] });
      problems.push({ id: field.id, message: field.nativeMessage });
    }
  }
  const groups = [
    ...describeErrors({ missingLabels: missing, invalidEmailLabels: invalidEmail, captchaWrong: false }, messages),
    ...native,
  ];
  return { groups, problems };
}

/** What the element knows besides the fields when it builds the payload. */
export interface PayloadContext {
  nonce: string;
  listId: string;
  provider: string;
  account: string;
  ipAddress: string;
  token: string;
}

/** One custom field as sent in `et_custom_fields`: its descriptor plus its value. */
export interface CustomFieldEntry extends FieldDescriptor {
  value: string | string[];
}

/**
 * The payload without its checksum (`et_checksum` is ''). `et_custom_fields` is a JSON array of
 * the shown custom fields (descriptor + value); `et_hidden_fields` a JSON array of the ids of the
 * custom fields hidden by conditional logic.
 */
export function buildPayload(fields: readonly NewsletterField[], context: PayloadContext): NewsletterPayload {
  const valueOf = (kind: FieldKind): string => {
    const field = fields.find((candidate) => candidate.kind === kind && !candidate.hidden);
    return field ? asText(field.value).trim() : '';
  };
  const custom = fields.filter((field) => field.kind === 'custom');
  const shown = custom.filter((field) => !field.hidden);
  const descriptors = customFieldDescriptors(shown);
  const entries: CustomFieldEntry[] = descriptors.map((descriptor, index) => {
    const value = shown[index]!.value;
    return { ...descriptor, value: typeof value === 'string' ? value : [...value] };
  });
  return {
    action: NEWSLETTER_ACTION,
    et_frontend_nonce: context.nonce,
    et_list_id: context.listId,
    et_firstname: valueOf('firstname'),
    et_lastname: valueOf('lastname'),
    et_email: valueOf('email'),
    et_provider: context.provider,
    et_account: context.account,
    et_ip_address: context.ipAddress,
    et_custom_fields: JSON.stringify(entries),
    et_hidden_fields: JSON.stringify(custom.filter((field) => field.hidden).map((field) => field.id)),
    token: context.token,
    et_checksum: '',
  };
}

/**
 * The text `et_checksum` is the SHA-256 (lower-case hex) of: the JSON array of every payload
 * field's value except the checksum itself, in PAYLOAD_FIELDS order (UTF-8). It is not a secret:
 * it lets the server tell a payload that was cut short or altered on the way (a proxy, a broken
 * client) from the one the page built. The nonce is what vouches for the page.
 */
export function checksumSource(payload: NewsletterPayload): string {
  return newsletterChecksumSource(payload);
}

/** The payload as form fields, in SPEC order, checksum included. */
export function payloadEntries(payload: NewsletterPayload): Array<[PayloadField, string]> {
  return PAYLOAD_FIELDS.map((name) => [name, payload[name]]);
}

/** The answer as a JSON object (SPEC §7: JSON read for `error` and `success`), else undefined. */
function answerObject(body: string): Record<string, unknown> | undefined {
  if (body.trim() === '') return undefined;
  try {
    const data: unknown = JSON.parse(body);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A set `error` field: `false`, `null` and `''` are WordPress's "no error". */
function hasError(answer: Record<string, unknown>): boolean {
  return answer.error !== undefined && answer.error !== null && answer.error !== false && answer.error !== '';
}

/**
 * How `<pb-newsletter>` reads the server's answer (the shared rule in forms/submit-verdict.ts):
 * - success: a JSON `success` and no `error`; its text ('' when it is not a string);
 * - rejection: a JSON `error` text, shown as returned, as text (SPEC §8), from a 2xx or 4xx
 *   answer (a 5xx's text is no advice: it gets `messages.subscriptionFailed`);
 * anything else (an empty answer, WordPress's `0`, an HTML page) is the subscription-failed message.
 */
export const subscribeAnswerReaders: AnswerReaders<string, string> = {
  success: ({ html }) => {
    const answer = answerObject(html);
    if (!answer || hasError(answer) || answer.success === undefined || answer.success === false || answer.success === null) return undefined;
    return typeof answer.success === 'string' ? answer.success : '';
  },
  rejection: ({ html }) => {
    const answer = answerObject(html);
    const error = answer && hasError(answer) ? answer.error : undefined;
    return typeof error === 'string' || typeof error === 'number' ? String(error) : undefined;
  },
};
