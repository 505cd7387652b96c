<?php
/**
 * Newsletter subscriptions: the `et_pb_submit_subscribe_form` admin-ajax action (SPEC §7
 * "Newsletter subscribe"), for visitors and logged-in users, answering like the demo server's
 * demo/server/endpoints/newsletter.mjs: JSON `{ success: "message" }` or `{ error: "message" }`.
 *
 * - 403 without a valid `et_frontend_nonce` (check_ajax_referer) or from another site's page.
 * - 400 when `et_checksum` (SHA-256 of the JSON array of the other twelve payload values, see
 *   react-core/forms/rules.ts newsletterChecksumSource) does not match, without a list or an
 *   email, with an invalid email, or with a required custom field left empty.
 * - Stored once per list and email in `{prefix}pb_newsletter`; a second sign-up answers
 *   `{ success, already_subscribed: true }`. Action `pb_elements_newsletter_subscribed`
 *   ($subscription) runs after a new one, for a site to pass it on to its mail provider.
 * - A post without JavaScript (no checksum, Accept: text/html) gets a small HTML page back. So
 *   that such a post carries a valid nonce, the form of every `<pb-newsletter>` in post content
 *   gets the page's `et_frontend_nonce` when the page is rendered: its hidden input's value (an
 *   author cannot write a nonce: the README's `value="…"` placeholder) is replaced, or the input added.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_NEWSLETTER_FIELDS = array('action', 'et_frontend_nonce', 'et_list_id', 'et_firstname', 'et_lastname', 'et_email',
    'et_provider', 'et_account', 'et_ip_address', 'et_custom_fields', 'et_hidden_fields', 'token');

/** The fields of the post, unslashed. @return array<string, mixed> */
function pb_elements_posted_fields() {
    return wp_unslash($_POST); // phpcs:ignore WordPress.Security.NonceVerification -- each action checks its nonce first.
}

/** The checksum the page should have sent for these fields. */
function pb_elements_newsletter_checksum($fields) {
    $values = array();
    foreach (PB_ELEMENTS_NEWSLETTER_FIELDS as $name) $values[] = isset($fields[$name]) && is_string($fields[$name]) ? $fields[$name] : '';
    return hash('sha256', wp_json_encode($values, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS));
}

/** Whether the request claims to come from a page of this site (Origin, else Referer). */
function pb_elements_ajax_from_this_site() {
    $origin = isset($_SERVER['HTTP_ORIGIN']) ? (string) wp_unslash($_SERVER['HTTP_ORIGIN']) : '';
    $referer = isset($_SERVER['HTTP_REFERER']) ? (string) wp_unslash($_SERVER['HTTP_REFERER']) : '';
    return pb_elements_is_from_this_site($origin, $referer);
}

/**
 * The forgery checks of a state-changing post: Origin, then the nonce `$nonce_name`, posted in
 * the field `$field` (default: the nonce's name).
 * @return string|null Why the request is refused, or null.
 */
function pb_elements_forgery_problem($nonce_name, $field = null) {
    $field = $field ?? $nonce_name;
    if (!pb_elements_ajax_from_this_site()) return __('This can only be sent from a page of this site.', 'pb-elements');
    if (empty($_POST[$field])) return __('The page’s security token is missing. Please reload the page and try again.', 'pb-elements');
    if (!check_ajax_referer($nonce_name, $field, false)) return __('The page’s security token is not valid. Please reload the page and try again.', 'pb-elements');
    return null;
}

/**
 * The small page that answers a form posted without JavaScript: a heading, the answer and a
 * link back to the page. Ends the request.
 * @param string $body_html Already escaped.
 */
function pb_elements_no_js_page($status, $title, $body_html) {
    status_header($status);
    nocache_headers();
    $back = wp_get_referer() ?: home_url('/');
    header('Content-Type: text/html; charset=' . get_option('blog_charset'));
    echo '<!doctype html><html lang="' . esc_attr(get_bloginfo('language')) . '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>'
        . esc_html($title) . '</title></head><body><main><h1>' . esc_html($title) . '</h1>' . $body_html // phpcs:ignore WordPress.Security.EscapeOutput
        . '<p><a href="' . esc_url($back) . '">' . esc_html__('Back to the page', 'pb-elements') . '</a></p></main></body></html>';
    // Not wp_die(): outside admin-ajax.php it would print its own error page after this one.
    exit;
}

function pb_elements_newsletter_answer($no_js, $status, $key, $message, $extra = array()) {
    if ($no_js) {
        $title = $key === 'success' ? __('Subscribed', 'pb-elements') : __('Subscription failed', 'pb-elements');
        pb_elements_no_js_page($status, $title, '<p>' . esc_html($message) . '</p>');
    }
    nocache_headers();
    wp_send_json(array_merge(array($key => $message), $extra), $status);
}

/**
 * The custom fields of a JavaScript submission, checked like the contact-form rules: a required
 * field must not be empty, an email field must be an email.
 * @return array<string, string|string[]>|string The values by field id, or why they are refused.
 */
function pb_elements_newsletter_custom_fields($fields) {
    $entries = json_decode(isset($fields['et_custom_fields']) && $fields['et_custom_fields'] !== '' ? $fields['et_custom_fields'] : '[]', true);
    $hidden = json_decode(isset($fields['et_hidden_fields']) && $fields['et_hidden_fields'] !== '' ? $fields['et_hidden_fields'] : '[]', true);
    if (!is_array($entries) || !is_array($hidden)) return 'et_custom_fields / et_hidden_fields: not valid JSON arrays.';
    if (count($entries) > 30) return 'At most 30 custom fields are accepted.';
    $values = array();
    $missing = array();
    $invalid = array();
    foreach ($entries as $index => $entry) {
        if (!is_array($entry) || empty($entry['field_id']) || !is_string($entry['field_id'])) return 'field descriptor ' . ($index + 1) . ' has no field_id';
        $id = $entry['field_id'];
        if (in_array($id, $hidden, true)) continue;
        $value = $entry['value'] ?? '';
        $ok = (is_string($value) && strlen($value) <= 2000) || (is_array($value) && count($value) <= 100 && count(array_filter($value, 'is_string')) === count($value));
        if (!$ok) return "Custom field $id: the value must be text or a list of texts.";
        $label = trim((string) ($entry['field_label'] ?? '')) ?: __('Checkbox', 'pb-elements');
        $empty = is_array($value) ? count($value) === 0 : trim($value) === '';
        if ($empty) {
            if (($entry['required_mark'] ?? '') === 'required') $missing[] = $label;
            continue;
        }
        if (($entry['field_type'] ?? '') === 'email' && !is_email(is_array($value) ? implode(',', $value) : trim($value))) $invalid[] = $label;
        $values[$id] = $value;
    }
    if ($missing) return __('Please, fill in the following fields:', 'pb-elements') . ' ' . implode(', ', $missing);
    if ($invalid) return __('Invalid email', 'pb-elements') . ': ' . implode(', ', $invalid);
    return $values;
}

/** The custom fields of a form posted without JavaScript: every other named field. */
function pb_elements_newsletter_no_js_fields($fields) {
    $values = array();
    foreach ($fields as $name => $value) {
        if (in_array($name, PB_ELEMENTS_NEWSLETTER_FIELDS, true) || $name === 'et_checksum' || strpos($name, 'et_pb_') === 0) continue;
        $values[$name] = is_array($value) ? array_map('strval', $value) : (string) $value;
    }
    return count($values) > 30 ? 'At most 30 custom fields are accepted.' : $values;
}

function pb_elements_ajax_subscribe() {
    $fields = pb_elements_posted_fields();
    $accept = isset($_SERVER['HTTP_ACCEPT']) ? (string) $_SERVER['HTTP_ACCEPT'] : '';
    $no_js = !isset($fields['et_checksum']) && strpos($accept, 'text/html') !== false;
    $forged = pb_elements_forgery_problem('et_frontend_nonce');
    if ($forged) pb_elements_newsletter_answer($no_js, 403, 'error', $forged);
    if (!$no_js) {
        if (empty($fields['et_checksum'])) pb_elements_newsletter_answer(false, 400, 'error', 'The request has no checksum (et_checksum).');
        if (!hash_equals(pb_elements_newsletter_checksum($fields), strtolower((string) $fields['et_checksum']))) {
            pb_elements_newsletter_answer(false, 400, 'error', __('The form data was changed or cut short on the way (checksum mismatch). Please try again.', 'pb-elements'));
        }
    }
    $text = function ($name) use ($fields) { return isset($fields[$name]) && is_string($fields[$name]) ? trim($fields[$name]) : ''; };
    $list_id = $text('et_list_id');
    $email = $text('et_email');
    if ($list_id === '' || strlen($list_id) > 200) pb_elements_newsletter_answer($no_js, 400, 'error', __('No mailing list was chosen (et_list_id).', 'pb-elements'));
    if ($email === '') pb_elements_newsletter_answer($no_js, 400, 'error', __('Please, fill in the following fields:', 'pb-elements') . ' ' . __('Email', 'pb-elements'));
    if (strlen($email) > 254 || !is_email($email)) pb_elements_newsletter_answer($no_js, 400, 'error', __('Invalid email', 'pb-elements'));
    if (strlen($text('et_firstname')) > 100 || strlen($text('et_lastname')) > 100) {
        pb_elements_newsletter_answer($no_js, 400, 'error', __('Names are limited to 100 characters.', 'pb-elements'));
    }
    $custom = $no_js ? pb_elements_newsletter_no_js_fields($fields) : pb_elements_newsletter_custom_fields($fields);
    if (is_string($custom)) pb_elements_newsletter_answer($no_js, 400, 'error', $custom);

    global $wpdb;
    $table = $wpdb->prefix . 'pb_newsletter';
    $subscription = array(
        'list_id'       => $list_id,
        'email'         => $email,
        'email_key'     => strtolower($email),
        'first_name'    => $text('et_firstname'),
        'last_name'     => $text('et_lastname'),
        'provider'      => substr($text('et_provider'), 0, 200),
        'account'       => substr($text('et_account'), 0, 200),
        // The address the server saw; a client-sent et_ip_address is not trusted.
        'ip_address'    => isset($_SERVER['REMOTE_ADDR']) ? (string) $_SERVER['REMOTE_ADDR'] : '',
        'custom_fields' => wp_json_encode((object) $custom),
        'created_at'    => current_time('mysql', true),
    );
    $exists = $wpdb->get_var($wpdb->prepare("SELECT id FROM $table WHERE list_id = %s AND email_key = %s", $list_id, $subscription['email_key']));
    if ($exists || $wpdb->insert($table, $subscription) === false) {
        pb_elements_newsletter_answer($no_js, 200, 'success', __('You are already subscribed to this list.', 'pb-elements'), array('already_subscribed' => true));
    }
    do_action('pb_elements_newsletter_subscribed', $subscription);
    pb_elements_newsletter_answer($no_js, 200, 'success', __('Thank you for subscribing! Please check your inbox.', 'pb-elements'));
}
add_action('wp_ajax_et_pb_submit_subscribe_form', 'pb_elements_ajax_subscribe');
add_action('wp_ajax_nopriv_et_pb_submit_subscribe_form', 'pb_elements_ajax_subscribe');

/**
 * Readies the form of each `<pb-newsletter>` for a post without JavaScript: a fresh
 * `et_frontend_nonce` (an author's hidden input, such as the README's placeholder `value="…"` or
 * a stale nonce, gets the page's nonce; a form without one gets the input), and the element's
 * `list-id`, `provider` and `account` as hidden inputs where the form has none, so the sign-up
 * reaches the hand-off hook as complete as with JavaScript.
 */
function pb_elements_newsletter_nonce_fields($content) {
    if (strpos($content, '<pb-newsletter') === false) return $content;
    return preg_replace_callback('#<pb-newsletter\b([^>]*)>(.*?)(</pb-newsletter>)#s', function ($match) {
        $inner = pb_elements_fill_hidden_field($match[2], 'et_frontend_nonce', wp_create_nonce('et_frontend_nonce'));
        $attributes = wp_kses_hair($match[1], wp_allowed_protocols());
        foreach (array('list-id' => 'et_list_id', 'provider' => 'et_provider', 'account' => 'et_account') as $attribute => $field) {
            if (isset($attributes[$attribute])) $inner = pb_elements_fill_hidden_field($inner, $field, $attributes[$attribute]['value'], false);
        }
        return '<pb-newsletter' . $match[1] . '>' . $inner . $match[3];
    }, $content);
}
add_filter('the_content', 'pb_elements_newsletter_nonce_fields', 20);
add_filter('widget_block_content', 'pb_elements_newsletter_nonce_fields', 20);

/**
 * Sets the hidden input `$name` of the first form in `$html` to `$value`: an input of that name
 * (a placeholder such as `value="…"`, or a stale value) is replaced (or kept, when not
 * `$replace`), else one is added.
 */
function pb_elements_fill_hidden_field($html, $name, $value, $replace = true) {
    $field = '<input type="hidden" name="' . esc_attr($name) . '" value="' . esc_attr($value) . '">';
    $pattern = '#<input\b[^>]*(?<=\s)name=(["\']?)' . preg_quote($name, '#') . '\1(?=[\s/>])[^>]*>#i';
    if (preg_match($pattern, $html)) return $replace ? preg_replace_callback($pattern, fn () => $field, $html, 1) : $html;
    return preg_replace_callback('#<form\b[^>]*>#i', fn ($form) => $form[0] . $field, $html, 1);
}
