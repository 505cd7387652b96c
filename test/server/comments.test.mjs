import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSearchIndex, extractPageText, searchPages } from '../../demo/server/endpoints/search.mjs';
import { FOREIGN_ORIGIN_TEXT, INVALID_NONCE_TEXT, MISSING_NONCE_TEXT } from '../../demo/server/forgery-guard.mjs';
import { createTempDir, pageNonce, removeDir, startApp } from './test-server.mjs';

const FETCH = { 'X-Requested-With': 'XMLHttpRequest' };

/** @param {Record<string, string>} fields */
function commentForm(fields = {}) {
  return new URLSearchParams({
    comment_post_ID: '7',
    comment_parent: '0',
    author: 'Ann Walker',
    email: 'ann@example.com',
    comment: 'Great trail.',
    ...fields,
  });
}

describe('comments endpoint (POST /comments, GET /api/comments)', () => {
  /** @type {string} */
  let dataDir;
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;

  beforeEach(async () => {
    dataDir = await createTempDir();
    running = await startApp({ dbPath: path.join(dataDir, 'comments.sqlite') });
  });

  afterEach(async () => {
    await running.app.close();
    await removeDir(dataDir);
  });

  /**
   * Posts as the site's reply form does: from its page (Origin) and with the page's `_wpnonce`,
   * unless the headers or the form say otherwise.
   * @param {URLSearchParams | string} body @param {Record<string, string>} [headers]
   */
  const post = (body, headers = FETCH) => {
    if (body instanceof URLSearchParams && !body.has('_wpnonce')) body.set('_wpnonce', pageNonce(running.app, 'comment'));
    return fetch(`${running.baseUrl}/comments`, { method: 'POST', body, headers: { Origin: running.baseUrl, ...headers }, redirect: 'manual' });
  };
  const stored = () => running.app.db.prepare('SELECT COUNT(*) FROM comments').pluck().get();

  it('stores a fetch-posted comment and answers its rendered fragment (201)', async () => {
    const response = await post(commentForm());
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<li id="comment-1" class="comment depth-1">/);
    expect(html).toContain('<b class="fn">Ann Walker</b>');
    expect(html).toContain('data-commentid="1"');
    const rows = running.app.db.prepare('SELECT post_id, parent_id, author, email, content FROM comments').all();
    expect(rows).toEqual([{ post_id: 7, parent_id: 0, author: 'Ann Walker', email: 'ann@example.com', content: 'Great trail.' }]);
  });

  it('escapes every text of the fragment', async () => {
    const response = await post(commentForm({ author: '<img src=x onerror=alert(1)>', comment: '<script>alert("x")</script>\n\n"quoted" & more' }));
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('<p>&#34;quoted&#34; &#38; more</p>');
  });

  it('stores a reply with its parent id', async () => {
    await post(commentForm());
    const response = await post(commentForm({ comment_parent: '1', comment: 'Agreed.' }));
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('class="comment depth-2"');
    const reply = running.app.db.prepare('SELECT parent_id FROM comments WHERE id = 2').get();
    expect(reply).toEqual({ parent_id: 1 });
  });

  it('rejects a reply to a stored comment of another post (400)', async () => {
    await post(commentForm());
    const response = await post(commentForm({ comment_post_ID: '8', comment_parent: '1' }));
    expect(response.status).toBe(400);
  });

  it('rejects missing fields with 400 and the error as text, storing nothing', async () => {
    const response = await post(commentForm({ comment: '  ', author: '', email: '' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Please, fill in the following fields: Comment, Name, Email');
    expect(running.app.db.prepare('SELECT COUNT(*) AS n FROM comments').get()).toEqual({ n: 0 });
  });

  it('rejects an invalid email (the shared rules: at least 6 characters)', async () => {
    for (const email of ['ann@', 'a@b.c', '@example.com']) {
      const response = await post(commentForm({ email }));
      expect(response.status, email).toBe(400);
      expect(await response.text()).toBe('Invalid email');
    }
  });

  it('rejects a bad post or parent id, and oversized fields', async () => {
    expect((await post(commentForm({ comment_post_ID: 'abc' }))).status).toBe(400);
    expect((await post(commentForm({ comment_post_ID: '0' }))).status).toBe(400);
    expect((await post(commentForm({ comment_parent: '-1' }))).status).toBe(400);
    expect((await post(commentForm({ author: 'x'.repeat(246) }))).status).toBe(400);
  });

  it('answers 415 to a body that is not a form', async () => {
    const response = await post(JSON.stringify({ comment: 'x' }), { ...FETCH, 'Content-Type': 'application/json' });
    expect(response.status).toBe(415);
  });

  it('redirects a plain (no-JavaScript) post back to the page, at the new comment (303)', async () => {
    const response = await post(commentForm(), { Referer: `${running.baseUrl}/community.html?replytocom=3` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/community.html#comment-1');
  });

  it('a plain post without a Referer (a privacy setting) goes back to the demo page', async () => {
    const response = await post(commentForm(), {});
    expect(response.headers.get('location')).toBe('/community.html#comment-1');
  });

  it('403 for a post from another site\'s page (Origin, else Referer, or neither), nothing stored', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: '', Referer: 'https://evil.example/x' }, { Origin: '' }]) {
      const response = await post(commentForm(), { ...FETCH, ...headers });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(FOREIGN_ORIGIN_TEXT);
    }
    const plain = await post(commentForm(), { Origin: 'https://evil.example' });
    expect(plain.status).toBe(403);
    expect(await plain.text()).toContain('Your comment was not posted');
    expect(stored()).toBe(0);
  });

  it('403 without the page\'s _wpnonce, or with another call\'s nonce, nothing stored', async () => {
    const missing = await post(commentForm({ _wpnonce: '' }));
    expect(missing.status).toBe(403);
    expect(await missing.text()).toBe(MISSING_NONCE_TEXT);
    const other = await post(commentForm({ _wpnonce: pageNonce(running.app, 'contact_form') }));
    expect(other.status).toBe(403);
    expect(await other.text()).toBe(INVALID_NONCE_TEXT);
    expect(stored()).toBe(0);
  });

  it('an invalid plain post gets an HTML error page with the escaped error and a back link', async () => {
    const response = await post(commentForm({ email: '<b>@' }), { Referer: `${running.baseUrl}/community.html` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<p>Invalid email</p>');
    expect(html).toContain('href="/community.html#respond"');
  });

  it('GET /community.html shows the stored comments of the demo post, replies nested under stored parents', async () => {
    await post(commentForm({ comment_post_ID: '42', comment: 'First <stored>' }));
    await post(commentForm({ comment_post_ID: '42', comment_parent: '1', comment: 'Nested reply' }));
    await post(commentForm({ comment_post_ID: '42', comment_parent: '9003', comment: 'Reply to a sample' }));
    await post(commentForm({ comment_post_ID: '7', comment: 'Other post' }));
    const html = await (await fetch(`${running.baseUrl}/community.html`)).text();
    expect(html).toContain('First &#60;stored&#62;');
    expect(html).toMatch(/<li id="comment-1" class="comment depth-1">.*<ol class="children"><li id="comment-2" class="comment depth-2">.*Nested reply/s);
    expect(html).toContain('Reply to a sample');
    expect(html).not.toContain('Other post');
    expect(html).not.toContain('pb:stored-comments');
  });

  it('GET /community.html?replytocom=N (a reply link without JavaScript) sets comment_parent and shows the cancel link', async () => {
    const html = await (await fetch(`${running.baseUrl}/community.html?replytocom=9001`)).text();
    expect(html).toContain('name="comment_parent" id="comment_parent" value="9001"');
    expect(html).toMatch(/id="cancel-comment-reply-link" href="\/community.html#respond">/);
    const unknown = await (await fetch(`${running.baseUrl}/community.html?replytocom=5`)).text();
    expect(unknown).toContain('name="comment_parent" id="comment_parent" value="0"');
    expect(unknown).toMatch(/id="cancel-comment-reply-link"[^>]*style="display:none"/);
  });

  it('GET /api/comments lists the stored comments of a post, without emails', async () => {
    await post(commentForm());
    await post(commentForm({ comment_post_ID: '9', comment: 'Other post' }));
    const response = await fetch(`${running.baseUrl}/api/comments?post_id=7`);
    const { comments } = await response.json();
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ id: 1, post_id: 7, parent_id: 0, author: 'Ann Walker', content: 'Great trail.' });
    expect(comments[0].email).toBeUndefined();
    expect((await fetch(`${running.baseUrl}/api/comments?post_id=x`)).status).toBe(400);
  });
});

describe('search endpoint (GET /search?s=)', () => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let running;
  beforeEach(async () => {
    running = await startApp({});
  });
  afterEach(() => running.app.close());

  it('extracts the title and the main text of a page, without scripts or tags', () => {
    const page = extractPageText(
      '<html><head><title>Caf&eacute; &amp; tea</title></head><body><nav>Menu</nav><main><h1>Hello</h1><script>var x;</script><p>World &lt;3</p></main></body></html>',
    );
    expect(page).toEqual({ title: 'Caf&eacute; & tea', text: 'Hello World <3' });
  });

  it('indexes every demo page, and finds pages holding every word, best first', () => {
    const index = buildSearchIndex();
    expect(index.length).toBeGreaterThanOrEqual(5);
    const results = searchPages(index, 'backpack');
    expect(results[0]?.url).toBe('/tabs.html');
    expect(searchPages(index, 'backpack zzzqqq')).toEqual([]);
    expect(searchPages(index, '   ')).toEqual([]);
  });

  it('answers an HTML results page with links to the matching demo pages', async () => {
    const response = await fetch(`${running.baseUrl}/search?s=backpack`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<a href="/tabs.html">');
    expect(html).toMatch(/1 page matches|\d+ pages match/);
  });

  it('escapes the query and says when nothing matches', async () => {
    const response = await fetch(`${running.baseUrl}/search?s=${encodeURIComponent('<script>zzzqqq')}`);
    const html = await response.text();
    expect(html).not.toContain('<script>zzzqqq');
    expect(html).toContain('&#60;script&#62;zzzqqq');
    expect(html).toContain('No page matches your search.');
  });
});
