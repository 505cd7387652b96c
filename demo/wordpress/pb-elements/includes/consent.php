<?php
/**
 * The consent service (SPEC.md §7 consent calls) as REST routes under
 * `/wp-json/pb-elements/v1/consent` (the page configuration's `consentApi`), answering like the
 * demo server's demo/server/endpoints/consent.mjs:
 *
 * - `GET  …/banner?locale=&token=&region=` → banner data (JSON). The region decides the consent
 *   type: `eu` → optin, `us` → optout, else other; from `region`, else the site's setting
 *   (pb_elements_site_consent_region: opt-in unless the site owner chose otherwise). Its texts
 *   share the message set (filter `pb_elements_messages`) where they say the same thing: the
 *   category names and, in opt-in, Accept all / Deny all. Filter `pb_elements_consent_banner_data`
 *   ($data, $region).
 * - `GET  …/cookie_data` → category → service → cookie names (filter `pb_elements_cookie_data`).
 * - `GET  …/manage_consent_html` → text/html: the cookie policy.
 * - `GET  …/consent-area/{post_id}/{block_id}` → text/html: a blocked block's content, from the
 *   filter `pb_elements_consent_area` ($html, $post_id, $block_id); 404 when none.
 * - `POST …/track` (JSON or form: consented_categories, consented_services, consenttype) → 204,
 *   stored in `{prefix}pb_consent_records` (with the user id of a logged-in visitor, so that the
 *   privacy tools find it, includes/privacy.php). Refused with 403 unless it comes from a page of this
 *   site (Origin, else Referer) with a valid `wp_rest` nonce in X-WP-Nonce (or `_wpnonce`).
 *
 * Every answer carries Cache-Control: no-store. Errors are JSON `{ error }`.
 */

defined('ABSPATH') || exit;

const PB_ELEMENTS_CONSENT_CATEGORIES = array('functional', 'preferences', 'statistics', 'marketing');
const PB_ELEMENTS_CONSENT_TYPES = array('optin', 'optout', 'other');
const PB_ELEMENTS_SAFE_VALUE = '/^[A-Za-z0-9_-]{1,64}$/';

/** EU and EEA member states, the United Kingdom and Switzerland. */
function pb_elements_eu_countries() {
    return explode(' ', 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH');
}

/** `eu`, `us` or `other` for a region parameter or a country code. */
function pb_elements_region_for($value) {
    $upper = strtoupper($value);
    if ($upper === 'EU' || in_array($upper, pb_elements_eu_countries(), true)) return 'eu';
    if ($upper === 'US') return 'us';
    return 'other';
}

/** The `consent_region` value that leaves the region to the visitor's Accept-Language. */
const PB_ELEMENTS_REGION_FROM_LANGUAGE = 'visitor';

/**
 * The region the site owner chose: `eu` (opt-in) when the setting is empty, its region for a
 * region or country code, or '' for `visitor` (decided per request from Accept-Language).
 */
function pb_elements_site_consent_region() {
    $setting = (string) pb_elements_setting('consent_region');
    if ($setting === PB_ELEMENTS_REGION_FROM_LANGUAGE) return '';
    // A language is not a place: unless the site owner says otherwise, everyone is asked first.
    return $setting === '' ? 'eu' : pb_elements_region_for($setting);
}

function pb_elements_region_from_accept_language($header) {
    $parts = explode(',', (string) $header);
    $first = trim(explode(';', $parts[0])[0]);
    foreach (array_slice(preg_split('/[-_]/', $first), 1) as $subtag) {
        if (preg_match('/^[A-Za-z]{2}$/', $subtag)) return pb_elements_region_for($subtag);
    }
    return 'other';
}

/**
 * The categories with their names from the message set (`consentFunctional` …), so that a site
 * renaming them through `pb_elements_messages` renames them everywhere.
 * @return array<int, array{id: string, label: string, description: string}>
 */
function pb_elements_consent_categories() {
    $messages = pb_elements_messages();
    return array(
        array('id' => 'functional', 'label' => $messages['consentFunctional'],
            'description' => __('Needed for the site to work: your consent choices and the basic page features. Always on.', 'pb-elements')),
        array('id' => 'preferences', 'label' => $messages['consentPreferences'],
            'description' => __('Remember your settings, such as the language or the region you chose.', 'pb-elements')),
        array('id' => 'statistics', 'label' => $messages['consentStatistics'],
            'description' => __('Count visits and see which pages are read, so that we can improve the site.', 'pb-elements')),
        array('id' => 'marketing', 'label' => $messages['consentMarketing'],
            'description' => __('Embedded videos and content from other sites, which may follow you across sites.', 'pb-elements')),
    );
}

/** Category → service → cookie names (a trailing `*` matches a prefix). */
function pb_elements_cookie_data() {
    return apply_filters('pb_elements_cookie_data', array());
}

/** The banner data for a region (react-core/consent/consent-types.ts BannerData). */
function pb_elements_banner_data($region) {
    $types = array('eu' => 'optin', 'us' => 'optout', 'other' => 'other');
    $messages = pb_elements_messages();
    $texts = array(
        'eu' => array(
            'title'   => __('Your cookie choices', 'pb-elements'),
            'message' => __('We use cookies for statistics and embedded content. They are set only if you agree. You can change your choice at any time.', 'pb-elements'),
            'acceptAll' => $messages['consentAcceptAll'],
            'denyAll'   => $messages['consentDenyAll'],
        ),
        'us' => array(
            'title'   => __('Your privacy choices', 'pb-elements'),
            'message' => __('We use cookies for statistics and embedded content. You can opt out of them here at any time.', 'pb-elements'),
            'acceptAll' => __('Accept', 'pb-elements'),
            'denyAll'   => __('Opt out', 'pb-elements'),
        ),
        'other' => array(
            'title'   => __('Cookies on this site', 'pb-elements'),
            'message' => __('This site uses cookies for statistics and embedded content. You can change this at any time.', 'pb-elements'),
            'acceptAll' => __('Accept', 'pb-elements'),
            'denyAll'   => __('Deny', 'pb-elements'),
        ),
    );
    $policy = (string) pb_elements_setting('consent_policy_id');
    $data = array(
        'region'               => $region,
        'consentType'          => $types[$region],
        'bannerId'             => '1',
        'policyId'             => preg_match(PB_ELEMENTS_SAFE_VALUE, $policy) ? $policy : '1',
        'cookieExpiryDays'     => 365,
        'storeConsent'         => true,
        'dismissTimeout'       => $region === 'us' ? 10000 : 0,
        'respectPrivacySignals' => true,
        'googleConsentMode'    => false,
        'pageLinks'            => get_privacy_policy_url()
            ? array(array('label' => __('Privacy policy', 'pb-elements'), 'url' => get_privacy_policy_url()))
            : array(),
        'categories'           => pb_elements_consent_categories(),
        'services'             => array(),
        'placeholderText'      => __('This content is provided by a third party and may set cookies. It loads once you accept it.', 'pb-elements'),
        'texts'                => array_merge($texts[$region], array(
            'savePreferences'   => __('Save preferences', 'pb-elements'),
            // Not the category of the same English name: languages word them apart.
            'viewPreferences'   => _x('Preferences', 'consent banner button that opens the preferences dialog', 'pb-elements'),
            /* translators: {{service}}: the service's name, filled in by the page. */
            'placeholderAccept' => __('Accept {{service}}', 'pb-elements'),
        )),
    );
    return apply_filters('pb_elements_consent_banner_data', $data, $region);
}

/** The cookie policy as an HTML fragment. */
function pb_elements_manage_consent_html() {
    $cookies = pb_elements_cookie_data();
    $html = '<h2>' . esc_html__('Cookie policy', 'pb-elements') . '</h2>';
    foreach (pb_elements_consent_categories() as $category) {
        $items = array();
        if ($category['id'] === 'functional') {
            $items[] = '<li>' . esc_html__('pb_consent_* (Consent): your choice per category and service, and whether the banner was closed.', 'pb-elements') . '</li>';
        }
        foreach ((array) ($cookies[$category['id']] ?? array()) as $service => $names) {
            foreach ((array) $names as $name) $items[] = '<li>' . esc_html($name . ' (' . $service . ')') . '</li>';
        }
        $html .= '<h3>' . esc_html($category['label']) . '</h3><p>' . esc_html($category['description']) . '</p>';
        $html .= $items ? '<ul>' . implode('', $items) . '</ul>' : '<p>' . esc_html__('No cookies in this category.', 'pb-elements') . '</p>';
    }
    return apply_filters('pb_elements_manage_consent_html', $html);
}

function pb_elements_consent_error($status, $message) {
    $response = new WP_REST_Response(array('error' => $message), $status);
    $response->header('Cache-Control', 'no-store');
    return $response;
}

function pb_elements_consent_html($html) {
    $response = new WP_REST_Response($html, 200);
    $response->header('Content-Type', 'text/html; charset=' . get_option('blog_charset'));
    $response->header('Cache-Control', 'no-store');
    return $response;
}

/** Whether the request names a page of this site as its origin (Origin, else Referer). */
function pb_elements_is_from_this_site($origin, $referer) {
    $claimed = $origin !== '' ? $origin : $referer;
    if ($claimed === '') return false;
    $claimed_parts = wp_parse_url($claimed);
    $home_parts = wp_parse_url(home_url('/'));
    if (!$claimed_parts || empty($claimed_parts['host']) || !in_array($claimed_parts['scheme'] ?? '', array('http', 'https'), true)) return false;
    $port = fn ($parts) => $parts['port'] ?? ($parts['scheme'] === 'https' ? 443 : 80);
    return strtolower($claimed_parts['host']) === strtolower($home_parts['host']) && $port($claimed_parts) === $port($home_parts);
}

/** A list field: an array, a JSON array, or a comma list. Null when it is none of them. */
function pb_elements_to_list($value) {
    if ($value === null) return array();
    if (is_array($value)) {
        foreach ($value as $item) if (!is_string($item)) return null;
        return array_map('trim', array_values($value));
    }
    if (!is_string($value)) return null;
    $trimmed = trim($value);
    if (strpos($trimmed, '[') === 0) {
        $decoded = json_decode($trimmed, true);
        return is_array($decoded) ? pb_elements_to_list($decoded) : null;
    }
    return $trimmed === '' ? array() : array_map('trim', explode(',', $trimmed));
}

function pb_elements_track_consent(WP_REST_Request $request) {
    if (!pb_elements_is_from_this_site((string) $request->get_header('origin'), (string) $request->get_header('referer'))) {
        return pb_elements_consent_error(403, __('This can only be sent from a page of this site.', 'pb-elements'));
    }
    $nonce = $request->get_header('x_wp_nonce') ?: $request->get_param('_wpnonce');
    if (!$nonce) return pb_elements_consent_error(403, __('The page’s security token is missing. Please reload the page and try again.', 'pb-elements'));
    if (!wp_verify_nonce($nonce, 'wp_rest')) return pb_elements_consent_error(403, __('The page’s security token is not valid. Please reload the page and try again.', 'pb-elements'));
    $payload = $request->get_json_params();
    if (!is_array($payload)) $payload = $request->get_body_params();
    $type = $payload['consenttype'] ?? null;
    if (!is_string($type) || !in_array($type, PB_ELEMENTS_CONSENT_TYPES, true)) {
        return pb_elements_consent_error(400, 'consenttype must be one of ' . implode(', ', PB_ELEMENTS_CONSENT_TYPES));
    }
    $categories = pb_elements_to_list($payload['consented_categories'] ?? null);
    if ($categories === null || array_diff($categories, PB_ELEMENTS_CONSENT_CATEGORIES)) {
        return pb_elements_consent_error(400, 'consented_categories must list only ' . implode(', ', PB_ELEMENTS_CONSENT_CATEGORIES));
    }
    $services = pb_elements_to_list($payload['consented_services'] ?? null);
    $bad_service = $services === null || count($services) > 50;
    foreach ((array) $services as $service) if (!preg_match(PB_ELEMENTS_SAFE_VALUE, $service)) $bad_service = true;
    if ($bad_service) return pb_elements_consent_error(400, 'consented_services must list at most 50 ids of letters, digits, "-" or "_"');
    global $wpdb;
    $wpdb->insert($wpdb->prefix . 'pb_consent_records', array(
        'consented_categories' => wp_json_encode(array_values(array_unique($categories))),
        'consented_services'   => wp_json_encode(array_values(array_unique($services))),
        'consenttype'          => $type,
        'user_agent'           => substr((string) $request->get_header('user_agent'), 0, 512),
        // The REST API sets the user from the login cookie once the nonce is valid; 0 for visitors.
        'user_id'              => get_current_user_id(),
        'created_at'           => current_time('mysql', true),
    ));
    $response = new WP_REST_Response(null, 204);
    $response->header('Cache-Control', 'no-store');
    return $response;
}

function pb_elements_register_consent_routes() {
    $namespace = 'pb-elements/v1';
    $public = '__return_true';
    register_rest_route($namespace, '/consent/banner', array(
        'methods' => 'GET', 'permission_callback' => $public,
        'callback' => function (WP_REST_Request $request) {
            foreach (array('locale', 'token', 'region') as $name) {
                $value = $request->get_param($name);
                if ($value !== null && $value !== '' && !preg_match(PB_ELEMENTS_SAFE_VALUE, (string) $value)) {
                    return pb_elements_consent_error(400, $name . ' must be at most 64 letters, digits, "-" or "_"');
                }
            }
            $requested = (string) $request->get_param('region');
            $region = $requested !== '' ? pb_elements_region_for($requested) : pb_elements_site_consent_region();
            if ($region === '') $region = pb_elements_region_from_accept_language($request->get_header('accept_language'));
            $response = new WP_REST_Response(pb_elements_banner_data($region));
            $response->header('Cache-Control', 'no-store');
            return $response;
        },
    ));
    register_rest_route($namespace, '/consent/cookie_data', array(
        'methods' => 'GET', 'permission_callback' => $public,
        'callback' => function () {
            $response = new WP_REST_Response((object) pb_elements_cookie_data());
            $response->header('Cache-Control', 'no-store');
            return $response;
        },
    ));
    register_rest_route($namespace, '/consent/manage_consent_html', array(
        'methods' => 'GET', 'permission_callback' => $public,
        'callback' => function () { return pb_elements_consent_html(pb_elements_manage_consent_html()); },
    ));
    register_rest_route($namespace, '/consent/consent-area/(?P<post_id>\d{1,9})/(?P<block_id>\d{1,9})', array(
        'methods' => 'GET', 'permission_callback' => $public,
        'callback' => function (WP_REST_Request $request) {
            $html = apply_filters('pb_elements_consent_area', null, (int) $request['post_id'], (int) $request['block_id']);
            return is_string($html) ? pb_elements_consent_html($html) : pb_elements_consent_error(404, 'No such consent area');
        },
    ));
    register_rest_route($namespace, '/consent/track', array(
        // The nonce and origin checks are the callback's first steps (anyone may consent).
        'methods' => 'POST', 'permission_callback' => $public,
        'callback' => 'pb_elements_track_consent',
    ));
}
add_action('rest_api_init', 'pb_elements_register_consent_routes');

/** Serves the text/html answers of the consent routes as they are, not JSON-encoded. */
function pb_elements_serve_raw_html($served, $result, $request) {
    if ($served || strpos($request->get_route(), '/pb-elements/v1/consent/') !== 0) return $served;
    $headers = $result->get_headers();
    if (!isset($headers['Content-Type']) || strpos($headers['Content-Type'], 'text/html') !== 0 || !is_string($result->get_data())) return $served;
    echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts above.
    return true;
}
add_filter('rest_pre_serve_request', 'pb_elements_serve_raw_html', 10, 3);
