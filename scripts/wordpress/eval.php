<?php
/**
 * Runs PHP code (read from stdin) inside the WordPress test site, as a site owner's wp-cli would:
 * scripts/wordpress/site.mjs wpEval() sends the code and reads back what it returns, as JSON.
 * The wp-admin plugin functions (activate_plugin, uninstall_plugin …) are loaded.
 *
 * Usage: php eval.php SITE_DIR SITE_URL < code
 */
require __DIR__ . '/cli-request.php';
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
echo wp_json_encode(eval(stream_get_contents(STDIN))), "\n";
