/**
 * Shared DOM helpers for the form elements (contact form, newsletter, comments, search): reading a
 * form's values, the accessible message region, error marks, the busy state while a request is
 * out, and the "keep what was typed" submit helper.
 * Texts always go in through textContent; a server's answer becomes markup only through the
 * shared sanitizer (runtime/sanitize-html.ts).
 */
import { safeNavigationUrl } from '../runtime/safe-resource-url';
import type { ErrorGroup } from './rules';
import type { SubmitOutcome } from './submit-verdict';

/** Controls that carry a value a form submits (buttons and files are not fields). */
export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const SKIPPED_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image', 'file']);

export function isFieldControl(element: Element): element is FieldControl {
  if (element instanceof HTMLInputElement) return !SKIPPED_INPUT_TYPES.has(element.type);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** A field name without the `[]` suffix PHP-style group names carry. */
export function fieldIdOfName(name: string): string {
  return name.endsWith('[]') ? name.slice(0, -2) : name;
}

/**
 * The values of every named control of `form` by field id (the `name` without `[]`): text for
 * single controls, a list for checkbox groups and multiple selects, `''` for an unchosen radio
 * group. Disabled controls count as empty.
 */
export function readFormValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const element of form.elements) {
    if (!isFieldControl(element) || !element.name) continue;
    const id = fieldIdOfName(element.name);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      const list = Array.isArray(values[id]) ? (values[id] as string[]) : [];
      if (element.checked && !element.disabled) list.push(element.value);
      values[id] = list;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked && !element.disabled) values[id] = element.value;
      else values[id] ??= '';
    } else if (element instanceof HTMLSelectElement && element.multiple) {
      values[id] = element.disabled ? [] : [...element.selectedOptions].map((option) => option.value);
    } else {
      values[id] = element.disabled ? '' : element.value;
    }
  }
  return values;
}

let regionCount = 0;

/**
 * The form's message region: the author's `[data-pb-message]` element inside `form`, or one
 * created as the form's first child. It is a `role="alert"` live region, focusable by script, and
 * `hidden` while it holds no message (so it takes no space).
 */
export function ensureMessageRegion(form: HTMLFormElement, idPrefix: string): HTMLElement {
  let region = form.querySelector<HTMLElement>('[data-pb-message]');
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('data-pb-message', '');
    region.className = 'pb-form-message';
    region.hidden = true;
    form.prepend(region);
  }
  if (!region.id) region.id = `${idPrefix}-message-${++regionCount}`;
  region.setAttribute('role', 'alert');
  region.tabIndex = -1;
  return region;
}

/** Shows `groups` (a text, then a list of labels) in the region; textContent only. */
export function showFormMessage(region: HTMLElement, groups: readonly ErrorGroup[], kind: 'error' | 'info' = 'error'): void {
  const nodes: Node[] = [];
  for (const group of groups) {
    const paragraph = document.createElement('p');
    paragraph.textContent = group.text;
    nodes.push(paragraph);
    if (group.items.length > 0) {
      const list = document.createElement('ul');
      for (const item of group.items) {
        const entry = document.createElement('li');
        entry.textContent = item;
        list.append(entry);
      }
      nodes.push(list);
    }
  }
  region.replaceChildren(...nodes);
  region.dataset.kind = kind;
  region.hidden = nodes.length === 0;
}

/** Shows already sanitized nodes (from a server's answer) in the region. */
export function showFormMessageNodes(region: HTMLElement, nodes: readonly Node[], kind: 'error' | 'info' = 'error'): void {
  region.replaceChildren(...nodes);
  region.dataset.kind = kind;
  region.hidden = nodes.length === 0;
}

export function clearFormMessage(region: HTMLElement): void {
  region.replaceChildren();
  region.hidden = true;
  delete region.dataset.kind;
}

/** The class a field's wrapper gets while it is invalid. */
export const FIELD_ERROR_CLASS = 'pb-field-error';

/** Marks a field invalid: class on its wrapper, aria-invalid and aria-describedby on its controls. */
export function markFieldInvalid(wrapper: HTMLElement, controls: readonly FieldControl[], messageId: string): void {
  wrapper.classList.add(FIELD_ERROR_CLASS);
  for (const control of controls) {
    control.setAttribute('aria-invalid', 'true');
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(messageId)) control.setAttribute('aria-describedby', [...described, messageId].join(' '));
  }
}

/** Removes the marks `markFieldInvalid` added (the author's own describedby ids stay). */
export function clearFieldInvalid(wrapper: HTMLElement, controls: readonly FieldControl[], messageId: string): void {
  wrapper.classList.remove(FIELD_ERROR_CLASS);
  for (const control of controls) {
    control.removeAttribute('aria-invalid');
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== messageId);
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}

/** A redirect target only when it is an absolute or relative http(s) URL; otherwise undefined. */
export const safeRedirectUrl = safeNavigationUrl;

/** A request `fetchAnswer` sends: GET without a body, or POST with one. */
export interface AnswerRequest {
  method: 'GET' | 'POST';
  body?: URLSearchParams | FormData;
  /** Milliseconds before the request is given up (`timeout`). */
  timeout: number;
  headers?: Record<string, string>;
  /** Aborts the request from outside (the outcome is then `network`). */
  signal?: AbortSignal;
  /** `same-origin` refuses an answer from (or redirected to) another origin. */
  mode?: RequestMode;
}

/**
 * Sends a request with a timeout (AbortController) and reads the answer as text. It never
 * throws, so whatever the outcome (network failure, timeout, 5xx) the caller keeps what it shows
 * and decides; `judgeSubmission` (submit-verdict.ts) reads the outcome of a form's post.
 */
export async function fetchAnswer(url: string, request: AnswerRequest): Promise<SubmitOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  const abort = (): void => controller.abort();
  if (request.signal?.aborted) abort();
  request.signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, {
      method: request.method,
      ...(request.body ? { body: request.body } : {}),
      credentials: 'same-origin',
      headers: request.headers ?? {},
      signal: controller.signal,
      ...(request.mode ? { mode: request.mode } : {}),
    });
    const html = await response.text();
    return {
      kind: 'response',
      status: response.status,
      ok: response.ok,
      html,
      contentType: response.headers.get('content-type') ?? '',
    };
  } catch (error) {
    if (timedOut) return { kind: 'timeout' };
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
  }
}

/**
 * Where a form posts: its `action` resolved as the browser resolves it. Read through the prototype's
 * getter because a field named "action" (WordPress's `admin-post.php?action=…` pattern) shadows
 * `form.action` with itself.
 */
export function formAddress(form: HTMLFormElement): string {
  return Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'action')!.get!.call(form) as string;
}

/**
 * POSTs `body` to `url` with a timeout. It never touches the form and never throws, so whatever
 * the outcome the visitor's typed values stay in place and the caller can offer a retry.
 */
export function submitKeepingValues(
  url: string,
  body: URLSearchParams | FormData,
  options: { timeout: number; headers?: Record<string, string> },
): Promise<SubmitOutcome> {
  return fetchAnswer(url, { ...options, method: 'POST', body });
}
