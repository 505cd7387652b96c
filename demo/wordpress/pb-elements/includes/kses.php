<?php
/**
 * The elements in post content: every `pb-*` tag and its documented attributes (generated at
 * build time from dist/custom-elements.json into generated/kses-elements.php), plus the global
 * attributes, are added to the allowed HTML of the `post` context, so an author without
 * `unfiltered_html` keeps them on save.
 *
 * Also added, because the elements' light-DOM content uses them:
 * - `slot` and `hidden` on every allowed tag (`<a slot="logo">`, the split-test tracking marker);
 * - the form controls the newsletter and contact form wrap (`input`, `select`, `option`,
 *   `optgroup`, `textarea`, `fieldset`, `legend`) with their non-scripting attributes. Filter
 *   `pb_elements_kses_form_controls` to false to leave them out.
 *
 * Event handlers (`on*`), `<script>` and `<style>` are never added; `href`/`src` values still go
 * through kses's protocol check.
 */

defined('ABSPATH') || exit;

/** The global attributes every added tag takes. */
function pb_elements_kses_global_attributes() {
    $names = array('class', 'id', 'style', 'title', 'role', 'lang', 'dir', 'hidden', 'slot', 'tabindex', 'data-*',
        'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-details', 'aria-hidden', 'aria-live',
        'aria-current', 'aria-expanded', 'aria-controls', 'aria-haspopup', 'aria-pressed', 'aria-selected');
    return array_fill_keys($names, true);
}

/** @return array<string, array<string, bool>> */
function pb_elements_kses_elements() {
    $global = pb_elements_kses_global_attributes();
    $elements = array();
    foreach (require PB_ELEMENTS_DIR . '/generated/kses-elements.php' as $tag => $attributes) {
        $elements[$tag] = array_merge($global, array_fill_keys($attributes, true));
    }
    return $elements;
}

/** @return array<string, array<string, bool>> */
function pb_elements_kses_form_controls() {
    $common = array_fill_keys(array('name', 'value', 'disabled', 'required', 'form', 'autocomplete', 'placeholder',
        'readonly', 'aria-required', 'aria-invalid'), true);
    return array(
        'input'    => array_merge($common, array_fill_keys(array('type', 'checked', 'min', 'max', 'step', 'minlength', 'maxlength', 'pattern', 'size', 'multiple', 'inputmode'), true)),
        'select'   => array_merge($common, array('multiple' => true, 'size' => true)),
        'option'   => array('value' => true, 'selected' => true, 'disabled' => true, 'label' => true),
        'optgroup' => array('label' => true, 'disabled' => true),
        'textarea' => array_merge($common, array('rows' => true, 'cols' => true, 'minlength' => true, 'maxlength' => true, 'wrap' => true)),
        'fieldset' => array('name' => true, 'disabled' => true, 'form' => true),
        'legend'   => array(),
        'form'     => array('action' => true, 'method' => true, 'novalidate' => true, 'name' => true, 'target' => true, 'enctype' => true, 'accept-charset' => true, 'autocomplete' => true),
        'button'   => array('type' => true, 'name' => true, 'value' => true, 'disabled' => true, 'form' => true),
        'label'    => array('for' => true),
    );
}

/**
 * @param array<string, array<string, bool>|bool> $tags
 * @param string|array $context
 */
function pb_elements_kses_allowed_html($tags, $context) {
    if ($context !== 'post') return $tags;
    $global = pb_elements_kses_global_attributes();
    if (apply_filters('pb_elements_kses_form_controls', true)) {
        foreach (pb_elements_kses_form_controls() as $tag => $attributes) {
            $existing = isset($tags[$tag]) && is_array($tags[$tag]) ? $tags[$tag] : array();
            $tags[$tag] = array_merge($global, $existing, $attributes);
        }
    }
    foreach (pb_elements_kses_elements() as $tag => $attributes) $tags[$tag] = $attributes;
    foreach ($tags as $tag => $attributes) {
        if (is_array($attributes)) $tags[$tag] = array_merge($attributes, array('slot' => true, 'hidden' => true));
    }
    return $tags;
}
add_filter('wp_kses_allowed_html', 'pb_elements_kses_allowed_html', 10, 2);
