/**
 * The rules of split-test tracking (SPEC.md §3 "Split-test record", "A/B tracking flags"; §7 the
 * stats call and the cookies), with no DOM: which records a visitor's page sends, what each
 * cookie is called and holds, how a record is counted once.
 *
 * - A record is `{test_id, subject_id, record_type}`. The page sends `view_page` once per visitor
 *   and test (the server counts visitors from it), `read_page` once the visit is no longer a
 *   bounce, and the goal records `view_goal`, `read_goal`, `click_goal`, `con_goal`, `con_short`.
 * - **Counted once.** A record type already logged for a test is never sent again: its state
 *   cookie `pb_ab_<record type>_<post id>_<test id>` holds `true` (365 days, shared by every tab),
 *   or the page configuration's tracking flags say the server has it already.
 * - **Conversions on other pages.** The shop-conversion cookie `pb_ab_shop_log` and the
 *   shortcode-tracking cookie `pb_ab_shortcode_track_<post id>` hold `<post id>_<subject id>_<test id>`:
 *   session cookies (lifetime 0), so a conversion is credited to the visit that saw the subject.
 * - **The visitor** is a random id: cookie `pb_ab_visitor` (365 days) once statistics are allowed,
 *   session storage before that (it keeps the subject stable and leaves nothing on the server).
 */
import type { SplitTestTracking } from '../runtime/page-config';

export const RECORD_TYPES = ['view_page', 'read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal', 'con_short'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface SplitTestRecord {
  test_id: string;
  subject_id: string;
  record_type: RecordType;
}

/** SPEC §9 "Split-test read goal 3 seconds": of visible time, after the goal has come into view. */
export const READ_GOAL_MS = 3000;
/** How long a placeholder waits for its subject before it shows its own content (the control). */
export const SUBJECT_TIMEOUT_MS = 5000;
/** Lifetime of the state and visitor cookies (SPEC §7); 0 makes a session cookie. */
export const COOKIE_DAYS = 365;
export const VISITOR_COOKIE = 'pb_ab_visitor';
export const VISITOR_SESSION_KEY = 'pb_ab_visitor';
export const SHOP_CONVERSION_COOKIE = 'pb_ab_shop_log';
const SHORTCODE_TRACKING_PREFIX = 'pb_ab_shortcode_track_';
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const COOKIE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The test's identity as the page configuration names it (SPEC §3 "The A/B test list"). */
export interface TestKey {
  postId: string;
  testId: string;
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** Ids that can go into a cookie name or value unescaped (the builder's ids are numbers). */
export function isCookieId(value: string): boolean {
  return COOKIE_ID.test(value);
}

/** The cookie that says `type` was logged for the test: `pb_ab_<type>_<post id>_<test id>`. */
export function stateCookieName(type: RecordType, { postId, testId }: TestKey): string {
  return `pb_ab_${type}_${postId}_${testId}`;
}

export function shortcodeTrackingCookieName(postId: string): string {
  return `${SHORTCODE_TRACKING_PREFIX}${postId}`;
}

/** `<post id>_<subject id>_<test id>`: the value of the shop-conversion and shortcode-tracking cookies. */
export function conversionCookieValue(test: TestKey, subjectId: string): string {
  return `${test.postId}_${subjectId}_${test.testId}`;
}

export interface Conversion extends TestKey {
  subjectId: string;
}

/** Reads a conversion cookie's value; undefined when it is not three ids joined by underscores. */
export function parseConversionCookie(value: string | undefined): Conversion | undefined {
  const parts = value?.split('_') ?? [];
  if (parts.length !== 3 || !parts.every(isCookieId)) return undefined;
  const [postId, subjectId, testId] = parts as [string, string, string];
  return { postId, subjectId, testId };
}

const TRACKING_FLAG: Partial<Record<RecordType, keyof SplitTestTracking>> = {
  read_page: 'readPage',
  read_goal: 'readGoal',
  view_goal: 'viewGoal',
  click_goal: 'clickGoal',
  con_goal: 'conGoal',
  con_short: 'conShort',
};

/**
 * True when `type` is already logged for the test: its state cookie holds `true`, or the page
 * configuration's tracking flags (the server's view of the visitor's cookies) say so.
 */
export function isLogged(type: RecordType, test: TestKey, cookies: Record<string, string>, tracking: SplitTestTracking): boolean {
  const flag = TRACKING_FLAG[type];
  return cookies[stateCookieName(type, test)] === 'true' || (flag !== undefined && tracking[flag]);
}

/**
 * The tests a goal element belongs to: its `data-pb-ab-goal` value lists test ids (space or comma
 * separated); an empty value means every test of the page.
 */
export function goalTests(value: string | null, testIds: readonly string[]): string[] {
  const named = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return named.length === 0 ? [...testIds] : testIds.filter((id) => named.includes(id));
}

/** The form data of one stats call (SPEC §7): action, `stats_data_array` and the log nonce. */
export function statsFormFields(record: SplitTestRecord, logNonce: string): Record<string, string> {
  return { action: 'et_pb_update_stats_table', stats_data_array: JSON.stringify(record), et_ab_log_nonce: logNonce };
}

/** The form data of the get-subject call (SPEC §7), with the visitor so the server answers stickily. */
export function subjectFormFields(testId: string, frontendNonce: string, visitor: string): Record<string, string> {
  return { action: 'et_pb_ab_get_subject_id', et_frontend_nonce: frontendNonce, et_pb_ab_test_id: testId, pb_ab_visitor: visitor };
}

export interface SubjectAnswer {
  id: string;
  content: string;
}

/** The get-subject answer (SPEC §7: fields `id` and `content`), or undefined when it has not both. */
export function parseSubjectAnswer(value: unknown): SubjectAnswer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, content } = value as Record<string, unknown>;
  const subjectId = typeof id === 'number' && Number.isFinite(id) ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!subjectId || !isCookieId(subjectId) || typeof content !== 'string') return undefined;
  return { id: subjectId, content };
}

/**
 * Time the page has been visible, for the read goal and the bounce-rate time: hidden time (another
 * tab, a minimised window) does not count. Pure: the caller passes the clock.
 */
export interface VisibleClock {
  /** Visible milliseconds counted before the current visible stretch. */
  counted: number;
  /** Start of the current visible stretch, or undefined while hidden. */
  since: number | undefined;
}

export function startVisibleClock(now: number, visible: boolean): VisibleClock {
  return { counted: 0, since: visible ? now : undefined };
}

export function visibleTime(clock: VisibleClock, now: number): number {
  return clock.counted + (clock.since === undefined ? 0 : now - clock.since);
}

export function onVisibilityChange(clock: VisibleClock, now: number, visible: boolean): VisibleClock {
  if (visible) return clock.since === undefined ? { counted: clock.counted, since: now } : clock;
  return { counted: visibleTime(clock, now), since: undefined };
}
