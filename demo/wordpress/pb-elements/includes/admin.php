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

/**
 * Settings → pb-elements (capability `manage_options`, the Settings API's nonce): the flavour,
 * the consent region (each choice said in words) and policy id, the held-back script handles, one
 * `handle = category` (or `handle = category service`) a line, and whether deleting the plugin
 * keeps its data. Split tests are set in code (filter
 * `pb_elements_split_tests`) or in the option's `split_tests` key, which this page keeps.
 */
function pb_elements_settings_menu() {
    add_options_page(__('pb-elements', 'pb-elements'), __('pb-elements', 'pb-elements'), 'manage_options', 'pb-elements-settings', 'pb_elements_settings_page');
}
add_action('admin_menu', 'pb_elements_settings_menu');

function pb_elements_register_setting() {
    register_setting('pb_elements', 'pb_elements', array('type' => 'array', 'sanitize_callback' => 'pb_elements_sanitize_settings', 'default' => array()));
}
add_action('admin_init', 'pb_elements_register_setting');

/** @param mixed $input */
function pb_elements_sanitize_settings($input) {
    $stored = get_option('pb_elements', array());
    $settings = is_array($stored) ? $stored : array();
    $input = is_array($input) ? $input : array();
    $settings['flavour'] = ($input['flavour'] ?? '') === 'lite' ? 'lite' : 'react';
    $region = sanitize_text_field($input['consent_region'] ?? '');
    $settings['consent_region'] = array_key_exists($region, pb_elements_consent_region_choices()) || preg_match('/^[A-Za-z]{2}$/', $region) ? $region : '';
    $settings['keep_data_on_uninstall'] = !empty($input['keep_data_on_uninstall']);
    $policy = sanitize_text_field($input['consent_policy_id'] ?? '1');
    $settings['consent_policy_id'] = preg_match('/^[A-Za-z0-9_-]{1,64}$/', $policy) ? $policy : '1';
    $scripts = array();
    $lines = $input['consent_scripts'] ?? '';
    if (is_array($lines)) {
        // Already sanitized: WordPress runs this callback twice when the option is first added.
        $lines = array_map(fn ($handle, $rule) => $handle . ' = ' . (is_array($rule) ? ($rule['category'] ?? '') . ' ' . ($rule['service'] ?? '') : (string) $rule), array_keys($lines), $lines);
    } else {
        $lines = preg_split('/\R/', (string) $lines);
    }
    foreach ($lines as $line) {
        if (!preg_match('/^\s*([A-Za-z0-9_.-]+)\s*=\s*([a-z]+)(?:\s+([A-Za-z0-9_-]+))?\s*$/', $line, $match)) continue;
        if (!in_array($match[2], PB_ELEMENTS_CONSENT_CATEGORIES, true)) continue;
        $scripts[$match[1]] = array_filter(array('category' => $match[2], 'service' => $match[3] ?? ''));
    }
    $settings['consent_scripts'] = $scripts;
    return $settings;
}

/** The consent region choices of the settings page, value => [label, what it means]. */
function pb_elements_consent_region_choices() {
    return array(
        ''      => array(__('Ask first, everywhere (opt-in, the default)', 'pb-elements'),
            __('Held-back scripts and embeds wait until the visitor accepts them; the banner asks before anything is set. What the EU’s rules ask for visitors from the EU.', 'pb-elements')),
        'us'    => array(__('Opt-out (United States)', 'pb-elements'),
            __('Held-back scripts run on arrival; the banner says so and lets the visitor opt out, and closes when they scroll on.', 'pb-elements')),
        'other' => array(__('Notice only', 'pb-elements'),
            __('Held-back scripts run on arrival; the banner informs, without a Deny all button on it (the preferences still let the visitor refuse).', 'pb-elements')),
        PB_ELEMENTS_REGION_FROM_LANGUAGE => array(__('From the visitor’s browser language', 'pb-elements'),
            __('The country in the browser’s language decides: opt-in for EU countries, the UK, Switzerland and the EEA (de-DE), opt-out for the United States (en-US), a notice for the rest (en, ja). Not recommended: a language says nothing of where the visitor is.', 'pb-elements')),
    );
}

function pb_elements_settings_page() {
    if (!current_user_can('manage_options')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    // The stored values, not the filtered ones: what a theme adds in code stays in code.
    $stored = get_option('pb_elements', array());
    $settings = array_merge(array('flavour' => 'react', 'consent_region' => '', 'consent_policy_id' => '1', 'consent_scripts' => array(), 'keep_data_on_uninstall' => false), is_array($stored) ? $stored : array());
    $lines = array();
    foreach ((array) $settings['consent_scripts'] as $handle => $rule) {
        $rule = is_array($rule) ? $rule : array('category' => (string) $rule);
        $lines[] = trim($handle . ' = ' . ($rule['category'] ?? 'marketing') . ' ' . ($rule['service'] ?? ''));
    }
    echo '<div class="wrap"><h1>' . esc_html__('pb-elements', 'pb-elements') . '</h1><form method="post" action="options.php">';
    settings_fields('pb_elements');
    echo '<table class="form-table" role="presentation"><tr><th scope="row"><label for="pb-flavour">' . esc_html__('Flavour', 'pb-elements') . '</label></th><td><select id="pb-flavour" name="pb_elements[flavour]">';
    foreach (array('react' => __('React 19', 'pb-elements'), 'lite' => __('Lite (preact/compat)', 'pb-elements')) as $value => $label) {
        echo '<option value="' . esc_attr($value) . '"' . selected($settings['flavour'], $value, false) . '>' . esc_html($label) . '</option>';
    }
    echo '</select></td></tr>';
    $choices = pb_elements_consent_region_choices();
    $region = (string) $settings['consent_region'];
    if ($region === 'eu') $region = '';
    if (!isset($choices[$region])) {
        /* translators: %s: a country code. */
        $choices[$region] = array(sprintf(__('The rules of country %s', 'pb-elements'), strtoupper($region)), __('Set in code or by an earlier version.', 'pb-elements'));
    }
    echo '<tr><th scope="row">' . esc_html__('Consent', 'pb-elements') . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html__('Consent', 'pb-elements') . '</legend>';
    foreach ($choices as $value => $choice) {
        $id = 'pb-region-' . ($value === '' ? 'default' : $value);
        echo '<p><label><input type="radio" name="pb_elements[consent_region]" value="' . esc_attr($value) . '" aria-describedby="' . esc_attr($id) . '"' . checked($region, $value, false) . '> '
            . esc_html($choice[0]) . '</label></p><p class="description" id="' . esc_attr($id) . '">' . esc_html($choice[1]) . '</p>';
    }
    echo '</fieldset></td></tr>';
    echo '<tr><th scope="row"><label for="pb-policy">' . esc_html__('Consent policy version', 'pb-elements') . '</label></th><td><input id="pb-policy" name="pb_elements[consent_policy_id]" value="' . esc_attr($settings['consent_policy_id']) . '"><p class="description">'
        . esc_html__('Changing it asks every visitor again.', 'pb-elements') . '</p></td></tr>';
    echo '<tr><th scope="row"><label for="pb-scripts">' . esc_html__('Scripts held back until consent', 'pb-elements') . '</label></th><td><textarea id="pb-scripts" class="large-text code" rows="5" name="pb_elements[consent_scripts]">' . esc_textarea(implode("\n", $lines)) . '</textarea><p class="description">'
        . esc_html__('One enqueued script handle a line: handle = category (functional, preferences, statistics, marketing), optionally followed by a service id.', 'pb-elements') . '</p></td></tr>';
    echo '<tr><th scope="row">' . esc_html__('Uninstall', 'pb-elements') . '</th><td><label><input type="checkbox" name="pb_elements[keep_data_on_uninstall]" value="1"' . checked(!empty($settings['keep_data_on_uninstall']), true, false) . '> '
        . esc_html__('Keep the data when the plugin is deleted', 'pb-elements') . '</label><p class="description">'
        . esc_html__('Otherwise deleting the plugin removes its tables (newsletter subscribers, consent records, split-test records) and settings.', 'pb-elements') . '</p></td></tr></table>';
    submit_button();
    echo '</form></div>';
}
