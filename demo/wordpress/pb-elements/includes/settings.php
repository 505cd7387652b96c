<?php
/**
 * The plugin's settings: one option, `pb_elements`, every key with a default and a filter.
 *
 * - `flavour`: `react` (React 19, the reference) or `lite` (preact/compat), which loader is enqueued.
 * - `consent_region`: sent with the consent banner call (`eu`, `us`, `other` or a country code);
 *   empty lets the consent endpoint decide from Accept-Language.
 * - `consent_policy_id`: the consent policy version; changing it asks every visitor again.
 * - `consent_scripts`: enqueued script handles held back until consent, handle => category
 *   (`statistics`), or handle => ['category' => …, 'service' => …] (filter `pb_elements_consent_scripts`).
 * - `contact_email`: where contact-form messages are mailed; empty: the site's admin email.
 * - `split_tests`: test id => ['post_id', 'status' (running|paused), 'goal' (record type),
 *   'control' (subject id), 'subjects' => [subject id => ['name', 'content']]]
 *   (filter `pb_elements_split_tests`).
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
