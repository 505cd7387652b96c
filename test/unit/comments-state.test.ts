// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  commentIdFromElementId,
  groupsText,
  INITIAL_SUBMIT_STATE,
  isCommentValid,
  replyTargetId,
  serverErrorText,
  submitReducer,
  validateComment,
  validationMessages,
} from '../../react-core/comments/comments-state';
import { isRenderedComment } from '../../react-core/comments/comments-structure';
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

  it('a refused comment shows the server\'s plain-text error; any other answer gets the general message', () => {
    expect(serverErrorText(' Invalid email \n', 'text/plain; charset=utf-8')).toBe('Invalid email');
    expect(serverErrorText('<html>oops</html>', 'text/html')).toBeUndefined();
    expect(serverErrorText('', 'text/plain')).toBeUndefined();
    expect(serverErrorText('x'.repeat(900), 'text/plain')).toHaveLength(500);
  });
});

describe('comments: success is proven by the answer (the rendered comment), not by the status', () => {
  it('the one comment item the server renders is the proof', () => {
    // As WordPress's walker and the demo server render it (demo/server/endpoints/comments.mjs).
    const rendered =
      '<li id="comment-7" class="comment depth-1"><article id="div-comment-7" class="comment-body">' +
      '<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">Ann</b> <span class="says">says:</span></div></footer>' +
      '<div class="comment-content"><p>Hi</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=7#respond" data-commentid="7">Reply</a></div>' +
      '</article></li>';
    expect(isRenderedComment(rendered)).toBe(true);
    expect(isRenderedComment('\n <!-- new --> <li id="comment-12" class="comment"><p>Hi</p></li>\n')).toBe(true);
  });

  it('a page, an empty answer, text, or more than the comment is no proof', () => {
    for (const body of [
      '',
      '   ',
      'OK',
      '<!doctype html><html><head><title>Access denied</title></head><body><h1>Request blocked</h1><p>Security check</p></body></html>',
      '<!doctype html><html><body><header>Site</header><ol class="comment-list"><li id="comment-3"></li></ol></body></html>',
      '<li id="comment-x" class="comment"></li>',
      '<li class="comment"><p>Hi</p></li>',
      '<li id="comment-4"></li><li id="comment-5"></li>',
      '<li id="comment-4"></li> and more',
      '{"success":true}',
    ]) {
      expect(isRenderedComment(body), body).toBe(false);
    }
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
