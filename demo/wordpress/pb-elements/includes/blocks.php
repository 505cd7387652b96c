<?php
/**
 * The block editor's offering: one block, "pb-elements element" (pb-elements/element). The
 * author picks the tag (every `pb-*` of the manifest) and fills its documented attributes in
 * the sidebar; the content inside is ordinary blocks (InnerBlocks). It saves plain element
 * markup, `<pb-tabs label="…">…</pb-tabs>`, which kses keeps (includes/kses.php) and the loader
 * upgrades. The editor script is plain JavaScript on WordPress's globals (blocks/element.js): no
 * build step; the tags and attributes come from generated/kses-elements.php.
 */

defined('ABSPATH') || exit;

function pb_elements_register_blocks() {
    wp_register_script('pb-elements-block-editor', plugins_url('blocks/element.js', PB_ELEMENTS_FILE),
        array('wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n'), PB_ELEMENTS_VERSION, true);
    wp_add_inline_script('pb-elements-block-editor', 'window.pbElementsCatalogue = ' . wp_json_encode(require PB_ELEMENTS_DIR . '/generated/kses-elements.php') . ';', 'before');
    wp_set_script_translations('pb-elements-block-editor', 'pb-elements', PB_ELEMENTS_DIR . '/languages');
    register_block_type('pb-elements/element', array('editor_script' => 'pb-elements-block-editor'));
}
add_action('init', 'pb_elements_register_blocks');
