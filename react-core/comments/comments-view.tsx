/**
 * The comments view: moves the author's WordPress reply form under the comment being answered
 * (and back), validates it with the shared form rules, sends it with fetch and inserts the
 * comment fragment the server answers. Without JavaScript the reply links and the form work as
 * in WordPress (`?replytocom=…`, a normal POST).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { ContentWithStatus } from '../element/content-with-status';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement, useEventListener } from '../element/hooks';
import {
  clearFieldInvalid,
  clearFormMessage,
  ensureMessageRegion,
  formAddress,
  markFieldInvalid,
  showFormMessage,
  submitKeepingValues,
} from '../forms/form-dom';
import { markFormBusy } from '../forms/busy-form';
import type { ErrorGroup } from '../forms/rules';
import { judgeSubmission } from '../forms/submit-verdict';
import { formatMessage } from '../runtime/messages';
import { getPageConfig } from '../runtime/page-config';
import { sanitizeHtml } from '../runtime/sanitize-html';
import type { commentsAttributes } from './comments-attributes';
import {
  canSubmit,
  groupsText,
  INITIAL_SUBMIT_STATE,
  isCommentValid,
  replyTargetId,
  serverErrorText,
  submitReducer,
  validateComment,
  validationMessages,
  type CommentFields,
  type SubmitAction,
  type SubmitState,
} from './comments-state';
import {
  commentAuthor,
  findComment,
  isRenderedComment,
  listFor,
  readCommentsParts,
  replyAnchor,
  type CommentsParts,
} from './comments-structure';

export const TAG = 'pb-comments';

export interface CommentSubmitDetail {
  /** `invalid` (not sent), `success` (stored and inserted) or `error` (kept in the form). */
  status: 'invalid' | 'success' | 'error';
  /** The `comment_parent` sent: `"0"` for a new comment. */
  parentId: string;
  /** The text shown to the visitor for `invalid` and `error`. */
  message: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-comment-submit': CustomEvent<CommentSubmitDetail>;
  }
}

interface ReplyPlace {
  parent: Node;
  next: Node | null;
}

function fieldOf(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

function labelOf(field: HTMLInputElement | HTMLTextAreaElement | null, fallback: string): string {
  const text = field?.labels?.[0]?.textContent?.replace(/[*\s]+$/, '').replace(/\s+/g, ' ').trim();
  return text || fallback;
}

/** The reply link of a comment (its own, not one of its replies'). */
function linkTo(comment: HTMLElement, id: string): HTMLElement | null {
  return (
    [...comment.querySelectorAll<HTMLElement>('.comment-reply-link')].find(
      (link) => replyTargetId(link.dataset.commentid, link.getAttribute('href')) === id,
    ) ?? null
  );
}

export function CommentsView({ host, attributes }: ElementViewProps<typeof commentsAttributes>) {
  const childrenVersion = useChildrenVersion(host);
  const previousParts = useRef<CommentsParts | null>(null);
  // The same nodes keep the same object: moving the reply form (a change of the children) must
  // not rebuild the error box or forget what is going on.
  const parts = useMemo(() => {
    const found = readCommentsParts(host, TAG);
    const previous = previousParts.current;
    const same =
      found && previous && (Object.keys(found) as Array<keyof CommentsParts>).every((key) => found[key] === previous[key]);
    previousParts.current = same ? previous : found;
    return previousParts.current;
  }, [host, childrenVersion]);
  const [announcement, announce] = useAnnouncement();
  const home = useRef<ReplyPlace | null>(null);
  const replyLink = useRef<HTMLElement | null>(null);
  const submit = useRef<SubmitState>(INITIAL_SUBMIT_STATE);
  const errorBox = useRef<HTMLElement | null>(null);


  const dispatch = (action: SubmitAction): SubmitState => {
    submit.current = submitReducer(submit.current, action);
    return submit.current;
  };

  // Remembers where the reply form lives, hides the cancel link, and adds the error box.
  useLayoutEffect(() => {
    if (!parts) return;
    const { respond, form, parentInput, cancelLink } = parts;
    home.current ??= { parent: respond.parentNode!, next: respond.nextSibling };
    // A page rendered for `?replytocom=N` (no-JavaScript reply) starts with the reply open.
    const replyingTo = parentInput.value !== '' && parentInput.value !== '0' ? parentInput.value : null;
    const comment = replyingTo ? findComment(host, replyingTo) : null;
    const link = comment ? linkTo(comment, replyingTo!) : null;
    if (comment && link && !replyLink.current) {
      replyAnchor(comment, link).after(respond);
      replyLink.current = link;
    }
    if (cancelLink) cancelLink.style.display = replyingTo ? '' : 'none';
    const authorRegion = form.querySelector('[data-pb-message]');
    const region = ensureMessageRegion(form, TAG);
    errorBox.current = region;
    const hadNoValidate = form.noValidate;
    // The element's own messages replace the browser's bubbles.
    if (attributes.ajax) form.noValidate = true;
    return () => {
      if (!authorRegion) region.remove();
      else clearFormMessage(region);
      form.noValidate = hadNoValidate;
    };
  }, [parts, attributes.ajax]);

  const showError = (groups: readonly ErrorGroup[]): void => {
    const region = errorBox.current;
    if (!region) return;
    if (groups.length === 0) clearFormMessage(region);
    else showFormMessage(region, groups);
  };

  const startReply = (link: HTMLElement, id: string, current: CommentsParts): void => {
    const comment = findComment(host, id);
    if (!comment) return;
    replyAnchor(comment, link).after(current.respond);
    current.parentInput.value = id;
    if (current.cancelLink) current.cancelLink.style.display = '';
    replyLink.current = link;
    announce(formatMessage(getPageConfig().messages.replyingTo, { author: commentAuthor(comment, link) }));
    (current.textarea ?? current.form.querySelector<HTMLElement>('input:not([type=hidden]), textarea'))?.focus();
  };

  /** Puts the reply form back in its place; `focusLink` returns the focus to the reply link. */
  const endReply = (current: CommentsParts, focusLink: boolean): void => {
    const place = home.current;
    if (place && current.respond.parentNode !== place.parent) {
      place.parent.insertBefore(current.respond, place.next && place.next.parentNode === place.parent ? place.next : null);
    }
    current.parentInput.value = '0';
    if (current.cancelLink) current.cancelLink.style.display = 'none';
    const link = replyLink.current;
    replyLink.current = null;
    if (focusLink && link?.isConnected) link.focus();
  };

  useEventListener(host, 'click', (event) => {
    if (!parts || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const cancel = target?.closest('#cancel-comment-reply-link');
    if (cancel && parts.cancelLink === cancel) {
      event.preventDefault();
      endReply(parts, true);
      announce(getPageConfig().messages.replyCancelled);
      return;
    }
    const link = target?.closest<HTMLElement>('.comment-reply-link');
    if (!link || !host.contains(link)) return;
    const id = replyTargetId(link.dataset.commentid, link.getAttribute('href'));
    if (!id || !findComment(host, id)) return;
    event.preventDefault();
    startReply(link, id, parts);
  }, TAG);

  useEventListener(host, 'keydown', (event) => {
    // Escape in the reply form cancels the reply, as the cancel link does.
    if (!parts || event.key !== 'Escape' || parts.parentInput.value === '0' || !(event.target instanceof Node)) return;
    if (!parts.form.contains(event.target)) return;
    event.preventDefault();
    endReply(parts, true);
    announce(getPageConfig().messages.replyCancelled);
  }, TAG);

  useEventListener(host, 'submit', (event) => {
    if (!parts || event.target !== parts.form || !attributes.ajax) return;
    // Only a same-origin form is sent with fetch (its answer becomes markup); others post normally.
    if (new URL(formAddress(parts.form)).origin !== location.origin) return;
    event.preventDefault();
    if (!canSubmit(submit.current)) return;
    const { form, parentInput } = parts;
    const commentField = fieldOf(form, 'comment') ?? parts.textarea;
    const authorField = fieldOf(form, 'author');
    const emailField = fieldOf(form, 'email');
    const fields: CommentFields = {
      comment: commentField?.value ?? '',
      ...(authorField ? { author: authorField.value } : {}),
      ...(emailField ? { email: emailField.value } : {}),
    };
    const validation = validateComment(fields);
    const parentId = parentInput.value || '0';
    const messageId = errorBox.current?.id ?? '';
    for (const [name, field] of [['comment', commentField], ['author', authorField], ['email', emailField]] as const) {
      if (!field) continue;
      const invalid = validation.missing.includes(name) || (name === 'email' && validation.invalidEmail);
      const wrapper = field.parentElement ?? form;
      if (invalid) markFieldInvalid(wrapper, [field], messageId);
      else clearFieldInvalid(wrapper, [field], messageId);
    }
    if (!isCommentValid(validation)) {
      const messages = getPageConfig().messages;
      const groups = validationMessages(
        validation,
        { comment: labelOf(commentField, 'Comment'), author: labelOf(authorField, 'Name'), email: labelOf(emailField, 'Email') },
        messages,
      );
      const text = groupsText(groups);
      dispatch({ type: 'invalid', message: text });
      showError(groups);
      const first = validation.missing[0] ?? 'email';
      ({ comment: commentField, author: authorField, email: emailField })[first]?.focus();
      emit(host, 'pb-comment-submit', { status: 'invalid', parentId, message: text });
      return;
    }
    void send(parts, parentId, event.submitter);
  }, TAG);

  const send = async (current: CommentsParts, parentId: string, submitter: HTMLElement | null): Promise<void> => {
    const { form } = current;
    dispatch({ type: 'send' });
    showError([]);
    const unmarkBusy = markFormBusy(form, submitter);
    announce(getPageConfig().messages.commentSending);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
    const outcome = await submitKeepingValues(formAddress(form), body, {
      timeout: attributes.timeout,
      headers: { Accept: 'text/html', 'X-Requested-With': 'XMLHttpRequest' },
    });
    unmarkBusy();
    const verdict = judgeSubmission(outcome, {
      success: (answer) => (isRenderedComment(answer.html) ? answer.html : undefined),
      rejection: (answer) => (answer.status >= 400 ? serverErrorText(answer.html, answer.contentType) : undefined),
    });
    if (verdict.kind !== 'success') {
      const messages = getPageConfig().messages;
      const failure =
        verdict.kind === 'rejected'
          ? verdict.rejection
          : verdict.reason === 'unconfirmed'
            ? messages.commentUnconfirmed
            : messages.commentFailed;
      dispatch({ type: 'failure', message: failure });
      announce('');
      showError([{ text: failure, items: [] }]);
      emit(host, 'pb-comment-submit', { status: 'error', parentId, message: failure });
      return;
    }
    // The server's rendered comment, cut down to the comment markup (no style, no form, no image
    // from another origin) by the shared sanitizer before it is adopted.
    const nodes = [...sanitizeHtml(verdict.success, 'comment').childNodes];
    const inserted = nodes.find((node): node is HTMLElement => node instanceof HTMLElement);
    endReply(current, false);
    listFor(host, parentId, current.respond).append(...nodes);
    form.reset();
    current.parentInput.value = '0';
    dispatch({ type: 'success', message: '' });
    dispatch({ type: 'reset' });
    if (inserted instanceof HTMLElement) {
      if (!inserted.hasAttribute('tabindex')) inserted.tabIndex = -1;
      inserted.focus();
    }
    announce(getPageConfig().messages.commentPosted);
    emit(host, 'pb-comment-submit', { status: 'success', parentId, message: '' });
  };

  return <ContentWithStatus announcement={announcement} />;
}
