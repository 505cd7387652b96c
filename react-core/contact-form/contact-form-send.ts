/**
 * The sending half of a contact form's submit (SPEC.md §7 "Contact form submit"): the fetch and
 * the verdict on its answer, with the server's result container sanitized. Its own chunk,
 * imported at the first valid submit (and prefetched with the module, docs/loading.md), so a
 * first submit with fields missing, the usual first tap, evaluates no sanitizer and no network code.
 */
import { formAddress, submitKeepingValues } from '../forms/form-dom';
import { isHtmlAnswer, judgeSubmission, type SubmitAnswer, type SubmitVerdict } from '../forms/submit-verdict';
import { getPageConfig } from '../runtime/page-config';
import { sanitizedContainerChildren } from '../runtime/sanitize-html';
import { CONTAINER_FIELD_NAME, FIELDS_FIELD_NAME, HIDDEN_FIELDS_FIELD_NAME, TOKEN_FIELD_NAME, type ContactField } from './contact-form-structure';

/** Request header that asks the server for the result fragment instead of a full page. */
export const FRAGMENT_HEADER = 'X-PB-Fragment';

/** Success: the result's nodes; rejected: the server's explanation's nodes. */
export type ContactVerdict = SubmitVerdict<Node[], Node[]>;

export interface ContactSubmission {
  form: HTMLFormElement;
  /** The element's id: the server's result container and the posted container field. */
  baseId: string;
  fields: readonly ContactField[];
  hiddenFields: string[];
  timeout: number;
}

/** Posts a valid form and reads the answer by the forms' one rule (submit-verdict.ts). */
export async function sendContactForm({ form, baseId, fields, hiddenFields, timeout }: ContactSubmission): Promise<ContactVerdict> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  body.set(FIELDS_FIELD_NAME, JSON.stringify(fields.map((field) => field.descriptor)));
  body.set(HIDDEN_FIELDS_FIELD_NAME, JSON.stringify(hiddenFields));
  body.set(CONTAINER_FIELD_NAME, baseId);
  if (!body.get(TOKEN_FIELD_NAME)) {
    const token = getPageConfig().nonces.contact_form ?? '';
    if (token) body.set(TOKEN_FIELD_NAME, token);
  }
  const outcome = await submitKeepingValues(formAddress(form), body, { timeout, headers: { [FRAGMENT_HEADER]: '1' } });

  // Success is the result container the server rendered for this form; a 4xx may explain
  // itself in that container; anything else keeps the form as it is.
  // Only text-level markup of the answer's container is kept (no image, style, form or control).
  const containerNodes = (answer: SubmitAnswer): Node[] | undefined =>
    isHtmlAnswer(answer) ? sanitizedContainerChildren(answer.html, baseId, 'contact-result') : undefined;
  return judgeSubmission(outcome, {
    success: containerNodes,
    rejection: (answer) => {
      const explained = answer.status >= 400 ? containerNodes(answer) : undefined;
      return explained && explained.length > 0 ? explained : undefined;
    },
  });
}
