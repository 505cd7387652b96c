// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conversionCookieValue,
  goalTests,
  isLogged,
  isVisitorId,
  onVisibilityChange,
  parseConversionCookie,
  parseSubjectAnswer,
  shortcodeTrackingCookieName,
  startVisibleClock,
  stateCookieName,
  statsFormFields,
  subjectFormFields,
  visibleTime,
} from '../../react-core/split-test/tracking-rules';
import type { SplitTestTracking } from '../../react-core/runtime/page-config';
import { setSplitTestCookie } from '../../react-core/split-test/visitor';
import { captureCookieWrites } from './cookie-writes';

const TEST = { postId: '42', testId: '1' };
afterEach(() => vi.restoreAllMocks());

const NOTHING_LOGGED: SplitTestTracking = { readPage: false, readGoal: false, viewGoal: false, clickGoal: false, conGoal: false, conShort: false };

describe('SPEC §7 split-test cookies', () => {
  it('names a state cookie for the record type, the post and the test', () => {
    expect(stateCookieName('read_page', TEST)).toBe('pb_ab_read_page_42_1');
    expect(stateCookieName('click_goal', TEST)).toBe('pb_ab_click_goal_42_1');
    expect(stateCookieName('con_short', TEST)).toBe('pb_ab_con_short_42_1');
  });

  it('joins post id, subject id and test id with underscores in the conversion cookies', () => {
    expect(conversionCookieValue(TEST, '11')).toBe('42_11_1');
    expect(shortcodeTrackingCookieName('42')).toBe('pb_ab_shortcode_track_42');
    expect(parseConversionCookie('42_11_1')).toEqual({ postId: '42', subjectId: '11', testId: '1' });
  });

  it('reads no conversion from a malformed cookie', () => {
    for (const value of [undefined, '', '42_11', '42_11_1_9', '42__1', '42_<b>_1']) expect(parseConversionCookie(value)).toBeUndefined();
  });

  it('keeps state cookies 365 days and makes lifetime 0 a session cookie', () => {
    const writes = captureCookieWrites();
    setSplitTestCookie('pb_ab_read_page_42_1', 'true', 365);
    setSplitTestCookie('pb_ab_shop_log', '42_11_1', 0);
    expect(writes).toEqual(['pb_ab_read_page_42_1=true; max-age=31536000; path=/; SameSite=Lax', 'pb_ab_shop_log=42_11_1; path=/; SameSite=Lax']);
  });
});

describe('never double-counted', () => {
  it('counts a record type as logged once its state cookie holds true', () => {
    expect(isLogged('click_goal', TEST, {}, NOTHING_LOGGED)).toBe(false);
    expect(isLogged('click_goal', TEST, { pb_ab_click_goal_42_1: 'true' }, NOTHING_LOGGED)).toBe(true);
    expect(isLogged('click_goal', TEST, { pb_ab_click_goal_42_2: 'true' }, NOTHING_LOGGED)).toBe(false);
  });

  it('counts a record type as logged when the page configuration flags it (SPEC §3 A/B tracking flags)', () => {
    expect(isLogged('read_goal', TEST, {}, { ...NOTHING_LOGGED, readGoal: true })).toBe(true);
    expect(isLogged('read_page', TEST, {}, { ...NOTHING_LOGGED, readPage: true })).toBe(true);
    expect(isLogged('view_page', TEST, {}, { ...NOTHING_LOGGED, readPage: true })).toBe(false);
  });
});

describe('goals', () => {
  it('counts an unnamed goal for every test of the page and a named one for its tests only', () => {
    expect(goalTests('', ['1', '2'])).toEqual(['1', '2']);
    expect(goalTests(null, ['1'])).toEqual(['1']);
    expect(goalTests('2', ['1', '2'])).toEqual(['2']);
    expect(goalTests('1, 3', ['1', '2'])).toEqual(['1']);
  });
});

describe('SPEC §7 calls', () => {
  it('sends one record as stats_data_array JSON with the log nonce', () => {
    const fields = statsFormFields({ test_id: '1', subject_id: '11', record_type: 'view_goal' }, 'n0nce');
    expect(fields).toEqual({ action: 'et_pb_update_stats_table', stats_data_array: '{"test_id":"1","subject_id":"11","record_type":"view_goal"}', et_ab_log_nonce: 'n0nce' });
  });

  it('asks for the subject with the frontend nonce, the test id and the visitor', () => {
    expect(subjectFormFields('1', 'abc', 'visitor-123')).toEqual({
      action: 'et_pb_ab_get_subject_id',
      et_frontend_nonce: 'abc',
      et_pb_ab_test_id: '1',
      pb_ab_visitor: 'visitor-123',
    });
  });

  it('reads the subject answer from its id and content fields', () => {
    expect(parseSubjectAnswer({ id: 11, content: '<p>B</p>' })).toEqual({ id: '11', content: '<p>B</p>' });
    expect(parseSubjectAnswer({ id: ' 12 ', content: '' })).toEqual({ id: '12', content: '' });
    for (const bad of [null, 'x', {}, { id: '', content: 'a' }, { id: '1' }, { id: 'a b', content: 'a' }, { id: {}, content: 'a' }]) {
      expect(parseSubjectAnswer(bad)).toBeUndefined();
    }
  });

  it('accepts visitor ids of 8 to 64 letters, digits, hyphens and underscores', () => {
    expect(isVisitorId('0b6f2a9e-5d1c-4c1a-9b1e-2f4d7f9a0c11')).toBe(true);
    for (const bad of ['short', 'x'.repeat(65), 'has space 123', undefined, 12345678]) expect(isVisitorId(bad)).toBe(false);
  });
});

describe('SPEC §7 the read goal counts visible time only', () => {
  it('adds up visible stretches and leaves hidden time out', () => {
    let clock = startVisibleClock(0, true);
    expect(visibleTime(clock, 1000)).toBe(1000);
    clock = onVisibilityChange(clock, 1000, false);
    expect(visibleTime(clock, 60_000)).toBe(1000);
    clock = onVisibilityChange(clock, 60_000, true);
    expect(visibleTime(clock, 62_000)).toBe(3000);
  });

  it('starts counting only when a page opened in the background is shown', () => {
    let clock = startVisibleClock(0, false);
    expect(visibleTime(clock, 5000)).toBe(0);
    clock = onVisibilityChange(clock, 5000, true);
    clock = onVisibilityChange(clock, 6000, true);
    expect(visibleTime(clock, 8000)).toBe(3000);
  });
});
