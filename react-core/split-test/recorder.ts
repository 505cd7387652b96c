/**
 * Sends split-test records (SPEC.md §7 "Record split-test stats"): one POST per record to the site
 * ajax endpoint, by `navigator.sendBeacon` (it survives the page leaving, as a goal link or a form
 * submission makes it), the answer ignored. Each record type is sent once per visitor and test:
 * its state cookie is written before it leaves, and is checked again right before, so two tabs,
 * a reload or a double click add nothing. Until statistics are allowed, records wait in memory.
 */
import { parseCookies, readCookieText } from '../consent/consent-record';
import type { PageConfig } from '../runtime/page-config';
import { COOKIE_DAYS, isLogged, stateCookieName, statsFormFields, type RecordType, type SplitTestRecord, type TestKey } from './tracking-rules';
import { setSplitTestCookie } from './visitor';

export interface AnsweredTest extends TestKey {
  subjectId: string;
}

export interface RecordDetail {
  testId: string;
  subjectId: string;
  recordType: RecordType;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A split-test record was sent (on document): for a site's own analytics, and for tests. */
    'pb-split-test-record': CustomEvent<RecordDetail>;
  }
}

export interface Recorder {
  /** Sends `type` for the test once, now or when statistics are allowed. */
  record(test: AnsweredTest, type: RecordType): void;
  /** Runs `action` (a cookie write) now if statistics are allowed, else once they are. */
  whenAllowed(action: () => void): void;
  /** Statistics are allowed: what waited runs. */
  allow(): void;
}

function send(url: string, fields: Record<string, string>): void {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  let queued = false;
  try {
    queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
  } catch {
    queued = false;
  }
  if (!queued) void fetch(url, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

export function createRecorder(config: PageConfig): Recorder {
  let allowed = false;
  const waiting: Array<() => void> = [];
  const asked = new Set<string>();

  function whenAllowed(action: () => void): void {
    if (allowed) action();
    else waiting.push(action);
  }

  function sendOnce(test: AnsweredTest, type: RecordType): void {
    if (isLogged(type, test, parseCookies(readCookieText()), config.tracking)) return;
    setSplitTestCookie(stateCookieName(type, test), 'true', COOKIE_DAYS);
    const record: SplitTestRecord = { test_id: test.testId, subject_id: test.subjectId, record_type: type };
    send(config.ajaxUrl, statsFormFields(record, config.nonces.et_ab_log_nonce ?? ''));
    document.dispatchEvent(
      new CustomEvent('pb-split-test-record', { detail: { testId: test.testId, subjectId: test.subjectId, recordType: type } }),
    );
  }

  return {
    record(test, type) {
      const key = `${test.postId}|${test.testId}|${type}`;
      if (asked.has(key)) return;
      asked.add(key);
      whenAllowed(() => sendOnce(test, type));
    },
    whenAllowed,
    allow() {
      if (allowed) return;
      allowed = true;
      waiting.splice(0).forEach((action) => action());
    },
  };
}
