<?php
/**
 * Plugin Name:       pb-elements
 * Description:       The page builder's front-end modules as custom elements (pb-tabs, pb-menu, pb-header …), loaded by one small script; with the server side of their calls (contact form, newsletter, split tests, consent).
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       pb-elements
 * Domain Path:       /languages
 *
 * Built from the pb-elements repository (demo/wordpress/pb-elements/); `npm run build` writes the
 * installable zip (dist/pb-elements-wordpress.zip) with the built loader and modules in dist/ and
 * the generated files (allowed HTML, message set) in generated/.
 */

defined('ABSPATH') || exit;

define('PB_ELEMENTS_VERSION', '0.1.0');
define('PB_ELEMENTS_FILE', __FILE__);
define('PB_ELEMENTS_DIR', __DIR__);
define('PB_ELEMENTS_DB_VERSION', '2');

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/schema.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/consent.php';
require_once __DIR__ . '/includes/consent-markup.php';
require_once __DIR__ . '/includes/privacy.php';
require_once __DIR__ . '/includes/newsletter.php';
require_once __DIR__ . '/includes/contact-form.php';
require_once __DIR__ . '/includes/classic-content.php';
require_once __DIR__ . '/includes/split-test.php';
require_once __DIR__ . '/includes/split-test-admin.php';
require_once __DIR__ . '/includes/embeds.php';
require_once __DIR__ . '/includes/layout.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/patterns.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/admin-messages.php';

register_activation_hook(__FILE__, 'pb_elements_install_schema');
add_action('plugins_loaded', 'pb_elements_maybe_upgrade_schema');
add_action('init', function () {
    load_plugin_textdomain('pb-elements', false, dirname(plugin_basename(PB_ELEMENTS_FILE)) . '/languages');
});
