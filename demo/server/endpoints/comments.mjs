/**
 * Comments (SPEC.md §1 "Comments"), the WordPress way: `POST /comments` takes the reply form
 * (`comment_post_ID`, `comment_parent`, `author`, `email`, `url`, `comment`), validates it with
 * the shared form rules and stores it in `comments`. A fetch request (`X-Requested-With:
 * XMLHttpRequest`, sent by `<pb-comments>`) gets the rendered comment as an HTML fragment (201);
 * a plain form post (no JavaScript) is redirected back to the page, at the new comment.
 * Errors: 400 with the error as text (an HTML page with a back link for a plain post), 415 for
 * a body that is not a form. `GET /api/comments?post_id=N` lists a post's stored comments.
 *
 * `GET /community.html` is the demo page rendered as WordPress would: the stored comments of its
 * post are added to the list, and `?replytocom=N` (the reply links without JavaScript) sets the
 * form's `comment_parent` and shows the cancel link.
 *
 * Forged posts are refused with 403 (../forgery-guard.mjs): from another site's page, or without
 * a valid `_wpnonce` (WordPress's nonce field name, `wp_nonce_field()`), the reply form's
 * `<input type="hidden" name="_wpnonce" value="{{pb-nonce:comment}}">`. WordPress itself asks no
 * nonce of anonymous commenters; the reference server does, so a site sees how.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isEmptyValue, isValidEmail } from '../../../dist/server/form-rules.mjs';
import { escapeHtml } from '../escape-html.mjs';
import { fillPageNonces, forgeryProblem, NONCE_NAMES } from '../forgery-guard.mjs';
import { parseFormBody } from '../form-body.mjs';
import { readRequestBody } from '../request-body.mjs';
import { renderPageFile } from '../site-page.mjs';

/** WordPress's column limits. */
export const MAX_COMMENT_LENGTH = 65525;
export const MAX_AUTHOR_LENGTH = 245;
export const MAX_EMAIL_LENGTH = 100;
/** Where a plain post goes back to when its Referer is missing or from another site. */
const DEFAULT_RETURN_PATH = '/community.html';
/** The demo page with comments, and the id of its post. */
const COMMUNITY_PAGE = fileURLToPath(new URL('../../pages/community.html', import.meta.url));
export const DEMO_POST_ID = 42;
/** Where the demo page wants the stored comments (an HTML comment at the end of its list). */
const STORED_COMMENTS_MARKER = '<!-- pb:stored-comments -->';

/** @type {import('../migrations.mjs').Migration[]} */
export const migrations = [
  {
    id: 'comments/001-create-table',
    sql: `
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        post_id INTEGER NOT NULL,
        parent_id INTEGER NOT NULL DEFAULT 0,
        author TEXT NOT NULL,
        email TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
      );
      CREATE INDEX comments_by_post ON comments (post_id, id);
    `,
  },
];

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  { method: 'POST', path: '/comments', handler: postComment },
  { method: 'GET', path: '/api/comments', handler: listComments },
  { method: 'GET', path: '/community.html', handler: renderCommunityPage },
];

/**
 * @typedef {object} StoredComment
 * @property {number} id
 * @property {number} post_id
 * @property {number} parent_id
 * @property {string} author
 * @property {string} email
 * @property {string} content
 * @property {string} created_at
 */

/**
 * The comment as WordPress's default walker renders it (every text escaped; paragraphs from
 * blank lines, line breaks kept).
 * @param {StoredComment} comment
 * @param {number} [depth] 1 for a top-level comment.
 */
export function renderComment(comment, depth = 1) {
  const id = Number(comment.id);
  const postId = Number(comment.post_id);
  const author = escapeHtml(comment.author);
  const paragraphs = comment.content
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
  const date = new Date(`${comment.created_at}`);
  const when = Number.isNaN(date.getTime()) ? escapeHtml(comment.created_at) : date.toISOString();
  const shown = Number.isNaN(date.getTime())
    ? escapeHtml(comment.created_at)
    : date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return (
    `<li id="comment-${id}" class="comment depth-${depth}">` +
    `<article id="div-comment-${id}" class="comment-body">` +
    `<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${author}</b> <span class="says">says:</span></div>` +
    `<div class="comment-metadata"><time datetime="${escapeHtml(when)}">${escapeHtml(shown)} UTC</time></div></footer>` +
    `<div class="comment-content">${paragraphs}</div>` +
    `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond" data-commentid="${id}" ` +
    `data-postid="${postId}" data-belowelement="div-comment-${id}" data-respondelement="respond" ` +
    `data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></div>` +
    `</article></li>`
  );
}

/**
 * @param {string | undefined} value
 * @returns {number | null} A whole number ≥ 0, or null.
 */
function wholeNumber(value) {
  const text = (value ?? '').trim();
  if (!/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

/**
 * Checks a submitted comment; returns the error lines (empty when valid) and the clean values.
 * @param {Record<string, string>} fields
 */
export function validateCommentFields(fields) {
  /** @type {string[]} */
  const errors = [];
  const postId = wholeNumber(fields.comment_post_ID);
  if (postId === null || postId === 0) errors.push('comment_post_ID must be a positive whole number.');
  const parentId = fields.comment_parent === undefined || fields.comment_parent === '' ? 0 : wholeNumber(fields.comment_parent);
  if (parentId === null) errors.push('comment_parent must be a whole number.');
  const comment = fields.comment ?? '';
  const author = (fields.author ?? '').trim();
  const email = (fields.email ?? '').trim();
  /** @type {string[]} */
  const missing = [];
  if (isEmptyValue(comment)) missing.push('Comment');
  if (isEmptyValue(author)) missing.push('Name');
  if (isEmptyValue(email)) missing.push('Email');
  if (missing.length > 0) errors.push(`Please, fill in the following fields: ${missing.join(', ')}`);
  if (!isEmptyValue(email) && !isValidEmail(email)) errors.push('Invalid email');
  if (comment.length > MAX_COMMENT_LENGTH) errors.push(`The comment is too long (at most ${MAX_COMMENT_LENGTH} characters).`);
  if (author.length > MAX_AUTHOR_LENGTH) errors.push(`The name is too long (at most ${MAX_AUTHOR_LENGTH} characters).`);
  if (email.length > MAX_EMAIL_LENGTH) errors.push(`The email is too long (at most ${MAX_EMAIL_LENGTH} characters).`);
  return { errors, values: { postId: postId ?? 0, parentId: parentId ?? 0, author, email, content: comment.trim() } };
}

/** @param {import('node:http').IncomingMessage} req */
function isFetch(req) {
  return String(req.headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
}

/**
 * The same-origin page a plain post came from (path and query, no hash), else the demo page.
 * @param {import('node:http').IncomingMessage} req
 */
function returnPath(req) {
  const referer = req.headers.referer;
  if (!referer) return DEFAULT_RETURN_PATH;
  try {
    const from = new URL(referer);
    if (from.host !== req.headers.host) return DEFAULT_RETURN_PATH;
    from.searchParams.delete('replytocom');
    return `${from.pathname}${from.search}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {string[]} errors
 * @returns {import('../responses.mjs').HandlerResult}
 */
function failure(req, status, errors) {
  if (isFetch(req)) return { status, text: errors.join('\n') };
  const back = escapeHtml(`${returnPath(req)}#respond`);
  return {
    status,
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Comment not posted</title>' +
      '<link rel="stylesheet" href="/assets/site.css"></head><body><main class="wrap"><h1>Your comment was not posted</h1>' +
      errors.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${back}">Back to the page</a> (use your browser's Back button to keep what you typed).</p></main></body></html>`,
  };
}

/** @type {import('../registry.mjs').Route['handler']} */
async function postComment({ req, db }) {
  const { fields } = parseFormBody(req.headers['content-type'], await readRequestBody(req));
  const forged = forgeryProblem(req, db, NONCE_NAMES.comment, fields._wpnonce);
  if (forged) return failure(req, 403, [forged]);
  const { errors, values } = validateCommentFields(fields);
  if (errors.length > 0) return failure(req, 400, errors);
  if (values.parentId > 0) {
    const parent = /** @type {{ post_id: number } | undefined} */ (
      db.prepare('SELECT post_id FROM comments WHERE id = ?').get(values.parentId)
    );
    // Parents that are not stored (the demo page's sample comments) are accepted as they are.
    if (parent && parent.post_id !== values.postId) return failure(req, 400, ['The parent comment belongs to another post.']);
  }
  const result = db
    .prepare(
      `INSERT INTO comments (post_id, parent_id, author, email, content)
       VALUES (@postId, @parentId, @author, @email, @content)`,
    )
    .run(values);
  const comment = /** @type {StoredComment} */ (db.prepare('SELECT * FROM comments WHERE id = ?').get(result.lastInsertRowid));
  if (isFetch(req)) return { status: 201, html: renderComment(comment, values.parentId > 0 ? 2 : 1) };
  return { status: 303, headers: { Location: `${returnPath(req)}#comment-${comment.id}` } };
}

/** @type {import('../registry.mjs').Route['handler']} */
function listComments({ url, db }) {
  const postId = wholeNumber(url.searchParams.get('post_id') ?? undefined);
  if (postId === null || postId === 0) return { status: 400, json: { error: 'post_id must be a positive whole number' } };
  const comments = db
    .prepare('SELECT id, post_id, parent_id, author, content, created_at FROM comments WHERE post_id = ? ORDER BY id')
    .all(postId);
  return { json: { comments } };
}

/**
 * Stored comments as nested threads: replies under their stored parent; the others (top-level
 * comments and replies to the page's sample comments) at the end of the list, oldest first.
 * @param {StoredComment[]} comments
 */
export function renderThreads(comments) {
  const ids = new Set(comments.map((comment) => comment.id));
  /** @type {Map<number, StoredComment[]>} */
  const children = new Map();
  for (const comment of comments) {
    if (!ids.has(comment.parent_id)) continue;
    children.set(comment.parent_id, [...(children.get(comment.parent_id) ?? []), comment]);
  }
  /** @type {(comment: StoredComment, depth: number) => string} */
  const thread = (comment, depth) => {
    const replies = children.get(comment.id) ?? [];
    const item = renderComment(comment, depth);
    if (replies.length === 0) return item;
    const list = `<ol class="children">${replies.map((reply) => thread(reply, depth + 1)).join('')}</ol>`;
    return `${item.slice(0, -'</li>'.length)}${list}</li>`;
  };
  return comments
    .filter((comment) => !ids.has(comment.parent_id))
    .map((comment) => thread(comment, comment.parent_id > 0 ? 2 : 1))
    .join('');
}

/** @type {import('../registry.mjs').Route['handler']} */
function renderCommunityPage({ url, db }) {
  let html = fillPageNonces(renderPageFile(readFileSync(COMMUNITY_PAGE, 'utf8'), '/community.html'), db);
  const comments = /** @type {StoredComment[]} */ (
    db.prepare('SELECT * FROM comments WHERE post_id = ? ORDER BY id').all(DEMO_POST_ID)
  );
  html = html.replace(STORED_COMMENTS_MARKER, () => renderThreads(comments));
  const replyTo = wholeNumber(url.searchParams.get('replytocom') ?? undefined);
  if (replyTo && html.includes(`id="comment-${replyTo}"`)) {
    html = html
      .replace('name="comment_parent" id="comment_parent" value="0"', `name="comment_parent" id="comment_parent" value="${replyTo}"`)
      .replace(/(id="cancel-comment-reply-link"[^>]*?) style="display:none"/, '$1');
  }
  return { html };
}
