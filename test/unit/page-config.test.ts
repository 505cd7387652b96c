// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import {
  DEFAULT_BOUNCE_RATE_TIME,
  DEFAULT_CART_HASH_KEY,
  DEFAULT_FRAGMENT_NAME,
  DEFAULT_WC_AJAX_URL,
  normalizePageConfig, parseAnimations, parseStickyModules, type PageConfig } from '../../react-core/runtime/page-config';

type PageConfigModule = typeof import('../../react-core/runtime/page-config');

const DEFAULTS: PageConfig = {
  pageId: '',
  abTests: [],
  abActive: false,
  shortcodeTracking: false,
  bounceRateTime: DEFAULT_BOUNCE_RATE_TIME,
  builderPlugin: false,
  theme: false,
  themeBuilder: false,
  tracking: { readPage: false, readGoal: false, viewGoal: false, clickGoal: false, conGoal: false, conShort: false },
  ajaxUrl: '/wp-admin/admin-ajax.php',
  consentApi: '/consent-api',
  consentRegion: '',
  googleConsentMode: false,
  nonces: {},
  linkOptions: [],
  stickyModules: [],
  animations: [],
  mapTileUrl: '',
  mapAttribution: '',
  wcAjaxUrl: DEFAULT_WC_AJAX_URL,
  cartHashKey: DEFAULT_CART_HASH_KEY,
  fragmentName: DEFAULT_FRAGMENT_NAME,
  builderPreview: false,
  builderOrigin: '',
  builderSurface: '',
  modalTemplates: {},
  cssContainerPrefix: '',
  avatarHosts: [],
  messages: { ...DEFAULT_MESSAGES },
};

describe('normalizePageConfig: the page configuration fields of SPEC §3', () => {
  it('gives the defaults for an empty configuration', () => {
    expect(normalizePageConfig({})).toEqual(DEFAULTS);
  });

  it("reads link options (SPEC §2 Links): the builder's class or a selector, with url and target; incomplete entries are dropped", () => {
    const config = normalizePageConfig({
      et_link_options_data: [
        { class: 'et_pb_section_0', url: 'https://example.com/', target: '_blank' },
        { selector: '#promo', url: '/offers' },
        { class: 'no-url' },
        { url: '/no-selector' },
        'not an object',
      ],
    });
    expect(config.linkOptions).toEqual([
      { selector: '.et_pb_section_0', url: 'https://example.com/', target: '_blank' },
      { selector: '#promo', url: '/offers', target: '' },
    ]);
  });

  it('uses a bounce-rate time of 5 seconds by default', () => {
    expect(DEFAULT_BOUNCE_RATE_TIME).toBe(5);
  });

  it('reads camelCase keys', () => {
    const config = normalizePageConfig({
      pageId: 42,
      abTests: [{ postId: 42, testId: 7 }],
      abActive: true,
      shortcodeTracking: 'on',
      bounceRateTime: 12,
      builderPlugin: 'yes',
      theme: 1,
      theme_builder: 'on',
      ajaxUrl: '/ajax',
      consentApi: 'https://consent.example/api',
      nonces: { et_frontend_nonce: 'abc' },
      previous: 'Zurück',
      next: 'Weiter',
    });
    expect(config).toEqual({
      ...DEFAULTS,
      pageId: '42',
      abTests: [{ postId: '42', testId: '7' }],
      abActive: true,
      shortcodeTracking: true,
      bounceRateTime: 12,
      builderPlugin: true,
      theme: true,
      themeBuilder: true,
      ajaxUrl: '/ajax',
      consentApi: 'https://consent.example/api',
      nonces: { et_frontend_nonce: 'abc' },
      messages: { ...DEFAULT_MESSAGES, previous: 'Zurück', next: 'Weiter' },
    });
  });

  it("reads the builder's snake_case keys, with post_id and test_id in each A/B test", () => {
    const config = normalizePageConfig({
      page_id: '17',
      ab_tests: [
        { post_id: '17', test_id: '3' },
        { post_id: 18, test_id: 4 },
      ],
      is_ab_testing_active: 'yes',
      is_shortcode_tracking: 'true',
      ab_bounce_rate: '8',
      is_builder_plugin_used: true,
      is_divi_theme_used: 'on',
      ajaxurl: '/wp-admin/admin-ajax.php?lang=de',
    });
    expect(config.pageId).toBe('17');
    expect(config.abTests).toEqual([
      { postId: '17', testId: '3' },
      { postId: '18', testId: '4' },
    ]);
    expect(config.abActive).toBe(true);
    expect(config.shortcodeTracking).toBe(true);
    expect(config.bounceRateTime).toBe(8);
    expect(config.builderPlugin).toBe(true);
    expect(config.theme).toBe(true);
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php?lang=de');
  });

  it('prefers bounce_rate_time over ab_bounce_rate', () => {
    expect(normalizePageConfig({ bounce_rate_time: 3, ab_bounce_rate: 9 }).bounceRateTime).toBe(3);
  });

  it.each([
    ['read_page', 'readPage'],
    ['read_goal', 'readGoal'],
    ['view_goal', 'viewGoal'],
    ['click_goal', 'clickGoal'],
    ['con_goal', 'conGoal'],
    ['con_short', 'conShort'],
  ] as const)('reads the A/B tracking flag %s at the top level', (key, field) => {
    const config = normalizePageConfig({ [key]: 'on' });
    expect(config.tracking[field]).toBe(true);
    const others = Object.entries(config.tracking).filter(([name]) => name !== field);
    expect(others.every(([, value]) => value === false)).toBe(true);
  });

  it('reads the A/B tracking flags from a tracking object when there is one', () => {
    const config = normalizePageConfig({ read_page: true, tracking: { view_goal: 'yes', clickGoal: 1 } });
    expect(config.tracking).toEqual({ ...DEFAULTS.tracking, viewGoal: true, clickGoal: true });
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['on', true],
    ['ON', true],
    ['yes', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['off', false],
    ['no', false],
    ['false', false],
    ['default', false],
    ['', false],
    [null, false],
    [2, false],
    ['onn', false],
    [{}, false],
  ] as const)('reads the flag value %j as %s', (raw, expected) => {
    expect(normalizePageConfig({ abActive: raw }).abActive).toBe(expected);
  });

  it.each([
    ['10', 10],
    [2.5, 2.5],
    [0, DEFAULT_BOUNCE_RATE_TIME],
    [-3, DEFAULT_BOUNCE_RATE_TIME],
    ['abc', DEFAULT_BOUNCE_RATE_TIME],
    ['', DEFAULT_BOUNCE_RATE_TIME],
    [null, DEFAULT_BOUNCE_RATE_TIME],
    [Infinity, DEFAULT_BOUNCE_RATE_TIME],
  ] as const)('reads the bounce-rate time %j as %d seconds', (raw, expected) => {
    expect(normalizePageConfig({ bounceRateTime: raw }).bounceRateTime).toBe(expected);
  });

  it('drops A/B tests that lack a post_id or a test_id, or are not objects', () => {
    const config = normalizePageConfig({
      ab_tests: [{ post_id: '1' }, { test_id: '2' }, null, 'x', 5, { post_id: '', test_id: '3' }, { post_id: 4, test_id: 5 }],
    });
    expect(config.abTests).toEqual([{ postId: '4', testId: '5' }]);
  });

  it('drops A/B test ids that are not strings or numbers', () => {
    expect(normalizePageConfig({ ab_tests: [{ post_id: { id: 1 }, test_id: true }] }).abTests).toEqual([]);
  });

  it('gives no A/B tests when the list is not an array', () => {
    expect(normalizePageConfig({ ab_tests: { post_id: 1, test_id: 2 } }).abTests).toEqual([]);
  });

  it('ignores a page id that is not a string or number', () => {
    expect(normalizePageConfig({ page_id: { id: 3 } }).pageId).toBe('');
  });

  it('keeps only string nonces', () => {
    expect(normalizePageConfig({ nonces: { et_frontend_nonce: 'n1', et_ab_log_nonce: 5, other: null } }).nonces).toEqual({
      et_frontend_nonce: 'n1',
    });
  });

  it('overrides localized messages from messages, and the pagination words from previous/next', () => {
    const config = normalizePageConfig({
      messages: { invalidEmail: 'Ungültige E-Mail', next: 'from messages' },
      next: 'Weiter',
    });
    expect(config.messages.invalidEmail).toBe('Ungültige E-Mail');
    expect(config.messages.next).toBe('Weiter');
    expect(config.messages.previous).toBe('Previous');
  });

  it('ignores non-string previous/next words and a messages value that is not an object', () => {
    const config = normalizePageConfig({ previous: 3, next: null, messages: 'oops' });
    expect(config.messages).toEqual(DEFAULT_MESSAGES);
  });

  it('reads the map tile URL and attribution (pb-map), camelCase or snake_case, trimmed; other types give the defaults', () => {
    expect(normalizePageConfig({ mapTileUrl: ' /tiles/{z}/{x}/{y}.svg ', mapAttribution: '© Demo maps' })).toMatchObject({
      mapTileUrl: '/tiles/{z}/{x}/{y}.svg',
      mapAttribution: '© Demo maps',
    });
    expect(normalizePageConfig({ map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png', map_attribution: 'Example' })).toMatchObject({
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: 'Example',
    });
    expect(normalizePageConfig({ mapTileUrl: { url: 'x' }, mapAttribution: ['x'] })).toMatchObject({ mapTileUrl: '', mapAttribution: '' });
  });

  it('reads the avatar hosts (pb-comments) from a list or a separated string, host names or addresses; anything else is skipped', () => {
    expect(normalizePageConfig({ avatarHosts: ['secure.gravatar.com', 'https://Avatars.Example:8443/'] }).avatarHosts).toEqual(['secure.gravatar.com', 'avatars.example:8443']);
    expect(normalizePageConfig({ avatar_hosts: 'secure.gravatar.com, 0.gravatar.com' }).avatarHosts).toEqual(['secure.gravatar.com', '0.gravatar.com']);
    expect(normalizePageConfig({ avatarHosts: ['secure.gravatar.com/avatar', 'user@evil.example', 'javascript:alert(1)', 'a b?c', 7, {}] }).avatarHosts).toEqual([]);
    expect(normalizePageConfig({ avatarHosts: { host: 'secure.gravatar.com' } }).avatarHosts).toEqual([]);
  });

  it("reads the shop fields (pb-cart, pb-checkout) as WooCommerce names them, trimmed; empty or other types give WooCommerce's defaults", () => {
    expect(normalizePageConfig({ wcAjaxUrl: ' /shop/?wc-ajax=%%endpoint%% ', cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc' })).toMatchObject({
      wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      cartHashKey: 'wc_cart_hash_abc',
      fragmentName: 'wc_fragments_abc',
    });
    expect(normalizePageConfig({ wcAjaxUrl: '', cartHashKey: 3, fragmentName: {} })).toMatchObject({
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      cartHashKey: '3',
      fragmentName: 'wc_fragments',
    });
  });

  it('reads the builder preview flag, under its own name or the builder-style alias', () => {
    expect(normalizePageConfig({ builderPreview: true }).builderPreview).toBe(true);
    expect(normalizePageConfig({ is_builder_preview: 'on' }).builderPreview).toBe(true);
    expect(normalizePageConfig({ builderPreview: 'off' }).builderPreview).toBe(false);
  });

  it('does not throw on values of the wrong type anywhere', () => {
    expect(() =>
      normalizePageConfig({ tracking: 'x', messages: null, nonces: 'x', ab_tests: 'x', ajax_url: {}, consent_api: [] }),
    ).not.toThrow();
  });
});

describe('getPageConfig: read from window.pbConfig or <script type="application/json" id="pb-config"> (ELEMENTS Page configuration)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  // A fresh module instance per test: a new cache, and a new warnOnce memory (one page load).
  let getPageConfig: PageConfigModule['getPageConfig'];
  let resetPageConfig: PageConfigModule['resetPageConfig'];

  function addConfigScript(text: string): HTMLScriptElement {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'pb-config';
    script.textContent = text;
    document.body.append(script);
    return script;
  }

  beforeEach(async () => {
    vi.resetModules();
    ({ getPageConfig, resetPageConfig } = await import('../../react-core/runtime/page-config'));
    delete window.pbConfig;
    document.getElementById('pb-config')?.remove();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
    delete window.pbConfig;
    document.getElementById('pb-config')?.remove();
  });

  it('gives the defaults when the page supplies nothing, without warning', () => {
    expect(getPageConfig()).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads window.pbConfig', () => {
    window.pbConfig = { page_id: 11, next: 'Suivant' };
    const config = getPageConfig();
    expect(config.pageId).toBe('11');
    expect(config.messages.next).toBe('Suivant');
  });

  it('reads the pb-config JSON script', () => {
    addConfigScript(JSON.stringify({ page_id: 12, ab_tests: [{ post_id: 12, test_id: 1 }] }));
    const config = getPageConfig();
    expect(config.pageId).toBe('12');
    expect(config.abTests).toEqual([{ postId: '12', testId: '1' }]);
  });

  it('merges both sources, window.pbConfig winning where both set the same key', () => {
    addConfigScript(JSON.stringify({ page_id: 1, consent_api: '/from-script' }));
    window.pbConfig = { page_id: 2, ajax_url: '/from-window' };
    const config = getPageConfig();
    expect(config.pageId).toBe('2');
    expect(config.consentApi).toBe('/from-script');
    expect(config.ajaxUrl).toBe('/from-window');
  });

  it('lets window.pbConfig win even when it spells the field differently from the script', () => {
    addConfigScript(JSON.stringify({ pageId: 'script' }));
    window.pbConfig = { page_id: 'window' };
    expect(getPageConfig().pageId).toBe('window');
  });

  it('lets window.pbConfig win when it sets a field under its builder alias (ajaxurl)', () => {
    addConfigScript(JSON.stringify({ ajaxUrl: '/from-script' }));
    window.pbConfig = { ajaxurl: '/from-window' };
    expect(getPageConfig().ajaxUrl).toBe('/from-window');
  });

  it('reads the configuration once and caches it until resetPageConfig', () => {
    window.pbConfig = { page_id: 'first' };
    const first = getPageConfig();
    window.pbConfig = { page_id: 'second' };
    expect(getPageConfig()).toBe(first);
    expect(getPageConfig().pageId).toBe('first');
    resetPageConfig();
    expect(getPageConfig().pageId).toBe('second');
  });

  it('ignores a window.pbConfig that is not an object', () => {
    (window as unknown as { pbConfig: unknown }).pbConfig = 'page_id=3';
    addConfigScript('{"page_id": 4}');
    expect(getPageConfig().pageId).toBe('4');
  });

  it('ignores an empty pb-config script without warning', () => {
    addConfigScript('   ');
    expect(getPageConfig()).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once naming pb-config and uses the defaults for malformed JSON', () => {
    addConfigScript('{"page_id": 5,, malformed}');
    expect(getPageConfig()).toEqual(DEFAULTS);
    resetPageConfig();
    expect(getPageConfig()).toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/^\[pb-config\] /);
    expect(message).toMatch(/malformed JSON/);
    expect(message).toMatch(/defaults/);
  });

  it('still applies window.pbConfig when the script holds malformed JSON', () => {
    addConfigScript('{malformed');
    window.pbConfig = { page_id: 9 };
    expect(getPageConfig().pageId).toBe('9');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each(['[1, 2, 3]', '"a string"', '42', 'null'])(
    'warns once naming pb-config and uses the defaults when the JSON is not an object (%s)',
    (text) => {
      addConfigScript(text);
      expect(getPageConfig()).toEqual(DEFAULTS);
      resetPageConfig();
      getPageConfig();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[pb-config\] .*JSON object.*defaults/);
    },
  );

  it('never throws on malformed JSON', () => {
    addConfigScript('}{');
    expect(() => getPageConfig()).not.toThrow();
  });
});

describe('sticky module settings in the page configuration (SPEC §3 "Sticky module settings": id, selector …)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads a list: id, selector and the other fields as settings', () => {
    expect(parseStickyModules([{ id: 'box', selector: '.box', position: 'top', topOffset: '20px' }])).toEqual([
      { id: 'box', selector: '.box', settings: { position: 'top', topOffset: '20px' } },
    ]);
  });

  it('reads the builder\'s object keyed by module id (et_pb_sticky_elements) and defaults the id to the key', () => {
    const config = normalizePageConfig({
      et_pb_sticky_elements: { et_pb_section_0: { selector: '.et_pb_section_0', position: 'bottom' } },
    });
    expect(config.stickyModules).toEqual([{ id: 'et_pb_section_0', selector: '.et_pb_section_0', settings: { position: 'bottom' } }]);
  });

  it('skips an entry without a selector with a warning, and anything that is not an object', () => {
    expect(parseStickyModules([{ id: 'lost', position: 'top' }, 'box', null, [1], { selector: ' .ok ' }])).toEqual([
      { id: '.ok', selector: '.ok', settings: {} },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('sticky module lost has no selector');
    expect(parseStickyModules('nothing')).toEqual([]);
    expect(normalizePageConfig({}).stickyModules).toEqual([]);
  });
});

describe('animation data in the page configuration (SPEC §3 "Animation data": class, style, repeat …)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('the builder\'s et_animation_data: the class names the elements, the other fields are the settings', () => {
    const config = normalizePageConfig({
      et_animation_data: [{ class: 'et_pb_image_0', style: 'slideLeft', duration: '500ms', starting_opacity: '20%' }],
    });
    expect(config.animations).toEqual([{ selector: '.et_pb_image_0', settings: { style: 'slideLeft', duration: '500ms', starting_opacity: '20%' } }]);
  });

  it('animations and animationData are the same field; the own name wins over an alias', () => {
    expect(normalizePageConfig({ animationData: [{ class: 'a' }] }).animations).toEqual([{ selector: '.a', settings: {} }]);
    expect(normalizePageConfig({ animationData: [{ class: 'a' }], animations: [{ class: 'b' }] }).animations).toEqual([{ selector: '.b', settings: {} }]);
  });

  it('a selector names the elements when there is no class; a class is escaped as one class name', () => {
    expect(parseAnimations([{ selector: ' #hero > img ', style: 'zoom' }, { class: '2col' }])).toEqual([
      { selector: '#hero > img', settings: { style: 'zoom' } },
      { selector: '.\\32 col', settings: {} },
    ]);
  });

  it('an entry with no class or selector, or a class that is not one class name, is skipped with one warning each', () => {
    expect(parseAnimations([{ style: 'fade' }, { class: 'a b', style: 'fade' }, 'x', null, [1], { class: 'ok' }])).toEqual([{ selector: '.ok', settings: {} }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('names no class or selector');
    expect(String(warn.mock.calls[1]?.[0])).toContain('class "a b" is not one class name');
    expect(parseAnimations({ class: 'a' })).toEqual([]);
    expect(normalizePageConfig({}).animations).toEqual([]);
  });
});
