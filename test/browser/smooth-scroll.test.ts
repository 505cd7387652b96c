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

describe('smoothScrollTo: one glide at a time', () => {
  beforeEach(() => {
    fixture('<div style="height:6000px"></div>');
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('a new scroll request supersedes the glide in progress: the page ends where the last one asked', async () => {
    const first = smoothScrollTo(3000);
    await frames(3);
    // A jump (duration 0), as a load hash or a reduced-motion request makes it.
    await smoothScrollTo(500, 0);
    await first;
    await frames(3);
    expect(window.scrollY).to.equal(500);
  });

  it('a second glide ends at its own destination, the first one stopped where it was', async () => {
    const first = smoothScrollTo(4000);
    await frames(3);
    const second = smoothScrollTo(800);
    await Promise.all([first, second]);
    await frames(3);
    expect(window.scrollY).to.equal(800);
  });
});
