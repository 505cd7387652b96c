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

// README: split test in code
// Split test "1" on the page "split-test", the shape the Split tests screen stores: the control is
// the markup already inside <pb-split-test test-id="1">; the goal is the record the results count.
add_filter('pb_elements_split_tests', function ($tests) {
    $page = get_page_by_path('split-test');
    if (!$page) return $tests;
    $tests['1'] = [
        'post_id' => $page->ID,
        'status' => 'running', // or 'paused': every visitor sees the control
        'goal' => 'click_goal', // click_goal, con_goal, view_goal, read_goal or read_page
        'control' => '10',
        'subjects' => [
            '10' => ['name' => 'Control', 'content' => '<div class="ab-hero" style="height:10rem"><h2>Walks worth the early start</h2><a class="ab-cta" href="#signup">See this season’s walks</a></div>'],
            '11' => ['name' => 'Shorter', 'content' => '<div class="ab-hero" style="height:10rem"><h2>Early walks, better views</h2><a class="ab-cta" href="#signup">Plan a walk</a></div>'],
        ],
    ];
    return $tests;
});
// README: end

// README: newsletter hand-off
// Each new sign-up goes on to the mail provider's list (here Mailchimp's API, the key defined in
// wp-config.php); Mailchimp then asks the subscriber to confirm ("pending").
add_action('pb_elements_newsletter_subscribed', function ($subscription) {
    if ($subscription['provider'] !== 'mailchimp' || !defined('MAILCHIMP_API_KEY')) return;
    $datacenter = substr(strrchr(MAILCHIMP_API_KEY, '-'), 1);
    wp_remote_post("https://$datacenter.api.mailchimp.com/3.0/lists/" . rawurlencode($subscription['list_id']) . '/members', [
        'timeout' => 5,
        'headers' => ['Authorization' => 'Basic ' . base64_encode('pb-elements:' . MAILCHIMP_API_KEY), 'Content-Type' => 'application/json'],
        'body' => wp_json_encode([
            'email_address' => $subscription['email'],
            'status' => 'pending',
            'merge_fields' => ['FNAME' => $subscription['first_name'], 'LNAME' => $subscription['last_name']],
        ]),
    ]);
});
// README: end
