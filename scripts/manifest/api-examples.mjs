/**
 * One small live example per element for its API reference page (api-pages.mjs): the HTML an
 * author writes, shown working and as source. The manifest documents the API but holds no
 * markup, so the examples live here, keyed by tag; the pages fail to build for a tag without
 * one. `stylesheet` names the demo page's stylesheet (demo/pages/assets/) the markup's classes
 * come from. Links and ids point at the demo site: `#example`, `#attributes` … are the API
 * page's own sections, `#top` its body.
 */

/** @typedef {{ html: string, stylesheet?: string }} ApiExample */

/** @type {Record<string, ApiExample>} */
export const EXAMPLES = {
  'pb-accordion': {
    html: `<pb-accordion>
  <details open><summary>Shipping</summary><p>Two working days within the EU.</p></details>
  <details><summary>Returns</summary><p>Free returns within thirty days.</p></details>
</pb-accordion>`,
  },
  'pb-animate': {
    stylesheet: 'animations.css',
    html: `<pb-animate animation-style="slide" animation-direction="left" animation-duration="800">
  <div class="animation-card"><h3>Slide</h3><p>Slides in from the left when it scrolls into view.</p></div>
</pb-animate>`,
  },
  'pb-split-test': {
    stylesheet: 'split-test.css',
    html: `<pb-split-test test-id="1">
  <div class="ab-hero">
    <h2>Walks worth the early start</h2>
    <p>Guided day walks on the coast and in the hills, at every pace.</p>
    <a class="button ab-cta" href="/split-test.html#signup">See this season’s walks</a>
  </div>
</pb-split-test>`,
  },
  'pb-blog': {
    stylesheet: 'blog.css',
    html: `<pb-blog id="blog-posts" class="blog-posts">
  <article class="blog-post">
    <h2 class="blog-post-title"><a href="/blog/walking-the-coast-path-in-autumn/">Walking the coast path in autumn</a></h2>
    <p class="blog-post-meta"><time datetime="2026-11-08">8 November 2026</time></p>
    <p class="blog-post-excerpt">Five days, 92 kilometres and more stiles than we could count: notes from a week on the cliffs.</p>
  </article>
  <nav class="pagination" aria-label="Blog pages" data-pages="9">
    <ul>
      <li><span class="page-numbers current" aria-current="page"><span class="visually-hidden">Page </span>1</span></li>
      <li><a class="page-numbers" href="/blog/page/2/"><span class="visually-hidden">Page </span>2</a></li>
      <li><a class="page-numbers next" rel="next" href="/blog/page/2/">Next<span class="visually-hidden"> page</span></a></li>
    </ul>
  </nav>
</pb-blog>`,
  },
  'pb-cart': {
    html: `<pb-cart variant="mini" label="Cart">
  <a class="cart-contents" href="/shop/cart/">
    <span class="cart-contents-count">2 items</span>
    <span class="cart-contents-total"><span class="woocommerce-Price-amount amount"><bdi>€30.00</bdi></span></span>
  </a>
  <div class="widget_shopping_cart_content">
    <ul class="woocommerce-mini-cart cart_list product_list_widget">
      <li class="woocommerce-mini-cart-item mini_cart_item">
        <a href="/shop/product/oak-chair/">Oak chair</a>
        <span class="quantity">2 × <span class="woocommerce-Price-amount amount"><bdi>€15.00</bdi></span></span>
      </li>
    </ul>
    <p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> <span class="woocommerce-Price-amount amount"><bdi>€30.00</bdi></span></p>
    <p class="woocommerce-mini-cart__buttons buttons"><a href="/shop/cart/" class="button wc-forward">View cart</a> <a href="/shop/checkout/" class="button checkout wc-forward">Checkout</a></p>
  </div>
</pb-cart>`,
  },
  'pb-checkout': {
    html: `<pb-checkout>
  <form name="checkout" method="post" class="checkout woocommerce-checkout" action="/shop/checkout/">
    <p class="form-row"><label for="billing_first_name">First name</label> <input id="billing_first_name" name="billing_first_name" autocomplete="given-name"></p>
    <p class="form-row"><label for="billing_email">Email address</label> <input id="billing_email" name="billing_email" type="email" autocomplete="email"></p>
    <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button>
  </form>
</pb-checkout>`,
  },
  'pb-circle-counter': {
    stylesheet: 'counters.css',
    html: `<pb-circle-counter number="75"><p>75% of hikers finish the full ridge</p></pb-circle-counter>`,
  },
  'pb-comments': {
    stylesheet: 'community.css',
    html: `<pb-comments class="comments-area">
  <ol class="comment-list">
    <li id="comment-9003" class="comment depth-1">
      <article id="div-comment-9003" class="comment-body">
        <footer class="comment-meta"><b class="fn">Cleo Marsh</b> <span class="says">says:</span></footer>
        <div class="comment-content"><p>Which café in the harbour town would you recommend?</p></div>
        <div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=9003#respond" data-commentid="9003" data-postid="42" data-belowelement="div-comment-9003" data-respondelement="respond" data-replyto="Reply to Cleo Marsh" aria-label="Reply to Cleo Marsh">Reply</a></div>
      </article>
    </li>
  </ol>
  <div id="respond" class="comment-respond">
    <h3 id="reply-title" class="comment-reply-title">Leave a reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none">Cancel reply</a></small></h3>
    <form action="/comments" method="post" id="commentform" class="comment-form">
      <p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" rows="3" required></textarea></p>
      <p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" autocomplete="name" required></p>
      <p class="comment-form-email"><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" required></p>
      <p class="form-submit">
        <button type="submit" class="submit">Post comment</button>
        <input type="hidden" name="comment_post_ID" value="42" id="comment_post_ID">
        <input type="hidden" name="comment_parent" id="comment_parent" value="0">
        <input type="hidden" name="_wpnonce" value="{{pb-nonce:comment}}">
      </p>
    </form>
  </div>
</pb-comments>`,
  },
  'pb-consent-area': {
    stylesheet: 'consent.css',
    html: `<pb-consent-area post-id="12" block-id="3" category="marketing">
  <div class="consent-area-fallback">
    <p>This film may set marketing cookies. It appears here once marketing cookies are allowed.</p>
    <button type="button" class="consent-area-accept" data-consent-accept>Allow marketing cookies and show the film</button>
  </div>
  <p class="consent-area-caption">The publisher's film of the Ridgeway route.</p>
</pb-consent-area>`,
  },
  'pb-consent-banner': {
    stylesheet: 'consent.css',
    html: `<pb-consent-banner></pb-consent-banner>
<p>The banner shows at the bottom of the window until you make a choice.</p>`,
  },
  'pb-consent-manage': {
    stylesheet: 'consent.css',
    html: `<pb-consent-manage>
  <div class="cookie-policy">
    <h3>Cookie policy</h3>
    <p>Only functional cookies are set until you choose.</p>
  </div>
  <p slot="no-js">Enable JavaScript to change your consent.</p>
</pb-consent-manage>`,
  },
  'pb-contact-form': {
    stylesheet: 'contact.css',
    html: `<pb-contact-form id="api-contact-form">
  <form class="contact-form" action="/contact/submit" method="post">
    <p class="contact-field" data-field="name">
      <label for="contact-name">Your name <span aria-hidden="true">*</span></label>
      <input id="contact-name" name="name" autocomplete="name" required>
    </p>
    <p class="contact-field" data-field="email">
      <label for="contact-email">Email address <span aria-hidden="true">*</span></label>
      <input id="contact-email" name="email" type="email" autocomplete="email" required>
    </p>
    <p class="contact-field" data-field="message">
      <label for="contact-message">Message <span aria-hidden="true">*</span></label>
      <textarea id="contact-message" name="message" rows="3" required></textarea>
    </p>
    <input type="hidden" name="token" value="{{pb-nonce:contact_form}}">
    <input type="hidden" name="pb_contact_form" value="api-contact-form">
    <input type="hidden" name="et_pb_contact_email_fields" value='[{"field_id":"name","original_id":"name","required_mark":"required","field_type":"input","field_label":"Your name"},{"field_id":"email","original_id":"email","required_mark":"required","field_type":"email","field_label":"Email address"},{"field_id":"message","original_id":"message","required_mark":"required","field_type":"text","field_label":"Message"}]'>
    <input type="hidden" name="et_pb_contact_email_hidden_fields" value="[]">
    <p class="contact-note">Fields marked with * are required.</p>
    <button class="contact-submit" type="submit">Send message</button>
  </form>
</pb-contact-form>`,
  },
  'pb-countdown': {
    stylesheet: 'counters.css',
    html: `<pb-countdown end-date="2030-01-01T00:00:00Z" title="The new decade starts in">
  <p>The countdown ends on 1 January 2030 at midnight (UTC).</p>
</pb-countdown>`,
  },
  'pb-dot-nav': {
    stylesheet: 'navigation.css',
    html: `<pb-dot-nav>
  <nav aria-label="Reference sections" class="page-contents">
    <ul>
      <li><a href="#example">Live example</a></li>
      <li><a href="#attributes">Attributes</a></li>
      <li><a href="#events">Events</a></li>
      <li><a href="#css-properties">CSS custom properties</a></li>
    </ul>
  </nav>
</pb-dot-nav>`,
  },
  'pb-gallery': {
    stylesheet: 'gallery.css',
    html: `<pb-gallery id="api-gallery" class="photo-gallery" label="Trail pictures" per-page="2" columns="2">
  <figure>
    <a href="/assets/img/carousel-1-lake.svg" data-pswp-width="800" data-pswp-height="533"><img src="/assets/img/carousel-1-lake.svg" width="800" height="533" alt="Mirror lake"></a>
    <figcaption>The lake at first light.</figcaption>
  </figure>
  <figure>
    <a href="/assets/img/carousel-2-dunes.svg" data-pswp-width="800" data-pswp-height="533"><img src="/assets/img/carousel-2-dunes.svg" width="800" height="533" alt="Dunes"></a>
    <figcaption>Ripples on the dunes.</figcaption>
  </figure>
  <figure>
    <a href="/assets/img/carousel-3-forest.svg" data-pswp-width="800" data-pswp-height="533"><img src="/assets/img/carousel-3-forest.svg" width="800" height="533" alt="Old forest"></a>
    <figcaption>The beech forest above the village.</figcaption>
  </figure>
</pb-gallery>`,
  },
  'pb-header': {
    html: `<pb-header class="api-header">
  <a class="site-name" slot="logo" href="/">pb-elements demo</a>
  <pb-menu>
    <nav class="site-nav" aria-label="Example header">
      <ul>
        <li><a href="/">Home</a></li>
        <li><a href="/tabs.html">Tabs</a></li>
        <li><a href="/contact.html">Contact form</a></li>
      </ul>
    </nav>
  </pb-menu>
</pb-header>`,
  },
  'pb-image-carousel': {
    stylesheet: 'carousels.css',
    html: `<pb-image-carousel label="Our favourite places" slide-to-show="2" slide-to-show-phone="1" loop>
  <img src="/assets/img/carousel-1-lake.svg" alt="A blue lake under a yellow sun, with dark mountains behind" width="800" height="533">
  <img src="/assets/img/carousel-2-dunes.svg" alt="Orange dunes under a pale sky" width="800" height="533">
  <img src="/assets/img/carousel-3-forest.svg" alt="Green forested hills below a grey ridge" width="800" height="533">
</pb-image-carousel>`,
  },
  'pb-lightbox': {
    stylesheet: 'lightbox.css',
    html: `<pb-lightbox class="photo-grid">
  <figure>
    <a href="/assets/img/lightbox-harbour.png" data-pswp-width="1600" data-pswp-height="1000">
      <img src="/assets/img/lightbox-harbour-thumb.png" width="480" height="300" alt="The harbour at dawn, with the sun over the hills">
    </a>
    <figcaption>The harbour at dawn.</figcaption>
  </figure>
  <figure>
    <a href="/assets/img/lightbox-meadow.png" data-pswp-width="1200" data-pswp-height="800">
      <img src="/assets/img/lightbox-meadow-thumb.png" width="480" height="320" alt="Green hills under a clear sky">
    </a>
    <figcaption>Lunch in the meadow.</figcaption>
  </figure>
</pb-lightbox>`,
  },
  'pb-map': {
    stylesheet: 'maps.css',
    html: `<pb-map class="place-map" label="Map of our shops" height="320" tile-url="/tiles/{z}/{x}/{y}.svg" attribution="© pb-elements demo tiles">
  <ul class="places">
    <li data-lat="55.874" data-lng="19.672"><h3>Harbour shop</h3><p>Quay 12, Port Ellery</p></li>
    <li data-lat="55.810" data-lng="19.640" data-title="Hill shop"><p>Upper Road 3, Brackenby</p></li>
  </ul>
</pb-map>`,
  },
  'pb-menu': {
    stylesheet: 'menus.css',
    html: `<div class="menu-band">
  <pb-menu class="shop-menu">
    <nav aria-label="Shop">
      <ul>
        <li><a href="/tabs.html">Top picks</a></li>
        <li>
          <a href="/sliders.html">Packs</a>
          <ul>
            <li><a href="/sliders.html">Day packs</a></li>
            <li><a href="/carousels.html">Trekking packs</a></li>
          </ul>
        </li>
        <li><a href="/contact.html">Stores</a></li>
      </ul>
    </nav>
  </pb-menu>
</div>`,
  },
  'pb-modal': {
    html: `<pb-modal header="Unsaved changes" text="You have changes that are not saved.&#10;Leave the builder anyway?"
  buttons='[{"label":"Keep editing","action":"stay"},{"label":"Leave","action":"leave","primary":true}]'>
  <button type="button">Leave the builder</button>
</pb-modal>`,
  },
  'pb-newsletter': {
    stylesheet: 'newsletter.css',
    html: `<pb-newsletter class="newsletter" list-id="trail-letter" provider="mailchimp" account="demo-account">
  <form class="newsletter-form" method="post" action="/wp-admin/admin-ajax.php">
    <input type="hidden" name="action" value="et_pb_submit_subscribe_form">
    <input type="hidden" name="et_frontend_nonce" value="{{pb-nonce:et_frontend_nonce}}">
    <input type="hidden" name="et_list_id" value="trail-letter">
    <input type="hidden" name="et_provider" value="mailchimp">
    <input type="hidden" name="et_account" value="demo-account">
    <p class="newsletter-field">
      <label for="nl-email">Email</label>
      <input id="nl-email" type="email" name="et_email" autocomplete="email" maxlength="254">
    </p>
    <p><button type="submit" class="newsletter-button">Subscribe</button></p>
  </form>
</pb-newsletter>`,
  },
  'pb-number-counter': {
    stylesheet: 'counters.css',
    html: `<pb-number-counter number="12480"><p>Hikers since 2015</p></pb-number-counter>`,
  },
  'pb-parallax': {
    stylesheet: 'animations.css',
    html: `<pb-parallax class="parallax-banner">
  <img slot="background" src="/assets/img/parallax-mountains.svg" alt="">
  <div class="parallax-panel">
    <h3>True parallax</h3>
    <p>The mountains move at 0.3 times the scroll speed.</p>
  </div>
</pb-parallax>`,
  },
  'pb-portfolio-carousel': {
    stylesheet: 'sliders.css',
    html: `<pb-portfolio-carousel class="stories" label="Photo stories" columns="2" columns-phone="1">
  <article class="story">
    <img src="/assets/img/slider-project-1.svg" alt="A red sun over a dark blue bay" width="600" height="400">
    <h3>First light over the bay</h3>
  </article>
  <article class="story">
    <img src="/assets/img/slider-project-2.svg" alt="A yellow hut against a green hillside" width="600" height="400">
    <h3>A night in the yellow hut</h3>
  </article>
  <article class="story">
    <img src="/assets/img/slider-project-3.svg" alt="Pink peaks under a violet sky" width="600" height="400">
    <h3>Pink peaks at dawn</h3>
  </article>
</pb-portfolio-carousel>`,
  },
  'pb-portfolio': {
    stylesheet: 'portfolio.css',
    html: `<pb-portfolio id="example-work" class="portfolio" per-page="2">
  <nav slot="filter" class="portfolio-filter" aria-label="Project categories">
    <a href="/portfolio/" data-category="all" aria-current="page">All</a>
    <a href="/portfolio/category/coast/" data-category="coast">Coast</a>
    <a href="/portfolio/category/mountains/" data-category="mountains">Mountains</a>
  </nav>
  <article class="project" data-categories="coast">
    <img src="/assets/img/slider-coast.svg" alt="" width="600" height="400">
    <h3>Cliff path at noon</h3>
  </article>
  <article class="project" data-categories="mountains">
    <img src="/assets/img/slider-mountain.svg" alt="" width="600" height="400">
    <h3>Ridge at dusk</h3>
  </article>
  <article class="project" data-categories="coast" hidden>
    <img src="/assets/img/carousel-5-harbour.svg" alt="" width="600" height="400" loading="lazy">
    <h3>Harbour lights</h3>
  </article>
  <nav slot="pagination" class="portfolio-pages" aria-label="Project pages">
    <span aria-hidden="true">Previous</span>
    <ol><li><a href="/portfolio/" aria-current="page">1</a></li><li><a href="/portfolio/page/2/">2</a></li></ol>
    <a href="/portfolio/page/2/">Next</a>
  </nav>
</pb-portfolio>`,
  },
  'pb-scroll-top': {
    stylesheet: 'navigation.css',
    html: `<pb-scroll-top><a href="#top">Back to top</a></pb-scroll-top>
<p>The button appears at the bottom of the window once the page has scrolled 800 px.</p>`,
  },
  'pb-search': {
    stylesheet: 'community.css',
    html: `<pb-search class="header-search" expand label="Search the demo site" placeholder="Search…">
  <form role="search" action="/search" method="get" aria-label="Example">
    <input type="search" name="s">
    <button type="submit" class="search-submit">Search</button>
  </form>
</pb-search>`,
  },
  'pb-slider': {
    stylesheet: 'sliders.css',
    html: `<pb-slider class="day-slider" label="The coast trip, day by day" transition="slide">
  <article class="day">
    <h3>Day 1: Arrival</h3>
    <p>Meet your guide and the group at the harbour at 5 pm.</p>
  </article>
  <article class="day">
    <h3>Day 2: Lighthouse loop</h3>
    <p>A gentle start along the cliffs to the old lighthouse.</p>
  </article>
  <article class="day">
    <h3>Day 3: The seven coves</h3>
    <p>Seven sandy coves, each one a chance for a swim.</p>
  </article>
</pb-slider>`,
  },
  'pb-preview-frame': {
    html: `<pb-preview-frame src="/tabs.html" view-mode="phone" label="Preview of the tabs page" style="--pb-preview-frame-height: 32rem">
  <p><a href="/tabs.html">The tabs page</a></p>
</pb-preview-frame>`,
  },
  'pb-sticky': {
    stylesheet: 'sticky.css',
    html: `<section class="api-sticky" aria-label="Sticky example">
  <pb-sticky position="top" top-offset="16" bottom-limit="section">
    <p class="notice">This note stays at the top of the window until the end of its section.</p>
  </pb-sticky>
  <p>Scroll the page: the note above sticks while this section passes, then stops at its end.</p>
</section>`,
  },
  'pb-tabs': {
    html: `<pb-tabs label="Product details">
  <h3>Description</h3>
  <div><p>A sturdy oak chair.</p></div>
  <h3>Reviews</h3>
  <div><p>Five stars.</p></div>
</pb-tabs>`,
  },
  'pb-toggle': {
    html: `<pb-toggle>
  <details><summary>Care instructions</summary><p>Wipe clean with a damp cloth.</p></details>
</pb-toggle>`,
  },
  'pb-video-background': {
    stylesheet: 'video.css',
    html: `<pb-video-background class="video-hero">
  <video muted loop playsinline poster="/assets/img/trail-poster.svg">
    <source src="/assets/video/trail.webm" type="video/webm">
    <source src="/assets/video/trail.mp4" type="video/mp4">
  </video>
  <div class="video-hero-content">
    <p>Walk the ridge: three days above the tree line.</p>
  </div>
</pb-video-background>`,
  },
  'pb-video': {
    stylesheet: 'video.css',
    html: `<pb-video class="video-film">
  <video controls playsinline preload="metadata" width="640" height="360">
    <source src="/assets/video/trail.webm" type="video/webm">
    <source src="/assets/video/trail.mp4" type="video/mp4">
  </video>
  <a href="/assets/video/trail.mp4" class="overlay">
    <img src="/assets/img/trail-film-poster.svg" alt="Play: Trail film (sample clip, 2 seconds)" width="640" height="360">
  </a>
</pb-video>`,
  },
};
