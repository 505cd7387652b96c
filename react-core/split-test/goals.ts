/**
 * Split-test goals and conversions (issue 17), for the tests the page shows a subject of:
 * - a goal is any element marked `data-pb-ab-goal` (the builder's `et_pb_ab_goal` class too); its
 *   value names the tests it counts for, empty for all of them;
 * - `view_goal` when half the goal (or half the viewport, for a taller one) is in view;
 * - `read_goal` once the goal has been in view and the page has then been visible for 3 s;
 * - `click_goal` on a click inside the goal;
 * - `con_goal` on a form submission inside the goal: a pb-* form's successful `pb-submit`, or a
 *   plain form's submit that nothing cancelled;
 * - an add-to-cart inside the goal, or a purchase there (`<pb-checkout>`'s `pb-checkout-success`),
 *   keeps the shop-conversion cookie, and a page marked `data-pb-ab-order-received` (the shop's
 *   order confirmation) turns it into `con_goal`;
 * - with shortcode tracking on, the shortcode-tracking cookie is kept, and a page with the tracking
 *   marker `data-pb-ab-track="<post id>"` turns it into `con_short`;
 * - `read_page` once the page has been visible for the bounce-rate time: the visit is no bounce.
 */
import { parseCookies, readCookieText } from '../consent/consent-record';
import { writeCookie } from '../runtime/cookies';
import type { PageConfig } from '../runtime/page-config';
import type { AnsweredTest, Recorder } from './recorder';
import {
  conversionCookieValue,
  goalTests,
  parseConversionCookie,
  READ_GOAL_MS,
  SHOP_CONVERSION_COOKIE,
  shortcodeTrackingCookieName,
} from './tracking-rules';
import { afterVisibleTime } from './visible-timer';
import { setSplitTestCookie } from './visitor';

export const GOAL_SELECTOR = '[data-pb-ab-goal],.et_pb_ab_goal';
export const TRACKING_MARKER = 'data-pb-ab-track';
export const ORDER_RECEIVED_MARKER = 'data-pb-ab-order-received';
/** Markup that needs the split-test runtime even without a placeholder on the page. */
export const CONVERSION_MARKERS = `[${TRACKING_MARKER}],[${ORDER_RECEIVED_MARKER}]`;
const ADD_TO_CART = '.add_to_cart_button,[name="add-to-cart"],[data-pb-add-to-cart]';
/** Forms whose element submits them itself and says how it went with `pb-submit`. */
const ELEMENT_FORMS = 'pb-contact-form,pb-newsletter,pb-comments,pb-search';

const SUCCESS = new Set(['success', 'redirect']);

function goalsOn(path: EventTarget[]): Element[] {
  return path.filter((node): node is Element => node instanceof Element && node.matches(GOAL_SELECTOR));
}

/** Starts counting; returns what stops it (a test's teardown: on a page it runs for the page's life). */
export function startGoals(tests: AnsweredTest[], recorder: Recorder, config: PageConfig): () => void {
  const stops: Array<() => void> = [];
  const stop = (): void => stops.splice(0).forEach((stopOne) => stopOne());
  const testIds = tests.map((test) => test.testId);
  const testsOf = (goal: Element): AnsweredTest[] => {
    const ids = goalTests(goal.getAttribute('data-pb-ab-goal'), testIds);
    return tests.filter((test) => ids.includes(test.testId));
  };
  /** The goal's (first) test is credited with the order the visitor is about to place. */
  const keepShopConversion = (goal: Element): void => {
    const [test] = testsOf(goal);
    if (test) recorder.whenAllowed(() => setSplitTestCookie(SHOP_CONVERSION_COOKIE, conversionCookieValue(test, test.subjectId), 0));
  };

  for (const test of tests) {
    recorder.record(test, 'view_page');
    if (config.shortcodeTracking) {
      recorder.whenAllowed(() => setSplitTestCookie(shortcodeTrackingCookieName(test.postId), conversionCookieValue(test, test.subjectId), 0));
    }
  }
  if (tests.length === 0) return stop;
  stops.push(afterVisibleTime(config.bounceRateTime * 1000, () => tests.forEach((test) => recorder.record(test, 'read_page'))));

  const goals = [...document.querySelectorAll(GOAL_SELECTOR)].filter((goal) => testsOf(goal).length > 0);
  if (goals.length === 0) return stop;

  const viewed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const needed = Math.min(entry.boundingClientRect.height, entry.rootBounds?.height ?? innerHeight) / 2;
        if (!entry.isIntersecting || entry.intersectionRect.height < needed || viewed.has(entry.target)) continue;
        const goal = entry.target;
        viewed.add(goal);
        observer.unobserve(goal);
        const goalTestsList = testsOf(goal);
        goalTestsList.forEach((test) => recorder.record(test, 'view_goal'));
        stops.push(afterVisibleTime(READ_GOAL_MS, () => goalTestsList.forEach((test) => recorder.record(test, 'read_goal'))));
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  goals.forEach((goal) => observer.observe(goal));
  const listening = new AbortController();
  stops.push(() => {
    observer.disconnect();
    listening.abort();
  });
  const { signal } = listening;

  document.addEventListener(
    'click',
    (event) => {
      const path = event.composedPath();
      for (const goal of goalsOn(path)) {
        testsOf(goal).forEach((test) => recorder.record(test, 'click_goal'));
        if (path.some((node) => node instanceof Element && node.matches(ADD_TO_CART))) keepShopConversion(goal);
      }
    },
    { capture: true, passive: true, signal },
  );
  document.addEventListener(
    'pb-submit',
    (event) => {
      if (!SUCCESS.has((event.detail as { status?: string }).status ?? '')) return;
      for (const goal of goalsOn(event.composedPath())) testsOf(goal).forEach((test) => recorder.record(test, 'con_goal'));
    },
    { signal },
  );
  // The shop's checkout succeeded (its order-received page then records the conversion).
  document.addEventListener(
    'pb-checkout-success',
    (event) => {
      for (const goal of goalsOn(event.composedPath())) keepShopConversion(goal);
    },
    { signal },
  );
  // Bubble phase on window: the page's own handlers have run, so a cancelled submit is known.
  window.addEventListener(
    'submit',
    (event) => {
      if (event.defaultPrevented || !(event.target instanceof Element) || event.target.closest(ELEMENT_FORMS)) return;
      for (const goal of goalsOn(event.composedPath())) testsOf(goal).forEach((test) => recorder.record(test, 'con_goal'));
    },
    { signal },
  );
  return stop;
}

/** A page that confirms an order or carries the tracking marker: the conversion its cookie holds. */
export function startConversionMarkers(recorder: Recorder): void {
  const cookies = parseCookies(readCookieText());
  for (const marker of document.querySelectorAll(`[${TRACKING_MARKER}]`)) {
    const conversion = parseConversionCookie(cookies[shortcodeTrackingCookieName(marker.getAttribute(TRACKING_MARKER)?.trim() ?? '')]);
    if (conversion) recorder.record(conversion, 'con_short');
  }
  if (document.querySelector(`[${ORDER_RECEIVED_MARKER}]`)) {
    const conversion = parseConversionCookie(cookies[SHOP_CONVERSION_COOKIE]);
    if (conversion) {
      recorder.record(conversion, 'con_goal');
      recorder.whenAllowed(() => {
        writeCookie(SHOP_CONVERSION_COOKIE, '', { seconds: 0 });
      });
    }
  }
}
