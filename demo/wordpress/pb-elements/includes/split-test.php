<?php
/**
 * Split testing, the server side (docs/split-testing.md "Split testing"), answering like the demo server's
 * demo/server/endpoints/split-test.mjs and split-test-stats.mjs:
 *
 * - `et_pb_ab_get_subject_id` (fields `et_frontend_nonce`, `et_pb_ab_test_id`, `pb_ab_visitor`;
 *   cookie `pb_ab_visitor`) → `{id, content}`. A paused test answers its control; else the
 *   visitor's stored subject; else, with the visitor cookie (statistics consent), the subject
 *   with the fewest assignments, stored; without it, one picked by a hash of visitor and test,
 *   stored nowhere.
 * - `et_pb_update_stats_table` (fields `stats_data_array`, `et_ab_log_nonce`; cookie
 *   `pb_ab_visitor`) stores each record once per visitor, test and record type in
 *   `{prefix}pb_ab_stats` → `{success: true, stored, duplicates}`.
 *
 * Both check the nonce and the origin (403). Records are not stored for users who can
 * `edit_posts` (editors looking at their own pages) nor for bots: those get `stored: 0, ignored`.
 * The tests and their subjects come from the `split_tests` setting, made on pb-elements → Split
 * tests (includes/split-test-admin.php), and the filter `pb_elements_split_tests`; the results are
 * on pb-elements → Results (capability `edit_posts`).
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_RECORD_TYPES = array('read_page', 'view_page', 'click_goal', 'con_goal', 'con_short', 'view_goal', 'read_goal');
const PB_ELEMENTS_VISITOR_ID = '/^[A-Za-z0-9_-]{8,64}$/';

/**
 * The split tests by id.
 * @return array<string, array{post_id: string, status: string, goal: string, control: string, subjects: array<string, array{name: string, content: string}>}>
 */
function pb_elements_split_tests() {
    $tests = array();
    foreach ((array) apply_filters('pb_elements_split_tests', pb_elements_setting('split_tests')) as $id => $test) {
        if (!is_array($test) || empty($test['subjects']) || !is_array($test['subjects'])) continue;
        $subject_ids = array_map('strval', array_keys($test['subjects']));
        $tests[(string) $id] = array(
            'post_id'  => (string) ($test['post_id'] ?? ''),
            'status'   => ($test['status'] ?? 'running') === 'paused' ? 'paused' : 'running',
            'goal'     => (string) ($test['goal'] ?? 'con_goal'),
            'control'  => in_array((string) ($test['control'] ?? ''), $subject_ids, true) ? (string) $test['control'] : $subject_ids[0],
            'subjects' => $test['subjects'],
        );
    }
    return $tests;
}

function pb_elements_ab_failure($status, $error) {
    nocache_headers();
    wp_send_json(array('success' => false, 'error' => $error), $status);
}

function pb_elements_is_bot_request() {
    $agent = isset($_SERVER['HTTP_USER_AGENT']) ? (string) $_SERVER['HTTP_USER_AGENT'] : '';
    return (bool) preg_match('/bot\b|crawl|spider|slurp|facebookexternalhit|lighthouse|pagespeed|gtmetrix|pingdom|webpagetest/i', $agent);
}

function pb_elements_visitor_cookie() {
    return isset($_COOKIE['pb_ab_visitor']) ? (string) wp_unslash($_COOKIE['pb_ab_visitor']) : null;
}

function pb_elements_assigned_subject($test_id, $visitor_id) {
    global $wpdb;
    $subject = $wpdb->get_var($wpdb->prepare("SELECT subject_id FROM {$wpdb->prefix}pb_ab_assignments WHERE test_id = %s AND visitor_id = %s", $test_id, $visitor_id));
    return $subject === null ? null : (string) $subject;
}

/** The subject a visitor sees (the rules at the top of this file). */
function pb_elements_choose_subject($test_id, $test, $visitor_id, $store) {
    global $wpdb;
    $subject_ids = array_map('strval', array_keys($test['subjects']));
    if ($test['status'] !== 'running') return $test['control'];
    $assigned = pb_elements_assigned_subject($test_id, $visitor_id);
    if ($assigned !== null && in_array($assigned, $subject_ids, true)) return $assigned;
    $hash = hexdec(substr(hash('sha256', "$test_id|$visitor_id"), 0, 8));
    if (!$store) return $subject_ids[$hash % count($subject_ids)];
    $counts = array_fill_keys($subject_ids, 0);
    $rows = $wpdb->get_results($wpdb->prepare("SELECT subject_id, COUNT(*) AS n FROM {$wpdb->prefix}pb_ab_assignments WHERE test_id = %s GROUP BY subject_id", $test_id));
    foreach ($rows as $row) if (isset($counts[$row->subject_id])) $counts[$row->subject_id] = (int) $row->n;
    $fewest = min($counts);
    $tied = array_keys(array_filter($counts, fn ($n) => $n === $fewest));
    $chosen = (string) $tied[$hash % count($tied)];
    $wpdb->query($wpdb->prepare("INSERT IGNORE INTO {$wpdb->prefix}pb_ab_assignments (test_id, visitor_id, subject_id, created_at) VALUES (%s, %s, %s, %s)",
        $test_id, $visitor_id, $chosen, current_time('mysql', true)));
    return pb_elements_assigned_subject($test_id, $visitor_id) ?? $chosen;
}

function pb_elements_ajax_get_subject() {
    $forged = pb_elements_forgery_problem('et_frontend_nonce');
    if ($forged) pb_elements_ab_failure(403, $forged);
    $fields = pb_elements_posted_fields();
    $test_id = trim((string) ($fields['et_pb_ab_test_id'] ?? ''));
    if ($test_id === '') pb_elements_ab_failure(400, 'et_pb_ab_test_id is required.');
    $tests = pb_elements_split_tests();
    if (!isset($tests[$test_id])) pb_elements_ab_failure(404, "There is no split test $test_id.");
    $cookie = pb_elements_visitor_cookie();
    $from_cookie = $cookie !== null && preg_match(PB_ELEMENTS_VISITOR_ID, $cookie);
    $visitor_id = $from_cookie ? $cookie : (string) ($fields['pb_ab_visitor'] ?? '');
    if (!preg_match(PB_ELEMENTS_VISITOR_ID, $visitor_id)) pb_elements_ab_failure(400, 'pb_ab_visitor must be a visitor id: 8 to 64 letters, digits, _ or -.');
    $subject_id = pb_elements_choose_subject($test_id, $tests[$test_id], $visitor_id, $from_cookie && !pb_elements_is_bot_request());
    nocache_headers();
    wp_send_json(array('id' => $subject_id, 'content' => (string) $tests[$test_id]['subjects'][$subject_id]['content']));
}
add_action('wp_ajax_et_pb_ab_get_subject_id', 'pb_elements_ajax_get_subject');
add_action('wp_ajax_nopriv_et_pb_ab_get_subject_id', 'pb_elements_ajax_get_subject');

function pb_elements_ajax_update_stats() {
    global $wpdb;
    $forged = pb_elements_forgery_problem('et_ab_log_nonce');
    if ($forged) pb_elements_ab_failure(403, $forged);
    $fields = pb_elements_posted_fields();
    if (!isset($fields['stats_data_array'])) pb_elements_ab_failure(400, 'stats_data_array is required');
    $payload = json_decode((string) $fields['stats_data_array'], true);
    if (!is_array($payload)) pb_elements_ab_failure(400, 'stats_data_array is not valid JSON');
    $rows = array_keys($payload) === range(0, count($payload) - 1) ? $payload : array($payload);
    $tests = pb_elements_split_tests();
    $records = array();
    foreach ($rows as $index => $row) {
        $valid_id = fn ($value) => (is_string($value) && trim($value) !== '' && strlen($value) <= 64) || is_int($value);
        if (!is_array($row) || !$valid_id($row['test_id'] ?? null) || !$valid_id($row['subject_id'] ?? null)) {
            pb_elements_ab_failure(400, "record $index: test_id and subject_id must be non-empty strings or numbers");
        }
        if (!in_array($row['record_type'] ?? null, PB_ELEMENTS_RECORD_TYPES, true)) {
            pb_elements_ab_failure(400, "record $index: record_type must be one of " . implode(', ', PB_ELEMENTS_RECORD_TYPES));
        }
        $test_id = (string) $row['test_id'];
        $subject_id = (string) $row['subject_id'];
        if (!isset($tests[$test_id])) pb_elements_ab_failure(404, "record $index: there is no split test $test_id.");
        if (!isset($tests[$test_id]['subjects'][$subject_id])) pb_elements_ab_failure(400, "record $index: $subject_id is not a subject of split test $test_id.");
        $page_id = isset($row['page_id']) && $valid_id($row['page_id']) ? (string) $row['page_id'] : null;
        $records[] = array('test_id' => $test_id, 'subject_id' => $subject_id, 'record_type' => $row['record_type'], 'page_id' => $page_id);
    }
    if (pb_elements_is_bot_request() || current_user_can('edit_posts')) {
        wp_send_json(array('success' => true, 'stored' => 0, 'ignored' => count($records)));
    }
    $visitor_id = pb_elements_visitor_cookie();
    if ($visitor_id === null) pb_elements_ab_failure(400, 'Split-test records need the pb_ab_visitor cookie (statistics consent).');
    if (!preg_match(PB_ELEMENTS_VISITOR_ID, $visitor_id)) pb_elements_ab_failure(400, 'The pb_ab_visitor cookie is not a visitor id (8 to 64 letters, digits, _ or -).');
    $running = array_values(array_filter($records, fn ($record) => $tests[$record['test_id']]['status'] === 'running'));
    $adopt = array();
    foreach ($running as $index => $record) {
        $assigned = $adopt[$record['test_id']] ?? pb_elements_assigned_subject($record['test_id'], $visitor_id);
        if ($assigned === null) $adopt[$record['test_id']] = $record['subject_id'];
        elseif ($assigned !== $record['subject_id']) {
            pb_elements_ab_failure(409, "record $index: this visitor sees subject $assigned of split test {$record['test_id']}, not {$record['subject_id']}.");
        }
    }
    $now = current_time('mysql', true);
    foreach ($adopt as $test_id => $subject_id) {
        $wpdb->query($wpdb->prepare("INSERT IGNORE INTO {$wpdb->prefix}pb_ab_assignments (test_id, visitor_id, subject_id, created_at) VALUES (%s, %s, %s, %s)", $test_id, $visitor_id, $subject_id, $now));
    }
    $stored = 0;
    foreach ($running as $record) {
        $stored += (int) $wpdb->query($wpdb->prepare(
            "INSERT IGNORE INTO {$wpdb->prefix}pb_ab_stats (test_id, subject_id, record_type, page_id, visitor_id, created_at) VALUES (%s, %s, %s, " . ($record['page_id'] === null ? 'NULL' : '%s') . ', %s, %s)',
            ...array_values(array_filter(array($record['test_id'], $record['subject_id'], $record['record_type'], $record['page_id'], $visitor_id, $now), fn ($value) => $value !== null))
        ));
    }
    $answer = array('success' => true, 'stored' => $stored, 'duplicates' => count($running) - $stored);
    if (count($records) > count($running)) $answer['ignored'] = count($records) - count($running);
    nocache_headers();
    wp_send_json($answer);
}
add_action('wp_ajax_et_pb_update_stats_table', 'pb_elements_ajax_update_stats');
add_action('wp_ajax_nopriv_et_pb_update_stats_table', 'pb_elements_ajax_update_stats');
