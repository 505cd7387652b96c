<?php
/**
 * The block editor's offering. A block per module (pb-elements/tabs, pb-elements/image-carousel …,
 * category "pb-elements"): their block.json files are generated from the manifest into
 * generated/blocks/<module>/ and registered from there; they share one editor script
 * (blocks/modules.js) that reads the attributes' types, choices, help and defaults from
 * generated/module-blocks.php, and save plain element markup around the inner blocks. The
 * editor shows each one live (docs/wordpress.md "Live preview in the editor"): the loader with the
 * page configuration (includes/assets.php) and blocks/preview.js render its saved markup.
 *
 * "pb-elements element" (pb-elements/element), the generic block: the
 * author picks the tag (every `pb-*` of the manifest) and fills its documented attributes in
 * the sidebar; the content inside is ordinary blocks (InnerBlocks). It saves plain element
 * markup, `<pb-tabs label="…">…</pb-tabs>`, which kses keeps (includes/kses.php) and the loader
 * upgrades. The editor script is plain JavaScript on WordPress's globals (blocks/element.js): no
 * build step; the tags, attributes and their kinds come from generated/block-elements.php.
 *
 * "pb-elements embed" (pb-elements/embed): a consent-gated embed from sidebar fields, a dynamic
 * block rendered by `[pb_embed]`'s code (includes/embeds.php), so an author never writes an iframe.
 */

defined('ABSPATH') || exit;

function pb_elements_register_blocks() {
    $editor = array('wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-html-entities', 'wp-i18n');
    wp_register_script('pb-elements-block-shared', plugins_url('blocks/shared.js', PB_ELEMENTS_FILE), array('wp-html-entities'), PB_ELEMENTS_VERSION, true);
    $editor[] = 'pb-elements-block-shared';

    wp_register_script('pb-elements-block-preview', plugins_url('blocks/preview.js', PB_ELEMENTS_FILE), array(), PB_ELEMENTS_VERSION, true);
    wp_register_style('pb-elements-block-preview', plugins_url('blocks/editor.css', PB_ELEMENTS_FILE), array(), PB_ELEMENTS_VERSION);
    // Both element blocks live in the editor (blocks/live.js): the preview, and the toolbar's Preview / Edit.
    wp_register_script('pb-elements-block-live', plugins_url('blocks/live.js', PB_ELEMENTS_FILE),
        array('wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-data', 'wp-i18n', 'pb-elements-block-preview'), PB_ELEMENTS_VERSION, true);
    wp_set_script_translations('pb-elements-block-live', 'pb-elements', PB_ELEMENTS_DIR . '/languages');
    $editor[] = 'pb-elements-block-live';
    wp_register_script('pb-elements-module-blocks', plugins_url('blocks/modules.js', PB_ELEMENTS_FILE), $editor, PB_ELEMENTS_VERSION, true);
    $modules = array(
        'blocks' => array_map(function ($json) { return json_decode($json, true); }, require PB_ELEMENTS_DIR . '/generated/module-blocks.php'),
        'urls'   => array('contact' => admin_url('admin-post.php?action=pb_contact_form'), 'newsletter' => admin_url('admin-ajax.php')),
        // The templates' links and pictures: the site's home and name (menu, header, search), the patterns' pictures.
        'site'   => array('home' => home_url('/'), 'name' => get_bloginfo('name'), 'assets' => plugins_url('assets/patterns', PB_ELEMENTS_FILE)),
    );
    wp_add_inline_script('pb-elements-module-blocks', 'window.pbElementsModules = ' . wp_json_encode($modules) . ';', 'before');
    wp_set_script_translations('pb-elements-module-blocks', 'pb-elements', PB_ELEMENTS_DIR . '/languages');
    foreach (glob(PB_ELEMENTS_DIR . '/generated/blocks/*', GLOB_ONLYDIR) as $dir) {
        register_block_type($dir);
    }

    wp_register_script('pb-elements-block-editor', plugins_url('blocks/element.js', PB_ELEMENTS_FILE), $editor, PB_ELEMENTS_VERSION, true);
    wp_add_inline_script('pb-elements-block-editor', 'window.pbElementsCatalogue = ' . wp_json_encode(require PB_ELEMENTS_DIR . '/generated/block-elements.php') . ';', 'before');
    wp_set_script_translations('pb-elements-block-editor', 'pb-elements', PB_ELEMENTS_DIR . '/languages');
    register_block_type('pb-elements/element', array('editor_script' => 'pb-elements-block-editor'));

    wp_register_script('pb-elements-embed-block', plugins_url('blocks/embed.js', PB_ELEMENTS_FILE),
        array('wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-html-entities', 'wp-i18n'), PB_ELEMENTS_VERSION, true);
    wp_set_script_translations('pb-elements-embed-block', 'pb-elements', PB_ELEMENTS_DIR . '/languages');
    $text = array('type' => 'string', 'default' => '');
    register_block_type('pb-elements/embed', array(
        'editor_script'   => 'pb-elements-embed-block',
        'attributes'      => array_fill_keys(array('src', 'service', 'category', 'title', 'width', 'height'), $text),
        'render_callback' => 'pb_elements_render_embed_block',
    ));
}
add_action('init', 'pb_elements_register_blocks');

/**
 * The module blocks' inserter category, first.
 * @param array<int, array<string, mixed>> $categories
 */
function pb_elements_block_category($categories) {
    return array_merge(array(array('slug' => 'pb-elements', 'title' => __('pb-elements', 'pb-elements'), 'icon' => null)), $categories);
}
add_filter('block_categories_all', 'pb_elements_block_category');

/** The embed block's sidebar data, only where the block editor loads (its hosts and category names). */
function pb_elements_embed_block_options() {
    $messages = pb_elements_messages();
    $categories = array();
    foreach (PB_ELEMENTS_CONSENT_CATEGORIES as $category) {
        $key = 'consent' . ucfirst($category);
        $categories[$category] = isset($messages[$key]) ? $messages[$key] : $category;
    }
    $options = array('hosts' => array_values(pb_elements_embed_hosts()), 'categories' => $categories);
    wp_add_inline_script('pb-elements-embed-block', 'window.pbElementsEmbed = ' . wp_json_encode($options) . ';', 'before');
}
add_action('enqueue_block_editor_assets', 'pb_elements_embed_block_options');

/**
 * The embed block on the page: its attributes through the shortcode's code (no `script`: the
 * block places embeds only).
 * @param array<string, mixed> $attributes
 */
function pb_elements_render_embed_block($attributes) {
    $fields = array();
    foreach (array('src', 'service', 'category', 'title', 'width', 'height') as $name) {
        $fields[$name] = isset($attributes[$name]) && is_scalar($attributes[$name]) ? (string) $attributes[$name] : '';
    }
    return pb_elements_embed_shortcode($fields);
}
