/**
 * Page configuration (SPEC.md §3, ELEMENTS.md): read once from `window.pbConfig` and/or
 * `<script type="application/json" id="pb-config">` (the object wins where both set a field).
 * Keys may be camelCase or the builder's snake_case (`page_id`, `ab_tests` …).
 */
import { formatMessage, resolveMessages, type MessageKey, type Messages } from './messages';
import { warnOnce } from './warn';

export interface SplitTest {
  postId: string;
  testId: string;
}

/** A/B tracking flags of the page (SPEC.md §3). */
export interface SplitTestTracking {
  readPage: boolean;
  readGoal: boolean;
  viewGoal: boolean;
  clickGoal: boolean;
  conGoal: boolean;
  conShort: boolean;
}

/** A module made clickable by its link settings (the builder's link options data). */
export interface LinkOption {
  /** CSS selector of the module(s); the builder's `class` becomes `.class`. */
  selector: string;
  url: string;
  /** `_blank` opens a new window. */
  target: string;
}

/**
 * A sticky module named by the page configuration: the builder's sticky settings (SPEC §3
 * "Sticky module settings": id, selector, position, offsets, limits …) for an element that is
 * not wrapped in `<pb-sticky>`.
 */
export interface StickyModuleSetting {
  id: string;
  selector: string;
  /** The other fields, read with `<pb-sticky>`'s attribute names (`topOffset`, `bottom_limit` …). */
  settings: Record<string, unknown>;
}

/**
 * Animation data of the page (SPEC §3 "Animation data"; the builder's `et_animation_data`): the
 * elements with the entry's `class` (or matching its `selector`) animate like `<pb-animate>`.
 */
export interface AnimationSetting {
  /** CSS selector of the elements; the builder's `class` becomes `.class`. */
  selector: string;
  /** The other fields, read with `<pb-animate>`'s setting names (`style`, `starting_opacity` …). */
  settings: Record<string, unknown>;
}

export interface PageConfig {
  pageId: string;
  abTests: SplitTest[];
  abActive: boolean;
  shortcodeTracking: boolean;
  /** Seconds a visitor must stay before the visit stops counting as a bounce. */
  bounceRateTime: number;
  builderPlugin: boolean;
  theme: boolean;
  /** The page is shown in the theme builder (the admin bar then counts as 32 px, SPEC.md §6). */
  themeBuilder: boolean;
  tracking: SplitTestTracking;
  /** The site ajax endpoint (WordPress: admin-ajax.php). */
  ajaxUrl: string;
  /** Base URL of the consent service. */
  consentApi: string;
  /** Region sent to the consent service's banner call instead of its own detection ('' = none). */
  consentRegion: string;
  /** Send Google Consent Mode v2 default and update commands, even before the banner data says so. */
  googleConsentMode: boolean;
  /** Nonces by name (`et_frontend_nonce`, `et_ab_log_nonce` …). */
  nonces: Record<string, string>;
  linkOptions: LinkOption[];
  stickyModules: StickyModuleSetting[];
  animations: AnimationSetting[];
  /** The tile URL template of every `<pb-map>` without its own `tile-url` ('' = OpenStreetMap's). */
  mapTileUrl: string;
  /** The attribution text of those tiles ('' = "© OpenStreetMap contributors"); text, never markup. */
  mapAttribution: string;
  /** The shop's ajax URL template (WooCommerce's `wc_ajax_url`): `%%endpoint%%` stands for the call. */
  wcAjaxUrl: string;
  /** Session and local storage key of the shop's cart hash (WooCommerce: `wc_cart_hash_<md5>`). */
  cartHashKey: string;
  /** Session storage key of the shop's cached cart fragments (WooCommerce: `wc_fragments_<md5>`). */
  fragmentName: string;
  /** The page is the builder's preview of itself (editor-only samples show; see runtime/builder-mode.ts). */
  builderPreview: boolean;
  /**
   * The surface the backend says the page is shown in (`visual-builder`, `backend-builder`,
   * `block-editor`, `theme-builder`, `layout-block-builder`, `layout-block-preview`, `preview`);
   * '' lets the address and body classes tell (runtime/builder-mode.ts).
   */
  builderSurface: string;
  /**
   * The backend's modal templates by name (SPEC §3 "Builder data": `header`, `text`, `buttons`,
   * `classes` and `content` markup), opened with `showModalTemplate(name)`; read there.
   */
  modalTemplates: Record<string, Record<string, unknown>>;
  /**
   * The CSS container prefix (SPEC §3 "Builder data"): the selector that scoped styles the builder
   * generates are prefixed with (`#page-container`, `.et-db #et-boc .et-l`); '' for none.
   */
  cssContainerPrefix: string;
  /** The builder's origin, when it is not the page's own: the preview frame's runtime talks to it only. */
  builderOrigin: string;
  /**
   * Hosts (`host` or `host:port`, lower case) a fresh comment's avatar may come from besides the
   * page's own origin (WordPress with Gravatar: `secure.gravatar.com`); none by default.
   */
  avatarHosts: string[];
  messages: Messages;
}

export const DEFAULT_BOUNCE_RATE_TIME = 5;
/** WooCommerce's defaults for the shop fields, used when neither source names them. */
export const DEFAULT_WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
export const DEFAULT_CART_HASH_KEY = 'wc_cart_hash';
export const DEFAULT_FRAGMENT_NAME = 'wc_fragments';
const SOURCE = 'pb-config';

declare global {
  interface Window {
    pbConfig?: Record<string, unknown>;
  }
}

function camelCase(key: string): string {
  return key.replace(/[_-]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The builder's names for fields this configuration calls otherwise. */
const ALIASES: Record<string, string> = {
  ajaxurl: 'ajaxUrl',
  isAbTestingActive: 'abActive',
  isShortcodeTracking: 'shortcodeTracking',
  abBounceRate: 'bounceRateTime',
  isBuilderPluginUsed: 'builderPlugin',
  isDiviThemeUsed: 'theme',
  etLinkOptionsData: 'linkOptions',
  etPbStickyElements: 'stickyModules',
  etAnimationData: 'animations',
  animationData: 'animations',
  isBuilderPreview: 'builderPreview',
  etBuilderCssContainerPrefix: 'cssContainerPrefix',
  containerPrefix: 'cssContainerPrefix',
};

/**
 * camelCase keys, with the builder's aliases renamed so two sources merge field by field;
 * within one source the configuration's own name wins over an alias.
 */
function normalizeKeys(raw: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  const aliased: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = camelCase(key);
    if (ALIASES[name]) aliased[ALIASES[name]] = value;
    else normalized[name] = value;
  }
  return { ...aliased, ...normalized };
}

function readScriptConfig(): Record<string, unknown> {
  const script = document.getElementById('pb-config');
  if (!script?.textContent?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(script.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    warnOnce(SOURCE, '#pb-config must hold a JSON object; using the defaults.');
  } catch (error) {
    warnOnce(SOURCE, `#pb-config holds malformed JSON (${(error as Error).message}); using the defaults.`);
  }
  return {};
}

function asFlag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(on|yes|true|1)$/i.test(value));
}

function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

function asSplitTests(value: unknown): SplitTest[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const test = normalizeKeys(entry as Record<string, unknown>);
    const postId = asString(test.postId);
    const testId = asString(test.testId);
    return postId && testId ? [{ postId, testId }] : [];
  });
}

function asStringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function asLinkOptions(value: unknown): LinkOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const option = entry as Record<string, unknown>;
    const url = asString(option.url);
    const className = asString(option.class);
    const selector = asString(option.selector) || (className && `.${CSS.escape(className)}`);
    return url && selector ? [{ selector, url, target: asString(option.target) }] : [];
  });
}

/**
 * Host names from a list or a comma- or space-separated string; an entry may be written as an
 * address (`https://secure.gravatar.com/`), of which only the host counts. Others are skipped with a warning.
 */
function asHosts(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return entries.flatMap((entry: unknown) => {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (!text) return [];
    let url: URL | null = null;
    try {
      url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    } catch {
      // Not a host: warned below.
    }
    if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      warnOnce(SOURCE, `avatarHosts: "${text}" is not a host name; it is skipped.`);
      return [];
    }
    return [url.host];
  });
}

/** Modal templates: an object of name → template object; other entries are skipped with a warning. */
function asModalTemplates(value: unknown): Record<string, Record<string, unknown>> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    warnOnce(SOURCE, 'modalTemplates must be an object of name → template; it is ignored.');
    return {};
  }
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => {
      if (entry[1] && typeof entry[1] === 'object' && !Array.isArray(entry[1])) return true;
      warnOnce(SOURCE, `modalTemplates: "${entry[0]}" is not an object; it is skipped.`);
      return false;
    }),
  );
}

/**
 * Reads sticky module settings: a list, or an object keyed by module id as the builder writes it.
 * An entry without a selector is skipped with a warning; the id defaults to the selector.
 */
export function parseStickyModules(value: unknown): StickyModuleSetting[] {
  const entries: unknown[] = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value).map(([id, entry]: [string, unknown]) => (entry && typeof entry === 'object' ? { id, ...entry } : entry))
      : [];
  return entries.flatMap((entry) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
    const { id, selector, ...settings } = entry as Record<string, unknown>;
    const css = asString(selector).trim();
    if (!css) {
      warnOnce(SOURCE, `sticky module ${asString(id) || '(no id)'} has no selector; it is skipped.`);
      return [];
    }
    return [{ id: asString(id) || css, selector: css, settings }];
  });
}

/**
 * Reads animation data: a list of objects, each naming its elements by `class` (one class name,
 * as the builder writes it) or `selector`. An entry with neither, or with a class that is not one
 * class name, is skipped with a warning.
 */
export function parseAnimations(value: unknown): AnimationSetting[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
    const { class: className, selector, ...settings } = entry as Record<string, unknown>;
    const name = asString(className).trim();
    const css = asString(selector).trim();
    if (name && !/\s/.test(name)) return [{ selector: `.${CSS.escape(name)}`, settings }];
    if (!name && css) return [{ selector: css, settings }];
    const named = name ? `class "${name}" is not one class name` : 'names no class or selector';
    warnOnce(SOURCE, `animations: an entry ${named}; it is skipped.`);
    return [];
  });
}

/** Builds the typed configuration from raw, possibly malformed input. */
export function normalizePageConfig(raw: Record<string, unknown>): PageConfig {
  const config = normalizeKeys(raw);
  const tracking = normalizeKeys((config.tracking as Record<string, unknown> | undefined) ?? config);
  const bounce = Number(config.bounceRateTime);
  const messageOverrides = { ...(config.messages as object | undefined) } as Record<string, unknown>;
  if (typeof config.previous === 'string') messageOverrides.previous = config.previous;
  if (typeof config.next === 'string') messageOverrides.next = config.next;
  return {
    pageId: asString(config.pageId),
    abTests: asSplitTests(config.abTests),
    abActive: asFlag(config.abActive),
    shortcodeTracking: asFlag(config.shortcodeTracking),
    bounceRateTime: Number.isFinite(bounce) && bounce > 0 ? bounce : DEFAULT_BOUNCE_RATE_TIME,
    builderPlugin: asFlag(config.builderPlugin),
    theme: asFlag(config.theme),
    themeBuilder: asFlag(config.themeBuilder),
    tracking: {
      readPage: asFlag(tracking.readPage),
      readGoal: asFlag(tracking.readGoal),
      viewGoal: asFlag(tracking.viewGoal),
      clickGoal: asFlag(tracking.clickGoal),
      conGoal: asFlag(tracking.conGoal),
      conShort: asFlag(tracking.conShort),
    },
    ajaxUrl: asString(config.ajaxUrl, '/wp-admin/admin-ajax.php'),
    consentApi: asString(config.consentApi, '/consent-api'),
    consentRegion: asString(config.consentRegion).trim(),
    googleConsentMode: asFlag(config.googleConsentMode),
    nonces: asStringRecord(config.nonces),
    linkOptions: asLinkOptions(config.linkOptions),
    stickyModules: parseStickyModules(config.stickyModules),
    animations: parseAnimations(config.animations),
    mapTileUrl: asString(config.mapTileUrl).trim(),
    mapAttribution: asString(config.mapAttribution).trim(),
    wcAjaxUrl: asString(config.wcAjaxUrl).trim() || DEFAULT_WC_AJAX_URL,
    cartHashKey: asString(config.cartHashKey).trim() || DEFAULT_CART_HASH_KEY,
    fragmentName: asString(config.fragmentName).trim() || DEFAULT_FRAGMENT_NAME,
    builderPreview: asFlag(config.builderPreview),
    builderOrigin: asString(config.builderOrigin).trim(),
    builderSurface: asString(config.builderSurface).trim().toLowerCase(),
    modalTemplates: asModalTemplates(config.modalTemplates),
    cssContainerPrefix: asString(config.cssContainerPrefix).trim(),
    avatarHosts: asHosts(config.avatarHosts),
    messages: resolveMessages(messageOverrides),
  };
}

let cached: PageConfig | undefined;

/** The page configuration, read on first use. */
export function getPageConfig(): PageConfig {
  if (!cached) {
    const fromWindow = window.pbConfig && typeof window.pbConfig === 'object' ? window.pbConfig : {};
    cached = normalizePageConfig({ ...normalizeKeys(readScriptConfig()), ...normalizeKeys(fromWindow) });
  }
  return cached;
}

/** The page's text for `key` (the site's override, else English), with `{{name}}` placeholders filled. */
export function pageMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return formatMessage(getPageConfig().messages[key], values);
}

/** Forgets the cached configuration so the next read sees changed input (tests, builder reloads). */
export function resetPageConfig(): void {
  cached = undefined;
}
