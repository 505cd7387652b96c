/**
 * Reads a `<pb-contact-form>`'s light DOM: the author's `<form>`, its fields (grouped by name,
 * each with its wrapper, label, required mark, type and conditional-logic rules) and the captcha.
 */
import { fieldIdOfName, isFieldControl, type FieldControl } from '../forms/form-dom';
import {
  parseConditionRelation,
  parseConditionRules,
  type ConditionRelation,
  type ConditionRule,
  type FieldDescriptor,
} from '../forms/rules';
import { warnOnce } from '../runtime/warn';

/** Field names the element handles itself (never listed as contact fields). */
export const CAPTCHA_ANSWER_NAME = 'pb_captcha';
export const CAPTCHA_FIRST_NAME = 'pb_captcha_first';
export const CAPTCHA_SECOND_NAME = 'pb_captcha_second';
export const CONTAINER_FIELD_NAME = 'pb_contact_form';
export const FIELDS_FIELD_NAME = 'et_pb_contact_email_fields';
export const HIDDEN_FIELDS_FIELD_NAME = 'et_pb_contact_email_hidden_fields';
export const TOKEN_FIELD_NAME = 'token';

const RESERVED = new Set([
  CAPTCHA_ANSWER_NAME,
  CAPTCHA_FIRST_NAME,
  CAPTCHA_SECOND_NAME,
  CONTAINER_FIELD_NAME,
  FIELDS_FIELD_NAME,
  HIDDEN_FIELDS_FIELD_NAME,
  TOKEN_FIELD_NAME,
]);

export interface ContactField {
  descriptor: FieldDescriptor;
  wrapper: HTMLElement;
  controls: FieldControl[];
  rules: ConditionRule[];
  relation: ConditionRelation;
}

export interface CaptchaParts {
  wrapper: HTMLElement;
  answer: HTMLInputElement;
  first: number;
  second: number;
}

function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').replace(/\s*\*\s*$/, '').trim();
}

function fieldType(control: FieldControl): string {
  if (control instanceof HTMLSelectElement) return 'select';
  if (control instanceof HTMLTextAreaElement) return 'text';
  if (control.type === 'email') return 'email';
  if (control.type === 'checkbox') return 'checkbox';
  if (control.type === 'radio') return 'radio';
  return 'input';
}

function labelOf(wrapper: HTMLElement, controls: FieldControl[]): string {
  if (wrapper.dataset.label !== undefined) return wrapper.dataset.label.trim();
  if (wrapper instanceof HTMLFieldSetElement) return textOf(wrapper.querySelector('legend'));
  const first = controls[0];
  const grouped = controls.length > 1 || first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox');
  if (grouped) {
    const legend = wrapper.querySelector('legend, [data-label]');
    if (legend) return textOf(legend);
  }
  const label = first?.labels?.[0];
  if (label) return textOf(label);
  return first?.getAttribute('aria-label')?.trim() ?? '';
}

function readRules(tag: string, id: string, wrapper: HTMLElement): { rules: ConditionRule[]; relation: ConditionRelation } {
  const raw = wrapper.getAttribute('data-conditions');
  const relation = parseConditionRelation(wrapper.getAttribute('data-condition-relation'));
  if (raw === null || raw.trim() === '') return { rules: [], relation };
  try {
    return { rules: parseConditionRules(raw), relation };
  } catch (error) {
    warnOnce(tag, `field "${id}": attribute "data-conditions": ${(error as Error).message}; the field is always shown.`);
    return { rules: [], relation };
  }
}

/** The author's form inside the element (the first one). */
export function findForm(host: HTMLElement): HTMLFormElement | null {
  return host.querySelector('form');
}

/** Every contact field of `form`, in document order, one per field id. */
export function readContactFields(tag: string, form: HTMLFormElement): ContactField[] {
  const byId = new Map<string, ContactField>();
  for (const element of form.elements) {
    if (!isFieldControl(element) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    const id = fieldIdOfName(element.name);
    if (RESERVED.has(id) || element.closest('[data-captcha]')) continue;
    const existing = byId.get(id);
    if (existing) {
      existing.controls.push(element);
      continue;
    }
    const wrapper = element.closest<HTMLElement>('[data-field]') ?? element.parentElement ?? form;
    byId.set(id, {
      descriptor: {
        field_id: id,
        original_id: wrapper.dataset.field?.trim() || id,
        required_mark: 'not_required',
        field_type: fieldType(element),
        field_label: '',
      },
      wrapper,
      controls: [element],
      ...readRules(tag, id, wrapper),
    });
  }
  const fields = [...byId.values()];
  for (const field of fields) {
    const required = field.wrapper.hasAttribute('data-required') || field.controls.some((control) => control.required);
    field.descriptor.required_mark = required ? 'required' : 'not_required';
    field.descriptor.field_label = labelOf(field.wrapper, field.controls);
  }
  return fields;
}

function readOperand(form: HTMLFormElement, name: string, textSelector: string): number {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const text = input?.value ?? form.querySelector(textSelector)?.textContent ?? '';
  const number = Number.parseInt(text.trim(), 10);
  return Number.isNaN(number) ? 0 : number;
}

/** The arithmetic captcha (`[data-captcha]` wrapper with the `pb_captcha` answer input), if any. */
export function readCaptcha(form: HTMLFormElement): CaptchaParts | undefined {
  const wrapper = form.querySelector<HTMLElement>('[data-captcha]');
  if (!wrapper) return undefined;
  const answer =
    wrapper.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_ANSWER_NAME}"]`) ??
    wrapper.querySelector<HTMLInputElement>('input:not([type=hidden])');
  if (!answer) return undefined;
  return {
    wrapper,
    answer,
    first: readOperand(form, CAPTCHA_FIRST_NAME, '[data-captcha-first]'),
    second: readOperand(form, CAPTCHA_SECOND_NAME, '[data-captcha-second]'),
  };
}

/** Shows new operands (hidden inputs and the visible numbers) and clears the answer. */
export function writeCaptcha(form: HTMLFormElement, captcha: CaptchaParts, [first, second]: [number, number]): void {
  const set = (name: string, selector: string, value: number): void => {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input) input.value = String(value);
    for (const text of form.querySelectorAll(selector)) text.textContent = String(value);
  };
  set(CAPTCHA_FIRST_NAME, '[data-captcha-first]', first);
  set(CAPTCHA_SECOND_NAME, '[data-captcha-second]', second);
  captcha.answer.value = '';
}

/** Hides (hidden + disabled, so the browser neither validates nor submits it) or shows a field. */
export function setFieldShown(field: ContactField, shown: boolean): boolean {
  if (field.wrapper.hidden === !shown) return false;
  field.wrapper.hidden = !shown;
  field.wrapper.toggleAttribute('data-pb-condition-hidden', !shown);
  for (const control of field.controls) {
    if (!shown && !control.disabled) {
      control.disabled = true;
      control.setAttribute('data-pb-condition-disabled', '');
    } else if (shown && control.hasAttribute('data-pb-condition-disabled')) {
      control.disabled = false;
      control.removeAttribute('data-pb-condition-disabled');
    }
  }
  return true;
}
