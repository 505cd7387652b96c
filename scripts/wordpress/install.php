<?php
/**
 * Installs the WordPress test site non-interactively (scripts/wordpress/site.mjs runs it with
 * php-cli once wp-config.php is written): wp_install(), pretty permalinks, the pb-elements plugin
 * and theme activated, an Editor without `unfiltered_html` with an application password (the
 * tests save pages through the REST API as that Editor), an Author, and a primary menu with a submenu.
 * Prints JSON: the users' names, passwords and the application password.
 *
 * Usage: php install.php SITE_DIR SITE_URL
 */
require __DIR__ . '/cli-request.php';
define('WP_INSTALLING', true);
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// No mail here (no sendmail): the new-site notice is dropped.
add_filter('pre_wp_mail', '__return_true');
$admin_password = 'admin-' . wp_generate_password(16, false);
$result = wp_install('pb-elements test site', 'admin', 'admin@example.test', false, '', $admin_password);
update_option('permalink_structure', '/%postname%/');
update_option('blogdescription', '');

$activated = activate_plugin('pb-elements/pb-elements.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message() . "\n"); exit(1); }
switch_theme('pb-theme');

// The Editor: no unfiltered_html, so kses filters what it saves (single-site Editors have it by default).
get_role('editor')->remove_cap('unfiltered_html');
$editor_password = 'editor-' . wp_generate_password(16, false);
$editor_id = wp_insert_user(['user_login' => 'editor', 'user_pass' => $editor_password, 'user_email' => 'editor@example.test', 'role' => 'editor']);
wp_set_current_user($editor_id);
if (current_user_can('unfiltered_html')) { fwrite(STDERR, "the Editor still has unfiltered_html\n"); exit(1); }
[$application_password] = WP_Application_Passwords::create_new_application_password($editor_id, ['name' => 'e2e']);
// An Author, and the admin's application password: the tests save pages as each role (test/wordpress/editors.spec.ts).
$author_password = 'author-' . wp_generate_password(16, false);
$author_id = wp_insert_user(['user_login' => 'author', 'user_pass' => $author_password, 'user_email' => 'author@example.test', 'role' => 'author']);
[$author_application_password] = WP_Application_Passwords::create_new_application_password($author_id, ['name' => 'e2e']);
[$admin_application_password] = WP_Application_Passwords::create_new_application_password($result['user_id'], ['name' => 'e2e']);
wp_set_current_user(0);

// The primary menu: Home, Walks (with a submenu: Ridge walk, River walk), Newsletter, Split test.
$menu_id = wp_create_nav_menu('Primary');
$item = fn ($title, $path, $parent = 0) => wp_update_nav_menu_item($menu_id, 0, [
    'menu-item-title' => $title, 'menu-item-url' => home_url($path), 'menu-item-status' => 'publish',
    'menu-item-type' => 'custom', 'menu-item-parent-id' => $parent,
]);
$item('Home', '/');
$walks = $item('Walks', '/walks/');
$item('Ridge walk', '/walks/#ridge', $walks);
$item('River walk', '/walks/#river', $walks);
$item('Newsletter', '/newsletter/');
$item('Split test', '/split-test/');
set_theme_mod('nav_menu_locations', ['primary' => $menu_id]);

echo wp_json_encode([
    'admin' => ['user' => 'admin', 'password' => $admin_password, 'applicationPassword' => $admin_application_password],
    'editor' => ['user' => 'editor', 'password' => $editor_password, 'applicationPassword' => $application_password],
    'author' => ['user' => 'author', 'password' => $author_password, 'applicationPassword' => $author_application_password],
]), "\n";
