<?php
/**
 * Tools → pb-elements: the split-test results (records by test, subject and type) and the
 * newsletter subscriptions by list. Shown to users who can `edit_posts`; the subscribers'
 * addresses only to those who can `list_users`.
 */

defined('ABSPATH') || exit;

function pb_elements_admin_menu() {
    add_management_page(__('pb-elements', 'pb-elements'), __('pb-elements', 'pb-elements'), 'edit_posts', 'pb-elements', 'pb_elements_admin_page');
}
add_action('admin_menu', 'pb_elements_admin_menu');

function pb_elements_admin_page() {
    global $wpdb;
    if (!current_user_can('edit_posts')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    echo '<div class="wrap"><h1>' . esc_html__('pb-elements', 'pb-elements') . '</h1>';
    echo '<h2>' . esc_html__('Split tests', 'pb-elements') . '</h2>';
    $rows = $wpdb->get_results("SELECT test_id, subject_id, record_type, COUNT(*) AS n FROM {$wpdb->prefix}pb_ab_stats GROUP BY test_id, subject_id, record_type ORDER BY test_id, subject_id, record_type");
    if (!$rows) echo '<p>' . esc_html__('No records yet.', 'pb-elements') . '</p>';
    else {
        echo '<table class="widefat striped"><thead><tr><th>' . esc_html__('Test', 'pb-elements') . '</th><th>' . esc_html__('Subject', 'pb-elements')
            . '</th><th>' . esc_html__('Record', 'pb-elements') . '</th><th>' . esc_html__('Visitors', 'pb-elements') . '</th></tr></thead><tbody>';
        foreach ($rows as $row) {
            echo '<tr><td>' . esc_html($row->test_id) . '</td><td>' . esc_html($row->subject_id) . '</td><td>' . esc_html($row->record_type) . '</td><td>' . (int) $row->n . '</td></tr>';
        }
        echo '</tbody></table>';
    }
    echo '<h2>' . esc_html__('Newsletter', 'pb-elements') . '</h2>';
    $lists = $wpdb->get_results("SELECT list_id, COUNT(*) AS n FROM {$wpdb->prefix}pb_newsletter GROUP BY list_id ORDER BY list_id");
    if (!$lists) echo '<p>' . esc_html__('No subscriptions yet.', 'pb-elements') . '</p>';
    foreach ($lists as $list) {
        /* translators: 1: the list id, 2: the number of subscriptions. */
        echo '<h3>' . esc_html(sprintf(__('List %1$s: %2$d subscriptions', 'pb-elements'), $list->list_id, $list->n)) . '</h3>';
        if (current_user_can('list_users')) {
            $emails = $wpdb->get_col($wpdb->prepare("SELECT email FROM {$wpdb->prefix}pb_newsletter WHERE list_id = %s ORDER BY id DESC LIMIT 100", $list->list_id));
            echo '<ul>' . implode('', array_map(fn ($email) => '<li>' . esc_html($email) . '</li>', $emails)) . '</ul>';
        }
    }
    echo '</div>';
}
