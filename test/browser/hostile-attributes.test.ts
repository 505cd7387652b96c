/**
 * Hostile attribute values on every element (issue 15 "Keep it tested"; docs/conventions.md "Untrusted
 * content"): each tag of the loader's registry is upgraded with every attribute it observes set
 * to one hostile value category before the upgrade, then changed to the next category after it.
 * Nothing may throw uncaught, request an injected address, or put injected markup in the DOM or a
 * shadow root, and a neighbouring element of another kind still upgrades and works.
 */
import { expect } from 'chai';
import '../../elements/index';
import { ELEMENTS } from '../../react-core/loader/registry';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { allElements, cleanupFixtures, fixture, frames, upgraded, wait, waitFor } from './helpers';

declare global {
  interface Window {
    hostilePwned?: number;
  }
}

const EVIL = 'evil.example';
/** One value per category; markers make every injected address or element recognisable. */
const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['unicode text', 'héllo wörld'],
  ['1e309', '1e309'],
  ['1e308', '1e308'],
  ['huge whole number', '9'.repeat(400)],
  ['negative', '-1'],
  ['100,000 characters', `hostilelong${'a'.repeat(100_000)}`],
  ['markup', `"><img src="https://${EVIL}/markup.png" onerror="window.hostilePwned=1" data-hostile><script data-hostile>window.hostilePwned=1</script>`],
  ['script and handler', '<script>window.hostilePwned=1</script><img src=x onerror="window.hostilePwned=1">'],
  ['javascript: URL', 'javascript:window.hostilePwned=1'],
  ['CSS injection', `red;background:url(//${EVIL}/css.png)`],
  ['malformed JSON', `{"style":"fade","url":"//${EVIL}/json.png",`],
];

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#355"/></svg>')}`;

/** The author's markup inside each element (from the README's examples, images inlined). */
const CONTENT: Record<string, string> = {
  'pb-tabs': '<h3>Description</h3><div><p>A chair.</p></div><h3>Reviews</h3><div><p>Five stars.</p></div>',
  'pb-accordion': '<details open><summary>Shipping</summary><p>Two days.</p></details><details><summary>Returns</summary><p>Thirty days.</p></details>',
  'pb-toggle': '<details><summary>Care</summary><p>Wipe clean.</p></details>',
  'pb-slider': '<section><h3>Coast</h3><p>Cliffs.</p></section><section><h3>Forest</h3><p>Beech.</p></section>',
  'pb-image-carousel': `<a href="${IMAGE}" data-width="40" data-height="30"><img src="${IMAGE}" alt="Lake"></a><img src="${IMAGE}" alt="Dunes">`,
  'pb-portfolio-carousel': `<article><img src="${IMAGE}" alt="Bay" width="40" height="30"><h3><a href="#bay">Bay</a></h3></article><article><h3>Hut</h3></article>`,
  'pb-portfolio':
    '<nav slot="filter" aria-label="Categories"><a href="#all" data-category="all">All</a><a href="#coast" data-category="coast">Coast</a></nav>' +
    `<article data-categories="coast"><img src="${IMAGE}" alt="" width="40" height="30"><h3>Bay</h3></article><article data-categories="forest" hidden><h3>Oak</h3></article>`,
  'pb-lightbox': `<a href="${IMAGE}" data-pswp-width="40" data-pswp-height="30"><img src="${IMAGE}" alt="Harbour"></a>`,
  'pb-gallery': `<figure><a href="${IMAGE}" data-pswp-width="40" data-pswp-height="30" data-title="Lake" data-caption="The lake"><img src="${IMAGE}" alt="Lake"></a><figcaption>Lake</figcaption></figure><a href="${IMAGE}"><img src="${IMAGE}" alt="Dunes"></a>`,
  'pb-contact-form':
    '<form action="/contact/submit" method="post"><p data-field="name"><label for="h-name">Name</label><input id="h-name" name="name" required></p>' +
    '<input type="hidden" name="pb_contact_form" value="h-contact"><button type="submit">Send</button></form>',
  'pb-newsletter':
    '<form method="post" action="/wp-admin/admin-ajax.php"><label for="h-nl">Email</label> <input id="h-nl" type="email" name="et_email"><button type="submit">Subscribe</button></form>',
  'pb-search': '<form role="search" action="/search" method="get" aria-label="Site"><input type="search" name="s" aria-label="Search"><button type="submit">Search</button></form>',
  'pb-comments':
    '<ol class="comment-list"><li id="comment-12" class="comment"><article id="div-comment-12"><b class="fn">Ann</b><p>Great.</p>' +
    '<div class="reply"><a class="comment-reply-link" href="?replytocom=12#respond" data-commentid="12">Reply</a></div></article></li></ol>' +
    '<div id="respond"><form id="commentform" action="/comments" method="post"><label for="h-comment">Comment</label> <textarea id="h-comment" name="comment"></textarea>' +
    '<button type="submit">Post</button><input type="hidden" name="comment_post_ID" value="42"><input type="hidden" name="comment_parent" value="0"></form></div>',
  'pb-header': '<a slot="logo" href="#top">Site</a><nav aria-label="Main"><ul><li><a href="#top">Home</a></li></ul></nav>',
  'pb-menu': '<nav aria-label="Menu"><ul><li><a href="#top">Home</a></li><li><a href="#a">About</a><ul><li><a href="#b">Team</a></li></ul></li></ul></nav>',
  'pb-scroll-top': '<a href="#top">Back to top</a>',
  'pb-dot-nav': '<nav aria-label="Sections"><ul><li><a href="#hostile-section">Section</a></li></ul></nav>',
  'pb-consent-banner': '<h2 slot="title">Your privacy</h2><p slot="message">Cookies.</p>',
  'pb-consent-manage': '<div class="cookie-policy"><p>Policy</p></div>',
  'pb-consent-area': '<div class="placeholder"><p>Needs cookies.</p><button type="button" data-consent-accept>Allow</button></div>',
  'pb-map': '<ul><li data-lat="52.37" data-lng="4.89"><h3>Harbour shop</h3><p>Quay 12</p></li><li data-lat="52.36" data-lng="4.88" data-title="Hill shop"><p>Upper Road 3</p></li></ul>',
  'pb-countdown': '<p>Ends soon.</p>',
  'pb-circle-counter': '<p>75% finish</p>',
  'pb-number-counter': '<p>Hikers</p>',
  'pb-animate': '<p>Moves in.</p>',
  'pb-parallax': '<h2>Over the ridge</h2>',
  'pb-sticky': '<aside aria-label="Book">Book</aside>',
  'pb-video-background': '<h2>Walk the ridge</h2>',
  'pb-video': '<video controls playsinline></video>',
  'pb-blog':
    '<article><h2><a href="#post">Post</a></h2></article>' +
    '<nav aria-label="Blog pages" data-pages="2"><span aria-current="page">1</span> <a href="#page-2">2</a></nav>',
  'pb-cart':
    '<a class="cart-contents" href="#cart"><span class="cart-contents-count">1 item</span> <span class="cart-contents-total">€15.00</span></a>' +
    '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
  'pb-checkout':
    '<form class="checkout woocommerce-checkout" action="#checkout" method="post"><label for="h-first">First name</label> <input id="h-first" name="billing_first_name">' +
    '<button type="submit" id="place_order">Place order</button></form>',
  'pb-modal': '<button type="button">Show the message</button>',
  // The frame of a page that does not answer (no preview runtime): only its address is attacked.
  'pb-preview-frame': '<p>The page preview.</p>',
};

const TAGS = Object.keys(ELEMENTS);

function observedAttributes(tag: string): string[] {
  const element = customElements.get(tag) as unknown as { observedAttributes?: string[] } | undefined;
  return [...(element?.observedAttributes ?? [])];
}

/**
 * A request the hostile values caused: to the injected host, a script URL, or one of the values
 * that are no address (a number, `Infinity`, words, the long value, markup, JSON, the handler
 * image's `x`) requested as a relative address.
 * (The CSS-injection value is a syntactically valid relative path: the browser may ask the page's
 * own server for it, never evil.example.)
 */
function isInjected(url: string): boolean {
  if (/^javascript:/i.test(url)) return true;
  const parsed = new URL(url, location.href);
  if (parsed.hostname === EVIL) return true;
  return /\/(NaN|Infinity|1e30[89]|9{400}|-1|x)$|hostilelong|h%C3%A9llo|%3Cimg|%3Cscript|%7B%22/i.test(parsed.pathname);
}

/** Long addresses shortened for the failure message. */
const short = (url: string): string => (url.length > 120 ? `${url.slice(0, 120)}…` : url);

const requested: string[] = [];
const uncaught: string[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) requested.push(entry.name);
});
const realFetch = window.fetch;
const onError = (event: ErrorEvent): void => {
  uncaught.push(String(event.error ?? event.message));
};
const onRejection = (event: PromiseRejectionEvent): void => {
  uncaught.push(String(event.reason));
};

/** Text attributes of the author's content (titles, captions, alt texts) that the modules read. */
const CONTENT_TEXT_ATTRIBUTES = ['data-title', 'data-caption', 'title', 'alt'];

function setAll(element: Element, value: string): void {
  for (const name of observedAttributes(element.localName)) element.setAttribute(name, value);
  for (const name of CONTENT_TEXT_ATTRIBUTES) for (const inside of element.querySelectorAll(`[${name}]`)) inside.setAttribute(name, value);
}

/** The clean neighbours: a tab list and a toggle, each must still work. */
const NEIGHBOURS =
  '<pb-tabs data-neighbour><h3>One</h3><div><p>First</p></div><h3>Two</h3><div><p>Second</p></div></pb-tabs>' +
  '<pb-toggle data-neighbour><details><summary>More</summary><p>Hidden text</p></details></pb-toggle>';

async function neighboursWork(page: HTMLElement): Promise<void> {
  const [tabs, toggle] = [...page.querySelectorAll<HTMLElement>('[data-neighbour]')];
  await upgraded(tabs!);
  await upgraded(toggle!);
  const tab = tabs!.querySelectorAll<HTMLElement>('[role=tab]')[1] ?? tabs!.shadowRoot?.querySelectorAll<HTMLElement>('[role=tab]')[1];
  tab!.click();
  await waitFor(() => tab!.getAttribute('aria-selected') === 'true', 'the neighbouring tab list to switch');
  const details = toggle!.querySelector('details')!;
  toggle!.querySelector('summary')!.click();
  await waitFor(() => details.open, 'the neighbouring toggle to open');
}

describe('hostile attribute values on every element', function () {
  this.timeout(120_000);

  before(() => {
    // A refused tile-url falls back to the page configuration's: tests never leave this machine.
    window.pbConfig = { mapTileUrl: '/test/browser/fixtures/map-tile.svg?{z}/{x}/{y}' };
    resetPageConfig();
    observer.observe({ type: 'resource', buffered: true });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.fetch = async (input: RequestInfo | URL) => {
      requested.push(input instanceof Request ? input.url : new URL(String(input), location.href).href);
      return new Response('', { status: 404 });
    };
  });
  after(() => {
    observer.disconnect();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.fetch = realFetch;
    delete window.pbConfig;
    resetPageConfig();
  });
  afterEach(cleanupFixtures);

  it('every tag of the registry is defined and observes attributes to attack', () => {
    for (const tag of TAGS) {
      expect(customElements.get(tag), tag).to.not.equal(undefined);
      expect(CONTENT[tag], `markup for ${tag}`).to.be.a('string');
    }
    expect(TAGS.filter((tag) => observedAttributes(tag).length > 0).length).to.be.greaterThan(10);
  });

  HOSTILE.forEach(([category, value], index) => {
    const [nextCategory, nextValue] = HOSTILE[(index + 1) % HOSTILE.length]!;
    it(`${category} before the upgrade, then ${nextCategory} after it: no uncaught error, no injected request or element, the neighbours work`, async () => {
      requested.length = 0;
      uncaught.length = 0;
      const page = fixture('<div><section id="hostile-section"><p>Section</p></section></div>');
      for (const tag of TAGS) {
        const element = document.createElement(tag);
        setAll(element, value);
        // Trusted test markup, parsed in the test's own document.
        element.append(document.createRange().createContextualFragment(CONTENT[tag]!));
        page.append(element);
      }
      page.insertAdjacentHTML('beforeend', NEIGHBOURS);
      const hostile = TAGS.map((tag) => page.querySelector(`:scope > ${tag}:not([data-neighbour])`)!);
      const settled = (): boolean => hostile.every((element) => element.hasAttribute('data-enhanced') || element.hasAttribute('data-failed'));
      await waitFor(settled, 'every element to upgrade', 10_000);
      await frames();
      for (const element of hostile) setAll(element, nextValue);
      await wait(300);
      await frames();
      await neighboursWork(page);
      await wait(200);

      const failed = hostile.filter((element) => element.hasAttribute('data-failed')).map((element) => element.localName);
      expect(uncaught, 'uncaught errors').to.deep.equal([]);
      expect(requested.filter(isInjected).map(short), 'requests to injected addresses').to.deep.equal([]);
      expect(requested.filter((url) => new URL(url, location.href).origin !== location.origin).map(short), 'requests off this page').to.deep.equal([]);
      // The hostile elements themselves hold the values set on them (<pb-preview-frame> has a `src`).
      const injected = allElements().filter(
        (element) =>
          !hostile.includes(element) &&
          (element.hasAttribute('data-hostile') ||
          element.hasAttribute('onerror') ||
          (element.getAttribute('style') ?? '').includes(EVIL) ||
          (element.getAttribute('src') ?? '').includes(EVIL)),
      );
      expect(injected.map((element) => element.outerHTML.slice(0, 80)), 'injected elements').to.deep.equal([]);
      expect(window.hostilePwned, 'nothing ran').to.equal(undefined);
      expect(failed, 'elements that failed').to.deep.equal([]);
    });
  });
});
