<?php
/**
 * The contact form's server side (docs/elements/pb-contact-form.md "<pb-contact-form>", SPEC §5 "Contact form" and §7
 * "Contact form submit"), answering like the demo server's demo/server/endpoints/contact-form.mjs.
 * The form posts to `admin-post.php?action=pb_contact_form` (the action in the URL: a field named
 * `action` would shadow `form.action`, the URL the element posts to): the browser without
 * JavaScript, the element with the same fields and `X-PB-Fragment: 1`.
 *
 * - 403 from another site's page or without a valid `token` (nonce `contact_form`);
 * - 400 when the SPEC's rules fail (required fields, email, captcha), with the message set's texts;
 * - else 200: the message is stored in `{prefix}pb_contact_messages` (pb-elements → Contact messages),
 *   mailed with wp_mail to the `contact_email` setting (default: the site's admin email; filter
 *   `pb_elements_contact_destination`, an empty answer sends no mail), then action
 *   `pb_elements_contact_message` ($message) passes it on to any other destination.
 *
 * The answer is the result container `<div id="{pb_contact_form}" class="pb-contact-result">`:
 * alone for the element's fetch, in a small page for a post without JavaScript.
 *
 * Without JavaScript nothing would tell the server which fields are required: when a page is
 * rendered, each `<pb-contact-form>`'s form gets its field descriptors (read from the markup as
 * the element reads them, with their conditional rules) and a fresh `token` as hidden inputs.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_CONTACT_ACTION = 'pb_contact_form';
const PB_ELEMENTS_CONTACT_RESERVED = array('pb_captcha', 'pb_captcha_first', 'pb_captcha_second', 'pb_contact_form',
    'et_pb_contact_email_fields', 'et_pb_contact_email_hidden_fields', 'token');

/** SPEC §5: the contact form's email rules (react-core/forms/rules.ts isValidEmail). */
function pb_elements_contact_is_valid_email($value) {
    if (strlen($value) < 6) return false;
    $at = strpos($value, '@');
    if ($at === false || $at < 1) return false;
    $local = substr($value, 0, $at);
    $domain = substr($value, $at + 1);
    if (!preg_match('/^[A-Za-z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/', $local) || strpos($domain, '..') !== false) return false;
    $parts = explode('.', $domain);
    if (count($parts) < 2) return false;
    foreach ($parts as $part) {
        if (!preg_match('/^[A-Za-z0-9-]+$/', $part) || $part[0] === '-' || substr($part, -1) === '-') return false;
    }
    return true;
}

/** @param string|string[] $value */
function pb_elements_contact_is_empty($value) {
    $values = is_array($value) ? $value : array($value);
    foreach ($values as $entry) if (trim((string) $entry) !== '') return false;
    return true;
}

/**
 * One conditional rule [field id, operator, value] against its field's value (rules.ts evaluateCondition).
 * @param string|string[] $field_value
 */
function pb_elements_contact_condition_holds($rule, $field_value) {
    $values = array_map('trim', is_array($field_value) ? $field_value : array((string) $field_value));
    $expected = trim((string) $rule[2]);
    $number = fn ($text) => preg_match('/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/', trim($text)) ? (float) $text : null;
    $some = function ($test) use ($values) {
        foreach ($values as $value) if ($test($value)) return true;
        return false;
    };
    switch ($rule[1]) {
        case 'is': return $some(fn ($value) => $value === $expected);
        case 'is not': return !$some(fn ($value) => $value === $expected);
        case 'is empty': return pb_elements_contact_is_empty($values);
        case 'is not empty': return !pb_elements_contact_is_empty($values);
        case 'contains': return $some(fn ($value) => strpos($value, $expected) !== false);
        case 'does not contain': return !$some(fn ($value) => strpos($value, $expected) !== false);
        case 'is greater': return $number($expected) !== null && $some(fn ($value) => $number($value) !== null && $number($value) > $number($expected));
        case 'is less': return $number($expected) !== null && $some(fn ($value) => $number($value) !== null && $number($value) < $number($expected));
    }
    return false;
}

/**
 * The fields conditional logic hides, for a post without JavaScript (the element sends its own
 * list): applied until stable, a hidden field counting as empty for the others.
 * @return string[]
 */
function pb_elements_contact_hidden_fields($descriptors, $values) {
    $hidden = array();
    for ($pass = 0; $pass <= count($descriptors); $pass++) {
        $value_of = fn ($id) => in_array($id, $hidden, true) ? '' : ($values[$id] ?? '');
        $now_hidden = array();
        foreach ($descriptors as $field) {
            if (empty($field['conditions'])) continue;
            $holds = array_map(fn ($rule) => pb_elements_contact_condition_holds($rule, $value_of($rule[0])), $field['conditions']);
            $shown = ($field['relation'] ?? 'all') === 'any' ? in_array(true, $holds, true) : !in_array(false, $holds, true);
            if (!$shown) $now_hidden[] = $field['field_id'];
        }
        if ($now_hidden === $hidden) break;
        $hidden = $now_hidden;
    }
    return $hidden;
}

/**
 * The `et_pb_contact_email_fields` list (rules.ts parseFieldDescriptors), or null when malformed.
 * @return array<int, array<string, mixed>>|null
 */
function pb_elements_contact_parse_descriptors($json) {
    $data = json_decode((string) $json, true);
    if (!is_array($data) || ($data && array_keys($data) !== range(0, count($data) - 1))) return null;
    $descriptors = array();
    foreach ($data as $entry) {
        if (!is_array($entry) || empty($entry['field_id']) || !is_string($entry['field_id'])) return null;
        $text = fn ($key) => isset($entry[$key]) && is_string($entry[$key]) ? $entry[$key] : '';
        $descriptors[] = array(
            'field_id'      => $entry['field_id'],
            'required_mark' => ($entry['required_mark'] ?? '') === 'required' ? 'required' : 'not_required',
            'field_type'    => $text('field_type') ?: 'input',
            'field_label'   => $text('field_label'),
            'conditions'    => pb_elements_contact_parse_conditions($entry['conditions'] ?? array()),
            'relation'      => ($entry['relation'] ?? '') === 'any' ? 'any' : 'all',
        );
    }
    return $descriptors;
}

/**
 * Conditional rules as [field id, operator, value] triples, from triples or objects
 * (rules.ts parseConditionRules); none when any rule is malformed (the field is always shown).
 * @return array<int, array{0: string, 1: string, 2: string}>
 */
function pb_elements_contact_parse_conditions($data) {
    $operators = array('is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less');
    if (!is_array($data)) return array();
    $rules = array();
    foreach ($data as $entry) {
        if (!is_array($entry)) return array();
        $field = $entry[0] ?? $entry['field_id'] ?? $entry['fieldId'] ?? $entry['field'] ?? null;
        $operator = $entry[1] ?? $entry['condition'] ?? $entry['operator'] ?? null;
        $value = $entry[2] ?? $entry['value'] ?? '';
        $operator = is_string($operator) ? strtolower(trim($operator)) : '';
        if (!is_string($field) || trim($field) === '' || !in_array($operator, $operators, true) || !is_scalar($value)) return array();
        $rules[] = array(trim($field), $operator, (string) $value);
    }
    return $rules;
}

/** The posted value of each described field: a list for checkboxes, else text. */
function pb_elements_contact_values($fields, $descriptors) {
    $values = array();
    foreach ($descriptors as $descriptor) {
        $sent = $fields[$descriptor['field_id']] ?? '';
        if ($descriptor['field_type'] === 'checkbox') $values[$descriptor['field_id']] = array_map('strval', (array) $sent);
        else $values[$descriptor['field_id']] = is_array($sent) ? (string) end($sent) : (string) $sent;
    }
    return $values;
}

/**
 * The error groups of a submission (rules.ts validateSubmission + describeErrors), in the
 * message set's words.
 * @return array<int, array{text: string, items: string[]}>
 */
function pb_elements_contact_errors($values, $descriptors, $hidden, $fields) {
    $messages = pb_elements_messages();
    $missing = array();
    $invalid = array();
    foreach ($descriptors as $field) {
        if (in_array($field['field_id'], $hidden, true)) continue;
        $value = $values[$field['field_id']];
        $label = trim($field['field_label']) !== '' ? trim($field['field_label']) : $messages['wrongCheckboxLabel'];
        if (pb_elements_contact_is_empty($value)) {
            if ($field['required_mark'] === 'required') $missing[] = $label;
            continue;
        }
        if ($field['field_type'] === 'email' && !pb_elements_contact_is_valid_email(is_array($value) ? implode(',', $value) : trim($value))) $invalid[] = $label;
    }
    $groups = array();
    if ($missing) $groups[] = array('text' => $messages['fillRequired'], 'items' => $missing);
    if ($invalid) $groups[] = array('text' => $messages['invalidEmail'], 'items' => $invalid);
    if (isset($fields['pb_captcha_first']) || isset($fields['pb_captcha_second'])) {
        $answer = trim((string) ($fields['pb_captcha'] ?? ''));
        $sum = (int) ($fields['pb_captcha_first'] ?? 0) + (int) ($fields['pb_captcha_second'] ?? 0);
        if (!preg_match('/^[-+]?\d+$/', $answer) || (int) $answer !== $sum) $groups[] = array('text' => $messages['wrongCaptcha'], 'items' => array());
    }
    return $groups;
}

/**
 * Answers with the result container: alone for the element's fetch (`X-PB-Fragment: 1`), in a
 * small page for a post without JavaScript. Ends the request.
 */
function pb_elements_contact_answer($status, $container_id, $inner_html) {
    $class = $status >= 400 ? 'pb-contact-result pb-contact-result--error' : 'pb-contact-result';
    $container = '<div id="' . esc_attr($container_id) . '" class="' . $class . '">' . $inner_html . '</div>';
    header('Vary: X-PB-Fragment');
    if (isset($_SERVER['HTTP_X_PB_FRAGMENT']) && $_SERVER['HTTP_X_PB_FRAGMENT'] === '1') {
        status_header($status);
        nocache_headers();
        header('Content-Type: text/html; charset=' . get_option('blog_charset'));
        echo $container; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
        exit;
    }
    $title = $status >= 400 ? __('Your message was not sent', 'pb-elements') : __('Message sent', 'pb-elements');
    pb_elements_no_js_page($status, $title, $container);
}

/** @param string $text */
function pb_elements_contact_paragraph($text) {
    return '<p>' . esc_html($text) . '</p>';
}

function pb_elements_contact_submit() {
    $fields = pb_elements_posted_fields();
    $form_id = isset($fields['pb_contact_form']) && is_string($fields['pb_contact_form']) && preg_match('/^[A-Za-z][\w-]{0,99}$/', $fields['pb_contact_form'])
        ? $fields['pb_contact_form'] : 'pb-contact-form';
    $forged = pb_elements_forgery_problem('contact_form', 'token');
    if ($forged) pb_elements_contact_answer(403, $form_id, pb_elements_contact_paragraph($forged));

    $malformed = __('The form could not be read. Please reload the page and try again.', 'pb-elements');
    $descriptors = pb_elements_contact_parse_descriptors($fields['et_pb_contact_email_fields'] ?? '[]');
    if ($descriptors === null) pb_elements_contact_answer(400, $form_id, pb_elements_contact_paragraph($malformed));
    $values = pb_elements_contact_values($fields, $descriptors);
    if (isset($fields['et_pb_contact_email_hidden_fields'])) {
        $hidden = json_decode((string) $fields['et_pb_contact_email_hidden_fields'], true);
        if (!is_array($hidden) || count(array_filter($hidden, 'is_string')) !== count($hidden)) {
            pb_elements_contact_answer(400, $form_id, pb_elements_contact_paragraph($malformed));
        }
    } else {
        $hidden = pb_elements_contact_hidden_fields($descriptors, $values);
    }
    $errors = pb_elements_contact_errors($values, $descriptors, $hidden, $fields);
    if ($errors) {
        $inner = '';
        foreach ($errors as $group) {
            $inner .= pb_elements_contact_paragraph($group['text']);
            if ($group['items']) $inner .= '<ul>' . implode('', array_map(fn ($item) => '<li>' . esc_html($item) . '</li>', $group['items'])) . '</ul>';
        }
        pb_elements_contact_answer(400, $form_id, $inner);
    }

    $shown = array();
    foreach ($descriptors as $field) {
        if (in_array($field['field_id'], $hidden, true)) continue;
        $shown[] = array('id' => $field['field_id'], 'label' => $field['field_label'], 'type' => $field['field_type'], 'value' => $values[$field['field_id']]);
    }
    pb_elements_contact_deliver(array(
        'form_id'       => $form_id,
        'page_url'      => esc_url_raw((string) wp_get_referer()),
        'fields'        => $shown,
        'hidden_fields' => array_values($hidden),
    ));
    pb_elements_contact_answer(200, $form_id, '<p role="status">' . esc_html__('Thanks for contacting us! We will get back to you soon.', 'pb-elements') . '</p>');
}
add_action('admin_post_nopriv_' . PB_ELEMENTS_CONTACT_ACTION, 'pb_elements_contact_submit');
add_action('admin_post_' . PB_ELEMENTS_CONTACT_ACTION, 'pb_elements_contact_submit');

/**
 * Stores a message, mails it and passes it on (action `pb_elements_contact_message`).
 * @param array{form_id: string, page_url: string, fields: array<int, array{id: string, label: string, type: string, value: string|string[]}>, hidden_fields: string[]} $message
 */
function pb_elements_contact_deliver($message) {
    global $wpdb;
    $sender = '';
    foreach ($message['fields'] as $field) {
        if ($field['type'] === 'email' && is_string($field['value']) && is_email(trim($field['value']))) {
            $sender = trim($field['value']);
            break;
        }
    }
    $message['sender_email'] = $sender;
    $message['created_at'] = current_time('mysql', true);
    $wpdb->insert($wpdb->prefix . 'pb_contact_messages', array(
        'form_id'       => $message['form_id'],
        'page_url'      => substr($message['page_url'], 0, 2048),
        'fields'        => wp_json_encode($message['fields']),
        'hidden_fields' => wp_json_encode($message['hidden_fields']),
        'sender_email'  => $sender,
        'ip_address'    => isset($_SERVER['REMOTE_ADDR']) ? (string) $_SERVER['REMOTE_ADDR'] : '',
        'mail_sent'     => 0,
        'created_at'    => $message['created_at'],
    ));
    $message['id'] = (int) $wpdb->insert_id;

    $to = apply_filters('pb_elements_contact_destination', pb_elements_setting('contact_email') ?: get_option('admin_email'), $message);
    if ($to) {
        $lines = array();
        foreach ($message['fields'] as $field) {
            $lines[] = ($field['label'] !== '' ? $field['label'] : $field['id']) . ': ' . (is_array($field['value']) ? implode(', ', $field['value']) : $field['value']);
        }
        /* translators: 1: the site's name, 2: the form's id. */
        $subject = sprintf(__('[%1$s] New message from the contact form %2$s', 'pb-elements'), wp_specialchars_decode(get_bloginfo('name'), ENT_QUOTES), $message['form_id']);
        /* translators: %s: the address of the page the form is on. */
        $body = implode("\n", $lines) . "\n\n" . sprintf(__('Sent from %s', 'pb-elements'), $message['page_url'] ?: home_url('/'));
        $headers = $sender !== '' ? array('Reply-To: ' . $sender) : array();
        if (wp_mail($to, $subject, $body, $headers)) {
            $wpdb->update($wpdb->prefix . 'pb_contact_messages', array('mail_sent' => 1), array('id' => $message['id']));
        }
    }
    do_action('pb_elements_contact_message', $message);
}

/**
 * A light tree of `$html` (PHP's DOM extension is not everywhere WordPress runs): nodes
 * {tag, attributes, children, parent}, text as decoded strings; comments dropped, void elements
 * childless, an end tag closing up to its element.
 */
function pb_elements_html_tree($html) {
    $void = array('area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr');
    $decode = fn ($text) => html_entity_decode($text, ENT_QUOTES | ENT_HTML5, 'UTF-8');
    $root = (object) array('tag' => '', 'attributes' => array(), 'children' => array(), 'parent' => null);
    $current = $root;
    preg_match_all('#<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"\']|"[^"]*"|\'[^\']*\')*)>|[^<]+|<#s', $html, $tokens, PREG_SET_ORDER);
    foreach ($tokens as $token) {
        if (strpos($token[0], '<!--') === 0) continue;
        if (empty($token[2])) {
            $current->children[] = $decode($token[0]);
            continue;
        }
        $tag = strtolower($token[2]);
        if ($token[1] === '/') {
            for ($open = $current; $open !== $root && $open->tag !== $tag; $open = $open->parent);
            if ($open !== $root) $current = $open->parent;
            continue;
        }
        $attributes = array();
        preg_match_all('#([^\s"\'>/=]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+)))?#', $token[3], $pairs, PREG_SET_ORDER);
        foreach ($pairs as $pair) {
            $name = strtolower($pair[1]);
            if (!isset($attributes[$name])) $attributes[$name] = $decode(($pair[2] ?? '') . ($pair[3] ?? '') . ($pair[4] ?? ''));
        }
        $node = (object) array('tag' => $tag, 'attributes' => $attributes, 'children' => array(), 'parent' => $current);
        $current->children[] = $node;
        if (!in_array($tag, $void, true) && substr(rtrim($token[3]), -1) !== '/') $current = $node;
    }
    return $root;
}

/** The element nodes under `$node` that `$test` accepts, in document order. */
function pb_elements_html_find($node, $test) {
    $found = array();
    foreach ($node->children as $child) {
        if (!is_object($child)) continue;
        if ($test($child)) $found[] = $child;
        array_push($found, ...pb_elements_html_find($child, $test));
    }
    return $found;
}

/** The nearest ancestor of `$node` that `$test` accepts, or null. */
function pb_elements_html_closest($node, $test) {
    for ($ancestor = $node->parent; $ancestor && $ancestor->tag !== ''; $ancestor = $ancestor->parent) {
        if ($test($ancestor)) return $ancestor;
    }
    return null;
}

/** A node's text, white space collapsed and a trailing required mark (`*`) dropped. */
function pb_elements_html_label_text($node) {
    if (!$node) return '';
    $text = function ($node) use (&$text) {
        return implode('', array_map(fn ($child) => is_object($child) ? $text($child) : $child, $node->children));
    };
    return trim(preg_replace('/\s*\*\s*$/', '', preg_replace('/\s+/u', ' ', $text($node))));
}

/**
 * The field descriptors of a form's markup, read as the element reads them
 * (react-core/contact-form/contact-form-structure.ts readContactFields), with their conditional rules.
 * @return array<int, array<string, mixed>>
 */
function pb_elements_contact_descriptors_of($form_html) {
    $tree = pb_elements_html_tree($form_html);
    $has = fn ($name) => fn ($node) => isset($node->attributes[$name]);
    $fields = array();
    foreach (pb_elements_html_find($tree, fn ($node) => in_array($node->tag, array('input', 'select', 'textarea'), true)) as $control) {
        $type = strtolower($control->attributes['type'] ?? '');
        $name = $control->attributes['name'] ?? '';
        if ($name === '' || ($control->tag === 'input' && in_array($type, array('hidden', 'submit', 'button', 'reset', 'image', 'file'), true))) continue;
        $id = substr($name, -2) === '[]' ? substr($name, 0, -2) : $name;
        if (in_array($id, PB_ELEMENTS_CONTACT_RESERVED, true) || pb_elements_html_closest($control, $has('data-captcha'))) continue;
        if (isset($fields[$id])) {
            $fields[$id]['controls'][] = $control;
            continue;
        }
        $wrapper = pb_elements_html_closest($control, $has('data-field')) ?: $control->parent;
        $field_type = $control->tag === 'select' ? 'select' : ($control->tag === 'textarea' ? 'text' : (in_array($type, array('email', 'checkbox', 'radio'), true) ? $type : 'input'));
        $fields[$id] = array('id' => $id, 'type' => $field_type, 'wrapper' => $wrapper, 'controls' => array($control));
    }
    $descriptors = array();
    foreach ($fields as $field) {
        $wrapper = $field['wrapper'];
        $first = $field['controls'][0];
        $required = isset($wrapper->attributes['data-required']);
        foreach ($field['controls'] as $control) $required = $required || isset($control->attributes['required']);
        if (isset($wrapper->attributes['data-label'])) $label = trim($wrapper->attributes['data-label']);
        elseif ($wrapper->tag === 'fieldset') $label = pb_elements_html_label_text(pb_elements_html_find($wrapper, fn ($node) => $node->tag === 'legend')[0] ?? null);
        else {
            $grouped = count($field['controls']) > 1 || in_array($field['type'], array('radio', 'checkbox'), true);
            $group_label = $grouped ? (pb_elements_html_find($wrapper, fn ($node) => $node->tag === 'legend' || isset($node->attributes['data-label']))[0] ?? null) : null;
            $for = $first->attributes['id'] ?? '';
            $label_node = $for !== '' ? (pb_elements_html_find($tree, fn ($node) => $node->tag === 'label' && ($node->attributes['for'] ?? '') === $for)[0] ?? null) : null;
            $label_node = $label_node ?: pb_elements_html_closest($first, fn ($node) => $node->tag === 'label');
            $label = $group_label ? pb_elements_html_label_text($group_label) : ($label_node ? pb_elements_html_label_text($label_node) : trim($first->attributes['aria-label'] ?? ''));
        }
        $descriptors[] = array(
            'field_id'      => $field['id'],
            'original_id'   => trim($wrapper->attributes['data-field'] ?? '') ?: $field['id'],
            'required_mark' => $required ? 'required' : 'not_required',
            'field_type'    => $field['type'],
            'field_label'   => $label,
            'conditions'    => pb_elements_contact_parse_conditions(json_decode($wrapper->attributes['data-conditions'] ?? '[]', true)),
            'relation'      => strtolower(trim($wrapper->attributes['data-condition-relation'] ?? '')) === 'any' ? 'any' : 'all',
        );
    }
    return $descriptors;
}

/**
 * Gives the form of each `<pb-contact-form>` in content a fresh `token` and its field
 * descriptors, for the post without JavaScript (the element sends its own descriptors).
 */
function pb_elements_contact_form_fields($content) {
    if (strpos($content, '<pb-contact-form') === false) return $content;
    return preg_replace_callback('#(<pb-contact-form\b[^>]*>)(.*?)(</pb-contact-form>)#s', function ($match) {
        if (!preg_match('#<form\b[^>]*>.*?</form>#s', $match[2], $form)) return $match[0];
        $inner = pb_elements_fill_hidden_field($match[2], 'token', wp_create_nonce('contact_form'));
        $inner = pb_elements_fill_hidden_field($inner, 'et_pb_contact_email_fields', wp_json_encode(pb_elements_contact_descriptors_of($form[0])));
        return $match[1] . $inner . $match[3];
    }, $content);
}
add_filter('the_content', 'pb_elements_contact_form_fields', 20);
add_filter('widget_block_content', 'pb_elements_contact_form_fields', 20);
