<?php
/**
 * The loader, enqueued in the head, and the page configuration (docs/page-configuration.md "Page configuration"),
 * added before it with wp_add_inline_script: page id, ajax URL, the consent endpoint, the nonces
 * the server side of each module checks, the split tests of the page, the previous/next words
 * and the whole message set through WordPress's translation functions.
 *
 * Held-back scripts (docs/consent.md "Blocked scripts and embeds"): the handles in the `consent_scripts`
 * setting get `type="text/plain"` and `data-category` / `data-service`, so they run only once
 * the visitor's consent allows them.
 */

defined('ABSPATH') || exit;

require_once PB_ELEMENTS_DIR . '/generated/messages.php';

/** The URL of a built file in the plugin's dist/ folder. */
function pb_elements_dist_url($path) {
    return plugins_url('dist/' . ltrim($path, '/'), PB_ELEMENTS_FILE);
}

/** The loader's path inside dist/ for the configured flavour. */
function pb_elements_loader_path() {
    return pb_elements_setting('flavour') === 'lite' ? 'lite/pb-elements.js' : 'pb-elements.js';
}

/**
 * The nonces by name (docs/page-configuration.md "Page configuration": `nonces`). `consent` is WordPress's REST
 * nonce (`wp_rest`): the consent runtime sends it as X-WP-Nonce, which the REST API checks.
 * @return array<string, string>
 */
function pb_elements_nonces() {
    return array(
        'et_frontend_nonce' => wp_create_nonce('et_frontend_nonce'),
        'et_ab_log_nonce'   => wp_create_nonce('et_ab_log_nonce'),
        'contact_form'      => wp_create_nonce('contact_form'),
        'consent'           => wp_create_nonce('wp_rest'),
    );
}

/**
 * The page configuration for the current request (filter `pb_elements_page_config`).
 * @return array<string, mixed>
 */
function pb_elements_page_config() {
    $page_id = is_singular() ? (string) get_queried_object_id() : '';
    $ab_tests = array();
    foreach (pb_elements_split_tests() as $test_id => $test) {
        if ($page_id !== '' && (string) $test['post_id'] === $page_id) {
            $ab_tests[] = array('post_id' => (string) $test['post_id'], 'test_id' => (string) $test_id);
        }
    }
    $config = array(
        'pageId'     => $page_id,
        'ajaxUrl'    => admin_url('admin-ajax.php'),
        'consentApi' => rest_url('pb-elements/v1/consent'),
        'nonces'     => pb_elements_nonces(),
        'previous'   => __('Previous', 'pb-elements'),
        'next'       => __('Next', 'pb-elements'),
        'messages'   => pb_elements_messages(),
    );
    if ($ab_tests) {
        $config['abTests'] = $ab_tests;
        $config['abActive'] = true;
    }
    $region = pb_elements_site_consent_region();
    if ($region !== '') $config['consentRegion'] = $region;
    $avatar_hosts = pb_elements_avatar_hosts();
    if ($avatar_hosts) $config['avatarHosts'] = $avatar_hosts;
    return apply_filters('pb_elements_page_config', $config);
}

/**
 * The hosts a fresh comment's avatar comes from (the page keeps an avatar only from these or its
 * own origin), as get_avatar_url() builds it with the site's filters: none when the site shows no
 * avatars (filter `pb_elements_avatar_hosts`).
 * @return string[]
 */
function pb_elements_avatar_hosts() {
    $hosts = array();
    if (get_option('show_avatars')) {
        $avatar = wp_parse_url((string) get_avatar_url('avatar-host@example.invalid'));
        $own = wp_parse_url(home_url());
        if (!empty($avatar['host']) && $avatar['host'] !== ($own['host'] ?? '')) {
            $port = isset($avatar['port']) ? ':' . $avatar['port'] : '';
            // Gravatar serves plain-http avatars from 0–2.gravatar.com, picked by the address's hash.
            if (preg_match('/^[0-2]\.gravatar\.com$/', $avatar['host'])) {
                $hosts = array('0.gravatar.com', '1.gravatar.com', '2.gravatar.com');
            } else {
                $hosts = array($avatar['host'] . $port);
            }
        }
    }
    return array_values(array_unique(apply_filters('pb_elements_avatar_hosts', $hosts)));
}

function pb_elements_register_assets() {
    // In the head (last argument false): the loader reserves the elements' layout before the content paints.
    wp_register_script('pb-elements', pb_elements_dist_url(pb_elements_loader_path()), array(), PB_ELEMENTS_VERSION, false);
}
add_action('init', 'pb_elements_register_assets');

/**
 * The hold on early clicks (docs/loading.md "How modules load"), first in the head: the loader itself
 * holds them from its start, but a site whose optimizer defers or delays scripts would run it
 * after the first paint. Printed with wp_print_inline_script_tag, so a CSP plugin's nonce
 * (filter `wp_inline_script_attributes`) reaches it; its CSP hash is the package's dist/pb-early-events.csp.
 */
function pb_elements_print_early_hold() {
    $file = PB_ELEMENTS_DIR . '/dist/pb-early-events.js';
    if (is_readable($file)) wp_print_inline_script_tag(file_get_contents($file));
}
add_action('wp_head', 'pb_elements_print_early_hold', 1);

/** The loader, with a page configuration printed before it. */
function pb_elements_enqueue_loader(array $config) {
    wp_enqueue_script('pb-elements');
    wp_add_inline_script('pb-elements', 'window.pbConfig = ' . wp_json_encode($config) . ';', 'before');
}

function pb_elements_enqueue() {
    pb_elements_enqueue_loader(pb_elements_page_config());
}
add_action('wp_enqueue_scripts', 'pb_elements_enqueue');

/**
 * The loader in the block editor too, so the module blocks show live (blocks/modules.js), with the
 * page configuration of the block-editor surface (no split test runs or records there).
 */
function pb_elements_enqueue_in_editor() {
    pb_elements_enqueue_loader(array_merge(pb_elements_page_config(), array('builderSurface' => 'block-editor')));
    wp_enqueue_style('pb-elements-block-preview');
}
add_action('enqueue_block_editor_assets', 'pb_elements_enqueue_in_editor');

/**
 * Enqueued handles held back until consent (filter `pb_elements_consent_scripts`):
 * handle => ['category' => …, 'service' => …].
 * @return array<string, array{category?: string, service?: string}>
 */
function pb_elements_consent_scripts() {
    $scripts = array();
    foreach ((array) pb_elements_setting('consent_scripts') as $handle => $rule) {
        $scripts[$handle] = is_array($rule) ? $rule : array('category' => (string) $rule);
    }
    return apply_filters('pb_elements_consent_scripts', $scripts);
}

/**
 * Gives the script tags of a held-back handle (its own and its inline before/after scripts)
 * the consent attributes; any `type` WordPress printed moves to `data-type`.
 */
function pb_elements_consent_script_tag($tag, $handle) {
    $scripts = pb_elements_consent_scripts();
    if (!isset($scripts[$handle])) return $tag;
    $rule = $scripts[$handle];
    $attributes = ' type="text/plain"';
    if (!empty($rule['category'])) $attributes .= ' data-category="' . esc_attr($rule['category']) . '"';
    if (!empty($rule['service'])) $attributes .= ' data-service="' . esc_attr($rule['service']) . '"';
    return preg_replace_callback('/<script\b([^>]*)>/i', function ($match) use ($attributes) {
        $rest = $match[1];
        $type = '';
        if (preg_match('/\stype=(["\'])([^"\']*)\1/i', $rest, $found)) {
            $rest = str_replace($found[0], '', $rest);
            if (strtolower($found[2]) === 'module') $type = ' data-type="module"';
        }
        return '<script' . $attributes . $type . $rest . '>';
    }, $tag);
}
add_filter('script_loader_tag', 'pb_elements_consent_script_tag', 10, 2);
