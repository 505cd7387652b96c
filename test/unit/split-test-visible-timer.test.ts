// @vitest-environment happy-dom
/**
 * SPEC §7/§9: the split-test read goal counts once the goal has come into view and the page has
 * then been visible for 3 seconds. Visible time adds up across hidden stretches (another tab, a
 * minimised window): hidden time never counts, and the visible time before it is kept. Driven on
 * a held clock (Vitest's fake timers hold `setTimeout` and `performance.now`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizePageConfig } from '../../react-core/runtime/page-config';
import { startGoals } from '../../react-core/split-test/goals';
import type { AnsweredTest, Recorder } from '../../react-core/split-test/recorder';
import type { RecordType } from '../../react-core/split-test/tracking-rules';

const TEST: AnsweredTest = { postId: '42', testId: '1', subjectId: '11' };

let visibility: DocumentVisibilityState = 'visible';
let showGoal: () => void;
let recorded: RecordType[];
let stop: () => void;

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function readGoals(): number {
  return recorded.filter((type) => type === 'read_goal').length;
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.body.innerHTML = '<div data-pb-ab-goal="">Subscribe</div>';
  const goal = document.querySelector('[data-pb-ab-goal]')!;
  // The goal comes fully into view when the test says so.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {
        showGoal = () => {
          const rect = { height: 100 } as DOMRectReadOnly;
          this.callback([{ target: goal, isIntersecting: true, boundingClientRect: rect, intersectionRect: rect, rootBounds: { height: 800 } } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        };
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
  recorded = [];
  const recorder: Recorder = { record: (_test, type) => recorded.push(type), whenAllowed: (action) => action(), allow: () => undefined };
  // A long bounce-rate time keeps read_page out of the way.
  stop = startGoals([TEST], recorder, normalizePageConfig({ bounceRateTime: 600 }));
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.body.innerHTML = '';
});

describe('SPEC §9 split-test read goal: 3 seconds of visible time after the goal came into view', () => {
  it('is not counted after 2.9 s of visible time, and counted once at 3 s', () => {
    showGoal();
    expect(recorded).toEqual(['view_page', 'view_goal']);
    vi.advanceTimersByTime(2900);
    expect(readGoals()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(readGoals()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(readGoals()).toBe(1);
  });

  it('counts from the goal coming into view, not from the page load', () => {
    vi.advanceTimersByTime(10_000);
    showGoal();
    vi.advanceTimersByTime(2999);
    expect(readGoals()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(readGoals()).toBe(1);
  });

  it('leaves hidden time out: hidden at 2 s for a minute, then 1 more visible second completes the 3 s', () => {
    showGoal();
    vi.advanceTimersByTime(2000);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(readGoals()).toBe(0);
    setVisibility('visible');
    vi.advanceTimersByTime(999);
    expect(readGoals()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(readGoals()).toBe(1);
  });

  it('never counts while the page stays hidden', () => {
    setVisibility('hidden');
    showGoal();
    vi.advanceTimersByTime(120_000);
    expect(readGoals()).toBe(0);
    setVisibility('visible');
    vi.advanceTimersByTime(3000);
    expect(readGoals()).toBe(1);
  });
});
