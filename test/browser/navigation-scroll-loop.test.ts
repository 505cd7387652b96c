/**
 * Issue 5 "Performance": the header, menu, scroll-to-top button and dot navigation read the
 * scroll position from the one shared frame loop; none adds a scroll or resize listener.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/pb-header';
import '../../elements/pb-menu';
import '../../elements/pb-scroll-top';
import '../../elements/pb-dot-nav';
import { subscribeFrame } from '../../react-core/runtime/frame-loop';
import { cleanupFixtures, fixture, nextFrame, upgraded, waitFor } from './helpers';

const PAGE = `
  <div id="top">
    <pb-header fixed>
      <a slot="logo" href="/">Site</a>
      <pb-menu><nav aria-label="Main"><ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul></nav></pb-menu>
    </pb-header>
    <main>
      <section id="one" style="height: 1200px"><h2>One</h2></section>
      <section id="two" style="height: 1200px"><h2>Two</h2></section>
    </main>
    <pb-dot-nav></pb-dot-nav>
    <pb-scroll-top><a href="#top">Back to top</a></pb-scroll-top>
  </div>`;

describe('navigation modules on the one scroll loop (issue 5 Performance)', () => {
  afterEach(() => {
    cleanupFixtures();
    window.scrollTo(0, 0);
  });

  it('add no scroll or resize listener of their own while they upgrade, scroll and resize', async () => {
    await setViewport({ width: 1280, height: 800 });
    // The shared loop's own listeners are already in place.
    const stop = subscribeFrame({});
    const added: string[] = [];
    const original = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (this === window || this === document) added.push(type);
      return (original as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof EventTarget.prototype.addEventListener;
    try {
      const root = fixture(PAGE);
      const elements = [...root.querySelectorAll<HTMLElement>('pb-header, pb-menu, pb-dot-nav, pb-scroll-top')];
      for (const element of elements) await upgraded(element);
      const header = root.querySelector('pb-header')!;
      window.scrollTo(0, 1500);
      await waitFor(() => header.hasAttribute('data-fixed'), 'the header to be fixed');
      const dot = root.querySelector('pb-dot-nav')!;
      await waitFor(() => dot.shadowRoot?.querySelector('[aria-current="true"]')?.textContent?.includes('Two') === true, 'the second dot to be current');
      await setViewport({ width: 1100, height: 700 });
      await nextFrame();
    } finally {
      EventTarget.prototype.addEventListener = original;
      stop();
    }
    expect(added.filter((type) => type === 'scroll' || type === 'resize')).to.deep.equal([]);
  });
});
