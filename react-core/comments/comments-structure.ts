/**
 * Finds the WordPress comment markup inside `<pb-comments>`: the comment list (`.comment-list`),
 * the `#respond` container with `form#commentform`, its `comment_parent` field, its textarea and
 * `#cancel-comment-reply-link`.
 */
import { warnOnce } from '../runtime/warn';
import { commentIdFromElementId } from './comments-state';

export interface CommentsParts {
  respond: HTMLElement;
  form: HTMLFormElement;
  parentInput: HTMLInputElement;
  textarea: HTMLTextAreaElement | null;
  cancelLink: HTMLAnchorElement | null;
}

export function readCommentsParts(host: HTMLElement, tag: string): CommentsParts | null {
  const respond = host.querySelector<HTMLElement>('#respond, .comment-respond');
  const form = respond?.querySelector('form') ?? null;
  if (!respond || !form) {
    warnOnce(tag, 'no reply form: add <div id="respond"> holding <form id="commentform">; reply links stay plain links');
    return null;
  }
  const parentInput = form.querySelector<HTMLInputElement>('input[name=comment_parent]');
  if (!parentInput) {
    warnOnce(tag, 'the reply form has no <input type="hidden" name="comment_parent">: replies are posted as new comments');
    return null;
  }
  return {
    respond,
    form,
    parentInput,
    textarea: form.querySelector<HTMLTextAreaElement>('textarea[name=comment]') ?? form.querySelector('textarea'),
    cancelLink: respond.querySelector<HTMLAnchorElement>('#cancel-comment-reply-link'),
  };
}

/** The `.comment` item with the given comment id (`#comment-12`) inside the host. */
export function findComment(host: HTMLElement, id: string): HTMLElement | null {
  return host.querySelector<HTMLElement>(`#comment-${CSS.escape(id)}`);
}

/** The comment author's name: `.comment-author .fn` (WordPress), else the reply link's `data-replyto`. */
export function commentAuthor(comment: HTMLElement | null, link: HTMLElement): string {
  const name = comment?.querySelector('.comment-author .fn, .fn')?.textContent?.replace(/\s+/g, ' ').trim();
  if (name) return name;
  return (link.dataset.replyto ?? '').replace(/^Reply to\s+/i, '').trim();
}

/** The element the reply form goes after: the link's `data-belowelement`, else the comment's body. */
export function replyAnchor(comment: HTMLElement, link: HTMLElement): HTMLElement {
  const below = link.dataset.belowelement;
  const byId = below ? comment.ownerDocument.getElementById(below) : null;
  if (byId && comment.contains(byId)) return byId;
  return comment.querySelector<HTMLElement>(':scope > article, :scope > .comment-body') ?? link;
}

/** The list a new comment goes into: the parent's `.children` list (made if missing), else the comment list. */
export function listFor(host: HTMLElement, parentId: string, respond: HTMLElement): HTMLElement {
  const parent = parentId !== '0' ? findComment(host, parentId) : null;
  if (parent) {
    const existing = parent.querySelector<HTMLElement>(':scope > .children');
    if (existing) return existing;
    const children = document.createElement('ol');
    children.className = 'children';
    parent.append(children);
    return children;
  }
  const list = host.querySelector<HTMLElement>('.comment-list');
  if (list) return list;
  const created = document.createElement('ol');
  created.className = 'comment-list';
  respond.before(created);
  return created;
}

/**
 * Whether a server's answer proves the comment was stored: it is the one comment item the server
 * rendered for it (WordPress's walker and the demo server: `<li id="comment-N" class="comment">`),
 * alone but for whitespace and HTML comments. A page (a proxy's, a security plugin's, a login
 * page) is no proof, even with status 200. Parsed inert (DOMParser runs nothing).
 */
export function isRenderedComment(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const [item, ...others] = body.children;
  if (!item || others.length > 0 || commentIdFromElementId(item.id) === null) return false;
  return [...body.childNodes].every((node) => node === item || node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()));
}
