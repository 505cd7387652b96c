/**
 * The page-builder waypoint facility (SPEC §5, §8, §9 "Waypoint reinit 100 ms"): its handler is
 * called with the direction as the page scrolls past the trigger point, on the shared frame loop.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { Waypoint, type WaypointDirection } from '../../react-core/builder/waypoint';
import { cleanupFixtures, fixture, frames, holdTimeouts, scrollToY } from './helpers';

describe('Waypoint', () => {
  let page: HTMLElement;
  let target: HTMLElement;
  let calls: WaypointDirection[];
  const waypoints: Waypoint[] = [];
  const create = (options: Partial<ConstructorParameters<typeof Waypoint>[0]> = {}): Waypoint => {
    const waypoint = new Waypoint({ element: target, handler: (direction) => calls.push(direction), ...options });
    waypoints.push(waypoint);
    return waypoint;
  };

  before(async () => {
    document.body.style.margin = '0';
    await setViewport({ width: 1000, height: 600 });
  });
  beforeEach(async () => {
    calls = [];
    page = fixture('<div><div class="spacer" style="height:1500px"></div><div class="target" style="height:100px">Target</div><div style="height:3000px"></div></div>');
    target = page.querySelector<HTMLElement>('.target')!;
    await scrollToY(0);
  });
  afterEach(async () => {
    for (const waypoint of waypoints.splice(0)) waypoint.destroy();
    cleanupFixtures();
    await scrollToY(0);
  });

  it('calls the handler with down when the scroll passes the trigger point, and up when it goes back', async () => {
    create();
    await frames();
    expect(calls).to.deep.equal([]);
    await scrollToY(1400);
    expect(calls).to.deep.equal([]);
    await scrollToY(1500);
    expect(calls).to.deep.equal(['down']);
    await scrollToY(2000);
    expect(calls).to.deep.equal(['down']);
    await scrollToY(1000);
    expect(calls).to.deep.equal(['down', 'up']);
  });

  it('triggers offset pixels (or a percentage of the viewport) before the element reaches the top', async () => {
    create({ offset: '50%' });
    await scrollToY(1199);
    expect(calls).to.deep.equal([]);
    await scrollToY(1200);
    expect(calls).to.deep.equal(['down']);
  });

  it('fires down at once when created with its trigger point already passed', async () => {
    await scrollToY(1800);
    create();
    await frames();
    expect(calls).to.deep.equal(['down']);
  });

  it('measures again 100 ms after the document size changed, and a moved trigger point counts as crossed', async () => {
    const timers = holdTimeouts(100);
    try {
      create();
      await scrollToY(1300);
      expect(calls).to.deep.equal([]);
      page.querySelector<HTMLElement>('.spacer')!.style.height = '1000px';
      await frames();
      expect(timers.pending, 'the refresh waits for the size to settle').to.equal(1);
      expect(calls).to.deep.equal([]);
      timers.fire();
      await frames();
      expect(calls).to.deep.equal(['down']);
    } finally {
      timers.restore();
    }
  });

  it('watches a scrolling context element instead of the window', async () => {
    const box = fixture<HTMLElement>('<div style="height:200px;overflow:auto"><div style="height:500px"></div><p style="height:20px;margin:0">In the box</p><div style="height:800px"></div></div>');
    target = box.querySelector('p')!;
    create({ context: box });
    box.scrollTop = 499;
    await frames();
    expect(calls).to.deep.equal([]);
    box.scrollTop = 500;
    await frames();
    expect(calls).to.deep.equal(['down']);
  });

  it('calls nothing after destroy()', async () => {
    create().destroy();
    await scrollToY(2000);
    expect(calls).to.deep.equal([]);
  });
});
