<?php
/**
 * Runs when the plugin is deleted (Plugins → Delete): drops its tables (subscribers, split-test
 * assignments and records, consent records, contact messages) and deletes its options (`pb_elements*`) on every
 * site, unless the site owner ticked "Keep the data when the plugin is deleted" (setting
 * `keep_data_on_uninstall`, pb-elements → Settings). The plugin is not loaded here: only its
 * table list (includes/schema.php) is.
 */

defined('WP_UNINSTALL_PLUGIN') || exit;

require_once __DIR__ . '/includes/schema.php';

// WordPress includes this file from inside a function.
global $wpdb;

$pb_elements_site_ids = is_multisite() ? get_sites(array('fields' => 'ids', 'number' => 0)) : array(get_current_blog_id());
foreach ($pb_elements_site_ids as $pb_elements_site_id) {
    if (is_multisite()) switch_to_blog($pb_elements_site_id);
    $pb_elements_settings = get_option('pb_elements', array());
    if (empty($pb_elements_settings['keep_data_on_uninstall'])) {
        foreach (pb_elements_table_names() as $pb_elements_table) {
            $wpdb->query("DROP TABLE IF EXISTS `{$wpdb->prefix}{$pb_elements_table}`"); // phpcs:ignore WordPress.DB.PreparedSQL -- fixed names.
        }
        $wpdb->query($wpdb->prepare("DELETE FROM {$wpdb->options} WHERE option_name = %s OR option_name LIKE %s", 'pb_elements', $wpdb->esc_like('pb_elements_') . '%'));
        wp_cache_flush();
    }
    if (is_multisite()) restore_current_blog();
}
