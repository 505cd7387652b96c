/**
 * The pages of the WordPress test site, saved through the REST API by the Editor (no
 * `unfiltered_html`), as Custom HTML blocks. Their content is what an author writes from the
 * README; the last lines of the walks page are what kses must remove.
 */
export const WP_PAGES = {
  walks: `<!-- wp:html -->
<pb-tabs label="Walks" active="0">
<h2 id="ridge" data-name="ridge">Ridge walk</h2>
<div><p>Up the ridge from the village, 9 km, with the whole valley below.</p></div>
<h2 id="river" data-name="river">River walk</h2>
<div><p>Along the river to the old mill and back, 6 km, flat all the way.</p></div>
</pb-tabs>
<pb-animate animation-style="fade" animation-duration="500ms"><p>Walks leave at eight from the square.</p></pb-animate>
<p onclick="document.title='kses failed'">Bring water.</p><script>document.title = 'kses failed';</script>
<!-- /wp:html -->`,
  newsletter: `<!-- wp:html -->
<pb-newsletter list-id="walks-letter" provider="mailchimp" account="site-account">
<form method="post" action="/wp-admin/admin-ajax.php">
<input type="hidden" name="action" value="et_pb_submit_subscribe_form">
<input type="hidden" name="et_list_id" value="walks-letter">
<label for="nl-first">First name</label> <input id="nl-first" name="et_firstname" autocomplete="given-name">
<label for="nl-email">Email</label> <input id="nl-email" type="email" name="et_email" autocomplete="email">
<button type="submit">Subscribe</button>
</form>
</pb-newsletter>
<!-- /wp:html -->`,
  'split-test': `<!-- wp:html -->
<pb-split-test test-id="1"><div class="ab-hero" style="height:10rem"><h2>Walks worth the early start</h2><a class="ab-cta" href="#signup">See this season’s walks</a></div></pb-split-test>
<section id="signup" data-pb-ab-goal><h2>Join a walk</h2><p><button type="button">Count me in</button></p></section>
<!-- /wp:html -->`,
} as const;

export type PageSlug = keyof typeof WP_PAGES;
