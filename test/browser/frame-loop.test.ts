/**
 * The shared scroll/resize loop: one passive listener pair for the page, at most one frame per
 * burst of scroll events, every read before any write, removed when nobody listens.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { measure, mutate, onResize, subscribeFrame } from '../../react-core/runtime/frame-loop';
import { holdTimeouts, nextFrame } from './helpers';

type Registration = { type: string; options: unknown };

function recordWindowListeners(): { added: Registration[]; removed: string[]; restore(): void } {
  const added: Registration[] = [];
  const removed: string[] = [];
  const { addEventListener, removeEventListener } = window;
  window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    added.push({ type, options });
    addEventListener.call(this, type, listener, options);
  } as typeof window.addEventListener;
  window.removeEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) {
    removed.push(type);
    removeEventListener.call(this, type, listener, options);
  } as typeof window.removeEventListener;
  return {
    added,
    removed,
    restore() {
      window.addEventListener = addEventListener;
      window.removeEventListener = removeEventListener;
    },
  };
}

describe('frame loop', () => {
  let spacer: HTMLDivElement;
  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '5000px';
    document.body.append(spacer);
  });
  afterEach(() => {
    spacer.remove();
    window.scrollTo(0, 0);
  });

  it('many subscribers share one passive scroll and one passive resize listener, removed with the last', async () => {
    const record = recordWindowListeners();
    try {
      const stops = [subscribeFrame({ read() {} }), subscribeFrame({ write() {} }), onResize(() => undefined, 50)];
      expect(record.added.map((entry) => entry.type).sort()).to.deep.equal(['resize', 'scroll']);
      expect(record.added.every((entry) => (entry.options as AddEventListenerOptions).passive)).to.equal(true);
      for (const stop of stops) stop();
      expect(record.removed.sort()).to.deep.equal(['resize', 'scroll']);
    } finally {
      record.restore();
    }
  });

  it('runs every read before any write, once per frame however many scroll events arrive', async () => {
    const log: string[] = [];
    const stopA = subscribeFrame({ read: () => log.push('read A'), write: () => log.push('write A') });
    const stopB = subscribeFrame({ read: () => log.push('read B'), write: () => log.push('write B') });
    await nextFrame();
    await nextFrame();
    log.length = 0;
    for (let offset = 1; offset <= 5; offset += 1) {
      window.scrollTo(0, offset * 10);
      window.dispatchEvent(new Event('scroll'));
    }
    measure(() => log.push('read once'));
    mutate(() => log.push('write once'));
    await nextFrame();
    await nextFrame();
    stopA();
    stopB();
    expect(log).to.deep.equal(['read A', 'read B', 'read once', 'write A', 'write B', 'write once']);
  });

  it('a failing task is reported and does not stop the others', async () => {
    const errors: unknown[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => errors.push(args);
    let wrote = false;
    const stopBroken = subscribeFrame({ read: () => { throw new Error('broken reader'); } });
    const stopGood = subscribeFrame({ write: () => { wrote = true; } });
    await nextFrame();
    await nextFrame();
    console.error = error;
    stopBroken();
    stopGood();
    expect(wrote).to.equal(true);
    expect(errors.length).to.be.greaterThan(0);
  });

  it('debounces resize: the listener runs once, after the resizing stops', async () => {
    let calls = 0;
    // The debounce timer is held, so the rule is checked without the wall clock: three viewport
    // changes leave one pending call however far apart a busy machine delivers them.
    const timers = holdTimeouts(600);
    const resizes = (): Promise<void> => new Promise((resolve) => window.addEventListener('resize', () => resolve(), { once: true }));
    try {
      const stop = onResize(() => (calls += 1), 600);
      for (const width of [900, 1000, 1100]) {
        const resized = resizes();
        await setViewport({ width, height: 700 });
        await resized;
      }
      expect(calls, 'nothing while resizing').to.equal(0);
      expect(timers.pending, 'each resize replaced the pending call').to.equal(1);
      timers.fire();
      expect(calls, 'one call once the resizing has stopped').to.equal(1);
      stop();
    } finally {
      timers.restore();
      await setViewport({ width: 1280, height: 800 });
    }
  });
});
