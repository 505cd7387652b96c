<?php
/**
 * The plugin's settings: one option, `pb_elements`, every key with a default and a filter.
 *
 * - `flavour`: `react` (React 19, the reference) or `lite` (preact/compat), which loader is enqueued.
 * - `consent_region`: how the consent banner asks (includes/consent.php pb_elements_site_consent_region):
 *   empty (the default) or `eu` → opt-in for every visitor; `us` → opt-out; `other` → a notice; a
 *   country code → its region; `visitor` → from the country in the visitor's Accept-Language.
 * - `consent_policy_id`: the consent policy version; changing it asks every visitor again.
 * - `consent_scripts`: enqueued script handles held back until consent, handle => category
 *   (`statistics`), or handle => ['category' => …, 'service' => …] (filter `pb_elements_consent_scripts`).
 * - `contact_email`: where contact-form messages are mailed; empty: the site's admin email.
 * - `split_tests`: test id => ['post_id', 'status' (running|paused), 'goal' (record type),
 *   'control' (subject id), 'subjects' => [subject id => ['name', 'content']]]
 *   (filter `pb_elements_split_tests`).
 * - `keep_data_on_uninstall`: when true, deleting the plugin keeps its tables and options (uninstall.php).
 */

defined('ABSPATH') || exit;

/** @return array<string, mixed> */
function pb_elements_settings() {
    $defaults = array(
        'flavour'           => 'react',
        'consent_region'    => '',
        'consent_policy_id' => '1',
        'consent_scripts'   => array(),
        'contact_email'     => '',
        'split_tests'       => array(),
        'keep_data_on_uninstall' => false,
    );
    $stored = get_option('pb_elements', array());
    $settings = array_merge($defaults, is_array($stored) ? $stored : array());
    return apply_filters('pb_elements_settings', $settings);
}

/**
 * One setting.
 * @param string $key
 * @return mixed
 */
function pb_elements_setting($key) {
    $settings = pb_elements_settings();
    return isset($settings[$key]) ? $settings[$key] : null;
}
