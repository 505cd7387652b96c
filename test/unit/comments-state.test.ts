import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  commentIdFromElementId,
  failureText,
  groupsText,
  INITIAL_SUBMIT_STATE,
  isCommentValid,
  replyTargetId,
  submitReducer,
  validateComment,
  validationMessages,
} from '../../react-core/comments/comments-state';
import { COMMENTS_CRITICAL_CSS } from '../../react-core/comments/critical-css';
import { DEFAULT_MESSAGES, formatMessage } from '../../react-core/runtime/messages';

const LABELS = { comment: 'Comment', author: 'Name', email: 'Email' };

describe('comments: reply targets (WordPress markup)', () => {
  it('reads the comment id of an item id', () => {
    expect(commentIdFromElementId('comment-12')).toBe('12');
    expect(commentIdFromElementId('div-comment-12')).toBeNull();
    expect(commentIdFromElementId('comment-')).toBeNull();
  });

  it('a reply link answers its data-commentid, else replytocom in its href', () => {
    expect(replyTargetId('12', '?replytocom=99#respond')).toBe('12');
    expect(replyTargetId(undefined, '?replytocom=12#respond')).toBe('12');
    expect(replyTargetId('', '/post/?p=3&replytocom=7#respond')).toBe('7');
    expect(replyTargetId('abc', '#respond')).toBeNull();
    expect(replyTargetId(null, '?replytocom=0#respond')).toBeNull();
    expect(replyTargetId(null, null)).toBeNull();
  });
});

describe('comments: validation with the shared form rules', () => {
  it('comment text is required', () => {
    expect(validateComment({ comment: '  ' }).missing).toEqual(['comment']);
    expect(isCommentValid(validateComment({ comment: 'Hello' }))).toBe(true);
  });

  it('name and email are required when the form has those fields', () => {
    const result = validateComment({ comment: 'Hi', author: '', email: '' });
    expect(result.missing).toEqual(['author', 'email']);
    expect(result.invalidEmail).toBe(false);
  });

  it('the email must be valid (isValidEmail, at least 6 characters)', () => {
    expect(validateComment({ comment: 'Hi', author: 'Ann', email: 'ann@' }).invalidEmail).toBe(true);
    expect(validateComment({ comment: 'Hi', author: 'Ann', email: 'a@b.c' }).invalidEmail).toBe(true);
    expect(isCommentValid(validateComment({ comment: 'Hi', author: 'Ann', email: 'ann@example.com' }))).toBe(true);
  });

  it('messages come from the message set, with the field labels', () => {
    const groups = validationMessages({ missing: ['comment', 'email'], invalidEmail: false }, LABELS);
    expect(groups).toEqual([{ text: 'Please, fill in the following fields:', items: ['Comment', 'Email'] }]);
    expect(validationMessages({ missing: [], invalidEmail: true }, LABELS)).toEqual([{ text: 'Invalid email', items: ['Email'] }]);
    expect(groupsText(groups)).toBe('Please, fill in the following fields: Comment, Email');
  });
});

describe('comments: submission state (no double submit)', () => {
  it('a second send while sending is ignored', () => {
    const sending = submitReducer(INITIAL_SUBMIT_STATE, { type: 'send' });
    expect(sending.status).toBe('sending');
    expect(canSubmit(sending)).toBe(false);
    expect(submitReducer(sending, { type: 'send' })).toBe(sending);
    expect(submitReducer(sending, { type: 'invalid', message: 'x' })).toBe(sending);
  });

  it('success and failure end a send; stray results are ignored', () => {
    const sending = submitReducer(INITIAL_SUBMIT_STATE, { type: 'send' });
    expect(submitReducer(sending, { type: 'failure', message: 'Down' })).toEqual({ status: 'error', message: 'Down' });
    expect(submitReducer(sending, { type: 'success', message: '' }).status).toBe('success');
    expect(submitReducer(INITIAL_SUBMIT_STATE, { type: 'success', message: '' })).toBe(INITIAL_SUBMIT_STATE);
    expect(canSubmit(submitReducer(sending, { type: 'failure', message: 'Down' }))).toBe(true);
  });

  it('a failed response shows the server text when it is plain text, else the general message', () => {
    expect(failureText(' Invalid email \n', 'text/plain; charset=utf-8', 'fallback')).toBe('Invalid email');
    expect(failureText('<html>oops</html>', 'text/html', 'fallback')).toBe('fallback');
    expect(failureText('', 'text/plain', 'fallback')).toBe('fallback');
    expect(failureText('x'.repeat(900), 'text/plain', 'f')).toHaveLength(500);
  });
});

describe('comments: messages and critical CSS', () => {
  it('"Replying to {{author}}" is filled with the author', () => {
    expect(formatMessage(DEFAULT_MESSAGES.replyingTo, { author: 'Ann' })).toBe('Replying to Ann');
  });

  it('the critical CSS only applies before the upgrade', () => {
    expect(COMMENTS_CRITICAL_CSS).toMatch(/^pb-comments:not\(\[data-enhanced\],\[data-failed\]\)\{/);
  });
});
