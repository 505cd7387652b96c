/**
 * afterNextPaint (react-core/runtime/frame-loop.ts), where a module runs a library's heavy init
 * (the image carousel's Swiper): after the next frame is painted, in a task of its own, and only
 * once the page rests from a scroll or a press as the loader sees it (runtime/page-rest.ts).
 */
import { expect } from 'chai';
import { afterNextPaint } from '../../react-core/runtime/frame-loop';
import { publishGate } from '../../react-core/runtime/upgrade-gate';
import { nextFrame, wait, waitFor } from './helpers';

describe('afterNextPaint', () => {
  let resting = true;
  before(() => publishGate({ isHeld: () => false, restWait: () => (resting ? 0 : 40) }));

  it('runs after the next frame, not in the task that asked', async () => {
    let ran = false;
    afterNextPaint(() => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran, 'not in the same task').to.equal(false);
    await nextFrame();
    await waitFor(() => ran, 'the run after the frame');
  });

  it('waits while the page does not rest (a scroll or a press just now), and runs once it rests', async () => {
    resting = false;
    let ran = false;
    afterNextPaint(() => {
      ran = true;
    });
    await wait(300);
    expect(ran, 'held while the page does not rest').to.equal(false);
    resting = true;
    await waitFor(() => ran, 'the run once the page rests');
  });
});
