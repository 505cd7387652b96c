<?php
/**
 * Patterns in the block editor's pattern library, category "pb-elements": a hero slider, a tabs
 * section, an FAQ, a gallery with lightbox, a contact section and a consent set-up. Each is the
 * module blocks' saved markup (patterns/<name>.html, what the editor itself serializes), so it is
 * valid when inserted; pictures come from the plugin (assets/patterns/, `{{assets}}`), the contact
 * form posts to this site (`{{contact_url}}`).
 */

defined('ABSPATH') || exit;

/** @return array<string, array{title: string, description: string, keywords: string[]}> */
function pb_elements_patterns() {
    return array(
        'hero-slider'      => array('title' => __('Hero slider', 'pb-elements'), 'description' => __('Three slides, each a picture behind a heading, a line of text and a button.', 'pb-elements'), 'keywords' => array('slider', 'hero', 'carousel', 'slideshow')),
        'tabs'             => array('title' => __('Tabs section', 'pb-elements'), 'description' => __('Three tabs, each a heading and its panel.', 'pb-elements'), 'keywords' => array('tabs')),
        'faq'              => array('title' => __('FAQ', 'pb-elements'), 'description' => __('Frequently asked questions as an accordion, the first one open.', 'pb-elements'), 'keywords' => array('faq', 'accordion', 'questions')),
        'gallery-lightbox' => array('title' => __('Gallery with lightbox', 'pb-elements'), 'description' => __('A grid of pictures that open in a lightbox.', 'pb-elements'), 'keywords' => array('gallery', 'lightbox', 'images', 'photos')),
        'contact'          => array('title' => __('Contact section', 'pb-elements'), 'description' => __('A heading, a line of text and the contact form.', 'pb-elements'), 'keywords' => array('contact', 'form', 'email')),
        'consent'          => array('title' => __('Consent set-up', 'pb-elements'), 'description' => __('The cookie banner and a "Cookie settings" section where visitors change their choice.', 'pb-elements'), 'keywords' => array('consent', 'cookie', 'gdpr', 'privacy')),
    );
}

function pb_elements_register_patterns() {
    register_block_pattern_category('pb-elements', array('label' => __('pb-elements', 'pb-elements')));
    $replacements = array(
        '{{assets}}'      => esc_url(plugins_url('assets/patterns', PB_ELEMENTS_FILE)),
        '{{contact_url}}' => esc_url(admin_url('admin-post.php?action=pb_contact_form')),
    );
    foreach (pb_elements_patterns() as $name => $pattern) {
        $content = (string) file_get_contents(PB_ELEMENTS_DIR . '/patterns/' . $name . '.html');
        register_block_pattern('pb-elements/' . $name, array(
            'title'       => $pattern['title'],
            'description' => $pattern['description'],
            'keywords'    => $pattern['keywords'],
            'categories'  => array('pb-elements'),
            'content'     => strtr($content, $replacements),
        ));
    }
}
add_action('init', 'pb_elements_register_patterns');
