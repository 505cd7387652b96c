<?php
/**
 * The elements in post content: every `pb-*` tag and its documented attributes (generated at
 * build time from dist/custom-elements.json into generated/kses-elements.php), plus the global
 * attributes, are added to the allowed HTML of the `post` context, so an author without
 * `unfiltered_html` keeps them on save.
 *
 * Also added, because the elements' light-DOM content uses them:
 * - `slot`, `hidden` and `aria-current` on every allowed tag (`<a slot="logo">`, the split-test
 *   tracking marker, the current page of a pagination);
 * - the tags of pb_elements_kses_content_tags() (`<source>`, `<bdi>`, SVG icons);
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
 * Tags the README's element examples use that WordPress does not allow to every author: `<source>`
 * and `<track>` in a `<video>`, `<bdi>` in prices, and inline SVG icons (shapes and their
 * presentation attributes only: no `<script>`, `<foreignObject>`, `<use>`, links or handlers).
 * @return array<string, array<string, bool>>
 */
function pb_elements_kses_content_tags() {
    $shape = array_fill_keys(array('fill', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'opacity', 'transform'), true);
    $svg = array(
        'svg'      => array_merge($shape, array_fill_keys(array('xmlns', 'viewbox', 'width', 'height', 'focusable', 'preserveaspectratio'), true)),
        'g'        => $shape,
        'title'    => array(),
        'path'     => array_merge($shape, array('d' => true)),
        'circle'   => array_merge($shape, array_fill_keys(array('cx', 'cy', 'r'), true)),
        'ellipse'  => array_merge($shape, array_fill_keys(array('cx', 'cy', 'rx', 'ry'), true)),
        'rect'     => array_merge($shape, array_fill_keys(array('x', 'y', 'width', 'height', 'rx', 'ry'), true)),
        'line'     => array_merge($shape, array_fill_keys(array('x1', 'y1', 'x2', 'y2'), true)),
        'polyline' => array_merge($shape, array('points' => true)),
        'polygon'  => array_merge($shape, array('points' => true)),
    );
    return array_merge($svg, array(
        'source' => array_fill_keys(array('src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'), true),
        'track'  => array_fill_keys(array('src', 'kind', 'srclang', 'label', 'default'), true),
        'bdi'    => array(),
    ));
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
    foreach (pb_elements_kses_content_tags() as $tag => $attributes) {
        $existing = isset($tags[$tag]) && is_array($tags[$tag]) ? $tags[$tag] : array();
        $tags[$tag] = array_merge($global, $existing, $attributes);
    }
    foreach (pb_elements_kses_elements() as $tag => $attributes) $tags[$tag] = $attributes;
    foreach ($tags as $tag => $attributes) {
        if (is_array($attributes)) $tags[$tag] = array_merge($attributes, array('slot' => true, 'hidden' => true, 'aria-current' => true));
    }
    return $tags;
}
add_filter('wp_kses_allowed_html', 'pb_elements_kses_allowed_html', 10, 2);

/**
 * Before kses filters post content (users without `unfiltered_html`), so that what it cannot keep
 * leaves nothing behind on the page:
 * - an HTML comment keeps its `<` and `>` as `&lt;` `&gt;`: WordPress's `wp_pre_kses_less_than`
 *   would otherwise turn `<!-- put the <ul> in <pb-menu> -->` into visible text and real tags;
 * - so does a `<` or `>` in a quoted attribute value of a `pb-*` tag (the block editor writes `<`
 *   as it is): `wp_pre_kses_less_than` would otherwise make the tag itself text;
 * - a settings `<script type="application/json" data-attribute="name">` that opens a `pb-*`
 *   element becomes that element's attribute (the elements read both), if its JSON is valid and
 *   the element has no such attribute yet;
 * - every other `<script>` and `<style>` goes with its text (kses drops the tags, not the text).
 *
 * @param string $content
 * @param string|array $allowed_html
 */
function pb_elements_pre_kses($content, $allowed_html) {
    if ($allowed_html !== 'post') return $content;
    $allowed = wp_kses_allowed_html('post');
    $content = preg_replace_callback('/<!--(.*?)-->/s', function ($comment) {
        return '<!--' . str_replace(array('<', '>'), array('&lt;', '&gt;'), $comment[1]) . '-->';
    }, $content);
    $content = preg_replace_callback('/<pb-[a-z0-9-]+(?:\s+[^\s"\'>\/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?)*\s*\/?>/i', function ($tag) {
        return preg_replace_callback('/=\s*(?:"[^"]*"|\'[^\']*\')/', function ($value) {
            return str_replace(array('<', '>'), array('&lt;', '&gt;'), $value[0]);
        }, $tag[0]);
    }, $content);
    if (!isset($allowed['script'])) {
        $content = preg_replace_callback('/(<pb-[a-z0-9-]+\b[^>]*>)((?:\s*<script\b[^>]*>.*?<\/script\s*>)+)/is', 'pb_elements_settings_scripts_to_attributes', $content);
        $content = preg_replace('/<script\b[^>]*>.*?<\/script\s*>/is', '', $content);
    }
    if (!isset($allowed['style'])) $content = preg_replace('/<style\b[^>]*>.*?<\/style\s*>/is', '', $content);
    return $content;
}
add_filter('pre_kses', 'pb_elements_pre_kses', 5, 2);

/**
 * A `pb-*` opening tag and the settings scripts right after it: each named script with valid JSON
 * becomes an attribute of the tag; the scripts stay for the removal that follows.
 * @param array<int, string> $match
 */
function pb_elements_settings_scripts_to_attributes($match) {
    $open_tag = $match[1];
    preg_match_all('/<script\b([^>]*)>(.*?)<\/script\s*>/is', $match[2], $scripts, PREG_SET_ORDER);
    foreach ($scripts as $script) {
        $attributes = wp_kses_hair($script[1], array());
        if (!isset($attributes['type'], $attributes['data-attribute']) || strtolower($attributes['type']['value']) !== 'application/json') continue;
        $name = strtolower($attributes['data-attribute']['value']);
        $json = trim($script[2]);
        if (!preg_match('/^[a-z][a-z0-9-]*$/', $name) || preg_match('/\s' . $name . '(\s|=|>)/i', $open_tag) || json_decode($json) === null) continue;
        $open_tag = rtrim(substr($open_tag, 0, -1)) . ' ' . $name . '="' . esc_attr($json) . '">';
    }
    return $open_tag . $match[2];
}
