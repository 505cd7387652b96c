/**
 * <pb-comments> (SPEC.md §1 "Comments"): the WordPress reply form moves under a comment and back,
 * validates with the shared rules, and posts with fetch (stubbed here), inserting the fragment.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-comments';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { cleanupFixtures, fixture, isShownOnScreen, loadingIndicatorIn, nextFrame, upgraded, wait, waitFor } from './helpers';

const SINK = 'pb-comments-sink';

const COMMENTS = `
  <pb-comments>
    <h2>2 comments</h2>
    <ol class="comment-list">
      <li id="comment-1" class="comment depth-1">
        <article id="div-comment-1" class="comment-body">
          <footer class="comment-meta"><div class="comment-author"><b class="fn">Ann Walker</b> says:</div></footer>
          <div class="comment-content"><p>Great trail.</p></div>
          <div class="reply"><a class="comment-reply-link" href="?replytocom=1#respond" data-commentid="1" data-belowelement="div-comment-1" aria-label="Reply to Ann Walker">Reply</a></div>
        </article>
      </li>
      <li id="comment-2" class="comment depth-1">
        <article id="div-comment-2" class="comment-body">
          <footer class="comment-meta"><div class="comment-author"><b class="fn">Ben Ode</b> says:</div></footer>
          <div class="comment-content"><p>Muddy in May.</p></div>
          <div class="reply"><a class="comment-reply-link" href="?replytocom=2#respond" aria-label="Reply to Ben Ode">Reply</a></div>
        </article>
        <ol class="children"></ol>
      </li>
    </ol>
    <div id="respond" class="comment-respond">
      <h3 id="reply-title">Leave a reply <small><a id="cancel-comment-reply-link" href="#respond" style="display:none">Cancel reply</a></small></h3>
      <form id="commentform" action="/comments" method="post" target="${SINK}">
        <p><label for="c-comment">Comment</label><textarea id="c-comment" name="comment" required></textarea></p>
        <p><label for="c-author">Name</label><input id="c-author" name="author" required></p>
        <p><label for="c-email">Email</label><input id="c-email" name="email" type="email" required></p>
        <p><button type="submit">Post comment</button>
          <input type="hidden" name="comment_post_ID" value="7">
          <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
      </form>
    </div>
    <p class="after">After the form.</p>
  </pb-comments>`;

const FRAGMENT = '<li id="comment-9" class="comment"><article id="div-comment-9"><b class="fn">Cleo</b><p>New one</p></article></li>';

interface Call {
  url: string;
  body: URLSearchParams;
}

let calls: Call[] = [];
const realFetch = window.fetch;

/** Replaces fetch: each call gets the next answer (a Response, an Error to throw, or a promise). */
function stubFetch(...answers: Array<Response | Error | Promise<Response>>): void {
  calls = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), body: new URLSearchParams(String(init?.body ?? '')) });
    const answer = answers.shift() ?? new Error('no answer');
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

const created = (html = FRAGMENT): Response => new Response(html, { status: 201, headers: { 'Content-Type': 'text/html' } });

function parts(element: HTMLElement) {
  return {
    respond: element.querySelector<HTMLElement>('#respond')!,
    form: element.querySelector<HTMLFormElement>('form')!,
    parent: element.querySelector<HTMLInputElement>('[name=comment_parent]')!,
    textarea: element.querySelector<HTMLTextAreaElement>('textarea')!,
    author: element.querySelector<HTMLInputElement>('[name=author]')!,
    email: element.querySelector<HTMLInputElement>('[name=email]')!,
    cancel: element.querySelector<HTMLAnchorElement>('#cancel-comment-reply-link')!,
    error: () => element.querySelector<HTMLElement>('[data-pb-message]')!,
    link: (id: number) => element.querySelector<HTMLAnchorElement>(`#comment-${id} .comment-reply-link`)!,
  };
}

function statusText(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
}

function fill(element: HTMLElement, comment = 'Nice walk', author = 'Cleo', email = 'cleo@example.com'): void {
  const p = parts(element);
  p.textarea.value = comment;
  p.author.value = author;
  p.email.value = email;
}

async function mount(): Promise<HTMLElement> {
  const element = fixture(COMMENTS);
  await upgraded(element);
  return element;
}

describe('pb-comments', () => {
  let sink: HTMLIFrameElement;
  before(() => {
    sink = document.createElement('iframe');
    sink.name = SINK;
    sink.hidden = true;
    document.body.append(sink);
  });
  after(() => sink.remove());
  afterEach(() => {
    cleanupFixtures();
    window.fetch = realFetch;
    delete window.pbConfig;
    resetPageConfig();
  });

  it('a reply link moves the form under its comment, sets comment_parent, focuses the textarea and shows cancel', async () => {
    const element = await mount();
    const p = parts(element);
    p.link(1).click();
    expect(p.respond.previousElementSibling?.id).to.equal('div-comment-1');
    expect(p.parent.value).to.equal('1');
    expect(document.activeElement === p.textarea).to.equal(true);
    expect(p.cancel.style.display).to.equal('');
    await waitFor(() => statusText(element) === 'Replying to Ann Walker', 'the announcement');
  });

  it('the reply target comes from replytocom when the link has no data-commentid', async () => {
    const element = await mount();
    const p = parts(element);
    p.link(2).click();
    expect(p.parent.value).to.equal('2');
    expect(p.respond.previousElementSibling?.id).to.equal('div-comment-2');
  });

  it('cancel moves the form back to its place, restores comment_parent=0 and returns focus to the reply link', async () => {
    const element = await mount();
    const p = parts(element);
    const next = p.respond.nextElementSibling;
    p.link(1).click();
    p.cancel.click();
    expect(p.respond.nextElementSibling === next, 'back before the text after it').to.equal(true);
    expect(p.parent.value).to.equal('0');
    expect(p.cancel.style.display).to.equal('none');
    expect(document.activeElement === p.link(1)).to.equal(true);
  });

  it('a page rendered for ?replytocom=N (no-JavaScript reply) starts with the form under that comment', async () => {
    const element = fixture(COMMENTS.replace('id="comment_parent" value="0"', 'id="comment_parent" value="2"'));
    await upgraded(element);
    const p = parts(element);
    expect(p.respond.previousElementSibling?.id).to.equal('div-comment-2');
    expect(p.cancel.style.display).to.equal('');
    p.cancel.click();
    expect(p.parent.value).to.equal('0');
    expect(p.respond.nextElementSibling?.className).to.equal('after');
    expect(document.activeElement === p.link(2)).to.equal(true);
  });

  it('keyboard: Enter on a reply link starts the reply, Escape in the form cancels it', async () => {
    const element = await mount();
    const p = parts(element);
    p.link(1).focus();
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(p.parent.value).to.equal('1');
    expect(document.activeElement === p.textarea).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(p.parent.value).to.equal('0');
    expect(document.activeElement === p.link(1)).to.equal(true);
  });

  it('validation: required comment, name and email; nothing is sent; the first empty field gets the focus', async () => {
    const element = await mount();
    stubFetch(created());
    const p = parts(element);
    const statuses: string[] = [];
    element.addEventListener('pb-comment-submit', (event) => statuses.push(event.detail.status));
    p.form.requestSubmit();
    await wait(0);
    expect(calls).to.have.length(0);
    expect(p.error().hidden).to.equal(false);
    expect(p.error().querySelector('p')!.textContent).to.equal('Please, fill in the following fields:');
    expect([...p.error().querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['Comment', 'Name', 'Email']);
    expect(p.error().getAttribute('role')).to.equal('alert');
    expect(p.textarea.getAttribute('aria-describedby')).to.equal(p.error().id);
    expect(p.textarea.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement === p.textarea).to.equal(true);
    expect(statuses).to.deep.equal(['invalid']);
  });

  it('validation: an invalid email is reported (shared isValidEmail) and focused', async () => {
    const element = await mount();
    stubFetch(created());
    fill(element, 'Hi', 'Cleo', 'cleo@');
    const p = parts(element);
    p.form.requestSubmit();
    await wait(0);
    expect(calls).to.have.length(0);
    expect(p.error().querySelector('p')!.textContent).to.equal('Invalid email');
    expect(p.email.getAttribute('aria-invalid')).to.equal('true');
    expect(p.textarea.hasAttribute('aria-invalid')).to.equal(false);
    expect(document.activeElement === p.email).to.equal(true);
  });

  it('a reply is posted with fetch and inserted in the parent\'s children list; the form is reset and moved back', async () => {
    const element = await mount();
    stubFetch(created());
    const p = parts(element);
    const next = p.respond.nextElementSibling;
    const details: Array<{ status: string; parentId: string }> = [];
    element.addEventListener('pb-comment-submit', (event) => details.push(event.detail));
    p.link(1).click();
    fill(element);
    p.form.requestSubmit();
    await waitFor(() => details.length > 0, 'the submit event');
    expect(calls).to.have.length(1);
    expect(calls[0]!.url).to.match(/\/comments$/);
    expect(calls[0]!.body.get('comment_parent')).to.equal('1');
    expect(calls[0]!.body.get('comment')).to.equal('Nice walk');
    expect(calls[0]!.body.get('comment_post_ID')).to.equal('7');
    const inserted = element.querySelector('#comment-9')!;
    expect(inserted.parentElement!.matches('#comment-1 > ol.children')).to.equal(true);
    expect(details[0]).to.deep.include({ status: 'success', parentId: '1' });
    expect(p.textarea.value).to.equal('');
    expect(p.parent.value).to.equal('0');
    expect(p.respond.nextElementSibling === next).to.equal(true);
    expect(document.activeElement === inserted).to.equal(true);
    await waitFor(() => statusText(element) === 'Your comment was posted.', 'the announcement');
  });

  it('SPEC §7 (untrusted markup): the inserted comment keeps no image from another origin, no style url() and no form; nothing is requested from another site', async () => {
    const element = await mount();
    stubFetch(
      created(
        '<li id="comment-9" class="comment"><article id="div-comment-9"><img alt="" src="https://evil.example/avatar.png" class="avatar">' +
          '<b class="fn">Cleo</b><p style="background:url(https://evil.example/style.png)">New one</p>' +
          '<form action="https://evil.example/steal" id="evil-form"><button id="evil-button">Continue</button></form></article></li>',
      ),
    );
    fill(element);
    parts(element).form.requestSubmit();
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    await wait(200);
    const inserted = element.querySelector('#comment-9')!;
    expect(inserted.textContent).to.contain('New one');
    expect(inserted.querySelectorAll('img, form, button, [style]')).to.have.length(0);
    expect(element.querySelector('#evil-form, #evil-button')).to.equal(null);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('evil.example'))).to.have.length(0);
  });

  it('the posted comment shows its avatar from a configured avatar host (avatarHosts) and still refuses other hosts', async () => {
    // 127.0.0.1 serves the tests too, but is another origin than the test page (localhost).
    const avatarHost = `127.0.0.1:${location.port}`;
    const avatar = `${location.protocol}//${avatarHost}/test/browser/fixtures/map-tile.svg`;
    window.pbConfig = { avatarHosts: ['secure.gravatar.com', avatarHost] };
    resetPageConfig();
    const element = await mount();
    stubFetch(
      created(
        `<li id="comment-9" class="comment"><article id="div-comment-9"><img alt="" src="${avatar}?s=56" srcset="${avatar}?s=112 2x" class="avatar avatar-56" width="56" height="56">` +
          `<img alt="" src="https://${avatarHost}.evil.example/a.png" class="lookalike"><img alt="" src="https://evil.example/b.png" class="other">` +
          `<img alt="" src="${avatar}?s=56" srcset="${avatar}?s=112 2x, https://evil.example/c.png 3x" class="mixed-set">` +
          '<b class="fn">Cleo</b><p>New one</p></article></li>',
      ),
    );
    fill(element);
    parts(element).form.requestSubmit();
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    const avatarImage = element.querySelector<HTMLImageElement>('#comment-9 img.avatar');
    expect(avatarImage?.getAttribute('src'), 'the avatar from the configured host').to.equal(`${avatar}?s=56`);
    expect(avatarImage?.getAttribute('srcset')).to.equal(`${avatar}?s=112 2x`);
    await waitFor(() => avatarImage!.complete && avatarImage!.naturalWidth > 0, 'the avatar to load');
    expect(element.querySelectorAll('#comment-9 img.lookalike, #comment-9 img.other'), 'images from other hosts').to.have.length(0);
    const mixed = element.querySelector<HTMLImageElement>('#comment-9 img.mixed-set');
    expect(mixed?.getAttribute('srcset'), 'a srcset with a candidate of another host').to.equal(null);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('evil.example'))).to.have.length(0);
  });

  it('without avatarHosts, an avatar from another origin is refused', async () => {
    const avatar = `${location.protocol}//127.0.0.1:${location.port}/test/browser/fixtures/map-tile.svg`;
    const element = await mount();
    stubFetch(created(`<li id="comment-9" class="comment"><article id="div-comment-9"><img alt="" src="${avatar}" class="avatar"><p>New one</p></article></li>`));
    fill(element);
    parts(element).form.requestSubmit();
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    expect(element.querySelector('#comment-9 img')).to.equal(null);
  });

  it('a reply to a comment that already has a children list goes into that list', async () => {
    const element = await mount();
    stubFetch(created());
    parts(element).link(2).click();
    fill(element);
    parts(element).form.requestSubmit();
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    expect(element.querySelector('#comment-9')!.parentElement!.matches('#comment-2 > ol.children')).to.equal(true);
    expect(element.querySelectorAll('#comment-2 > ol.children')).to.have.length(1);
  });

  it('a new comment goes at the end of the comment list', async () => {
    const element = await mount();
    stubFetch(created());
    fill(element);
    parts(element).form.requestSubmit();
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    expect(element.querySelector('.comment-list > li:last-child')!.id).to.equal('comment-9');
  });

  it('a network failure keeps what was typed and shows the error; a retry then succeeds', async () => {
    const element = await mount();
    stubFetch(new TypeError('Failed to fetch'), created());
    const p = parts(element);
    const statuses: string[] = [];
    element.addEventListener('pb-comment-submit', (event) => statuses.push(event.detail.status));
    p.link(1).click();
    fill(element, 'Keep me');
    p.form.requestSubmit();
    await waitFor(() => statuses.length === 1, 'the failure');
    expect(statuses).to.deep.equal(['error']);
    expect(p.textarea.value).to.equal('Keep me');
    expect(p.author.value).to.equal('Cleo');
    expect(p.parent.value).to.equal('1', 'still replying');
    expect(p.error().textContent).to.equal('Your comment could not be sent. Please try again.');
    expect(p.error().getAttribute('role')).to.equal('alert');
    p.form.requestSubmit();
    await waitFor(() => statuses.length === 2, 'the retry');
    expect(statuses[1]).to.equal('success');
    expect(calls).to.have.length(2);
    expect(p.error().hidden).to.equal(true);
    expect(element.querySelector('#comment-1 #comment-9')).to.not.equal(null);
  });

  it('a 500 keeps what was typed; a 400 shows the server\'s text as text', async () => {
    const element = await mount();
    stubFetch(
      new Response('<h1>boom</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      new Response('Invalid email <b>x</b>', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
    );
    const p = parts(element);
    fill(element, 'Typed text');
    p.form.requestSubmit();
    await waitFor(() => !p.error().hidden, 'the first error');
    expect(p.error().textContent).to.equal('Your comment could not be sent. Please try again.');
    expect(p.textarea.value).to.equal('Typed text');
    p.form.requestSubmit();
    await waitFor(() => p.error().textContent === 'Invalid email <b>x</b>', 'the server text');
    expect(p.error().querySelector('b')).to.equal(null);
    expect(p.textarea.value).to.equal('Typed text');
  });

  for (const [name, answer] of [
    ['an HTML page (a security plugin\'s)', () => new Response('<!doctype html><html><head><title>Blocked</title></head><body><h1>Request blocked</h1><p>Security check.</p></body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a proxy\'s page holding the comment list', () => new Response('<!doctype html><html><body><header>Site</header><ol class="comment-list"><li id="comment-1" class="comment"></li></ol></body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['an empty 200', () => new Response('', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a plain-text "OK"', () => new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
  ] as const) {
    it(`success is proven by the answer: ${name} is no comment, so nothing is reset and the message says so`, async () => {
      const element = await mount();
      stubFetch(answer(), created());
      const p = parts(element);
      const details: Array<{ status: string; message: string }> = [];
      element.addEventListener('pb-comment-submit', (event) => details.push(event.detail));
      p.link(1).click();
      fill(element, 'Do not lose me', 'Dora', 'dora@example.com');
      p.form.requestSubmit();
      await waitFor(() => details.length === 1, 'the outcome');
      expect(details[0]).to.deep.include({ status: 'error', message: 'The server did not confirm that your comment was posted. Your text is kept: please try again.' });
      expect(p.textarea.value).to.equal('Do not lose me');
      expect(p.author.value).to.equal('Dora');
      expect(p.email.value).to.equal('dora@example.com');
      expect(p.parent.value).to.equal('1', 'still replying');
      expect(p.error().hidden).to.equal(false);
      expect(p.error().textContent).to.equal(details[0]!.message);
      expect(element.querySelectorAll('.comment-list h1, .comment-list header, #comment-1 #comment-1')).to.have.length(0);
      expect(p.form.querySelector('button')!.hasAttribute('aria-disabled')).to.equal(false);
      expect(loadingIndicatorIn(element)).to.equal(null);
      p.form.requestSubmit();
      await waitFor(() => details.length === 2, 'the retry');
      expect(details[1]!.status).to.equal('success');
      expect(calls).to.have.length(2);
      expect(element.querySelector('#comment-1 #comment-9')).to.not.equal(null);
    });
  }

  it('a 5xx gets the general message even when it sends a plain-text error ("Internal" is no advice)', async () => {
    const element = await mount();
    stubFetch(new Response('Internal', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
    const p = parts(element);
    fill(element, 'Typed text');
    p.form.requestSubmit();
    await waitFor(() => !p.error().hidden, 'the error');
    expect(p.error().textContent).to.equal('Your comment could not be sent. Please try again.');
    expect(p.textarea.value).to.equal('Typed text');
  });

  it('no double submit: a second submit while sending is ignored', async () => {
    const element = await mount();
    let answer: (response: Response) => void = () => {};
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const p = parts(element);
    fill(element);
    p.form.requestSubmit();
    p.form.requestSubmit();
    await wait(10);
    p.form.requestSubmit();
    expect(calls).to.have.length(1);
    expect(p.form.getAttribute('aria-busy')).to.equal('true');
    expect(p.form.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
    answer(created());
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    expect(element.querySelectorAll('#comment-9')).to.have.length(1);
    expect(p.form.hasAttribute('aria-busy')).to.equal(false);
  });

  it('while the comment is being sent, its submit button shows the visible loading indicator; it goes with the answer', async () => {
    const element = await mount();
    let answer: (response: Response) => void = () => {};
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const p = parts(element);
    fill(element);
    p.form.requestSubmit();
    await waitFor(() => calls.length === 1, 'the request');
    const button = p.form.querySelector('button')!;
    const indicator = loadingIndicatorIn(button);
    expect(indicator, 'an indicator in the button').to.not.equal(null);
    expect(isShownOnScreen(indicator!), 'the indicator is visible').to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    answer(created());
    await waitFor(() => element.querySelector('#comment-9') !== null, 'the new comment');
    expect(loadingIndicatorIn(element)).to.equal(null);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
  });

  it('ajax="off" leaves the normal post', async () => {
    const element = fixture(COMMENTS.replace('<pb-comments>', '<pb-comments ajax="off">'));
    await upgraded(element);
    stubFetch(created());
    let prevented = true;
    const observe = (event: Event): void => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', observe);
    fill(element);
    parts(element).form.requestSubmit();
    await wait(0);
    document.removeEventListener('submit', observe);
    expect(prevented).to.equal(false);
    expect(calls).to.have.length(0);
  });
});
