// @vitest-environment happy-dom
/**
 * SPEC §9 "Debounces": document size change 50 ms, scroll-location change 2000 ms, DOM change
 * 500 ms, all from the shared frame loop (runtime/frame-loop.ts), on held (fake) timers. The
 * observers are stand-ins that report when the test says the page changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  debounce,
  DOCUMENT_SIZE_DEBOUNCE_MS,
  DOM_CHANGE_DEBOUNCE_MS,
  onDocumentSizeChange,
  onDomChange,
  onScrollLocationChange,
  SCROLL_LOCATION_DEBOUNCE_MS,
} from '../../react-core/runtime/frame-loop';
import { applyInitialHashScroll, SCROLL_LOCATION_STATE_KEY } from '../../react-core/runtime/page-hash';

/** Stand-in observers: `report()` is the browser noticing a change; `live` counts connected ones. */
class FakeObserver {
  static live: FakeObserver[] = [];
  static options: unknown[] = [];
  constructor(private readonly callback: () => void) {}
  observe(_target: Node, options?: unknown): void {
    FakeObserver.live.push(this);
    FakeObserver.options.push(options);
  }
  disconnect(): void {
    FakeObserver.live = FakeObserver.live.filter((observer) => observer !== this);
  }
  static report(): void {
    for (const observer of FakeObserver.live) observer.callback();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
  FakeObserver.options = [];
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.stubGlobal('MutationObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('debounce: the call runs once the wait has passed without another call', () => {
  it('runs after the wait, not before, and a second call restarts the wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 50);
    debounced();
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    debounced();
    vi.advanceTimersByTime(49);
    expect(run, 'the second call restarted the wait').not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call', () => {
    const run = vi.fn();
    const debounced = debounce(run, 50);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('document size change: 50 ms after the document stopped changing size (SPEC §9)', () => {
  it('ignores the size reported when watching starts, then calls 50 ms (not 49) after a change', () => {
    const listener = vi.fn();
    const stop = onDocumentSizeChange(listener);
    FakeObserver.report(); // the first report is the current size
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    FakeObserver.report();
    vi.advanceTimersByTime(DOCUMENT_SIZE_DEBOUNCE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a second change restarts the wait', () => {
    const listener = vi.fn();
    const stop = onDocumentSizeChange(listener);
    FakeObserver.report();
    FakeObserver.report();
    vi.advanceTimersByTime(30);
    FakeObserver.report();
    vi.advanceTimersByTime(49);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one observer between subscribers, each with its own wait, and stops it with the last', () => {
    const sticky = vi.fn();
    const waypoint = vi.fn();
    const stopSticky = onDocumentSizeChange(sticky);
    const stopWaypoint = onDocumentSizeChange(waypoint, 100);
    expect(FakeObserver.live).toHaveLength(1);
    FakeObserver.report();
    FakeObserver.report();
    vi.advanceTimersByTime(50);
    expect([sticky.mock.calls.length, waypoint.mock.calls.length]).toEqual([1, 0]);
    vi.advanceTimersByTime(50);
    expect([sticky.mock.calls.length, waypoint.mock.calls.length]).toEqual([1, 1]);
    stopSticky();
    expect(FakeObserver.live).toHaveLength(1);
    stopWaypoint();
    expect(FakeObserver.live).toHaveLength(0);
  });

  it('a pending call is dropped on unsubscribe', () => {
    const listener = vi.fn();
    const stop = onDocumentSizeChange(listener);
    FakeObserver.report();
    FakeObserver.report();
    stop();
    vi.advanceTimersByTime(100);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('scroll-location change: 2000 ms after the page stopped scrolling (SPEC §9)', () => {
  it('calls 2000 ms (not 1999) after the last scroll, and a second scroll restarts the wait', () => {
    const listener = vi.fn();
    const stop = onScrollLocationChange(listener);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 1);
    expect(listener, 'the second scroll restarted the wait').not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    expect(listener, 'not after unsubscribing').toHaveBeenCalledTimes(1);
  });
});

describe('DOM change: 500 ms after elements stopped being added or removed (SPEC §9)', () => {
  it('watches added and removed elements only, and calls 500 ms (not 499) after the last change', () => {
    const listener = vi.fn();
    const stop = onDomChange(listener);
    expect(FakeObserver.options).toEqual([{ childList: true, subtree: true }]);
    FakeObserver.report();
    vi.advanceTimersByTime(300);
    FakeObserver.report();
    vi.advanceTimersByTime(DOM_CHANGE_DEBOUNCE_MS - 1);
    expect(listener, 'the second change restarted the wait').not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    expect(FakeObserver.live, 'the observer stops with the last subscriber').toHaveLength(0);
  });
});

describe('the scroll location is recorded in the history entry 2000 ms after scrolling stopped, with manual scroll restoration (SPEC §2, §9)', () => {
  it('records the scroll position once the wait has passed, not before, keeping the entry state', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(700);
    try {
      history.replaceState({ kept: true }, '', '/page/#tab-reviews');
      applyInitialHashScroll();
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 1);
      expect(history.state).toEqual({ kept: true });
      vi.advanceTimersByTime(1);
      expect(history.state).toEqual({ kept: true, [SCROLL_LOCATION_STATE_KEY]: 700 });
      expect(location.hash, 'the address is unchanged').toBe('#tab-reviews');
    } finally {
      scrollTo.mockRestore();
      scrollY.mockRestore();
      history.scrollRestoration = 'auto';
      history.replaceState(null, '', '/page/');
    }
  });
});
