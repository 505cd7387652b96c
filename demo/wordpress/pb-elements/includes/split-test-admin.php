<?php
/**
 * pb-elements → Split tests (capability `manage_options`): the site owner creates, edits, pauses
 * and deletes split tests without code. A test is stored in the `split_tests` key of the
 * `pb_elements` option, in the shape the filter `pb_elements_split_tests` takes (includes/settings.php),
 * so it reaches the page configuration (`abTests`) and the admin-ajax actions like a test set in
 * code. Tests set in code are listed, not editable. Each test links its results.
 *
 * The form posts to the screen itself (nonce `pb_elements_save_split_test`): a valid test is saved
 * and the screen reloaded; otherwise the form comes back filled in, with what to correct.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_SPLIT_TESTS_PAGE = 'pb-elements-split-tests';
const PB_ELEMENTS_TEST_ID = '/^[A-Za-z0-9_-]{1,64}$/';

/** The records a test can count as its goal, with what each means. @return array<string, string> */
function pb_elements_split_test_goals() {
    return array(
        'click_goal' => __('A click in the goal', 'pb-elements'),
        'con_goal'   => __('A form sent from the goal (or an order)', 'pb-elements'),
        'view_goal'  => __('The goal seen (half of it in view)', 'pb-elements'),
        'read_goal'  => __('The goal read (seen, then 3 s on the page)', 'pb-elements'),
        'read_page'  => __('No bounce (the page read for the bounce-rate time)', 'pb-elements'),
    );
}

/**
 * What is wrong with a test in the setting's shape (empty when nothing is).
 * @param string $id
 * @param array<string, mixed> $test
 * @return string[]
 */
function pb_elements_split_test_problems($id, $test) {
    $problems = array();
    if (!preg_match(PB_ELEMENTS_TEST_ID, $id)) $problems[] = __('The test id is required: up to 64 letters, digits, _ or -.', 'pb-elements');
    if (empty($test['post_id']) || !get_post((int) $test['post_id'])) $problems[] = __('Choose the page or post the test runs on.', 'pb-elements');
    if (!in_array($test['status'] ?? '', array('running', 'paused'), true)) $problems[] = __('The status must be running or paused.', 'pb-elements');
    if (!isset(pb_elements_split_test_goals()[$test['goal'] ?? ''])) $problems[] = __('Choose the goal the test counts.', 'pb-elements');
    $subjects = is_array($test['subjects'] ?? null) ? $test['subjects'] : array();
    if (count($subjects) < 2) $problems[] = __('A split test needs at least two subjects: fill in the id and the markup of two rows or more.', 'pb-elements');
    foreach ($subjects as $subject_id => $subject) {
        if (!preg_match(PB_ELEMENTS_TEST_ID, (string) $subject_id)) {
            /* translators: %s: the subject id as written. */
            $problems[] = sprintf(__('Subject “%s”: its id may have only letters, digits, _ or - (up to 64).', 'pb-elements'), $subject_id);
        }
        if (trim((string) ($subject['content'] ?? '')) === '') {
            /* translators: %s: the subject id. */
            $problems[] = sprintf(__('Subject “%s”: write the markup its visitors see.', 'pb-elements'), $subject_id);
        }
    }
    if ($subjects && !isset($subjects[(string) ($test['control'] ?? '')])) $problems[] = __('Choose which subject is the control (the markup already on the page).', 'pb-elements');
    return $problems;
}

/**
 * The `split_tests` setting with only well-formed tests (the option's sanitize callback).
 * @param mixed $tests
 * @return array<string, array<string, mixed>>
 */
function pb_elements_sanitize_split_tests($tests) {
    $kept = array();
    foreach (is_array($tests) ? $tests : array() as $id => $test) {
        if (is_array($test) && !pb_elements_split_test_problems((string) $id, $test)) $kept[(string) $id] = $test;
    }
    return $kept;
}

/**
 * The test the form posted, in the setting's shape, and what is wrong with it.
 * @param array<string, mixed> $fields The posted fields, unslashed.
 * @return array{0: string, 1: array<string, mixed>, 2: string[]}
 */
function pb_elements_split_test_from_form($fields) {
    $id = pb_elements_field_text($fields['original_id'] ?? null) ?: pb_elements_field_text($fields['test_id'] ?? null);
    $subjects = array();
    $control = '';
    $problems = array();
    foreach ((array) ($fields['subjects'] ?? array()) as $row => $subject) {
        $subject = (array) $subject;
        $subject_id = pb_elements_field_text($subject['id'] ?? null);
        $name = sanitize_text_field(pb_elements_field_text($subject['name'] ?? null));
        $content = trim(wp_kses_post(pb_elements_field_text($subject['content'] ?? null)));
        if ($subject_id === '' && $name === '' && $content === '') continue;
        if ($subject_id === '') {
            /* translators: %d: the row's number. */
            $problems[] = sprintf(__('Subject %d: give it an id.', 'pb-elements'), (int) $row + 1);
            continue;
        }
        if (isset($subjects[$subject_id])) {
            /* translators: %s: the subject id. */
            $problems[] = sprintf(__('Two subjects have the id “%s”: each needs its own.', 'pb-elements'), $subject_id);
            continue;
        }
        $subjects[$subject_id] = array('name' => $name !== '' ? $name : $subject_id, 'content' => $content);
        if ((string) $row === pb_elements_field_text($fields['control'] ?? null)) $control = $subject_id;
    }
    $test = array(
        'post_id'  => absint($fields['post_id'] ?? 0),
        'status'   => pb_elements_field_text($fields['status'] ?? null),
        'goal'     => pb_elements_field_text($fields['goal'] ?? null),
        'control'  => $control,
        'subjects' => $subjects,
    );
    $problems = array_merge($problems, pb_elements_split_test_problems($id, $test));
    if (empty($fields['original_id']) && $id !== '' && isset(pb_elements_split_tests()[$id])) {
        /* translators: %s: the test id. */
        $problems[] = sprintf(__('There is already a split test “%s”: choose another id, or edit that one.', 'pb-elements'), $id);
    }
    return array($id, $test, $problems);
}

/** A posted or query field as trimmed text ('' when it is missing or not text). */
function pb_elements_field_text($value) {
    return is_string($value) ? trim($value) : '';
}

/** The stored tests (those set on this screen). @return array<string, array<string, mixed>> */
function pb_elements_stored_split_tests() {
    $stored = get_option('pb_elements', array());
    return is_array($stored) && is_array($stored['split_tests'] ?? null) ? $stored['split_tests'] : array();
}

/** @param array<string, array<string, mixed>> $tests */
function pb_elements_store_split_tests($tests) {
    $stored = get_option('pb_elements', array());
    $settings = is_array($stored) ? $stored : array();
    $settings['split_tests'] = $tests;
    update_option('pb_elements', $settings);
}

/** The form posted with problems, kept for the screen to show it again. */
function pb_elements_split_test_rejected($rejected = null) {
    static $kept = null;
    if ($rejected !== null) $kept = $rejected;
    return $kept;
}

function pb_elements_split_tests_menu($parent) {
    $hook = add_submenu_page($parent, __('Split tests', 'pb-elements'), __('Split tests', 'pb-elements'), 'manage_options', PB_ELEMENTS_SPLIT_TESTS_PAGE, 'pb_elements_split_tests_page');
    if ($hook) add_action('load-' . $hook, 'pb_elements_split_tests_post');
}

/** Saves or deletes a test (before the screen prints anything), then reloads the screen. */
function pb_elements_split_tests_post() {
    if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'POST') return;
    if (!current_user_can('manage_options')) wp_die(esc_html__('Sorry, you are not allowed to change split tests.', 'pb-elements'), 403);
    $fields = wp_unslash($_POST);
    $tests = pb_elements_stored_split_tests();
    if (isset($fields['delete'])) {
        $id = pb_elements_field_text($fields['delete']);
        check_admin_referer('pb_elements_delete_split_test_' . $id);
        unset($tests[$id]);
        pb_elements_store_split_tests($tests);
        wp_safe_redirect(add_query_arg('deleted', rawurlencode($id), pb_elements_admin_url(PB_ELEMENTS_SPLIT_TESTS_PAGE)));
        exit;
    }
    check_admin_referer('pb_elements_save_split_test');
    list($id, $test, $problems) = pb_elements_split_test_from_form($fields);
    if ($problems) {
        pb_elements_split_test_rejected(array('fields' => $fields, 'problems' => $problems));
        return;
    }
    $tests[$id] = $test;
    pb_elements_store_split_tests($tests);
    wp_safe_redirect(add_query_arg('saved', rawurlencode($id), pb_elements_admin_url(PB_ELEMENTS_SPLIT_TESTS_PAGE)));
    exit;
}

/** The placeholder an author puts on the page, around the control's markup. */
function pb_elements_split_test_placeholder($id, $test) {
    return '<pb-split-test test-id="' . $id . '">' . ($test['subjects'][$test['control']]['content'] ?? '') . '</pb-split-test>';
}

function pb_elements_split_tests_page() {
    if (!current_user_can('manage_options')) wp_die(esc_html__('Sorry, you are not allowed to see this page.', 'pb-elements'), 403);
    $stored = pb_elements_stored_split_tests();
    $tests = pb_elements_split_tests();
    $rejected = pb_elements_split_test_rejected();
    // phpcs:disable WordPress.Security.NonceVerification -- the query only picks what to show.
    $query = fn ($key) => pb_elements_field_text(wp_unslash($_GET[$key] ?? null));
    $editing = $query('edit');
    $results = pb_elements_admin_url(PB_ELEMENTS_RESULTS_PAGE, 'split-tests');

    echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__('Split tests', 'pb-elements') . '</h1> <a class="page-title-action" href="' . esc_url($results) . '">'
        . esc_html__('Results', 'pb-elements') . '</a><hr class="wp-header-end">';
    if ($query('saved') !== '') {
        /* translators: %s: the test id. */
        echo '<div class="notice notice-success"><p>' . esc_html(sprintf(__('Split test “%s” saved.', 'pb-elements'), $query('saved'))) . '</p></div>';
    }
    if ($query('deleted') !== '') {
        /* translators: %s: the test id. */
        echo '<div class="notice notice-success"><p>' . esc_html(sprintf(__('Split test “%s” deleted. Its results stay on the Results page.', 'pb-elements'), $query('deleted'))) . '</p></div>';
    }
    // phpcs:enable
    if ($rejected) {
        echo '<div class="notice notice-error" role="alert"><p>' . esc_html__('The split test was not saved:', 'pb-elements') . '</p><ul>'
            . implode('', array_map(fn ($problem) => '<li>' . esc_html($problem) . '</li>', $rejected['problems'])) . '</ul></div>';
    }
    echo '<p>' . esc_html__('A split test shows each visitor one of its subjects in place of a part of a page and counts which subject reaches the goal more often.', 'pb-elements') . ' '
        . wp_kses(__('On the page, wrap the control’s markup in the placeholder shown below (in a Custom HTML block, or the <em>pb-elements element</em> block with the tag pb-split-test), and mark the goal with the attribute <code>data-pb-ab-goal</code> or the block’s additional CSS class <code>et_pb_ab_goal</code>.', 'pb-elements'), array('em' => array(), 'code' => array()))
        . '</p>';

    if (!$tests) echo '<p>' . esc_html__('No split tests yet.', 'pb-elements') . '</p>';
    else {
        $goals = pb_elements_split_test_goals();
        echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__('Test', 'pb-elements') . '</th><th scope="col">' . esc_html__('Page', 'pb-elements')
            . '</th><th scope="col">' . esc_html__('Status', 'pb-elements') . '</th><th scope="col">' . esc_html__('Goal', 'pb-elements') . '</th><th scope="col">' . esc_html__('Subjects', 'pb-elements')
            . '</th><th scope="col">' . esc_html__('Placeholder', 'pb-elements') . '</th><th scope="col">' . esc_html__('Actions', 'pb-elements') . '</th></tr></thead><tbody>';
        foreach ($tests as $id => $test) {
            $actions = '<a href="' . esc_url(pb_elements_admin_url(PB_ELEMENTS_RESULTS_PAGE, 'pb-split-test-' . $id)) . '">' . esc_html__('Results', 'pb-elements') . '</a>';
            if (isset($stored[$id])) {
                $actions .= ' | <a href="' . esc_url(add_query_arg('edit', rawurlencode($id), pb_elements_admin_url(PB_ELEMENTS_SPLIT_TESTS_PAGE))) . '">' . esc_html__('Edit', 'pb-elements') . '</a>'
                    . ' | <form method="post" style="display:inline">' . wp_nonce_field('pb_elements_delete_split_test_' . $id, '_wpnonce', true, false)
                    . '<button class="button-link button-link-delete" name="delete" value="' . esc_attr($id) . '">' . esc_html__('Delete', 'pb-elements') . '</button></form>';
            } else {
                $actions .= ' | ' . esc_html__('set in code (filter pb_elements_split_tests)', 'pb-elements');
            }
            $subjects = array_map(fn ($subject_id) => $subject_id === $test['control'] ? $subject_id . ' ' . __('(control)', 'pb-elements') : $subject_id, array_map('strval', array_keys($test['subjects'])));
            echo '<tr><td>' . esc_html($id) . '</td><td>' . esc_html(get_the_title((int) $test['post_id']) ?: '#' . $test['post_id']) . '</td><td>'
                . esc_html($test['status'] === 'running' ? __('Running', 'pb-elements') : __('Paused: every visitor sees the control', 'pb-elements')) . '</td><td>'
                . esc_html($goals[$test['goal']] ?? $test['goal']) . '</td><td>' . esc_html(implode(', ', $subjects)) . '</td><td><code>'
                . esc_html(pb_elements_split_test_placeholder($id, $test)) . '</code></td><td>' . $actions . '</td></tr>';
        }
        echo '</tbody></table>';
    }
    pb_elements_split_test_form($rejected ? $rejected['fields'] : null, isset($stored[$editing]) ? $editing : '', $stored);
    echo '</div>';
}

/**
 * The form: a new test, the test being edited, or the rejected post as it was sent.
 * @param array<string, mixed>|null $posted
 * @param string $editing
 * @param array<string, array<string, mixed>> $stored
 */
function pb_elements_split_test_form($posted, $editing, $stored) {
    $defaults = array('test_id' => '', 'post_id' => 0, 'status' => 'running', 'goal' => 'click_goal', 'control' => '0', 'subjects' => array());
    if ($posted !== null) {
        $editing = pb_elements_field_text($posted['original_id'] ?? null);
        $values = array_merge($defaults, array_map(fn ($value) => is_array($value) ? $value : pb_elements_field_text($value), $posted));
    } elseif ($editing !== '') {
        $test = $stored[$editing];
        $rows = array();
        foreach ($test['subjects'] as $subject_id => $subject) $rows[] = array('id' => (string) $subject_id, 'name' => $subject['name'], 'content' => $subject['content']);
        $values = array('test_id' => $editing, 'post_id' => $test['post_id'], 'status' => $test['status'], 'goal' => $test['goal'],
            'control' => (string) array_search($test['control'], array_map('strval', array_keys($test['subjects'])), true), 'subjects' => $rows);
    } else {
        $values = $defaults;
    }
    // Two empty rows for more subjects, three rows at least.
    $rows = array_map(fn ($row) => array_map(fn ($value) => pb_elements_field_text($value), (array) $row), array_values((array) $values['subjects']));
    $rows = array_pad($rows, max(3, count($rows) + ($posted === null ? 2 : 0)), array('id' => '', 'name' => '', 'content' => ''));

    /* translators: %s: the test id. */
    $title = $editing !== '' ? sprintf(__('Edit split test “%s”', 'pb-elements'), $editing) : __('Add a split test', 'pb-elements');
    echo '<h2>' . esc_html($title) . '</h2><form method="post" action="' . esc_url(pb_elements_admin_url(PB_ELEMENTS_SPLIT_TESTS_PAGE)) . '">';
    wp_nonce_field('pb_elements_save_split_test');
    if ($editing !== '') echo '<input type="hidden" name="original_id" value="' . esc_attr($editing) . '">';
    echo '<table class="form-table" role="presentation"><tr><th scope="row"><label for="pb-test-id">' . esc_html__('Test id', 'pb-elements') . '</label></th><td><input id="pb-test-id" name="test_id" value="'
        . esc_attr($editing !== '' ? $editing : (string) $values['test_id']) . '"' . ($editing !== '' ? ' readonly' : ' required') . ' pattern="[A-Za-z0-9_\-]{1,64}"><p class="description">'
        . esc_html__('Letters, digits, _ or -: the placeholder’s test-id.', 'pb-elements') . '</p></td></tr>';

    echo '<tr><th scope="row"><label for="pb-test-post">' . esc_html__('Page', 'pb-elements') . '</label></th><td><select id="pb-test-post" name="post_id"><option value="">' . esc_html__('— Choose —', 'pb-elements') . '</option>';
    $posts = get_posts(array('post_type' => array('page', 'post'), 'post_status' => array('publish', 'draft', 'pending', 'private', 'future'), 'numberposts' => 500, 'orderby' => 'title', 'order' => 'ASC'));
    foreach ($posts as $post) {
        echo '<option value="' . (int) $post->ID . '"' . selected((int) $values['post_id'], $post->ID, false) . '>' . esc_html(($post->post_title ?: '#' . $post->ID) . ' (' . get_post_type_object($post->post_type)->labels->singular_name . ')') . '</option>';
    }
    echo '</select></td></tr>';

    echo '<tr><th scope="row">' . esc_html__('Status', 'pb-elements') . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html__('Status', 'pb-elements') . '</legend>';
    foreach (array('running' => __('Running: visitors are shared among the subjects and counted', 'pb-elements'), 'paused' => __('Paused: every visitor sees the control, nothing is counted', 'pb-elements')) as $status => $label) {
        echo '<label><input type="radio" name="status" value="' . esc_attr($status) . '"' . checked((string) $values['status'], $status, false) . '> ' . esc_html($label) . '</label><br>';
    }
    echo '</fieldset></td></tr>';

    echo '<tr><th scope="row"><label for="pb-test-goal">' . esc_html__('Goal', 'pb-elements') . '</label></th><td><select id="pb-test-goal" name="goal">';
    foreach (pb_elements_split_test_goals() as $goal => $label) echo '<option value="' . esc_attr($goal) . '"' . selected((string) $values['goal'], $goal, false) . '>' . esc_html($label) . '</option>';
    echo '</select><p class="description">' . esc_html__('What the Results page counts as reaching the goal, the element marked data-pb-ab-goal on the page.', 'pb-elements') . '</p></td></tr></table>';

    echo '<h3>' . esc_html__('Subjects', 'pb-elements') . '</h3><p>' . esc_html__('Each subject is markup shown in place of the placeholder’s content. The control is the markup already on the page. Leave a row empty to leave it out.', 'pb-elements') . '</p>';
    foreach ($rows as $row => $subject) {
        $field = fn ($name) => 'pb-subject-' . $row . '-' . $name;
        /* translators: %d: the subject's number. */
        echo '<fieldset class="pb-subject" style="margin-bottom:1.5em"><legend><strong>' . esc_html(sprintf(__('Subject %d', 'pb-elements'), $row + 1)) . '</strong></legend>'
            . '<p><label><input type="radio" name="control" value="' . (int) $row . '"' . checked((string) $values['control'], (string) $row, false) . '> ' . esc_html__('Control', 'pb-elements') . '</label></p>'
            . '<p><label for="' . esc_attr($field('id')) . '">' . esc_html__('Subject id', 'pb-elements') . '</label><br><input id="' . esc_attr($field('id')) . '" name="subjects[' . (int) $row . '][id]" value="' . esc_attr((string) ($subject['id'] ?? '')) . '"></p>'
            . '<p><label for="' . esc_attr($field('name')) . '">' . esc_html__('Name', 'pb-elements') . '</label><br><input id="' . esc_attr($field('name')) . '" class="regular-text" name="subjects[' . (int) $row . '][name]" value="' . esc_attr((string) ($subject['name'] ?? '')) . '"></p>'
            . '<p><label for="' . esc_attr($field('content')) . '">' . esc_html__('Markup', 'pb-elements') . '</label><br><textarea id="' . esc_attr($field('content')) . '" class="large-text code" rows="4" name="subjects[' . (int) $row . '][content]">' . esc_textarea((string) ($subject['content'] ?? '')) . '</textarea></p>'
            . '</fieldset>';
    }
    submit_button($editing !== '' ? __('Save split test', 'pb-elements') : __('Add split test', 'pb-elements'));
    echo '</form>';
}

/** The Results page's split-test part: for each test, its subjects' visitors and records. */
function pb_elements_split_test_results() {
    global $wpdb;
    $tests = pb_elements_split_tests();
    $records = array();
    foreach ($wpdb->get_results("SELECT test_id, subject_id, record_type, COUNT(*) AS n FROM {$wpdb->prefix}pb_ab_stats GROUP BY test_id, subject_id, record_type") as $row) {
        $records[$row->test_id][$row->subject_id][$row->record_type] = (int) $row->n;
    }
    $assigned = array();
    foreach ($wpdb->get_results("SELECT test_id, subject_id, COUNT(*) AS n FROM {$wpdb->prefix}pb_ab_assignments GROUP BY test_id, subject_id") as $row) {
        $assigned[$row->test_id][$row->subject_id] = (int) $row->n;
    }
    echo '<h2 id="split-tests">' . esc_html__('Split tests', 'pb-elements') . '</h2>';
    if (current_user_can('manage_options')) {
        echo '<p><a href="' . esc_url(pb_elements_admin_url(PB_ELEMENTS_SPLIT_TESTS_PAGE)) . '">' . esc_html__('Create and edit split tests', 'pb-elements') . '</a></p>';
    }
    // Tests removed since keep their results.
    $ids = array_unique(array_merge(array_map('strval', array_keys($tests)), array_map('strval', array_keys($records))));
    if (!$ids) {
        echo '<p>' . esc_html__('No split tests yet.', 'pb-elements') . '</p>';
        return;
    }
    $goals = pb_elements_split_test_goals();
    foreach ($ids as $id) {
        $test = $tests[$id] ?? null;
        $goal = $test ? $test['goal'] : '';
        $about = $test
            /* translators: 1: the test id, 2: the page's title, 3: running or paused, 4: what counts as the goal. */
            ? sprintf(__('Test %1$s on “%2$s”: %3$s; goal: %4$s', 'pb-elements'), $id, get_the_title((int) $test['post_id']), $test['status'] === 'running' ? __('running', 'pb-elements') : __('paused', 'pb-elements'), $goals[$goal] ?? $goal)
            /* translators: %s: the test id. */
            : sprintf(__('Test %s (no longer set up)', 'pb-elements'), $id);
        echo '<h3 id="' . esc_attr('pb-split-test-' . $id) . '">' . esc_html($about) . '</h3>';
        $subject_ids = array_unique(array_merge($test ? array_map('strval', array_keys($test['subjects'])) : array(), array_map('strval', array_keys($records[$id] ?? array()))));
        echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__('Subject', 'pb-elements') . '</th><th scope="col">' . esc_html__('Visitors', 'pb-elements') . '</th>';
        foreach (PB_ELEMENTS_RECORD_TYPES as $type) echo '<th scope="col"><code>' . esc_html($type) . '</code></th>';
        echo '<th scope="col">' . esc_html__('Goal reached', 'pb-elements') . '</th></tr></thead><tbody>';
        foreach ($subject_ids as $subject_id) {
            $counts = $records[$id][$subject_id] ?? array();
            $name = $test && isset($test['subjects'][$subject_id]) ? ($test['subjects'][$subject_id]['name'] ?? $subject_id) . ' (' . $subject_id . ')' : $subject_id;
            if ($test && $subject_id === $test['control']) $name .= ' ' . __('(control)', 'pb-elements');
            $views = $counts['view_page'] ?? 0;
            echo '<tr><th scope="row">' . esc_html($name) . '</th><td>' . (int) ($assigned[$id][$subject_id] ?? 0) . '</td>';
            foreach (PB_ELEMENTS_RECORD_TYPES as $type) echo '<td>' . (int) ($counts[$type] ?? 0) . '</td>';
            echo '<td>' . esc_html($views > 0 && $goal !== '' ? number_format_i18n(100 * ($counts[$goal] ?? 0) / $views, 1) . ' %' : '–') . '</td></tr>';
        }
        echo '</tbody></table>';
    }
}
