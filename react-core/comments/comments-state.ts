/**
 * Pure logic of `<pb-comments>` (SPEC.md §1 "Comments"): reply targets from WordPress markup,
 * validation of the reply form with the shared form rules, and the submit state machine.
 */
import { isEmptyValue, isValidEmail, type ErrorGroup } from '../forms/rules';
import { DEFAULT_MESSAGES, type Messages } from '../runtime/messages';

/** The comment id in `comment-12` (WordPress's id of a comment item), else null. */
export function commentIdFromElementId(id: string): string | null {
  const match = /^comment-(\d+)$/.exec(id);
  return match ? match[1]! : null;
}

/**
 * The comment a reply link answers: its `data-commentid`, else `replytocom` in its `href`
 * (`?replytocom=12#respond`). Null when neither is a positive whole number.
 */
export function replyTargetId(dataCommentId: string | null | undefined, href: string | null | undefined): string | null {
  const fromData = dataCommentId?.trim();
  if (fromData && /^\d+$/.test(fromData) && Number(fromData) > 0) return String(Number(fromData));
  if (!href) return null;
  const query = href.split('#')[0]!.split('?')[1];
  if (query === undefined) return null;
  const value = new URLSearchParams(query).get('replytocom')?.trim();
  return value && /^\d+$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
}

/** The form fields the comments module validates (WordPress names), when the form has them. */
export interface CommentFields {
  comment: string;
  /** Absent when the form has no name field (a logged-in visitor). */
  author?: string;
  email?: string;
}

export interface CommentFieldLabels {
  comment: string;
  author: string;
  email: string;
}

export interface CommentValidation {
  /** Names of the empty required fields, in form order: comment, author, email. */
  missing: Array<keyof CommentFields>;
  /** The email field holds something that is not a valid email. */
  invalidEmail: boolean;
}

/** Comment text is required; name and email too when the form has those fields; the email must be valid. */
export function validateComment(fields: CommentFields): CommentValidation {
  const missing: Array<keyof CommentFields> = [];
  if (isEmptyValue(fields.comment)) missing.push('comment');
  if (fields.author !== undefined && isEmptyValue(fields.author)) missing.push('author');
  if (fields.email !== undefined && isEmptyValue(fields.email)) missing.push('email');
  const invalidEmail = fields.email !== undefined && !isEmptyValue(fields.email) && !isValidEmail(fields.email.trim());
  return { missing, invalidEmail };
}

export function isCommentValid(validation: CommentValidation): boolean {
  return validation.missing.length === 0 && !validation.invalidEmail;
}

/**
 * What to show for an invalid form, from the message set: "Please, fill in the following
 * fields:" with the labels of the empty fields, and "Invalid email" with the email's label
 * (the shared forms' `ErrorGroup`s, shown by `showFormMessage`).
 */
export function validationMessages(
  validation: CommentValidation,
  labels: CommentFieldLabels,
  messages: Pick<Messages, 'fillRequired' | 'invalidEmail'> = DEFAULT_MESSAGES,
): ErrorGroup[] {
  const groups: ErrorGroup[] = [];
  if (validation.missing.length > 0) {
    groups.push({ text: messages.fillRequired, items: validation.missing.map((name) => labels[name]) });
  }
  if (validation.invalidEmail) groups.push({ text: messages.invalidEmail, items: [labels.email] });
  return groups;
}

/** Plain text of error groups (for the event detail): "Text: item, item" per group, one per line. */
export function groupsText(groups: readonly ErrorGroup[]): string {
  return groups.map((group) => (group.items.length > 0 ? `${group.text} ${group.items.join(', ')}` : group.text)).join('\n');
}

/** Submit state: only one submission at a time. */
export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error' | 'invalid';

export interface SubmitState {
  status: SubmitStatus;
  /** The text shown to the visitor (errors); empty when none. */
  message: string;
}

export type SubmitAction =
  | { type: 'invalid'; message: string }
  | { type: 'send' }
  | { type: 'success'; message: string }
  | { type: 'failure'; message: string }
  | { type: 'reset' };

export const INITIAL_SUBMIT_STATE: SubmitState = { status: 'idle', message: '' };

export function submitReducer(state: SubmitState, action: SubmitAction): SubmitState {
  switch (action.type) {
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending', message: '' };
    case 'invalid':
      return state.status === 'sending' ? state : { status: 'invalid', message: action.message };
    case 'success':
      return state.status === 'sending' ? { status: 'success', message: action.message } : state;
    case 'failure':
      return state.status === 'sending' ? { status: 'error', message: action.message } : state;
    case 'reset':
      return INITIAL_SUBMIT_STATE;
  }
}

/** Whether a new submission may start. */
export function canSubmit(state: SubmitState): boolean {
  return state.status !== 'sending';
}

/**
 * The server's own explanation of a refused comment (WordPress and the demo server answer a 4xx
 * with the error as plain text): trimmed, at most 500 characters, shown as text. Undefined for
 * any other answer (an HTML page, an empty body), which gets the general failure message.
 */
export function serverErrorText(body: string, contentType: string | null): string | undefined {
  const isText = (contentType ?? '').toLowerCase().startsWith('text/plain');
  const text = isText ? body.trim() : '';
  return text ? text.slice(0, 500) : undefined;
}
