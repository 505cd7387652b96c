/**
 * The rule every form reads its server's answer by (react-core/forms/submit-verdict.ts, docs/conventions.md
 * "When a form's server fails"): success only with proof in a 2xx answer, the server's own
 * explanation of a refusal shown (never a 5xx's), every other answer a failure with its reason.
 */
import { describe, expect, it } from 'vitest';
import { judgeSubmission, type AnswerReaders, type SubmitOutcome } from '../../react-core/forms/submit-verdict';

/** A form whose proof of success is the body `stored`, and whose refusals are a body starting with `no:`. */
const readers: AnswerReaders<string, string> = {
  success: ({ html }) => (html === 'stored' ? 'proof' : undefined),
  rejection: ({ html }) => (html.startsWith('no:') ? html.slice(3) : undefined),
};

const answer = (status: number, html: string): SubmitOutcome => ({ kind: 'response', status, ok: status >= 200 && status < 300, html, contentType: 'text/plain' });

describe('every form, every failure: how an answer is judged', () => {
  it('success needs the proof in a 2xx answer', () => {
    expect(judgeSubmission(answer(200, 'stored'), readers)).toEqual({ kind: 'success', success: 'proof', httpStatus: 200 });
    expect(judgeSubmission(answer(201, 'stored'), readers)).toMatchObject({ kind: 'success' });
    expect(judgeSubmission(answer(404, 'stored'), readers)).toMatchObject({ kind: 'failed', reason: 'server' });
  });

  it('a 2xx answer without the proof (a proxy\'s or a security plugin\'s page, an empty body) is unconfirmed, not success', () => {
    for (const body of ['', '<html><body>Blocked</body></html>', '{"success":true}']) {
      expect(judgeSubmission(answer(200, body), readers), body).toEqual({ kind: 'failed', reason: 'unconfirmed', httpStatus: 200 });
    }
  });

  it('the server\'s explanation of a 4xx (or of a 2xx) is shown; a 5xx\'s never is', () => {
    expect(judgeSubmission(answer(400, 'no:Invalid email'), readers)).toEqual({ kind: 'rejected', rejection: 'Invalid email', httpStatus: 400 });
    expect(judgeSubmission(answer(403, 'no:Expired'), readers)).toMatchObject({ kind: 'rejected', httpStatus: 403 });
    expect(judgeSubmission(answer(200, 'no:List closed'), readers)).toMatchObject({ kind: 'rejected', rejection: 'List closed' });
    expect(judgeSubmission(answer(500, 'no:Internal'), readers)).toEqual({ kind: 'failed', reason: 'server', httpStatus: 500 });
  });

  it('a 4xx or 5xx without an explanation (a 404 page, a malformed body) is a server failure', () => {
    expect(judgeSubmission(answer(404, '<h1>Not found</h1>'), readers)).toEqual({ kind: 'failed', reason: 'server', httpStatus: 404 });
    expect(judgeSubmission(answer(502, ''), readers)).toEqual({ kind: 'failed', reason: 'server', httpStatus: 502 });
  });

  it('a dropped connection and a timeout are failures without a status', () => {
    expect(judgeSubmission({ kind: 'network', error: 'Failed to fetch' }, readers)).toEqual({ kind: 'failed', reason: 'network' });
    expect(judgeSubmission({ kind: 'timeout' }, readers)).toEqual({ kind: 'failed', reason: 'timeout' });
  });
});
