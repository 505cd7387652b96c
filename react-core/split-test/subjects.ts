/**
 * The subjects of the page's split tests (SPEC.md §7 "Get A/B subject"): every `<pb-split-test>`
 * asks the server which subject this visitor sees, all at once; the answer's content replaces the
 * placeholder's own (the control, shown as it is without JavaScript). Only when every test is
 * answered (or has failed: then its own content stays) are the placeholders settled together, so
 * the modules inside them initialise once, on the content the visitor keeps.
 */
import { SPLIT_TESTS_SETTLED_EVENT } from '../loader/split-test-markup';
import { isBuilderPreview } from '../runtime/builder-mode';
import { getPageConfig, type PageConfig } from '../runtime/page-config';
import { sanitizeHtml } from '../runtime/sanitize-html';
import { warnOnce } from '../runtime/warn';
import type { AnsweredTest } from './recorder';
import { isCookieId, parseSubjectAnswer, SUBJECT_TIMEOUT_MS, subjectFormFields, type SubjectAnswer } from './tracking-rules';

export const SPLIT_TEST_TAG = 'pb-split-test';
/** Set on a placeholder once its subject is in: the subject id. */
export const SUBJECT_ATTRIBUTE = 'data-subject';
/** Set on a placeholder whose subject could not be had, or when A/B testing is off: its own content stays. */
export const FAILED_ATTRIBUTE = 'data-failed';
const SOURCE = SPLIT_TEST_TAG;

export interface SubjectDetail {
  testId: string;
  subjectId: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The placeholder shows the subject the server chose (bubbles from `<pb-split-test>`). */
    'pb-split-test-subject': CustomEvent<SubjectDetail>;
  }
}

/** The test a placeholder stands for: its `test-id`, with the post id from the page configuration. */
function testOf(placeholder: Element, config: PageConfig): { testId: string; postId: string } | undefined {
  const testId = (placeholder.getAttribute('test-id') ?? '').trim();
  if (!isCookieId(testId)) {
    warnOnce(SOURCE, `test-id="${testId}" is missing or not an id (letters, digits, hyphens); the placeholder keeps its own content.`);
    return undefined;
  }
  const listed = config.abTests.find((test) => test.testId === testId);
  const postId = listed?.postId ?? config.pageId;
  if (!isCookieId(postId)) {
    warnOnce(SOURCE, `test ${testId}: the page configuration names no post id for it (abTests or pageId); the placeholder keeps its own content.`);
    return undefined;
  }
  return { testId, postId };
}

async function fetchSubject(testId: string, config: PageConfig, visitor: string): Promise<SubjectAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBJECT_TIMEOUT_MS);
  try {
    const response = await fetch(config.ajaxUrl, {
      method: 'POST',
      body: new URLSearchParams(subjectFormFields(testId, config.nonces.et_frontend_nonce ?? '', visitor)),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const answer = parseSubjectAnswer(await response.json().catch(() => undefined));
    if (!answer) throw new Error('the answer has no subject id and content');
    return answer;
  } catch (error) {
    throw controller.signal.aborted ? new Error(`no answer within ${SUBJECT_TIMEOUT_MS / 1000} s`) : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers every placeholder on the page; resolves with the tests that show a subject. Never
 * rejects: a test that fails keeps its own content and is not tracked.
 */
export async function answerPlaceholders(visitor: string): Promise<AnsweredTest[]> {
  const config = getPageConfig();
  const placeholders = [...document.querySelectorAll(SPLIT_TEST_TAG)];
  // SPEC §3: the A/B active flag decides whether split tests run at all; in a builder or preview
  // surface (SPEC §1) they do not either: the editor sees the page's own content, and asks for no subject.
  if (!config.abActive || isBuilderPreview()) {
    if (!config.abActive && placeholders.length > 0) {
      warnOnce(SOURCE, 'A/B testing is off for this page (page configuration "abActive"): every placeholder keeps its own content and no goal is recorded.');
    }
    placeholders.forEach((placeholder) => placeholder.setAttribute(FAILED_ATTRIBUTE, ''));
    document.dispatchEvent(new Event(SPLIT_TESTS_SETTLED_EVENT));
    return [];
  }
  const results = await Promise.all(
    placeholders.map(async (placeholder) => {
      const test = testOf(placeholder, config);
      if (!test) return undefined;
      try {
        return { placeholder, test, answer: await fetchSubject(test.testId, config, visitor) };
      } catch (error) {
        warnOnce(SOURCE, `test ${test.testId}: could not get this visitor's subject (${(error as Error).message}); showing the page's own content.`);
        return undefined;
      }
    }),
  );
  const answered: AnsweredTest[] = [];
  placeholders.forEach((placeholder, index) => {
    const result = results[index];
    if (!result) {
      placeholder.setAttribute(FAILED_ATTRIBUTE, '');
      return;
    }
    placeholder.replaceChildren(sanitizeHtml(result.answer.content, 'split-test'));
    placeholder.setAttribute(SUBJECT_ATTRIBUTE, result.answer.id);
    answered.push({ ...result.test, subjectId: result.answer.id });
    placeholder.dispatchEvent(
      new CustomEvent('pb-split-test-subject', { detail: { testId: result.test.testId, subjectId: result.answer.id }, bubbles: true, composed: true }),
    );
  });
  document.dispatchEvent(new Event(SPLIT_TESTS_SETTLED_EVENT));
  return answered;
}
