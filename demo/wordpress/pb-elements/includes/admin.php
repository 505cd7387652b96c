<?php
/**
 * The plugin's admin menu, one "pb-elements" entry: Settings (capability `manage_options`), Split
 * tests (`manage_options`, includes/split-test-admin.php) and Results (`edit_posts`): the split-test
 * results by test and subject, and the newsletter subscriptions by list (the subscribers'
 * addresses only to those who can `list_users`). The Plugins screen links the settings.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_SETTINGS_PAGE = 'pb-elements-settings';
const PB_ELEMENTS_RESULTS_PAGE = 'pb-elements';

/** The URL of one of the plugin's admin pages. */
function pb_elements_admin_url($page, $fragment = '') {
    return admin_url('admin.php?page=' . $page) . ($fragment !== '' ? '#' . $fragment : '');
}

/**
 * WordPress adds only the submenus the user may open and shows the menu to whoever may open one of
 * them; its top entry leads to the first (Settings, else Results). The top entry asks for
 * `manage_options`, else WordPress would repeat it as a first submenu an Editor may not open.
 */
function pb_elements_admin_menu() {
    $title = __('pb-elements', 'pb-elements');
    add_menu_page($title, $title, 'manage_options', PB_ELEMENTS_SETTINGS_PAGE, 'pb_elements_settings_page', 'dashicons-screenoptions', 81);
    add_submenu_page(PB_ELEMENTS_SETTINGS_PAGE, __('pb-elements settings', 'pb-elements'), __('Settings', 'pb-elements'), 'manage_options', PB_ELEMENTS_SETTINGS_PAGE, 'pb_elements_settings_page');
    pb_elements_split_tests_menu(PB_ELEMENTS_SETTINGS_PAGE);
    pb_elements_messages_menu(PB_ELEMENTS_SETTINGS_PAGE);
    add_submenu_page(PB_ELEMENTS_SETTINGS_PAGE, __('pb-elements results', 'pb-elements'), __('Results', 'pb-elements'), 'edit_posts', PB_ELEMENTS_RESULTS_PAGE, 'pb_elements_admin_page');
}
add_action('admin_menu', 'pb_elements_admin_menu');

/**
 * The pages' former addresses (Settings → pb-elements, Tools → pb-elements, Tools → Contact messages) lead to the menu's
 * pages; on admin_menu, before WordPress refuses a page that is no longer under Settings or Tools.
 */
function pb_elements_redirect_former_pages() {
    global $pagenow;
    $page = isset($_GET['page']) ? sanitize_key(wp_unslash($_GET['page'])) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- a redirect, nothing changes.
    $former = array('options-general.php' => array(PB_ELEMENTS_SETTINGS_PAGE), 'tools.php' => array(PB_ELEMENTS_RESULTS_PAGE, PB_ELEMENTS_MESSAGES_PAGE));
    if (isset($former[$pagenow]) && in_array($page, $former[$pagenow], true)) {
        wp_safe_redirect(pb_elements_admin_url($page));
        exit;
    }
}
add_action('admin_menu', 'pb_elements_redirect_former_pages');

/** A "Settings" link on the plugin's row of the Plugins screen. */
function pb_elements_plugin_action_links($links) {
    if (current_user_can('manage_options')) {
        array_unshift($links, '<a href="' . esc_url(pb_elements_admin_url(PB_ELEMENTS_SETTINGS_PAGE)) . '">' . esc_html__('Settings', 'pb-elements') . '</a>');
    }
    return $links;
}
add_filter('plugin_action_links_' . plugin_basename(PB_ELEMENTS_FILE), 'pb_elements_plugin_action_links');

function pb_elements_admin_page() {
    global $wpdb;
    if (!current_user_can('edit_posts')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    echo '<div class="wrap"><h1>' . esc_html__('pb-elements results', 'pb-elements') . '</h1>';
    pb_elements_split_test_results();
    echo '<h2>' . esc_html__('Newsletter', 'pb-elements') . '</h2>';
    $lists = $wpdb->get_results("SELECT list_id, COUNT(*) AS n FROM {$wpdb->prefix}pb_newsletter GROUP BY list_id ORDER BY list_id");
    if (!$lists) echo '<p>' . esc_html__('No subscriptions yet.', 'pb-elements') . '</p>';
    elseif (current_user_can('list_users')) echo '<p><a class="button" href="' . esc_url(pb_elements_subscribers_export_url()) . '">' . esc_html__('Download the subscribers (CSV)', 'pb-elements') . '</a></p>';
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
    $contact_email = sanitize_email($input['contact_email'] ?? '');
    $settings['contact_email'] = is_email($contact_email) ? $contact_email : '';
    // The Split tests screen saves its tests through update_option.
    if (isset($input['split_tests'])) $settings['split_tests'] = pb_elements_sanitize_split_tests($input['split_tests']);
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

/**
 * pb-elements → Settings (capability `manage_options`, the Settings API's nonce): the flavour,
 * the consent region (each choice said in words) and policy id, the held-back script handles, one
 * `handle = category` (or `handle = category service`) a line, where contact messages go, and
 * whether deleting the plugin keeps its data. The option's `split_tests` key is the Split tests
 * screen's: this page keeps it.
 */
function pb_elements_settings_page() {
    if (!current_user_can('manage_options')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    // The stored values, not the filtered ones: what a theme adds in code stays in code.
    $stored = get_option('pb_elements', array());
    $settings = array_merge(array('flavour' => 'react', 'consent_region' => '', 'consent_policy_id' => '1', 'consent_scripts' => array(), 'contact_email' => '', 'keep_data_on_uninstall' => false), is_array($stored) ? $stored : array());
    $lines = array();
    foreach ((array) $settings['consent_scripts'] as $handle => $rule) {
        $rule = is_array($rule) ? $rule : array('category' => (string) $rule);
        $lines[] = trim($handle . ' = ' . ($rule['category'] ?? 'marketing') . ' ' . ($rule['service'] ?? ''));
    }
    echo '<div class="wrap"><h1>' . esc_html__('pb-elements settings', 'pb-elements') . '</h1>';
    // Outside Settings WordPress prints no "Settings saved." of its own.
    settings_errors();
    echo '<form method="post" action="options.php">';
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
    echo '<tr><th scope="row"><label for="pb-contact-email">' . esc_html__('Contact form messages to', 'pb-elements') . '</label></th><td><input id="pb-contact-email" class="regular-text" type="email" name="pb_elements[contact_email]" value="' . esc_attr($settings['contact_email']) . '" placeholder="' . esc_attr(get_option('admin_email')) . '"><p class="description">'
        . esc_html__('Every message is also kept on pb-elements → Contact messages. Empty: the site’s administration email address.', 'pb-elements') . '</p></td></tr>';
    echo '<tr><th scope="row">' . esc_html__('Uninstall', 'pb-elements') . '</th><td><label><input type="checkbox" name="pb_elements[keep_data_on_uninstall]" value="1"' . checked(!empty($settings['keep_data_on_uninstall']), true, false) . '> '
        . esc_html__('Keep the data when the plugin is deleted', 'pb-elements') . '</label><p class="description">'
        . esc_html__('Otherwise deleting the plugin removes its tables (contact messages, newsletter subscribers, consent records, split-test records) and settings.', 'pb-elements') . '</p></td></tr></table>';
    submit_button();
    echo '</form></div>';
}
