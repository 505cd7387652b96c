<?php
/**
 * Consent-gated embeds for every author (docs/wordpress.md "Use it from WordPress"): kses keeps no `<iframe>`
 * and no `<script>` for users without `unfiltered_html`, so the shortcode `[pb_embed]` writes them
 * from checked attributes instead.
 *
 * - `[pb_embed src="https://www.youtube-nocookie.com/embed/…" service="youtube" title="Trail video"
 *   width="560" height="315"]` prints `<iframe data-src data-service …>`, which the consent runtime
 *   loads once the visitor allows the service (or `category`, default the service's own). The
 *   address must be https on a host of the filter `pb_elements_embed_hosts`.
 * - `[pb_embed script="handle"]` enqueues a script the site owner registered and holds back
 *   (`consent_scripts` setting or filter `pb_elements_consent_scripts`); no other handle.
 *
 * Anything not allowed prints nothing.
 */

defined('ABSPATH') || exit;

/** @return string[] The hosts an embed address may name (filter `pb_elements_embed_hosts`). */
function pb_elements_embed_hosts() {
    return apply_filters('pb_elements_embed_hosts', array(
        'www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com', 'www.google.com', 'maps.google.com',
        'www.openstreetmap.org', 'open.spotify.com', 'w.soundcloud.com',
    ));
}

/**
 * @param array<string, string>|string $attributes
 * @return string
 */
function pb_elements_embed_shortcode($attributes) {
    $attributes = shortcode_atts(array('src' => '', 'service' => '', 'category' => '', 'title' => '', 'width' => '', 'height' => '', 'script' => ''), $attributes, 'pb_embed');
    if ($attributes['script'] !== '') {
        $handle = $attributes['script'];
        if (isset(pb_elements_consent_scripts()[$handle]) && wp_script_is($handle, 'registered')) wp_enqueue_script($handle);
        return '';
    }
    $src = esc_url_raw($attributes['src'], array('https'));
    $host = strtolower((string) wp_parse_url($src, PHP_URL_HOST));
    $service = sanitize_key($attributes['service']);
    $category = in_array($attributes['category'], PB_ELEMENTS_CONSENT_CATEGORIES, true) ? $attributes['category'] : '';
    if ($src === '' || !in_array($host, pb_elements_embed_hosts(), true) || ($service === '' && $category === '')) return '';
    $html = '<iframe data-src="' . esc_url($src) . '"';
    if ($service !== '') $html .= ' data-service="' . esc_attr($service) . '"';
    if ($category !== '') $html .= ' data-category="' . esc_attr($category) . '"';
    $title = $attributes['title'] !== '' ? $attributes['title'] : ($service !== '' ? $service : $host);
    $html .= ' title="' . esc_attr($title) . '"';
    foreach (array('width', 'height') as $size) {
        if (absint($attributes[$size]) > 0) $html .= ' ' . $size . '="' . absint($attributes[$size]) . '"';
    }
    return $html . ' allowfullscreen></iframe>';
}
add_shortcode('pb_embed', 'pb_elements_embed_shortcode');
