<?php
/**
 * What visitors sent, in the admin, for users who can `list_users` (personal data):
 * - pb-elements → Contact messages: the contact-form messages, newest first, with whether the mail went out;
 * - the newsletter subscribers as CSV (admin-post action `pb_elements_export_subscribers`, nonce'd,
 *   linked from pb-elements → Results), to import at a mail provider.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_MESSAGES_PER_PAGE = 50;

const PB_ELEMENTS_MESSAGES_PAGE = 'pb-elements-messages';

function pb_elements_messages_menu($parent) {
    add_submenu_page($parent, __('Contact messages', 'pb-elements'), __('Contact messages', 'pb-elements'), 'list_users', PB_ELEMENTS_MESSAGES_PAGE, 'pb_elements_messages_page');
}

function pb_elements_messages_page() {
    global $wpdb;
    if (!current_user_can('list_users')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    $table = $wpdb->prefix . 'pb_contact_messages';
    $total = (int) $wpdb->get_var("SELECT COUNT(*) FROM $table");
    $page = max(1, absint($_GET['paged'] ?? 1)); // phpcs:ignore WordPress.Security.NonceVerification -- reading only.
    $rows = $wpdb->get_results($wpdb->prepare("SELECT * FROM $table ORDER BY id DESC LIMIT %d OFFSET %d", PB_ELEMENTS_MESSAGES_PER_PAGE, ($page - 1) * PB_ELEMENTS_MESSAGES_PER_PAGE));
    echo '<div class="wrap"><h1>' . esc_html__('Contact messages', 'pb-elements') . '</h1>';
    /* translators: %d: the number of messages. */
    echo '<p>' . esc_html(sprintf(__('Messages received: %d', 'pb-elements'), $total)) . '</p>';
    if ($rows) {
        echo '<table class="widefat striped pb-contact-messages"><thead><tr><th scope="col">' . esc_html__('Received', 'pb-elements') . '</th><th scope="col">' . esc_html__('Form', 'pb-elements')
            . '</th><th scope="col">' . esc_html__('Message', 'pb-elements') . '</th><th scope="col">' . esc_html__('Mail', 'pb-elements') . '</th></tr></thead><tbody>';
        foreach ($rows as $row) {
            $fields = json_decode($row->fields, true) ?: array();
            $lines = array_map(function ($field) {
                $value = is_array($field['value']) ? implode(', ', $field['value']) : (string) $field['value'];
                return '<dt>' . esc_html($field['label'] !== '' ? $field['label'] : $field['id']) . '</dt><dd>' . nl2br(esc_html($value)) . '</dd>';
            }, $fields);
            $received = get_date_from_gmt($row->created_at, get_option('date_format') . ' ' . get_option('time_format'));
            $form = esc_html($row->form_id) . ($row->page_url !== '' ? '<br><a href="' . esc_url($row->page_url) . '">' . esc_html(wp_parse_url($row->page_url, PHP_URL_PATH) ?: $row->page_url) . '</a>' : '');
            echo '<tr><td>' . esc_html($received) . '</td><td>' . $form . '</td><td><dl>' . implode('', $lines) . '</dl></td><td>' // phpcs:ignore WordPress.Security.EscapeOutput -- escaped parts.
                . ($row->mail_sent ? esc_html__('sent', 'pb-elements') : esc_html__('not sent', 'pb-elements')) . '</td></tr>';
        }
        echo '</tbody></table>';
        $pages = (int) ceil($total / PB_ELEMENTS_MESSAGES_PER_PAGE);
        if ($pages > 1) echo '<p>' . paginate_links(array('base' => add_query_arg('paged', '%#%'), 'format' => '', 'current' => $page, 'total' => $pages)) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput
    }
    echo '</div>';
}

/** The URL that downloads the subscribers as CSV (nonce'd). */
function pb_elements_subscribers_export_url() {
    return wp_nonce_url(admin_url('admin-post.php?action=pb_elements_export_subscribers'), 'pb_elements_export_subscribers');
}

/** A CSV cell that a spreadsheet will not run as a formula. */
function pb_elements_csv_cell($value) {
    $value = (string) $value;
    return preg_match('/^[=+\-@\t\r]/', $value) ? "'" . $value : $value;
}

function pb_elements_export_subscribers() {
    global $wpdb;
    if (!current_user_can('list_users')) wp_die(esc_html__('Sorry, you are not allowed to export the subscribers.', 'pb-elements'), 403);
    check_admin_referer('pb_elements_export_subscribers');
    $rows = $wpdb->get_results("SELECT list_id, email, first_name, last_name, provider, account, custom_fields, created_at FROM {$wpdb->prefix}pb_newsletter ORDER BY list_id, id", ARRAY_A);
    nocache_headers();
    header('Content-Type: text/csv; charset=utf-8');
    header('Content-Disposition: attachment; filename="pb-elements-subscribers-' . gmdate('Y-m-d') . '.csv"');
    $out = fopen('php://output', 'w');
    fputcsv($out, array('list_id', 'email', 'first_name', 'last_name', 'provider', 'account', 'custom_fields', 'subscribed_at_utc'));
    foreach ($rows as $row) fputcsv($out, array_map('pb_elements_csv_cell', array_values($row)));
    fclose($out);
    exit;
}
add_action('admin_post_pb_elements_export_subscribers', 'pb_elements_export_subscribers');
