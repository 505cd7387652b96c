<?php
/**
 * The elements in a theme's content column (docs/wordpress.md "Use it from WordPress"). A block theme (Twenty
 * Twenty-Three) sizes the children of `.is-layout-constrained` with its content width and the
 * alignments (`alignwide`, `alignfull`); the elements are blocks before and after the upgrade
 * (their critical CSS and `:host`), but `<pb-lightbox>` has no box of its own
 * (`display: contents`), so as a child of a layout it becomes a block. Images inside elements
 * never overflow their column. The image rule sits in a cascade layer printed before the
 * loader's styles: every rule of the theme and of the elements wins over it.
 *
 * styles/theme-base.css (style `pb-elements-theme-base`, on the page and in the block editor):
 * the modules' proportions in any theme (tab headings at a tab's size, contact-form fields), as
 * weak as a theme's bare element rules allow.
 */

defined('ABSPATH') || exit;

/** The elements' tags (generated/kses-elements.php). @return string[] */
function pb_elements_tags() {
    return array_keys(require PB_ELEMENTS_DIR . '/generated/kses-elements.php');
}

function pb_elements_layout_css() {
    return ':where(.is-layout-constrained,.is-layout-flow)>pb-lightbox:not([hidden]){display:block}'
        . '@layer pb-elements-wordpress{:where(' . implode(',', pb_elements_tags()) . ') img{max-width:100%;height:auto}}';
}

function pb_elements_enqueue_layout_css() {
    wp_register_style('pb-elements-layout', false, array(), PB_ELEMENTS_VERSION);
    wp_enqueue_style('pb-elements-layout');
    wp_add_inline_style('pb-elements-layout', pb_elements_layout_css());
}
add_action('wp_enqueue_scripts', 'pb_elements_enqueue_layout_css');

function pb_elements_enqueue_theme_base_css() {
    wp_enqueue_style('pb-elements-theme-base', plugins_url('styles/theme-base.css', PB_ELEMENTS_FILE), array(), PB_ELEMENTS_VERSION);
}
add_action('enqueue_block_assets', 'pb_elements_enqueue_theme_base_css');
