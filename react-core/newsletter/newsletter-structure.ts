/**
 * Reads the author's `<form>` inside `<pb-newsletter>`: the name and email inputs, the custom
 * fields, the submit button, and the hidden inputs the builder renders (ip address, token).
 * Shows per-field errors next to the author's controls (text only, linked with
 * aria-describedby) and removes them again, and applies the custom fields' conditional logic.
 */
import { isFieldVisible, parseConditionRelation, parseConditionRules, type ConditionRelation, type ConditionRule } from '../forms/rules';
import { warnOnce } from '../runtime/warn';
import type { FieldKind, NewsletterField, FieldProblem } from './newsletter-payload';
import { PAYLOAD_FIELDS } from './newsletter-payload';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Names of the fixed fields; the builder's own `et_pb_signup_*` names are accepted too. */
const FIXED_NAMES: Record<string, Exclude<FieldKind, 'custom'>> = {
  et_firstname: 'firstname',
  et_pb_signup_firstname: 'firstname',
  et_lastname: 'lastname',
  et_pb_signup_lastname: 'lastname',
  et_email: 'email',
  et_pb_signup_email: 'email',
};
const FIXED_IDS: Record<Exclude<FieldKind, 'custom'>, string> = {
  firstname: 'et_firstname',
  lastname: 'et_lastname',
  email: 'et_email',
};
const RESERVED = new Set<string>([...PAYLOAD_FIELDS, 'et_pb_signup_ipaddress']);
const NOT_FIELDS = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);
export const ERROR_CLASS = 'pb-newsletter__error';
const ERROR_ID_PREFIX = 'pb-newsletter-error-';
let nextErrorId = 0;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

export function formControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(isControl).filter((control) => control.name !== '' && !NOT_FIELDS.has(control.type));
}

/** The element that groups one field's controls: `[data-field-id]`, a `<fieldset>`, or the control itself. */
function fieldContainer(control: Control, form: HTMLFormElement): Element {
  const container = control.closest('[data-field-id], fieldset');
  return container && form.contains(container) && container !== form ? container : control;
}

function customFieldId(control: Control, form: HTMLFormElement): string {
  const container = control.closest<HTMLElement>('[data-field-id]');
  if (container && form.contains(container) && container.dataset.fieldId) return container.dataset.fieldId;
  return control.name.replace(/\[\]$/, '');
}

function textOf(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function labelOf(controls: readonly Control[], container: Element): string {
  if (container instanceof HTMLElement && container.dataset.label) return container.dataset.label.trim();
  if (container instanceof HTMLFieldSetElement) {
    const legend = container.querySelector(':scope > legend');
    if (legend) return textOf(legend);
  }
  const first = controls[0]!;
  if (controls.length === 1 || (first.type !== 'checkbox' && first.type !== 'radio')) {
    const label = first.labels?.[0];
    if (label) return textOf(label);
  }
  return first.getAttribute('aria-label')?.trim() || first.getAttribute('placeholder')?.trim() || '';
}

function isHidden(controls: readonly Control[], form: HTMLFormElement): boolean {
  return controls.every((control) => {
    const hiddenAncestor = control.closest('[hidden], [data-pb-hidden], [aria-hidden="true"]');
    if (hiddenAncestor && form.contains(hiddenAncestor)) return true;
    return control.getClientRects().length === 0;
  });
}

function valueOf(controls: readonly Control[]): string | string[] {
  const first = controls[0]!;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    return controls.filter((control) => (control as HTMLInputElement).checked).map((control) => control.value);
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return (controls.find((control) => (control as HTMLInputElement).checked) as HTMLInputElement | undefined)?.value ?? '';
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return [...first.selectedOptions].map((option) => option.value);
  }
  return first.value;
}

function nativeMessage(controls: readonly Control[]): string {
  for (const control of controls) {
    if (!control.willValidate) continue;
    if (!control.checkValidity()) return control.validationMessage;
  }
  return '';
}

export interface FieldHandle {
  field: NewsletterField;
  controls: Control[];
  container: Element;
}

/** Every field of the form, in form order (one entry per checkbox or radio group). */
export function readFields(form: HTMLFormElement): FieldHandle[] {
  const groups = new Map<string, { kind: FieldKind; controls: Control[] }>();
  for (const control of formControls(form)) {
    const fixed = FIXED_NAMES[control.name];
    if (!fixed && RESERVED.has(control.name)) continue;
    const id = fixed ? FIXED_IDS[fixed] : customFieldId(control, form);
    const group = groups.get(id) ?? { kind: fixed ?? 'custom', controls: [] };
    group.controls.push(control);
    groups.set(id, group);
  }
  return [...groups].map(([id, { kind, controls }]) => {
    const first = controls[0]!;
    const container = fieldContainer(first, form);
    const declaredType = container instanceof HTMLElement ? container.dataset.fieldType : undefined;
    const type = declaredType || (first instanceof HTMLSelectElement ? 'select' : first.type || 'text');
    const required =
      controls.some((control) => control.required || control.getAttribute('aria-required') === 'true') ||
      (container instanceof HTMLElement && (container.hasAttribute('data-required') || container.getAttribute('aria-required') === 'true'));
    return {
      controls,
      container,
      field: {
        id,
        kind,
        label: labelOf(controls, container),
        type,
        required,
        hidden: isHidden(controls, form),
        value: valueOf(controls),
        nativeMessage: nativeMessage(controls),
      },
    };
  });
}

/** The value of a hidden input the builder renders in the form ('' when absent). */
export function hiddenValue(form: HTMLFormElement, ...names: string[]): string {
  for (const name of names) {
    const input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
    if (input) return input.value;
  }
  return '';
}

function splitIds(value: string | null): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}

/** Removes every error this module added to the form and the ARIA that pointed to them. */
export function clearFieldErrors(form: HTMLFormElement): void {
  for (const error of form.querySelectorAll(`.${ERROR_CLASS}`)) {
    for (const control of form.querySelectorAll(`[aria-describedby~="${error.id}"]`)) {
      const ids = splitIds(control.getAttribute('aria-describedby')).filter((id) => id !== error.id);
      if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
      else control.removeAttribute('aria-describedby');
    }
    error.remove();
  }
  for (const control of form.querySelectorAll('[data-pb-invalid]')) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('data-pb-invalid');
  }
}

/**
 * Marks each invalid field: `aria-invalid="true"` on its controls and a text message after the
 * field, referenced by `aria-describedby`. Returns the first invalid control (to focus).
 */
export function showFieldErrors(form: HTMLFormElement, handles: readonly FieldHandle[], problems: readonly FieldProblem[]): Control | null {
  clearFieldErrors(form);
  let first: Control | null = null;
  for (const problem of problems) {
    const handle = handles.find((candidate) => candidate.field.id === problem.id);
    if (!handle) continue;
    const error = document.createElement('span');
    error.className = ERROR_CLASS;
    error.id = `${ERROR_ID_PREFIX}${(nextErrorId += 1)}`;
    error.textContent = problem.message;
    const control = handle.controls[0]!;
    if (handle.container !== control) handle.container.append(error);
    else (control.closest('label') ?? control).after(error);
    for (const control of handle.controls) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('data-pb-invalid', '');
      control.setAttribute('aria-describedby', [...splitIds(control.getAttribute('aria-describedby')), error.id].join(' '));
    }
    first ??= handle.controls[0]!;
  }
  return first;
}

interface ConditionalWrapper {
  wrapper: HTMLElement;
  rules: ConditionRule[];
  relation: ConditionRelation;
}

/**
 * The custom-field wrappers with conditional logic: `data-conditions` (the builder's rule JSON,
 * `[[fieldId, operator, value], …]`) and `data-condition-relation` (`all` by default, or `any`),
 * the same markup as `<pb-contact-form>`. Malformed rules: one warning, the field always shown.
 */
function conditionalWrappers(form: HTMLFormElement, tag: string): ConditionalWrapper[] {
  return [...form.querySelectorAll<HTMLElement>('[data-field-id][data-conditions]')].flatMap((wrapper) => {
    try {
      const rules = parseConditionRules(wrapper.getAttribute('data-conditions') ?? '[]');
      return [{ wrapper, rules, relation: parseConditionRelation(wrapper.getAttribute('data-condition-relation')) }];
    } catch (error) {
      warnOnce(tag, `field "${wrapper.dataset.fieldId}": attribute "data-conditions": ${(error as Error).message}; the field is always shown.`);
      return [];
    }
  });
}

/**
 * SPEC §5 conditional logic: shows or hides (`hidden`) each governed custom field until nothing
 * changes; a hidden field counts as empty for the others. Returns whether anything changed.
 */
export function applyConditions(form: HTMLFormElement, tag: string): boolean {
  const governed = conditionalWrappers(form, tag);
  let changedAny = false;
  for (let pass = 0; pass <= governed.length; pass += 1) {
    const values = new Map(readFields(form).map(({ field }) => [field.id, field.hidden ? '' : field.value]));
    let changed = false;
    for (const { wrapper, rules, relation } of governed) {
      const shown = isFieldVisible(rules, relation, (id) => values.get(id) ?? '');
      if (wrapper.hidden === !shown) continue;
      wrapper.hidden = !shown;
      changed = true;
    }
    if (!changed) break;
    changedAny = true;
  }
  return changedAny;
}
