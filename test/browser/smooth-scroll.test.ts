/**
 * The smooth page scroll (SPEC.md §2 "Links": 800 ms; a jump with reduced motion). These check
 * the jump's settling frame: it follows a destination that moved, and never undoes a later scroll.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { smoothScrollTo } from '../../react-core/runtime/smooth-scroll';
import { cleanupFixtures, fixture, frames } from './helpers';

describe('smoothScrollTo with reduced motion (a jump)', () => {
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    fixture('<div style="height:6000px"></div>');
    window.scrollTo(0, 3000);
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('jumps at once and settles on a destination that moved after the jump (a header that became fixed)', async () => {
    let destination = 500;
    const done = smoothScrollTo(() => destination);
    expect(window.scrollY).to.equal(500);
    destination = 560;
    await done;
    expect(window.scrollY).to.equal(560);
  });

  it('does not undo a scroll made after the jump, by the visitor or another script', async () => {
    let destination = 0;
    const done = smoothScrollTo(() => destination);
    expect(window.scrollY).to.equal(0);
    destination = 60;
    window.scrollTo(0, 1200);
    await done;
    await frames(2);
    expect(window.scrollY).to.equal(1200);
  });
});
