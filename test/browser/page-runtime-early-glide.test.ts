/**
 * An in-page anchor clicked before the page runtime (pb-page.js) arrived (loader/page-runtime.ts,
 * docs/loading.md "The page runtime"): the page starts gliding at once, in the browser's own
 * smooth scroll, and the runtime, once here, takes over and keeps its rules (stops clear of the
 * admin bar, the hash as a history entry, focus on the target).
 */
import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { startPageRuntime } from '../../react-core/loader/page-runtime';
import { cleanupFixtures, fixture, nextFrame, pageRestWithoutWaits, waitFor } from './helpers';

/** pb-page.js is on its way until the test lets it arrive. */
let arrive: (() => void) | undefined;
let runtimeArrived = false;
/** Each load asked for: urgent ones run without waiting for the page to rest after the press. */
const loads: { entry: string; urgent: boolean }[] = [];

const PAGE = `
  <div>
    <p><a id="to-features" href="#features">Features</a></p>
    <div style="height: 2400px"></div>
    <section id="features"><h2>Features</h2><p>Text</p></section>
    <div style="height: 2400px"></div>
  </div>`;

const featuresTop = (): number => document.getElementById('features')!.getBoundingClientRect().top;

before(() => {
  startPageRuntime(
    (entry, urgent = false) => {
      loads.push({ entry, urgent });
      return new Promise<void>((resolve) => (arrive = resolve))
        .then(() => import('../../elements/pb-page'))
        .then(() => {
          runtimeArrived = entry === 'pb-page.js';
          return true;
        });
    },
    false,
    pageRestWithoutWaits(),
  );
});

describe('an in-page anchor clicked before the page runtime arrived', () => {
  const startHash = location.hash;

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 700 });
    fixture(PAGE);
    window.scrollTo(0, 0);
  });

  afterEach(async () => {
    cleanupFixtures();
    document.getElementById('wpadminbar')?.remove();
    history.replaceState(null, '', `${location.pathname}${location.search}${startHash}`);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('starts gliding in the next frames, then the runtime ends it clear of the admin bar, with the hash and focus', async () => {
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px';
    document.body.append(bar);
    document.getElementById('to-features')!.click();
    for (let frame = 0; frame < 10 && window.scrollY === 0; frame += 1) await nextFrame();
    expect(runtimeArrived, 'the runtime has not arrived yet').to.equal(false);
    expect(window.scrollY, 'the page moved before the runtime arrived').to.be.greaterThan(0);
    expect(featuresTop(), 'gliding, not a jump').to.be.greaterThan(40);
    expect(loads, 'the held click asks for the runtime as urgent: it runs without waiting for the press to rest').to.deep.include({ entry: 'pb-page.js', urgent: true });
    arrive!();
    await waitFor(() => runtimeArrived && Math.abs(featuresTop() - 32) < 2, 'the target 32 px from the top, below the admin bar');
    expect(location.hash).to.equal('#features');
    expect(document.activeElement === document.getElementById('features'), 'focus on the target').to.equal(true);
  });
});
