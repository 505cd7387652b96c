/**
 * The shared form rules (SPEC.md §5 "Contact form", "Newsletter", "Conditional logic"; §9
 * "Forms"). Pure TypeScript without DOM access: the elements import it directly and the demo
 * server imports the same code as the bundle `dist/server/form-rules.mjs`, so the browser and
 * the server accept and reject exactly the same submissions.
 */
import { DEFAULT_MESSAGES } from '../runtime/messages';

/** SPEC §9: the shortest email address accepted. */
export const EMAIL_MIN_LENGTH = 6;
/** SPEC §9: captcha operands are drawn from 1 to 15. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;
/** SPEC §9: conditional logic is re-evaluated this long after the last key press. */
export const CONDITION_KEYDOWN_DEBOUNCE_MS = 250;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9-]+$/;

/**
 * SPEC §5 contact-form email rules: at least 6 characters; an @ that is not at the start; a
 * local part (before the first @) of allowed characters; a domain without consecutive dots;
 * at least two dot-separated domain parts made of letters, digits and hyphen, none starting or
 * ending with a hyphen.
 */
export function isValidEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes('..')) return false;
  const parts = domain.split('.');
  if (parts.length < 2) return false;
  return parts.every((part) => DOMAIN_LABEL.test(part) && !part.startsWith('-') && !part.endsWith('-'));
}

const GENERAL_EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** SPEC §5 newsletter: "a general email pattern" (the classic quoted-local-part/IP-domain pattern). */
export function isGeneralEmail(value: string): boolean {
  return GENERAL_EMAIL.test(value.trim());
}

/** Empty text (after trim) or an empty list (radio/checkbox group with none chosen). */
export function isEmptyValue(value: string | readonly string[]): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return value.every((entry) => entry.trim() === '');
}

export type ConditionOperator =
  | 'is'
  | 'is not'
  | 'is empty'
  | 'is not empty'
  | 'contains'
  | 'does not contain'
  | 'is greater'
  | 'is less';

export const CONDITION_OPERATORS: readonly ConditionOperator[] = [
  'is',
  'is not',
  'is empty',
  'is not empty',
  'contains',
  'does not contain',
  'is greater',
  'is less',
];

export interface ConditionRule {
  fieldId: string;
  operator: ConditionOperator;
  value: string;
}

export type ConditionRelation = 'all' | 'any';

/** A finite decimal number written in full (`''`, `'12px'` or `'0x10'` are not numbers). */
export function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

function compareNumbers(fieldValue: string, ruleValue: string, greater: boolean): boolean {
  const left = toNumber(fieldValue);
  const right = toNumber(ruleValue);
  if (left === undefined || right === undefined) return false;
  return greater ? left > right : left < right;
}

/**
 * One rule against the current value of its field. Texts are compared trimmed and
 * case-sensitively. For a list value (checkbox group): `is` = one chosen entry equals the value,
 * `contains` = one chosen entry contains it, `is greater`/`is less` = one chosen entry compares
 * so; `is not`/`does not contain` are their negations; empty = nothing chosen. The numeric
 * operators are false unless both values are numbers.
 */
export function evaluateCondition(rule: ConditionRule, fieldValue: string | readonly string[]): boolean {
  const values = (typeof fieldValue === 'string' ? [fieldValue] : [...fieldValue]).map((entry) => entry.trim());
  const expected = rule.value.trim();
  switch (rule.operator) {
    case 'is':
      return values.some((entry) => entry === expected);
    case 'is not':
      return !values.some((entry) => entry === expected);
    case 'is empty':
      return isEmptyValue(values);
    case 'is not empty':
      return !isEmptyValue(values);
    case 'contains':
      return values.some((entry) => entry.includes(expected));
    case 'does not contain':
      return !values.some((entry) => entry.includes(expected));
    case 'is greater':
      return values.some((entry) => compareNumbers(entry, expected, true));
    case 'is less':
      return values.some((entry) => compareNumbers(entry, expected, false));
    default:
      return false;
  }
}

/** Whether a field governed by `rules` is shown; no rules → shown. */
export function isFieldVisible(
  rules: readonly ConditionRule[],
  relation: ConditionRelation,
  valueOf: (fieldId: string) => string | readonly string[],
): boolean {
  if (rules.length === 0) return true;
  const check = (rule: ConditionRule): boolean => evaluateCondition(rule, valueOf(rule.fieldId));
  return relation === 'any' ? rules.some(check) : rules.every(check);
}

/** Reads a relation word; anything but `any` (case-insensitive) is `all`. */
export function parseConditionRelation(raw: string | null | undefined): ConditionRelation {
  return raw?.trim().toLowerCase() === 'any' ? 'any' : 'all';
}

function isOperator(word: unknown): word is ConditionOperator {
  return typeof word === 'string' && (CONDITION_OPERATORS as readonly string[]).includes(word);
}

function ruleText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === undefined || value === null) return '';
  return undefined;
}

/**
 * Parses the builder's rule JSON: JSON text or an already parsed array of `[fieldId, operator,
 * value]` triples or objects `{ field_id | fieldId | field, condition | operator, value }`.
 * Throws an Error naming the bad entry on any other input.
 */
export function parseConditionRules(json: unknown): ConditionRule[] {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      throw new Error('condition rules are not valid JSON');
    }
  }
  if (!Array.isArray(data)) throw new Error('condition rules must be a JSON array');
  return data.map((entry: unknown, index): ConditionRule => {
    let fieldId: unknown;
    let operator: unknown;
    let value: unknown;
    if (Array.isArray(entry)) {
      [fieldId, operator, value] = entry as unknown[];
    } else if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      fieldId = record.field_id ?? record.fieldId ?? record.field;
      operator = record.condition ?? record.operator;
      value = record.value;
    } else {
      throw new Error(`condition rule ${index + 1} must be [field id, operator, value]`);
    }
    if (typeof fieldId !== 'string' || fieldId.trim() === '') {
      throw new Error(`condition rule ${index + 1} has no field id`);
    }
    const operatorWord = typeof operator === 'string' ? operator.trim().toLowerCase() : operator;
    if (!isOperator(operatorWord)) {
      throw new Error(
        `condition rule ${index + 1} has unknown operator ${JSON.stringify(operator)} (use ${CONDITION_OPERATORS.join(', ')})`,
      );
    }
    const text = ruleText(value);
    if (text === undefined) throw new Error(`condition rule ${index + 1} has a value that is not text or a number`);
    return { fieldId: fieldId.trim(), operator: operatorWord, value: text };
  });
}

/** The answer must be a whole number equal to the sum of the two shown numbers. */
export function isCaptchaCorrect(first: number, second: number, answer: string): boolean {
  const trimmed = answer.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return false;
  return Number.parseInt(trimmed, 10) === first + second;
}

/** Two random whole numbers from CAPTCHA_MIN to CAPTCHA_MAX (SPEC §5/§9). */
export function captchaOperands(random: () => number = Math.random): [number, number] {
  const draw = (): number => {
    const span = CAPTCHA_MAX - CAPTCHA_MIN + 1;
    const picked = CAPTCHA_MIN + Math.floor(Math.min(Math.max(random(), 0), 0.999999999) * span);
    return Math.min(CAPTCHA_MAX, Math.max(CAPTCHA_MIN, picked));
  };
  return [draw(), draw()];
}

export interface FieldDescriptor {
  field_id: string;
  original_id: string;
  required_mark: 'required' | 'not_required';
  field_type: string;
  field_label: string;
}

export interface SubmissionErrors {
  missingLabels: string[];
  invalidEmailLabels: string[];
  captchaWrong: boolean;
}

export interface ValidateOptions {
  /** Label used for a field whose label is empty (SPEC §5); default messages.wrongCheckboxLabel. */
  fallbackLabel?: string;
}

/**
 * Server and client validate a submission the same way: hidden fields are skipped; a required
 * field with an empty value (or a group with nothing chosen) is listed by label; a non-empty
 * `email` field must pass isValidEmail; the captcha (when given) must be right.
 */
export function validateSubmission(
  values: Record<string, string | readonly string[]>,
  fields: readonly FieldDescriptor[],
  hiddenFieldIds: readonly string[],
  captcha?: { first: number; second: number; answer: string },
  options: ValidateOptions = {},
): SubmissionErrors {
  const fallback = options.fallbackLabel ?? DEFAULT_MESSAGES.wrongCheckboxLabel;
  const hidden = new Set(hiddenFieldIds);
  const errors: SubmissionErrors = { missingLabels: [], invalidEmailLabels: [], captchaWrong: false };
  for (const field of fields) {
    if (hidden.has(field.field_id)) continue;
    const value = Object.hasOwn(values, field.field_id) ? (values[field.field_id] ?? '') : '';
    const label = field.field_label.trim() === '' ? fallback : field.field_label.trim();
    if (isEmptyValue(value)) {
      if (field.required_mark === 'required') errors.missingLabels.push(label);
      continue;
    }
    if (field.field_type === 'email') {
      const text = typeof value === 'string' ? value.trim() : value.join(',');
      if (!isValidEmail(text)) errors.invalidEmailLabels.push(label);
    }
  }
  if (captcha) errors.captchaWrong = !isCaptchaCorrect(captcha.first, captcha.second, captcha.answer);
  return errors;
}

/** True when validateSubmission found nothing. */
export function hasErrors(errors: SubmissionErrors): boolean {
  return errors.missingLabels.length > 0 || errors.invalidEmailLabels.length > 0 || errors.captchaWrong;
}

export interface ErrorGroup {
  /** The message (fill message, invalid email, wrong captcha). */
  text: string;
  /** The labels it concerns (may be empty). */
  items: string[];
}

/** The texts to show for `errors`, in display order, from the (localized) message set. */
export function describeErrors(
  errors: SubmissionErrors,
  messages: { fillRequired: string; invalidEmail: string; wrongCaptcha: string } = DEFAULT_MESSAGES,
): ErrorGroup[] {
  const groups: ErrorGroup[] = [];
  if (errors.missingLabels.length > 0) groups.push({ text: messages.fillRequired, items: [...errors.missingLabels] });
  if (errors.invalidEmailLabels.length > 0) groups.push({ text: messages.invalidEmail, items: [...errors.invalidEmailLabels] });
  if (errors.captchaWrong) groups.push({ text: messages.wrongCaptcha, items: [] });
  return groups;
}

/** Reads the `et_pb_contact_email_fields` JSON; throws on anything that is not a descriptor list. */
export function parseFieldDescriptors(json: unknown): FieldDescriptor[] {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      throw new Error('field descriptors are not valid JSON');
    }
  }
  if (!Array.isArray(data)) throw new Error('field descriptors must be a JSON array');
  return data.map((entry: unknown, index): FieldDescriptor => {
    if (!entry || typeof entry !== 'object') throw new Error(`field descriptor ${index + 1} is not an object`);
    const record = entry as Record<string, unknown>;
    const text = (key: string): string => (typeof record[key] === 'string' ? (record[key] as string) : '');
    const fieldId = text('field_id');
    if (fieldId === '') throw new Error(`field descriptor ${index + 1} has no field_id`);
    return {
      field_id: fieldId,
      original_id: text('original_id') || fieldId,
      required_mark: record.required_mark === 'required' ? 'required' : 'not_required',
      field_type: text('field_type') || 'input',
      field_label: text('field_label'),
    };
  });
}

/** Reads the `et_pb_contact_email_hidden_fields` JSON list of ids; throws on other input. */
export function parseHiddenFieldIds(json: unknown): string[] {
  let data = json;
  if (typeof json === 'string') {
    if (json.trim() === '') return [];
    try {
      data = JSON.parse(json);
    } catch {
      throw new Error('hidden field ids are not valid JSON');
    }
  }
  if (!Array.isArray(data) || !data.every((entry) => typeof entry === 'string')) {
    throw new Error('hidden field ids must be a JSON array of strings');
  }
  return data as string[];
}

/** The newsletter payload fields, in the order they are sent (SPEC §3). */
export const NEWSLETTER_PAYLOAD_FIELDS = [
  'action',
  'et_frontend_nonce',
  'et_list_id',
  'et_firstname',
  'et_lastname',
  'et_email',
  'et_provider',
  'et_account',
  'et_ip_address',
  'et_custom_fields',
  'et_hidden_fields',
  'token',
  'et_checksum',
] as const;

/**
 * What `et_checksum` is the SHA-256 (lower-case hex) of: the JSON array of every other payload
 * value in order (a missing one as ''). Page and server compute it from this one definition.
 */
export function newsletterChecksumSource(values: Readonly<Record<string, string | undefined>>): string {
  return JSON.stringify(NEWSLETTER_PAYLOAD_FIELDS.filter((name) => name !== 'et_checksum').map((name) => values[name] ?? ''));
}
