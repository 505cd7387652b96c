<?php
/**
 * The minimal theme of the README's WordPress section. Every snippet the README shows is here
 * (between "README:" markers) and runs in the WordPress end-to-end tests (test/wordpress/).
 */

add_action('after_setup_theme', function () {
    add_theme_support('title-tag');
    register_nav_menus(['primary' => __('Primary menu', 'pb-theme')]);
});

add_action('wp_enqueue_scripts', function () {
    wp_enqueue_style('pb-theme', get_stylesheet_uri(), [], '0.1.0');
});

// README: consent-blocked script
// With add_theme_support('html5', ['script']) WordPress prints no `type` of its own.
add_action('after_setup_theme', function () {
    add_theme_support('html5', ['script', 'style']);
});
add_action('wp_enqueue_scripts', function () {
    wp_enqueue_script('site-analytics', get_template_directory_uri() . '/analytics.js', [], '0.1.0', true);
});
// Held back until the visitor's consent allows statistics (the pb-elements plugin's filter).
add_filter('pb_elements_consent_scripts', function ($scripts) {
    $scripts['site-analytics'] = ['category' => 'statistics'];
    return $scripts;
});
// README: end

// README: page configuration
// A split-test visit counts as no bounce after 8 s on the page (default 5).
add_filter('pb_elements_page_config', function ($config) {
    $config['bounceRateTime'] = 8;
    return $config;
});
// README: end
