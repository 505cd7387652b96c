/**
 * The one rule every form element (contact form, newsletter, comments) reads its server's answer
 * by, so that nothing a visitor typed is lost to an answer that only looks like success:
 * - success only when a 2xx answer holds the proof the form expects (the comment the server
 *   rendered, the result container, a JSON `success`), never from the status alone: a proxy's, a
 *   security plugin's or a login page can come with 200;
 * - the server's own explanation of a refusal (a 4xx, or a 2xx that says so) is shown as it is;
 * - anything else (a 5xx, a 404 page, a malformed or empty body, a timeout, a dropped connection)
 *   is a failure, shown with the form's message from the message set.
 * On every outcome but success the form keeps the typed values and is ready for a retry.
 */

/** What became of a submission (form-dom's `submitKeepingValues`). */
export type SubmitOutcome =
  | { kind: 'response'; status: number; ok: boolean; html: string; contentType: string }
  | { kind: 'network'; error: string }
  | { kind: 'timeout' };

/** A server's answer: its status, body text and content type. */
export type SubmitAnswer = Extract<SubmitOutcome, { kind: 'response' }>;

/**
 * Why a submission failed: the connection dropped (`network`), no answer in time (`timeout`),
 * an HTTP error or an unreadable answer (`server`), or a 2xx answer without the proof of success
 * (`unconfirmed`: the server may or may not have stored it).
 */
export type FailureReason = 'network' | 'timeout' | 'server' | 'unconfirmed';

export type SubmitVerdict<Success, Rejection> =
  | { kind: 'success'; success: Success; httpStatus: number }
  | { kind: 'rejected'; rejection: Rejection; httpStatus: number }
  | { kind: 'failed'; reason: FailureReason; httpStatus?: number };

export interface AnswerReaders<Success, Rejection> {
  /** The proof of success in a 2xx answer; undefined when the answer does not hold it. */
  success: (answer: SubmitAnswer) => Success | undefined;
  /** The server's own explanation of a refusal, to show the visitor; undefined when there is none. */
  rejection: (answer: SubmitAnswer) => Rejection | undefined;
}

const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;

/** Applies the rule above to one outcome, with the form's own readers of its answers. */
export function judgeSubmission<Success, Rejection>(
  outcome: SubmitOutcome,
  readers: AnswerReaders<Success, Rejection>,
): SubmitVerdict<Success, Rejection> {
  if (outcome.kind !== 'response') return { kind: 'failed', reason: outcome.kind };
  const httpStatus = outcome.status;
  if (isSuccessStatus(httpStatus)) {
    const success = readers.success(outcome);
    if (success !== undefined) return { kind: 'success', success, httpStatus };
  }
  // A 5xx says the server broke, whatever its body says: its text ("Internal") is no advice.
  if (httpStatus < 500) {
    const rejection = readers.rejection(outcome);
    if (rejection !== undefined) return { kind: 'rejected', rejection, httpStatus };
  }
  return { kind: 'failed', reason: isSuccessStatus(httpStatus) ? 'unconfirmed' : 'server', httpStatus };
}

/** Whether the answer declares HTML (a fragment or a page). */
export function isHtmlAnswer(answer: SubmitAnswer): boolean {
  return /\bhtml\b/i.test(answer.contentType);
}
