<?php
/**
 * The consent banner and a "Cookie settings" area, printed by the plugin at the end of the page
 * (wp_footer) in block and classic themes alike, unless the page already has a banner. Without
 * a banner no held-back script ever runs and the visitor can never choose.
 *
 * - The page's own banner (the theme's header.php, a block template, the content) is looked for
 *   in what is printed between the end of wp_head and wp_footer, kept in an output buffer.
 * - A theme that prints its banner elsewhere declares
 *   `add_theme_support('pb-elements-consent-banner')`; the filter
 *   `pb_elements_print_consent_banner` ($print, $page_has_banner) decides last.
 * - A Consent banner block (pb-elements/consent-banner) in the content takes the place of the
 *   plugin's banner and area on its page (its own texts, links, class). A page gets one banner:
 *   only the first banner block renders (a blog page listing several posts with one), none when
 *   the theme declares it prints its own or its header.php printed one already. A block dropped so finds the plugin's banner in its place.
 * - The area is an `<aside>` with a closed `<details>`: `<pb-consent-manage hide-policy>` (the
 *   visitor's switches and "Show the cookie banner again", loaded when it is opened) and the
 *   privacy policy link when that page is published. Filter `pb_elements_consent_settings_html`
 *   ($html; '' prints none).
 */

defined('ABSPATH') || exit;

/** Opens the buffer the page's own banner is looked for in. */
function pb_elements_watch_for_consent_banner() {
    if (is_admin() || is_feed() || is_embed()) return;
    ob_start();
    $GLOBALS['pb_elements_consent_buffer_level'] = ob_get_level();
}
add_action('wp_head', 'pb_elements_watch_for_consent_banner', PHP_INT_MAX);

/** Whether what the page printed since wp_head (our buffer, while it is the innermost one) has a banner. */
function pb_elements_printed_consent_banner() {
    $level = $GLOBALS['pb_elements_consent_buffer_level'] ?? 0;
    // Another buffer opened inside ours and still open: ours cannot be read without breaking it.
    if (!$level || ob_get_level() !== $level) return false;
    return (bool) preg_match('/<pb-consent-banner[\s>\/]/i', (string) ob_get_contents());
}

/** Whether the page printed a banner of its own; sends what the buffer held on its way. */
function pb_elements_page_has_consent_banner() {
    $level = $GLOBALS['pb_elements_consent_buffer_level'] ?? 0;
    if (!$level || ob_get_level() !== $level) return false;
    $printed = pb_elements_printed_consent_banner();
    ob_end_flush();
    unset($GLOBALS['pb_elements_consent_buffer_level']);
    return $printed;
}

/**
 * One banner per page: a banner block renders unless the theme prints the banner (declared, or
 * already printed by a classic theme's header.php) or a banner block already rendered.
 */
function pb_elements_render_consent_banner_block($html, $block) {
    if (($block['blockName'] ?? '') !== 'pb-elements/consent-banner' || is_admin()) return $html;
    if (current_theme_supports('pb-elements-consent-banner') || !empty($GLOBALS['pb_elements_consent_banner_rendered']) || pb_elements_printed_consent_banner()) return '';
    $GLOBALS['pb_elements_consent_banner_rendered'] = true;
    return $html;
}
add_filter('render_block', 'pb_elements_render_consent_banner_block', 10, 2);

/** The "Cookie settings" area. */
function pb_elements_consent_settings_html() {
    $label = __('Cookie settings', 'pb-elements');
    // Padded by the banner's height while it shows (the banner overlays the page's end).
    $html = '<aside class="pb-elements-consent-settings" aria-label="' . esc_attr($label) . '" style="padding:0 1rem calc(1rem + var(--pb-consent-banner-height, 0px))">'
        . '<details><summary>' . esc_html($label) . '</summary>'
        . '<pb-consent-manage hide-policy><p slot="no-js">' . esc_html__('Enable JavaScript to manage your consent.', 'pb-elements') . '</p></pb-consent-manage>'
        . get_the_privacy_policy_link('<p>', '</p>')
        . '</details></aside>';
    return (string) apply_filters('pb_elements_consent_settings_html', $html);
}

function pb_elements_print_consent_markup() {
    $page_has_banner = pb_elements_page_has_consent_banner();
    $print = !$page_has_banner && !current_theme_supports('pb-elements-consent-banner');
    if (!apply_filters('pb_elements_print_consent_banner', $print, $page_has_banner)) return;
    echo '<pb-consent-banner></pb-consent-banner>';
    echo pb_elements_consent_settings_html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped where it is built; filtered by the site.
}
add_action('wp_footer', 'pb_elements_print_consent_markup', 5);
