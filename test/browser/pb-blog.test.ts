/**
 * <pb-blog> (SPEC.md §2 "Links": ajax pagination links in blog-like modules load the linked page
 * and replace only that module's content, each page is cached; §7 "Ajax pagination": GET, or POST
 * with the layout content in block-layout mode, on 404 the error page body is used; §4 "Concurrent
 * page changes are blocked"), with fetch stubbed.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-blog';
import { captureConsole, cleanupFixtures, fixture, isShownOnScreen, loadingIndicatorIn, nextFrame, upgraded, wait, waitFor } from './helpers';

/** A listing page's module content, as the server renders it. */
function listing(page: number, total: number, titles: string[]): string {
  const link = (number: number, label = `<span class="visually-hidden">Page </span>${number}`) =>
    `<li><a class="page-numbers" href="/blog-test/${number === 1 ? '' : `page/${number}/`}">${label}</a></li>`;
  const numbers = Array.from({ length: total }, (_, index) => index + 1).map((number) =>
    number === page ? `<li><span aria-current="page">Page ${number}</span></li>` : link(number),
  );
  return `${titles.map((title) => `<article class="post"><h2><a href="/blog-test/${title.toLowerCase()}/">${title}</a></h2><p>About ${title}.</p></article>`).join('')}
    <nav class="pagination" aria-label="Blog pages" data-pages="${total}"><ul>${numbers.join('')}</ul></nav>`;
}

/** A whole page of the site holding the module `id` with `content`. */
function sitePage(id: string, content: string, title = 'Blog'): string {
  return `<!doctype html><html><head><title>${title}</title><script>window.__blogPwned = true</script></head>
    <body><header><nav><a href="/" aria-current="page">Home</a></nav></header><main><h1>Blog</h1><pb-blog id="${id}">${content}</pb-blog></main></body></html>`;
}

const html = (body: string, status = 200): Response => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

interface Call {
  url: string;
  method: string;
  body: URLSearchParams;
}

let calls: Call[] = [];
const realFetch = window.fetch;
const startUrl = location.href;

/** Replaces fetch: each call gets the next answer (a Response, an Error to throw, or a promise). */
function stubFetch(...answers: Array<Response | Error | Promise<Response>>): void {
  calls = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: new URL(String(input), location.href).pathname, method: init?.method ?? 'GET', body: new URLSearchParams(String(init?.body ?? '')) });
    const answer = answers.shift() ?? new Error('no answer');
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

/** Clicks `link` as a visitor would; the returned flag says whether the element took the click (navigation prevented). */
function click(link: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // After the element's listener: records its verdict, then keeps the test page from navigating.
  const guard = (event: Event): void => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', guard, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  return prevented;
}

const statusText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
const messageText = (element: HTMLElement): string => element.shadowRoot!.querySelector('[part=message]')?.textContent ?? '';
const titles = (element: HTMLElement): string[] => [...element.querySelectorAll('h2')].map((heading) => heading.textContent ?? '');
const linkTo = (element: HTMLElement, page: number): HTMLAnchorElement =>
  [...element.querySelectorAll<HTMLAnchorElement>('nav a')].find((link) => link.textContent === `Page ${page}`)!;

async function mountBlog(attributes = '', postTitles = ['Alpha', 'Beta']): Promise<HTMLElement> {
  history.replaceState(null, '', '/blog-test/');
  const wrapper = fixture(`<div><p class="before">Before</p><pb-blog id="news" ${attributes}>${listing(1, 3, postTitles)}</pb-blog><p class="after">After</p></div>`);
  const element = wrapper.querySelector<HTMLElement>('pb-blog')!;
  await upgraded(element);
  return element;
}

describe('pb-blog', () => {
  afterEach(() => {
    cleanupFixtures();
    window.fetch = realFetch;
    history.replaceState(null, '', startUrl);
    delete (window as { __blogPwned?: boolean }).__blogPwned;
  });

  it('SPEC §2 "Links": a pagination link loads the linked page (GET) and replaces only the module content', async () => {
    const element = await mountBlog();
    const before = element.parentElement!.querySelector('.before');
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']), 'Blog, page 2 of 3')));

    expect(click(linkTo(element, 2)), 'the element takes the click').to.equal(true);
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2 to show');

    expect(calls).to.deep.equal([{ url: '/blog-test/page/2/', method: 'GET', body: new URLSearchParams() }]);
    expect(titles(element)).to.deep.equal(['Gamma', 'Delta']);
    expect(element.parentElement!.querySelector('.before'), 'what is outside the module stays').to.equal(before);
    expect(element.parentElement!.querySelector('.after')!.textContent).to.equal('After');
    expect(element.querySelector('main, header, h1'), 'only the module content of the fetched page').to.equal(null);
    expect(location.pathname).to.equal('/blog-test/page/2/');
    expect(document.title).to.equal('Blog, page 2 of 3');
  });

  it('focus moves to the new content heading and "Page 2 of 3" is announced', async () => {
    const element = await mountBlog();
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))));
    const link = linkTo(element, 2);
    link.focus();
    click(link);
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2 to show');
    expect(document.activeElement).to.equal(element.querySelector('h2'));
    await waitFor(() => statusText(element) === 'Page 2 of 3', 'the announcement');
    expect(element.shadowRoot!.querySelector('[part=status]')!.getAttribute('role')).to.equal('status');
  });

  it('SPEC §2 "Each page is cached": a second visit to a page sends no request, the first page included', async () => {
    const element = await mountBlog();
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))), html(sitePage('news', listing(3, 3, ['Epsilon']))));
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2');
    click(linkTo(element, 3));
    await waitFor(() => titles(element)[0] === 'Epsilon', 'page 3');
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2 again');
    click(linkTo(element, 1));
    await waitFor(() => titles(element)[0] === 'Alpha', 'page 1 again');
    expect(calls.map((call) => call.url)).to.deep.equal(['/blog-test/page/2/', '/blog-test/page/3/']);
    await waitFor(() => statusText(element) === 'Page 1 of 3', 'the announcement of the cached page');
  });

  it('SPEC §2: Back and Forward show the module page of that history entry, from the cache', async () => {
    const element = await mountBlog();
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))));
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2');

    history.back();
    await waitFor(() => titles(element)[0] === 'Alpha', 'Back to page 1');
    expect(location.pathname).to.equal('/blog-test/');
    history.forward();
    await waitFor(() => titles(element)[0] === 'Gamma', 'Forward to page 2');
    expect(calls).to.have.length(1);
  });

  it('SPEC §7: on 404 the error page body is used: its module content, else its main content', async () => {
    const element = await mountBlog();
    const notFound = `<!doctype html><title>Not found</title><body><header>Site</header><main><h1>Page not found</h1><p>No page 7.</p><p><a href="/blog-test/">Back</a></p></main></body>`;
    stubFetch(html(notFound, 404));
    const stale = element.querySelector('nav ul')!;
    stale.insertAdjacentHTML('beforeend', '<li><a href="/blog-test/page/7/">Page 7</a></li>');
    click(linkTo(element, 7));
    await waitFor(() => element.querySelector('h1')?.textContent === 'Page not found', 'the error page body');
    expect(element.textContent).to.contain('No page 7.');
    expect(element.textContent).not.to.contain('Site');
    expect(document.activeElement).to.equal(element.querySelector('h1'));
    await waitFor(() => statusText(element) === 'Page not found', 'the announcement');

    const elementTwo = element;
    stubFetch(html(sitePage('news', '<p class="gone">This list has moved.</p>'), 404));
    elementTwo.querySelector('a')!.insertAdjacentHTML('afterend', '<nav><a href="/blog-test/page/8/">Page 8</a></nav>');
    click(linkTo(elementTwo, 8));
    await waitFor(() => elementTwo.querySelector('.gone') !== null, 'the module content of the 404 page');
    expect(elementTwo.querySelector('h1')).to.equal(null);
  });

  it('nothing of the fetched page runs: scripts, handlers, styles and forms are dropped', async () => {
    const element = await mountBlog();
    const hostile = `<article><h2 onclick="window.__blogPwned = true">Gamma</h2><script>window.__blogPwned = true</script>
      <img src="x" onerror="window.__blogPwned = true" alt="x"><style>body{display:none}</style><p style="color:red">Text</p>
      <a href="javascript:window.__blogPwned=true">bad</a><form><input name="q"></form><iframe src="/"></iframe><pb-blog id="inner"></pb-blog></article>`;
    stubFetch(html(sitePage('news', hostile)));
    element.querySelector('nav ul')!.insertAdjacentHTML('beforeend', '<li><a href="/blog-test/page/2/">Page 2</a></li>');
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'the sanitized page');
    await wait(50);
    expect(element.querySelector('script, style, form, input, iframe, pb-blog, [onclick], [onerror], [style]')).to.equal(null);
    expect(element.querySelector('a:not([href])')?.textContent).to.equal('bad');
    (element.querySelector('h2') as HTMLElement).click();
    expect((window as { __blogPwned?: boolean }).__blogPwned).to.equal(undefined);
  });

  it('a fetched page keeps its images\' srcset and sizes, every candidate checked like src', async () => {
    const element = await mountBlog();
    const own = '/test/browser/fixtures/map-tile.svg';
    const sizes = '(max-width: 600px) 100vw, 600px';
    stubFetch(
      html(
        sitePage(
          'news',
          `<article><h2>Gamma</h2><img class="kept" src="${own}?src" srcset="${own}?300 300w, ${location.origin}${own}?600 600w" sizes="${sizes}" alt="Kept">` +
            `<img class="script" src="${own}?a" srcset="${own}?b 1x, javascript:window.__blogPwned=true 2x" sizes="${sizes}" alt="Script">` +
            `<img class="data-page" src="${own}?c" srcset="data:text/html,&lt;script&gt;window.__blogPwned=true&lt;/script&gt; 2x" alt="Data"></article>` +
            listing(2, 3, []),
        ),
      ),
    );
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2');
    const image = (name: string): HTMLImageElement => element.querySelector<HTMLImageElement>(`img.${name}`)!;
    expect(image('kept').getAttribute('srcset')).to.equal(`${own}?300 300w, ${location.origin}${own}?600 600w`);
    expect(image('kept').getAttribute('sizes')).to.equal(sizes);
    expect(image('script').getAttribute('srcset'), 'a javascript: candidate drops the whole srcset').to.equal(null);
    expect(image('script').getAttribute('src'), 'the image keeps its src').to.equal(`${own}?a`);
    expect(image('data-page').getAttribute('srcset'), 'a data: page candidate').to.equal(null);
    expect((window as { __blogPwned?: boolean }).__blogPwned).to.equal(undefined);
  });

  it('SPEC §7: in block-layout mode the page is asked for with a POST carrying the layout content', async () => {
    const element = await mountBlog('layout-content="[et_pb_blog posts_number=&quot;2&quot;]"');
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))));
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2');
    expect(calls).to.have.length(1);
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.body.get('et_layout_block_layout_content')).to.equal('[et_pb_blog posts_number="2"]');
  });

  it('the loading state shows at once; SPEC §4: another page change while one loads is ignored', async () => {
    const element = await mountBlog();
    let answer!: (response: Response) => void;
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    click(linkTo(element, 2));
    await nextFrame();
    const indicator = loadingIndicatorIn(document.body);
    expect(indicator, 'the loading indicator').to.not.equal(null);
    expect(isShownOnScreen(indicator!)).to.equal(true);
    expect(element.getAttribute('aria-busy')).to.equal('true');

    expect(click(linkTo(element, 3)), 'the click is still taken (no navigation) but ignored').to.equal(true);
    answer(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))));
    await waitFor(() => titles(element)[0] === 'Gamma', 'page 2');
    expect(calls.map((call) => call.url)).to.deep.equal(['/blog-test/page/2/']);
    expect(loadingIndicatorIn(document.body)).to.equal(null);
    expect(element.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a page that cannot be loaded keeps the content, shows a message, and its link then navigates', async () => {
    for (const failure of [new TypeError('Failed to fetch'), html('<h1>Server error</h1>', 500), html(sitePage('other', '<p>x</p>'))]) {
      const element = await mountBlog();
      stubFetch(failure);
      const events: string[] = [];
      element.addEventListener('pb-blog-page-change', (event) => events.push(event.detail.status));
      click(linkTo(element, 2));
      await waitFor(() => messageText(element) !== '', 'the failure message');
      expect(messageText(element)).to.equal('This page could not be loaded here. Select the link again to open it as a new page.');
      expect(titles(element)).to.deep.equal(['Alpha', 'Beta']);
      expect(location.pathname).to.equal('/blog-test/');
      expect(events).to.deep.equal(['error']);
      expect(click(linkTo(element, 2)), 'the second click is left to the browser').to.equal(false);
      cleanupFixtures();
    }
  });

  it('links that are not pagination links, modified clicks and other windows keep their normal behaviour', async () => {
    const element = await mountBlog();
    stubFetch();
    expect(click(element.querySelector('article a')!)).to.equal(false);
    expect(click(linkTo(element, 2), { ctrlKey: true })).to.equal(false);
    expect(click(linkTo(element, 2), { button: 1 })).to.equal(false);
    linkTo(element, 3).target = '_blank';
    expect(click(linkTo(element, 3))).to.equal(false);
    element.setAttribute('ajax', 'off');
    await nextFrame();
    expect(click(linkTo(element, 2))).to.equal(false);
    expect(calls).to.have.length(0);
  });

  it('a pagination link to "Infinity" or "héllo wörld" is never requested nor followed: one warning each', async () => {
    const element = await mountBlog();
    stubFetch();
    const refused = ['Infinity', 'héllo wörld'];
    const { warnings } = await captureConsole(async () => {
      for (const href of refused) {
        linkTo(element, 2).setAttribute('href', href);
        expect(click(linkTo(element, 2)), `the element takes the click on ${href}`).to.equal(true);
        expect(click(linkTo(element, 2))).to.equal(true);
        await wait(50);
      }
    });
    expect(calls, 'no request').to.deep.equal([]);
    expect(location.pathname).to.equal('/blog-test/');
    for (const href of refused) expect(warnings.filter((text) => text.includes('[pb-blog]') && text.includes(`"${href}"`)), href).to.have.length(1);
  });

  it('fires pb-blog-page-change with the page, its status and whether it came from the cache', async () => {
    const element = await mountBlog();
    stubFetch(html(sitePage('news', listing(2, 3, ['Gamma', 'Delta']))));
    const details: unknown[] = [];
    element.addEventListener('pb-blog-page-change', (event) => details.push(event.detail));
    click(linkTo(element, 2));
    await waitFor(() => details.length === 1, 'the event');
    click(linkTo(element, 1));
    await waitFor(() => details.length === 2, 'the second event');
    const origin = location.origin;
    expect(details).to.deep.equal([
      { url: `${origin}/blog-test/page/2/`, status: 'page', source: 'link', cached: false },
      { url: `${origin}/blog-test/`, status: 'page', source: 'link', cached: true },
    ]);
  });
});

describe('pb-blog reserved height (no layout shift while paging)', () => {
  const height = (element: HTMLElement): number => element.getBoundingClientRect().height;
  /** The element's height without the height it reserves: what its content needs in the layout of now. */
  const contentHeight = (element: HTMLElement): number => {
    const reserved = element.style.minHeight;
    element.style.minHeight = '';
    const natural = height(element);
    element.style.minHeight = reserved;
    return natural;
  };

  afterEach(async () => {
    cleanupFixtures();
    window.fetch = realFetch;
    history.replaceState(null, '', startUrl);
    await setViewport({ width: 1280, height: 800 });
  });

  it('the reserved height follows a viewport resize: after it, it is the height of the new layout', async () => {
    await setViewport({ width: 1280, height: 800 });
    const element = await mountBlog('', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta']);
    const longPost = `<article class="post"><h2>Eta</h2><p>${'A long walk along the cliffs. '.repeat(12)}</p></article>`;
    stubFetch(html(sitePage('news', longPost + listing(2, 3, []))), html(sitePage('news', '<article class="post"><h2>Theta</h2><p>Short.</p></article>' + listing(3, 3, []))));
    const firstPageHeight = height(element);
    click(linkTo(element, 2));
    await waitFor(() => titles(element)[0] === 'Eta', 'page 2');
    expect(height(element), 'the shorter page 2 keeps the first page\'s height').to.be.closeTo(firstPageHeight, 1);

    await setViewport({ width: 360, height: 800 });
    // The resize reaches the module through a ResizeObserver and a frame: wait for the rule's
    // effect (the held height let go), not for a number of frames a busy machine may not keep.
    await waitFor(() => element.style.minHeight === '', 'the held height let go after the resize');
    const narrowHeight = contentHeight(element);
    expect(Math.abs(narrowHeight - firstPageHeight), 'the narrow layout of page 2 differs from the wide first page').to.be.greaterThan(20);
    expect(height(element), 'after the resize, page 2 at its new height').to.be.closeTo(narrowHeight, 1);

    click(linkTo(element, 3));
    await waitFor(() => titles(element)[0] === 'Theta', 'page 3');
    expect(height(element), 'the shorter page 3 keeps page 2\'s height in the new layout').to.be.closeTo(narrowHeight, 1);
  });
});
