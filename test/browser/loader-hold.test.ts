/**
 * What the loader does before and around the first paint (docs/loading.md "How modules load"):
 * - pb-elements.js holds every element until the loader proper, imported without blocking the
 *   first paint, takes over; an upgrade asked for meanwhile (`pb-upgrade`) is handed to it
 *   (react-core/loader/hold-elements.ts);
 * - instances the visitor sees render in ordinary tasks, one per task, without waiting for idle
 *   time; the others wait for idle time (react-core/loader/idle-queue.ts).
 */
import { expect } from 'chai';
import { holdElements } from '../../react-core/loader/hold-elements';
import { createIdleQueue } from '../../react-core/loader/idle-queue';
import { isHeld, requestUpgrade } from '../../react-core/runtime/upgrade-gate';
import { cleanupFixtures, fixture, wait, waitFor } from './helpers';

describe('loader: every element is held until the loader proper starts', () => {
  afterEach(cleanupFixtures);

  it('elements in the document are held; the upgrades asked for meanwhile are handed to the loader, and later ones go straight to it', () => {
    const held = holdElements();
    const first = fixture('<pb-toggle><details><summary>Q</summary><p>A</p></details></pb-toggle>');
    expect(isHeld(first)).to.equal(true);
    requestUpgrade(first);

    const handed: Element[] = [];
    held.handOver({ isHeld: () => false }, (element) => handed.push(element));
    expect(handed).to.deep.equal([first]);
    expect(isHeld(first), 'the loader’s own gate decides now').to.equal(false);

    const second = fixture('<pb-toggle><details><summary>Q</summary><p>A</p></details></pb-toggle>');
    requestUpgrade(second);
    expect(handed).to.deep.equal([first, second]);
  });
});

describe('loader: on-screen instances render without waiting for idle time, one per task', () => {
  const requestIdle = window.requestIdleCallback;
  // A page busy loading its images: no idle period comes.
  beforeEach(() => {
    window.requestIdleCallback = () => 0;
  });
  afterEach(() => {
    window.requestIdleCallback = requestIdle;
  });

  it('prompt items run one per task while idle items wait for idle time', async () => {
    const order: string[] = [];
    const queue = createIdleQueue<string>((item) => {
      order.push(item);
      queueMicrotask(() => order.push(`end of ${item}'s task`));
      return true;
    });
    queue.add('off screen');
    queue.add('hero', true);
    queue.add('header', true);
    await waitFor(() => order.includes('header'), 'both on-screen items to run');
    await wait(100);
    expect(order).to.deep.equal(['hero', "end of hero's task", 'header', "end of header's task"]);
  });
});
