/**
 * Blocking of scripts and embeds until their consent category or service is allowed (issue 6
 * "Blocking"; SPEC.md §9: blocked-content check every 2000 ms, resize debounce 500 ms).
 *
 * Markup (docs/consent.md "Consent: blocked scripts and embeds"):
 * - `<script type="text/plain" data-category="statistics" src="…">` or inline, and/or
 *   `data-service="youtube"`: once allowed, a new `<script>` with the same attributes (except
 *   `type`/`data-type`; `type` is taken from `data-type` when given) replaces it, once, in document
 *   order: a script waits until every earlier external script activated before it has loaded or failed.
 * - `<iframe data-src>`, `<embed data-src>`, `<object data-data>`, `<img data-src data-srcset>`,
 *   `<video|audio data-src>` (or `<source data-src>` inside) with `data-category` and/or
 *   `data-service`: the source is set once allowed. Until then a placeholder holds the box
 *   (placeholders.ts).
 *
 * Checked at start (once the consent state is ready), on every consent change (no reload), on
 * DOM insertion (one MutationObserver) and every 2000 ms (attribute changes). No React.
 */
import { formatMessage } from '../runtime/messages';
import { onResize } from '../runtime/frame-loop';
import { warnOnce } from '../runtime/warn';
import { setTrustedAttribute, trustedScript } from '../runtime/trusted-types';
import {
  getConsentState,
  isCategoryAllowed,
  isServiceAllowed,
  startConsent,
  subscribeConsent,
  type ConsentState,
} from './consent-state';
import { CONSENT_CATEGORIES, type BannerData, type ConsentCategory } from './consent-types';
import { createContainerPlaceholder, createPlaceholder, fitPlaceholder, removePlaceholder, updatePlaceholder, wantsPlaceholder } from './placeholders';

/** SPEC §9: blocked content is checked again every 2000 ms. */
export const BLOCKED_CHECK_INTERVAL = 2000;
/** SPEC §9: resize debounce for blocked content. */
export const BLOCKED_RESIZE_DEBOUNCE = 500;

const SOURCE = 'pb-consent';
const GATED = ':is([data-category],[data-service])';
export const BLOCKED_SCRIPT_SELECTOR = `script[type="text/plain"]${GATED}`;
export const BLOCKED_EMBED_SELECTOR = [
  `:is(iframe,embed,img,video,audio)[data-src]${GATED}`,
  `img[data-srcset]${GATED}`,
  `object[data-data]${GATED}`,
  // Media whose <source data-src> children are held back (filtered in isBlockedEmbed: no :has()).
  `:is(video,audio)${GATED}`,
].join(',');
/** An author's container for content a blocked script renders: it shows a placeholder inside. */
export const BLOCKED_CONTAINER_SELECTOR = `[data-pb-consent-placeholder]${GATED}:not(script,iframe,embed,object,img,video,audio)`;
/** What `data-pb-consent` says about a blocked item (a CSS hook). */
export type BlockedItemState = 'blocked' | 'active';

/** The consent an item asks for, as written in its attributes. */
export interface ConsentGate {
  category: string | null;
  service: string | null;
}

export interface ConsentChecks {
  isCategoryAllowed(category: ConsentCategory): boolean;
  isServiceAllowed(service: string, category?: ConsentCategory): boolean;
}

function isCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The categories in `data-category` (several may be given, separated by spaces or commas: all
 * must be allowed). An unknown name counts as marketing, so a typo never lets a script run early.
 */
export function parseCategories(value: string | null, onUnknown?: (name: string) => void): ConsentCategory[] {
  const names = (value ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean);
  return names.map((name) => {
    if (isCategory(name)) return name;
    onUnknown?.(name);
    return 'marketing';
  });
}

/** The pure decision: may this item run or load now? */
export function isGateAllowed(gate: ConsentGate, checks: ConsentChecks, onUnknown?: (name: string) => void): boolean {
  const categories = parseCategories(gate.category, onUnknown);
  const service = gate.service?.trim();
  if (service) return checks.isServiceAllowed(service, categories[0]);
  // Present but empty: fail closed, as marketing.
  if (categories.length === 0) return checks.isCategoryAllowed('marketing');
  return categories.every((category) => checks.isCategoryAllowed(category));
}

/** The label of a service (from the banner data, else its id) and of a category. */
export function gateLabels(gate: ConsentGate, banner: BannerData): { service?: string; category: string } {
  const serviceId = gate.service?.trim();
  const categoryId =
    parseCategories(gate.category)[0] ?? banner.services.find((entry) => entry.id === serviceId)?.category ?? 'marketing';
  const category = banner.categories.find((entry) => entry.id === categoryId)?.label || categoryId;
  if (!serviceId) return { category };
  return { service: banner.services.find((entry) => entry.id === serviceId)?.label || serviceId, category };
}

/** The placeholder's accept text: `{{service}}` is the service label, or the category label. */
export function acceptText(gate: ConsentGate, banner: BannerData): string {
  const labels = gateLabels(gate, banner);
  return formatMessage(banner.texts.placeholderAccept, { service: labels.service ?? labels.category, category: labels.category });
}

/** What the placeholder's accept button does: the service if named, else the (first) category. */
export function acceptAction(gate: ConsentGate): { service: string } | { category: ConsentCategory } {
  const service = gate.service?.trim();
  if (service) return { service };
  return { category: parseCategories(gate.category)[0] ?? 'marketing' };
}

/** Script types the browser runs (and for which `load`/`error` fire). */
export function isExecutableScriptType(type: string | null): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return (
    value === '' ||
    value === 'module' ||
    /^(text|application)\/(x-)?(javascript|ecmascript|jscript|livescript)(\d(\.\d)?)?$/.test(value) ||
    /^text\/javascript1\.[0-5]$/.test(value)
  );
}

// ---------------------------------------------------------------------------------------------
// DOM runtime

/** A matched video/audio is blocked only when it holds a source back. */
function isBlockedEmbed(element: Element): boolean {
  if (!(element instanceof HTMLMediaElement) || element.hasAttribute('data-src')) return true;
  return element.querySelector('source[data-src]') !== null;
}

function gateOf(element: Element): ConsentGate {
  return { category: element.getAttribute('data-category'), service: element.getAttribute('data-service') };
}

const runtimeChecks: ConsentChecks = { isCategoryAllowed, isServiceAllowed };

function allowed(element: Element): boolean {
  return isGateAllowed(gateOf(element), runtimeChecks, (name) =>
    warnOnce(SOURCE, `<${element.localName}> data-category="${name}" is not a consent category (functional, preferences, statistics, marketing); it is treated as marketing.`),
  );
}

/** Scripts already handed to the queue (each runs once). */
let queuedScripts = new WeakSet<Element>();
let scriptQueue: Promise<void> = Promise.resolve();
/** Blocked embeds with a placeholder, and the source each active embed was given. */
const placeholders = new Map<HTMLElement, HTMLElement>();
let activeSources = new WeakMap<Element, string>();
let containerPlaceholders = new Map<HTMLElement, HTMLElement>();

/** Re-creates a blocked script so that it runs; resolves once an external one loaded or failed. */
function runScript(original: HTMLScriptElement): Promise<void> {
  // Removed by the page before its turn: the author no longer wants it.
  if (!original.isConnected) return Promise.resolve();
  const script = document.createElement('script');
  for (const { name, value } of Array.from(original.attributes)) {
    if (name !== 'type' && name !== 'data-type') setTrustedAttribute(script, name, value);
  }
  const type = original.getAttribute('data-type');
  if (type) script.type = type;
  // The nonce attribute reads empty once parsed; the property keeps it.
  if (original.nonce) script.nonce = original.nonce;
  script.setAttribute('data-pb-consent', 'active');
  const external = original.hasAttribute('src');
  if (!external) script.text = trustedScript(original.text);
  else if (!original.hasAttribute('async')) script.async = false;
  const waits = external && !original.hasAttribute('async') && isExecutableScriptType(type);
  return new Promise((resolve) => {
    if (waits) {
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => resolve(), { once: true });
    }
    original.replaceWith(script);
    if (!waits) resolve();
  });
}

function queueScript(script: HTMLScriptElement): void {
  queuedScripts.add(script);
  scriptQueue = scriptQueue.then(() => runScript(script)).catch((error: unknown) => console.error(`[${SOURCE}]`, error));
}

function setSource(element: Element, attribute: string, dataAttribute: string): boolean {
  const value = element.getAttribute(dataAttribute);
  if (value === null || element.getAttribute(attribute) === value) return false;
  element.setAttribute(attribute, value);
  return true;
}

/** Gives an embed its source; returns whether anything changed. */
function loadEmbed(element: HTMLElement): boolean {
  let changed = false;
  if (element instanceof HTMLObjectElement) {
    changed = setSource(element, 'data', 'data-data');
  } else {
    // srcset and sizes first, so an image fetches only the candidate it will use.
    if (element instanceof HTMLImageElement) {
      changed = setSource(element, 'sizes', 'data-sizes') || changed;
      changed = setSource(element, 'srcset', 'data-srcset') || changed;
    }
    changed = setSource(element, 'src', 'data-src') || changed;
    if (element instanceof HTMLVideoElement) changed = setSource(element, 'poster', 'data-poster') || changed;
    if (element instanceof HTMLMediaElement) {
      let sources = false;
      element.querySelectorAll('source[data-src]').forEach((source) => {
        sources = setSource(source, 'src', 'data-src') || sources;
      });
      if (sources) element.load();
      changed = changed || sources;
    }
  }
  return changed;
}

function sourceKey(element: Element): string {
  return ['data-src', 'data-srcset', 'data-data', 'data-poster'].map((name) => element.getAttribute(name) ?? '').join('\n');
}

function activateEmbed(element: HTMLElement): void {
  const placeholder = placeholders.get(element);
  const hadFocus = !!placeholder && placeholder.contains(document.activeElement);
  loadEmbed(element);
  activeSources.set(element, sourceKey(element));
  element.setAttribute('data-pb-consent', 'active' satisfies BlockedItemState);
  if (placeholder) {
    placeholders.delete(element);
    removePlaceholder(element, placeholder);
  }
  if (hadFocus) focusContent(element);
}

/** Focus goes to the content that replaced the accept button, so keyboard users keep their place. */
function focusContent(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex') && !(element instanceof HTMLIFrameElement)) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

function placeholderOptions(element: HTMLElement, state: ConsentState) {
  const gate = gateOf(element);
  const labels = gateLabels(gate, state.banner);
  const action = acceptAction(gate);
  return {
    text: state.banner.placeholderText,
    acceptLabel: acceptText(gate, state.banner),
    groupLabel: element.getAttribute('title')?.trim() || labels.service || labels.category,
    service: gate.service?.trim() || undefined,
    category: parseCategories(gate.category)[0],
    // The runtime's actions come with the first accept (consent-runtime.ts: nothing of it runs at rest).
    onAccept: () => {
      void import('./consent-runtime').then(
        (runtime) => ('service' in action ? runtime.setServiceConsent(action.service, true) : runtime.allowCategory(action.category)),
        (error: unknown) => console.error('[pb-consent]', error),
      );
    },
  };
}

function blockEmbed(element: HTMLElement, state: ConsentState): void {
  element.setAttribute('data-pb-consent', 'blocked' satisfies BlockedItemState);
  if (!wantsPlaceholder(element)) return;
  const options = placeholderOptions(element, state);
  const existing = placeholders.get(element);
  if (existing) updatePlaceholder(existing, options);
  else placeholders.set(element, createPlaceholder(element, options));
}

/** One pass over the page: run what is allowed, hold back (with placeholders) what is not. */
export function checkBlockedContent(): void {
  const state = getConsentState();
  // Nothing runs before the consent state is known (fail closed while the banner data loads).
  if (!state.ready) return;
  for (const [element, placeholder] of placeholders) {
    if (element.isConnected) continue;
    placeholders.delete(element);
    placeholder.remove();
  }
  for (const container of containerPlaceholders.keys()) if (!container.isConnected) containerPlaceholders.delete(container);
  document.querySelectorAll<HTMLScriptElement>(BLOCKED_SCRIPT_SELECTOR).forEach((script) => {
    if (!queuedScripts.has(script) && allowed(script)) queueScript(script);
  });
  document.querySelectorAll<HTMLElement>(BLOCKED_EMBED_SELECTOR).forEach((element) => {
    if (!isBlockedEmbed(element)) return;
    try {
      if (allowed(element)) {
        // Active already: only a changed source (the 2000 ms check) is applied again.
        if (activeSources.get(element) !== sourceKey(element) || placeholders.has(element)) activateEmbed(element);
      } else if (!activeSources.has(element)) {
        blockEmbed(element, state);
      }
    } catch (error) {
      // One broken embed must not stop the others.
      console.error(`[${SOURCE}]`, error);
    }
  });
  document.querySelectorAll<HTMLElement>(BLOCKED_CONTAINER_SELECTOR).forEach((container) => {
    const existing = containerPlaceholders.get(container);
    if (allowed(container)) {
      container.setAttribute('data-pb-consent', 'active' satisfies BlockedItemState);
      if (existing) {
        const hadFocus = existing.contains(document.activeElement);
        existing.remove();
        containerPlaceholders.delete(container);
        if (hadFocus) focusContent(container);
      }
    } else if (!/^(off|false|no|none)$/i.test(container.getAttribute('data-pb-consent-placeholder')!.trim())) {
      container.setAttribute('data-pb-consent', 'blocked' satisfies BlockedItemState);
      const options = placeholderOptions(container, state);
      if (existing?.isConnected) updatePlaceholder(existing, options);
      else containerPlaceholders.set(container, createContainerPlaceholder(container, options));
    }
  });
  watchResize();
}

function refitPlaceholders(): void {
  for (const [element, placeholder] of placeholders) fitPlaceholder(element, placeholder);
}

let stopResize: (() => void) | undefined;

/** The resize re-fit (500 ms debounce) listens only while there are placeholders. */
function watchResize(): void {
  if (placeholders.size > 0 && stopRunning) stopResize ??= onResize(refitPlaceholders, BLOCKED_RESIZE_DEBOUNCE);
  else if (stopResize) {
    stopResize();
    stopResize = undefined;
  }
}

function mayHoldBlockedContent(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  const selector = `${BLOCKED_SCRIPT_SELECTOR},${BLOCKED_EMBED_SELECTOR},${BLOCKED_CONTAINER_SELECTOR}`;
  return node.matches(selector) || node.querySelector(selector) !== null;
}

let stopRunning: (() => void) | undefined;

/**
 * Starts blocking on this page (idempotent); returns the stop function. Starts the consent
 * runtime too (startConsent is idempotent).
 */
export function startBlocking(): () => void {
  if (stopRunning) return stopRunning;
  let scheduled = false;
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (stopRunning) checkBlockedContent();
    });
  };
  const unsubscribe = subscribeConsent(() => checkBlockedContent());
  const observer = new MutationObserver((records) => {
    if (records.some((record) => Array.from(record.addedNodes).some(mayHoldBlockedContent))) schedule();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  const interval = setInterval(checkBlockedContent, BLOCKED_CHECK_INTERVAL);
  stopRunning = () => {
    stopRunning = undefined;
    unsubscribe();
    observer.disconnect();
    clearInterval(interval);
    watchResize();
  };
  void startConsent().then(
    () => stopRunning && checkBlockedContent(),
    (error: unknown) => console.error(`[${SOURCE}]`, error),
  );
  schedule();
  return stopRunning;
}

/** Tests: stops blocking and forgets what ran (placeholders are removed, embeds shown). */
export function resetBlocking(): void {
  stopRunning?.();
  for (const [element, placeholder] of placeholders) removePlaceholder(element, placeholder);
  placeholders.clear();
  queuedScripts = new WeakSet();
  activeSources = new WeakMap();
  for (const placeholder of containerPlaceholders.values()) placeholder.remove();
  containerPlaceholders = new Map();
  scriptQueue = Promise.resolve();
}
