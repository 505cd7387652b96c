<?php
/**
 * The elements in classic (non-block) content.
 *
 * - `wpautop` would add `<p>` and `<br>` inside their markup (a blank line for every line break
 *   in a form). Before it runs, each outermost `pb-*` element in the content is set aside (a
 *   placeholder takes its place) and put back right after; the elements' own markup is written
 *   as HTML, paragraphs included. The formatting wpautop's neighbours give content
 *   (wptexturize, wp_filter_content_tags) is applied to it when it comes back.
 * - The classic editor's Visual tab (TinyMCE) knows every `pb-*` tag and its attributes, the
 *   list kses allows (includes/kses.php), as block elements (`custom_elements`,
 *   `extended_valid_elements`); its JavaScript wpautop / removep, run when switching between the
 *   Text and Visual tabs, skip the elements' markup the same way (events `beforeWpautop` …).
 */

defined('ABSPATH') || exit;

/**
 * Each outermost `pb-*` element of `$html` with the end of its end tag, as [start, end] offsets;
 * an element that is never closed ends the list.
 * @return array<int, array{0: int, 1: int}>
 */
function pb_elements_outer_elements($html) {
    $found = array();
    $offset = 0;
    while (preg_match('/<(pb-[a-z0-9-]+)(?=[\s\/>])/i', $html, $open, PREG_OFFSET_CAPTURE, $offset)) {
        $start = $open[0][1];
        $depth = 0;
        $position = $start;
        $end = null;
        while (preg_match('#<(/?)' . preg_quote($open[1][0], '#') . '(?=[\s/>])[^>]*>#i', $html, $tag, PREG_OFFSET_CAPTURE, $position)) {
            $depth += $tag[1][0] === '' ? 1 : -1;
            $position = $tag[0][1] + strlen($tag[0][0]);
            if ($depth === 0) {
                $end = $position;
                break;
            }
        }
        if ($end === null) break;
        $found[] = array($start, $end);
        $offset = $end;
    }
    return $found;
}

/** The elements set aside from the content being filtered, by placeholder key. */
function pb_elements_autop_kept($key = null, $markup = null) {
    static $kept = array();
    if ($markup !== null) $kept[$key] = $markup;
    elseif ($key !== null) {
        $markup = $kept[$key] ?? '';
        unset($kept[$key]);
    }
    return $markup;
}

/** Before wpautop: each outermost element becomes an empty placeholder wpautop leaves alone. */
function pb_elements_autop_protect($content) {
    if (strpos($content, '<pb-') === false || has_filter('the_content', 'wpautop') === false) return $content;
    $result = '';
    $offset = 0;
    foreach (pb_elements_outer_elements($content) as list($start, $end)) {
        $key = wp_generate_password(12, false);
        pb_elements_autop_kept($key, substr($content, $start, $end - $start));
        // A block placeholder for an element on a line of its own, an inline one inside text.
        $line_start = strrpos(substr($content, 0, $start), "\n");
        $alone = trim(substr($content, $line_start === false ? 0 : $line_start, $start - ($line_start === false ? 0 : $line_start))) === '';
        $result .= substr($content, $offset, $start - $offset) . ($alone ? "<div data-pb-kept=\"$key\"></div>" : "<span data-pb-kept=\"$key\"></span>");
        $offset = $end;
    }
    return $result . substr($content, $offset);
}
// After do_blocks (9), which takes wpautop away from block content.
add_filter('the_content', 'pb_elements_autop_protect', 9);

/** After wpautop: the elements come back, with the formatting wpautop's neighbours gave the rest. */
function pb_elements_autop_restore($content) {
    if (strpos($content, 'data-pb-kept="') === false) return $content;
    return preg_replace_callback('#(?:<p>)?<(div|span) data-pb-kept="([A-Za-z0-9]{12})"></\1>(?:</p>)?#', function ($match) {
        $markup = pb_elements_autop_kept($match[2]);
        foreach (array('wptexturize', 'wp_filter_content_tags') as $filter) {
            if (has_filter('the_content', $filter) !== false) $markup = $filter($markup);
        }
        return $markup;
    }, $content);
}
// Same priority as wpautop, added later: runs right after it, before shortcodes (11).
add_filter('the_content', 'pb_elements_autop_restore', 10);

/**
 * TinyMCE's settings: the `pb-*` tags as block elements, with the attributes kses allows them.
 * @param array<string, mixed> $settings
 */
function pb_elements_tinymce_settings($settings) {
    $tags = array();
    $rules = array();
    foreach (wp_kses_allowed_html('post') as $tag => $attributes) {
        if (strpos($tag, 'pb-') !== 0 || !is_array($attributes)) continue;
        $tags[] = $tag;
        $rules[] = $tag . '[' . implode('|', array_keys($attributes)) . ']';
    }
    $join = fn ($existing, $added) => implode(',', array_filter(array_merge(array((string) $existing), $added)));
    $settings['custom_elements'] = $join($settings['custom_elements'] ?? '', $tags);
    $settings['extended_valid_elements'] = $join($settings['extended_valid_elements'] ?? '', $rules);
    return $settings;
}
add_filter('tiny_mce_before_init', 'pb_elements_tinymce_settings');

/** The editor's JavaScript wpautop and removep skip the elements' markup too. */
function pb_elements_editor_autop_script() {
    static $added = false;
    if ($added) return;
    $added = true;
    wp_add_inline_script('editor', <<<'JS'
(function ($) {
  // Each outermost pb-* element, [start, end], as pb_elements_outer_elements() finds them in PHP.
  function outerElements(html) {
    var found = [], open = /<(pb-[a-z0-9-]+)(?=[\s\/>])/gi, match;
    while ((match = open.exec(html))) {
      var tag = new RegExp('<(/?)' + match[1] + '(?=[\\s/>])[^>]*>', 'gi'), depth = 0, end = -1, seen;
      tag.lastIndex = match.index;
      while ((seen = tag.exec(html))) {
        depth += seen[1] ? -1 : 1;
        if (depth === 0) { end = tag.lastIndex; break; }
      }
      if (end < 0) break;
      found.push([match.index, end]);
      open.lastIndex = end;
    }
    return found;
  }
  function setAside(event, data) {
    var kept = [], offset = 0, result = '';
    outerElements(data.data).forEach(function (span) {
      result += data.data.slice(offset, span[0]) + '<div data-pb-kept="' + kept.length + '"></div>';
      kept.push(data.data.slice(span[0], span[1]));
      offset = span[1];
    });
    data.pbKept = kept;
    data.data = result + data.data.slice(offset);
  }
  function putBack(event, data) {
    if (!data.pbKept || !data.pbKept.length) return;
    data.data = data.data.replace(/(?:<p>)?<div data-pb-kept="(\d+)"><\/div>(?:<\/p>)?/g, function (all, index) { return data.pbKept[index]; });
  }
  $(document).on('beforeWpautop beforePreWpautop', setAside).on('afterWpautop afterPreWpautop', putBack);
})(jQuery);
JS
    );
}
add_action('wp_enqueue_editor', 'pb_elements_editor_autop_script');
