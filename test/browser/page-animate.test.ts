/**
 * Animations named by the page configuration (SPEC.md §3 "Animation data": class, style,
 * duration …; §4 "Animations"). The page's own elements with the entry's class animate like
 * <pb-animate>, without a wrapper.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { startPageAnimations } from '../../react-core/animate/page-animate';
import { getPageConfig, resetPageConfig } from '../../react-core/runtime/page-config';
import { captureConsole, cleanupFixtures, fixture, nextFrame, waitFor } from './helpers';

const PAGE = `
  <div class="page">
    <p class="x on-screen">On screen at the start.</p>
    <div style="height:2000px"></div>
    <div class="x below">Animated content below the fold.</div>
    <div style="height:2000px"></div>
  </div>`;

/** Starts the animations the page configuration (window.pbConfig) lists. */
function startFromConfig(config: Record<string, unknown>): () => void {
  window.pbConfig = config;
  resetPageConfig();
  return startPageAnimations(getPageConfig().animations);
}

describe('animations of the page configuration', () => {
  let stop: (() => void) | undefined;
  beforeEach(async () => {
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    stop?.();
    stop = undefined;
    delete window.pbConfig;
    resetPageConfig();
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('the element with the class below the fold waits in its starting state, animates on scroll into view and is marked had-animation', async () => {
    const page = fixture(PAGE);
    const below = page.querySelector<HTMLElement>('.below')!;
    let started = 0;
    below.addEventListener('pb-animate-start', () => (started += 1));
    stop = startFromConfig({ et_animation_data: [{ class: 'x', style: 'slideLeft', duration: 200 }] });
    expect(below.getAnimations().map((animation) => animation.playState)).to.deep.equal(['paused']);
    expect(getComputedStyle(below).opacity, 'starting opacity 0').to.equal('0');
    expect(((below.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()[0]!).transform).to.equal('translate(-50%, 0%)');
    expect(below.hasAttribute('data-had-animation')).to.equal(false);
    below.scrollIntoView({ block: 'center' });
    await waitFor(() => started === 1, 'pb-animate-start on entering the viewport');
    await waitFor(() => below.hasAttribute('data-had-animation'), 'had-animation after the duration');
    await waitFor(() => below.getAnimations().length === 0, 'the animation to finish');
    expect(getComputedStyle(below).opacity).to.equal('1');
    expect(getComputedStyle(below).transform).to.equal('none');
  });

  it('an element with the class already on screen is left as painted (no flash) and marked at once', async () => {
    const page = fixture(PAGE);
    const onScreen = page.querySelector<HTMLElement>('.on-screen')!;
    stop = startFromConfig({ animations: [{ class: 'x', style: 'fade' }] });
    expect(onScreen.getAnimations()).to.have.length(0);
    expect(onScreen.hasAttribute('data-had-animation')).to.equal(true);
    expect(getComputedStyle(onScreen).opacity).to.equal('1');
  });

  it('reduced motion: the end state at once, marked, no animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(PAGE);
    const below = page.querySelector<HTMLElement>('.below')!;
    stop = startFromConfig({ animationData: [{ class: 'x', style: 'zoom' }] });
    expect(below.getAnimations()).to.have.length(0);
    expect(below.hasAttribute('data-had-animation')).to.equal(true);
  });

  it('an entry whose class is not one class name, or whose selector is invalid, warns once and is skipped; the others animate', async () => {
    const page = fixture(PAGE);
    const below = page.querySelector<HTMLElement>('.below')!;
    const { warnings } = await captureConsole(async () => {
      stop = startFromConfig({
        animations: [{ class: 'not one', style: 'fade' }, { selector: 'div[[bad', style: 'fade' }, { class: 'x', style: 'fade' }],
      });
      await nextFrame();
    });
    expect(warnings.filter((warning) => warning.includes('"not one"'))).to.have.length(1);
    expect(warnings.filter((warning) => warning.includes('div[[bad'))).to.have.length(1);
    expect(warnings).to.have.length(2);
    expect(below.getAnimations().map((animation) => animation.playState)).to.deep.equal(['paused']);
  });
});
