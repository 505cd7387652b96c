<?php
/**
 * WordPress's personal-data tools (Tools → Export / Erase Personal Data) for what the plugin
 * stores about a person, found by their email address:
 * - newsletter subscriptions (`{prefix}pb_newsletter`: the email, names, provider, list, the IP
 *   address and custom fields), by email;
 * - consent records (`{prefix}pb_consent_records`) of the user with that email (a logged-in
 *   visitor's records carry their user id; a visitor's are anonymous: choices, browser, time);
 * - contact-form messages (`{prefix}pb_contact_messages`) sent from that email address: the
 *   fields as sent, the page and the IP address.
 * Split-test records hold a random visitor id only. The privacy policy guide gets a paragraph
 * on what the plugin stores.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_PRIVACY_PAGE_SIZE = 100;

/** The id of the user with this email, or 0. */
function pb_elements_privacy_user_id($email) {
    $user = get_user_by('email', $email);
    return $user ? (int) $user->ID : 0;
}

/** An exporter's answer: its items and whether this was the last page. */
function pb_elements_privacy_export_page($items, $rows) {
    return array('data' => $items, 'done' => count($rows) < PB_ELEMENTS_PRIVACY_PAGE_SIZE);
}

function pb_elements_export_subscriptions($email, $page = 1) {
    global $wpdb;
    $rows = $wpdb->get_results($wpdb->prepare(
        "SELECT * FROM {$wpdb->prefix}pb_newsletter WHERE email_key = %s ORDER BY id LIMIT %d OFFSET %d",
        strtolower(trim($email)), PB_ELEMENTS_PRIVACY_PAGE_SIZE, PB_ELEMENTS_PRIVACY_PAGE_SIZE * (max(1, (int) $page) - 1)
    ));
    $items = array();
    foreach ($rows as $row) {
        $fields = array(
            __('Mailing list', 'pb-elements') => $row->list_id,
            __('Email', 'pb-elements')        => $row->email,
            __('First name', 'pb-elements')   => $row->first_name,
            __('Last name', 'pb-elements')    => $row->last_name,
            __('Provider', 'pb-elements')     => $row->provider,
            __('IP address', 'pb-elements')   => $row->ip_address,
            __('Other fields', 'pb-elements') => $row->custom_fields === '{}' ? '' : $row->custom_fields,
            __('Subscribed on', 'pb-elements') => $row->created_at . ' UTC',
        );
        $data = array();
        foreach ($fields as $name => $value) if ((string) $value !== '') $data[] = array('name' => $name, 'value' => (string) $value);
        $items[] = array(
            'group_id'          => 'pb-elements-newsletter',
            'group_label'       => __('Newsletter subscriptions', 'pb-elements'),
            'group_description' => __('Your sign-ups to the site’s mailing lists.', 'pb-elements'),
            'item_id'           => 'pb-newsletter-' . $row->id,
            'data'              => $data,
        );
    }
    return pb_elements_privacy_export_page($items, $rows);
}

function pb_elements_export_consent_records($email, $page = 1) {
    global $wpdb;
    $user_id = pb_elements_privacy_user_id($email);
    if (!$user_id) return array('data' => array(), 'done' => true);
    $rows = $wpdb->get_results($wpdb->prepare(
        "SELECT * FROM {$wpdb->prefix}pb_consent_records WHERE user_id = %d ORDER BY id LIMIT %d OFFSET %d",
        $user_id, PB_ELEMENTS_PRIVACY_PAGE_SIZE, PB_ELEMENTS_PRIVACY_PAGE_SIZE * (max(1, (int) $page) - 1)
    ));
    $items = array();
    foreach ($rows as $row) {
        $list = fn ($json) => implode(', ', (array) json_decode($json, true));
        $items[] = array(
            'group_id'          => 'pb-elements-consent',
            'group_label'       => __('Cookie consent', 'pb-elements'),
            'group_description' => __('The cookie choices you made while logged in.', 'pb-elements'),
            'item_id'           => 'pb-consent-' . $row->id,
            'data'              => array(
                array('name' => __('Categories allowed', 'pb-elements'), 'value' => $list($row->consented_categories)),
                array('name' => __('Services allowed', 'pb-elements'), 'value' => $list($row->consented_services)),
                array('name' => __('Consent type', 'pb-elements'), 'value' => $row->consenttype),
                array('name' => __('Browser', 'pb-elements'), 'value' => $row->user_agent),
                array('name' => __('Chosen on', 'pb-elements'), 'value' => $row->created_at . ' UTC'),
            ),
        );
    }
    return pb_elements_privacy_export_page($items, $rows);
}

function pb_elements_export_contact_messages($email, $page = 1) {
    global $wpdb;
    $rows = $wpdb->get_results($wpdb->prepare(
        "SELECT * FROM {$wpdb->prefix}pb_contact_messages WHERE sender_email = %s ORDER BY id LIMIT %d OFFSET %d",
        trim($email), PB_ELEMENTS_PRIVACY_PAGE_SIZE, PB_ELEMENTS_PRIVACY_PAGE_SIZE * (max(1, (int) $page) - 1)
    ));
    $items = array();
    foreach ($rows as $row) {
        $data = array();
        foreach ((array) json_decode($row->fields, true) as $field) {
            $value = is_array($field['value'] ?? '') ? implode(', ', $field['value']) : (string) ($field['value'] ?? '');
            $data[] = array('name' => (string) (($field['label'] ?? '') !== '' ? $field['label'] : ($field['id'] ?? '')), 'value' => $value);
        }
        $data[] = array('name' => __('Sent from the page', 'pb-elements'), 'value' => $row->page_url);
        $data[] = array('name' => __('IP address', 'pb-elements'), 'value' => $row->ip_address);
        $data[] = array('name' => __('Sent on', 'pb-elements'), 'value' => $row->created_at . ' UTC');
        $items[] = array(
            'group_id'          => 'pb-elements-contact',
            'group_label'       => __('Contact messages', 'pb-elements'),
            'group_description' => __('The messages you sent through the site’s contact forms.', 'pb-elements'),
            'item_id'           => 'pb-contact-' . $row->id,
            'data'              => array_values(array_filter($data, fn ($item) => $item['value'] !== '')),
        );
    }
    return pb_elements_privacy_export_page($items, $rows);
}

function pb_elements_privacy_exporters($exporters) {
    $exporters['pb-elements-newsletter'] = array('exporter_friendly_name' => __('pb-elements newsletter subscriptions', 'pb-elements'), 'callback' => 'pb_elements_export_subscriptions');
    $exporters['pb-elements-consent'] = array('exporter_friendly_name' => __('pb-elements cookie consent records', 'pb-elements'), 'callback' => 'pb_elements_export_consent_records');
    $exporters['pb-elements-contact'] = array('exporter_friendly_name' => __('pb-elements contact messages', 'pb-elements'), 'callback' => 'pb_elements_export_contact_messages');
    return $exporters;
}
add_filter('wp_privacy_personal_data_exporters', 'pb_elements_privacy_exporters');

/** An eraser's answer: everything found is removed, nothing kept. */
function pb_elements_privacy_erased($removed) {
    return array('items_removed' => $removed > 0, 'items_retained' => false, 'messages' => array(), 'done' => true);
}

function pb_elements_erase_subscriptions($email, $page = 1) {
    global $wpdb;
    return pb_elements_privacy_erased((int) $wpdb->delete($wpdb->prefix . 'pb_newsletter', array('email_key' => strtolower(trim($email))), array('%s')));
}

function pb_elements_erase_consent_records($email, $page = 1) {
    global $wpdb;
    $user_id = pb_elements_privacy_user_id($email);
    return pb_elements_privacy_erased($user_id ? (int) $wpdb->delete($wpdb->prefix . 'pb_consent_records', array('user_id' => $user_id), array('%d')) : 0);
}

function pb_elements_erase_contact_messages($email, $page = 1) {
    global $wpdb;
    return pb_elements_privacy_erased((int) $wpdb->delete($wpdb->prefix . 'pb_contact_messages', array('sender_email' => trim($email)), array('%s')));
}

function pb_elements_privacy_erasers($erasers) {
    $erasers['pb-elements-newsletter'] = array('eraser_friendly_name' => __('pb-elements newsletter subscriptions', 'pb-elements'), 'callback' => 'pb_elements_erase_subscriptions');
    $erasers['pb-elements-consent'] = array('eraser_friendly_name' => __('pb-elements cookie consent records', 'pb-elements'), 'callback' => 'pb_elements_erase_consent_records');
    $erasers['pb-elements-contact'] = array('eraser_friendly_name' => __('pb-elements contact messages', 'pb-elements'), 'callback' => 'pb_elements_erase_contact_messages');
    return $erasers;
}
add_filter('wp_privacy_personal_data_erasers', 'pb_elements_privacy_erasers');

/** Settings → Privacy → Policy guide: what the plugin stores. */
function pb_elements_privacy_policy_content() {
    if (!function_exists('wp_add_privacy_policy_content')) return;
    wp_add_privacy_policy_content(__('pb-elements', 'pb-elements'), wp_kses_post(wpautop(
        __('Newsletter sign-ups are stored on this site with the email address, the names given, the chosen list and the IP address they were sent from. Contact-form messages are stored with what was typed, the page and the IP address, and mailed to the site. Cookie consent choices are stored with the browser’s user agent and, for logged-in users, their account. Split tests store a random visitor id, only with consent to statistics. Deleting the plugin removes all of it unless the site keeps it on purpose (pb-elements → Settings).', 'pb-elements')
    )));
}
add_action('admin_init', 'pb_elements_privacy_policy_content');
