/**
 * <pb-animate> (SPEC.md §3 "Animation data", §4 "Animations": an element gets animated, then is
 * marked as had-animation after duration plus delay, unless the animation is infinite; §5 speed
 * curves; §9 intensity 50, starting opacity 0, styles with directions).
 */
import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-animate';
import { ANIMATE_CRITICAL_CSS } from '../../react-core/animate/critical-css';
import { captureConsole, cleanupFixtures, fixture, nextFrame, upgraded, wait, waitFor } from './helpers';
import { axeViolations, boxesOf, useCriticalCss } from './layout-helpers';

/** An element far below the fold, with a paragraph before and after it. */
const BELOW = (attributes: string) => `
  <div class="page">
    <p class="before">Before.</p>
    <div style="height:2000px"></div>
    <pb-animate ${attributes}><p class="content">Animated content.</p></pb-animate>
    <p class="after">After.</p>
    <div style="height:2000px"></div>
  </div>`;

function animations(element: Element): Animation[] {
  return element.getAnimations();
}

function firstKeyframe(element: Element): ComputedKeyframe {
  const effect = animations(element)[0]!.effect as KeyframeEffect;
  return effect.getKeyframes()[0]!;
}

async function scrollIntoView(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  await nextFrame();
  await nextFrame();
}

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, .after', { label: 'className', scroll: 'xy' });
}

describe('pb-animate', () => {
  useCriticalCss(ANIMATE_CRITICAL_CSS);
  beforeEach(async () => {
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    cleanupFixtures();
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('§4 starts only when in view: below the fold it waits in its starting state, and plays on entering', async () => {
    const page = fixture(BELOW('animation-style="slide" animation-direction="left" animation-duration="400"'));
    const element = page.querySelector('pb-animate')!;
    let started = 0;
    element.addEventListener('pb-animate-start', () => (started += 1));
    await upgraded(element);
    await waitFor(() => animations(element).length === 1, 'the animation to be prepared');
    expect(animations(element)[0]!.playState).to.equal('paused');
    expect(getComputedStyle(element).opacity, 'starting opacity 0 (§9)').to.equal('0');
    expect(firstKeyframe(element).transform).to.equal('translate(-50%, 0%)');
    expect(started).to.equal(0);
    expect(element.hasAttribute('data-had-animation')).to.equal(false);
    const layout = boxes(page);
    await scrollIntoView(element);
    await waitFor(() => started === 1, 'pb-animate-start');
    expect(animations(element)[0]!.playState).to.equal('running');
    expect(boxes(page), 'the animation moves nothing around it').to.deep.equal(layout);
    await waitFor(() => element.hasAttribute('data-had-animation'), 'had-animation');
    await waitFor(() => animations(element).length === 0, 'the animation to finish');
    expect(getComputedStyle(element).opacity).to.equal('1');
    expect(getComputedStyle(element).transform).to.equal('none');
    expect(started).to.equal(1);
  });

  it('§4 marked had-animation after duration plus delay (300 + 200 ms: after ~500, not at 300)', async () => {
    const page = fixture(BELOW('animation-duration="300" animation-delay="200"'));
    const element = page.querySelector('pb-animate')!;
    let startedAt = 0;
    let markedAt = 0;
    element.addEventListener('pb-animate-start', () => (startedAt = performance.now()));
    // The moment of the mark itself (a busy machine can only make both later, never the gap shorter).
    new MutationObserver(() => {
      if (!markedAt && element.hasAttribute('data-had-animation')) markedAt = performance.now();
    }).observe(element, { attributes: true, attributeFilter: ['data-had-animation'] });
    await upgraded(element);
    await scrollIntoView(element);
    await waitFor(() => startedAt > 0, 'pb-animate-start');
    await waitFor(() => markedAt > 0, 'had-animation');
    expect(markedAt - startedAt, 'marked after duration + delay, not at the duration').to.be.greaterThan(480);
  });

  it('§4 never marked had-animation when the animation is infinite (loop)', async () => {
    const page = fixture(BELOW('animation-style="zoom" animation-repeat="loop" animation-duration="100"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    await scrollIntoView(element);
    await waitFor(() => animations(element)[0]?.playState === 'running', 'running');
    expect(animations(element)[0]!.effect!.getTiming().iterations).to.equal(Infinity);
    await wait(600);
    expect(element.hasAttribute('data-had-animation')).to.equal(false);
    expect(animations(element)[0]!.playState).to.equal('running');
  });

  it('§5 speed curve: a bad value gives one warning naming the attribute and ease-in-out', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      const page = fixture(BELOW('animation-speed-curve="steps(4)"'));
      element = page.querySelector('pb-animate')!;
      await upgraded(element);
    });
    expect(warnings.filter((text) => text.includes('pb-animate') && text.includes('animation-speed-curve')).length).to.equal(1);
    expect(animations(element)[0]!.effect!.getTiming().easing).to.equal('ease-in-out');
  });

  it('§5 speed curve: an allowed value is used', async () => {
    const page = fixture(BELOW('animation-speed-curve="linear"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    expect(animations(element)[0]!.effect!.getTiming().easing).to.equal('linear');
  });

  it('§3 responsive variants: the -phone and -tablet values apply in their screen mode', async () => {
    const markup = BELOW(
      'animation-style="slide" animation-direction="left" animation-style-tablet="zoom" animation-direction-tablet="center" ' +
        'animation-style-phone="flip" animation-direction-phone="top" animation-duration-phone="700"',
    );
    for (const [width, transform, duration] of [
      [1280, 'translate(-50%, 0%)', 1000],
      [900, 'scale(0.5)', 1000],
      [375, 'perspective(2000px) rotateX(45deg)', 700],
    ] as const) {
      await setViewport({ width, height: 800 });
      const page = fixture(markup);
      const element = page.querySelector('pb-animate')!;
      await upgraded(element);
      expect(firstKeyframe(element).transform, `${width} px`).to.equal(transform);
      expect(animations(element)[0]!.effect!.getTiming().duration, `${width} px`).to.equal(duration);
      cleanupFixtures();
    }
  });

  it('§9 intensity and starting opacity: the keyframes follow them', async () => {
    const page = fixture(BELOW('animation-style="slide" animation-direction="bottom" animation-intensity="20" animation-starting-opacity="40"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    const frame = firstKeyframe(element);
    expect(frame.transform).to.equal('translate(0%, 20%)');
    expect(Number(frame.opacity)).to.equal(0.4);
    expect(getComputedStyle(element).opacity).to.equal('0.4');
  });

  it('§3 animation data as the builder stores it (settings object): style with its direction, %, ms, _phone variants', async () => {
    const settings = JSON.stringify({
      class: 'et_pb_image_0',
      style: 'slideBottom',
      duration: '400ms',
      intensity: '20%',
      starting_opacity: '40%',
      speed_curve: 'linear',
      style_phone: 'fade',
    });
    const page = fixture(BELOW(`settings='${settings}'`));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    const frame = firstKeyframe(element);
    expect(frame.transform).to.equal('translate(0%, 20%)');
    expect(Number(frame.opacity)).to.equal(0.4);
    const timing = animations(element)[0]!.effect!.getTiming();
    expect([timing.duration, timing.easing]).to.deep.equal([400, 'linear']);
    cleanupFixtures();
    await setViewport({ width: 375, height: 700 });
    const phone = fixture(BELOW(`settings='${settings}'`)).querySelector('pb-animate')!;
    await upgraded(phone);
    expect(firstKeyframe(phone).transform ?? 'none', 'fade on phones: opacity only').to.equal('none');
    expect(Number(firstKeyframe(phone).opacity)).to.equal(0.4);
  });

  it('§9 styles with directions: animation-style takes the builder\'s combined form (slideLeft) too; an unknown style warns once', async () => {
    const page = fixture(BELOW('animation-style="slideLeft" animation-intensity="20"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    expect(firstKeyframe(element).transform).to.equal('translate(-20%, 0%)');
    cleanupFixtures();
    let unknown!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      unknown = fixture(BELOW('animation-style="wobble"')).querySelector('pb-animate')!;
      await upgraded(unknown);
    });
    expect(warnings.filter((text) => text.includes('pb-animate') && text.includes('"animation-style"') && text.includes('wobble')).length).to.equal(1);
    expect(firstKeyframe(unknown).transform ?? 'none', 'the default style, fade').to.equal('none');
  });

  it('reduced motion: the end state at once, marked had-animation, no animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = fixture(BELOW('animation-style="roll" animation-direction="left"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    expect(element.hasAttribute('data-had-animation')).to.equal(true);
    expect(animations(element).length).to.equal(0);
    expect(getComputedStyle(element).opacity).to.equal('1');
    await scrollIntoView(element);
    await wait(100);
    expect(animations(element).length).to.equal(0);
  });

  it('reduced motion turned on while waiting: the end state at once, marked', async () => {
    const page = fixture(BELOW('animation-style="slide" animation-direction="right"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    expect(getComputedStyle(element).opacity).to.equal('0');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => element.hasAttribute('data-had-animation'), 'had-animation');
    expect(animations(element).length).to.equal(0);
    expect(getComputedStyle(element).opacity).to.equal('1');
  });

  it('already in view at the upgrade: left in its painted end state (no flash) and marked', async () => {
    const element = fixture('<pb-animate animation-style="fade"><p>On screen.</p></pb-animate>');
    await upgraded(element);
    expect(animations(element).length).to.equal(0);
    expect(getComputedStyle(element).opacity).to.equal('1');
    expect(element.hasAttribute('data-had-animation')).to.equal(true);
  });

  it('§4 an infinite (loop) animation already in view at the upgrade starts and is never marked had-animation', async () => {
    const element = fixture('<pb-animate animation-style="zoom" animation-repeat="loop" animation-duration="100"><p>On screen.</p></pb-animate>');
    await upgraded(element);
    await waitFor(() => animations(element)[0]?.playState === 'running', 'running');
    expect(animations(element)[0]!.effect!.getTiming().iterations).to.equal(Infinity);
    await wait(400);
    expect(element.hasAttribute('data-had-animation')).to.equal(false);
  });

  it('removed before its first frame, an element waiting below the fold cancels its waiting animation (a paused animation would keep it alive for good)', async () => {
    const page = document.createElement('div');
    page.innerHTML = BELOW('animation-style="fade"');
    const element = page.querySelector('pb-animate')!;
    // Removed in the task that rendered it, before any frame: Preact runs the effects that follow
    // a paint after the next frame, so none of them ran for this element.
    const rendered = new Promise<{ waiting: Animation[]; states: AnimationPlayState[] }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!element.hasAttribute('data-enhanced')) return;
        observer.disconnect();
        const waiting = animations(element);
        resolve({ waiting, states: waiting.map((animation) => animation.playState) });
        page.remove();
      });
      observer.observe(element, { attributes: true, attributeFilter: ['data-enhanced'] });
    });
    document.body.append(page);
    const { waiting, states } = await rendered;
    expect(states, 'it was waiting in its starting state').to.deep.equal(['paused']);
    await waitFor(() => waiting[0]!.playState === 'idle', 'the waiting animation to be cancelled with the element');
  });

  it('axe-core finds nothing, waiting and animated', async () => {
    const page = fixture(BELOW('animation-style="fold" animation-direction="right" animation-duration="200"'));
    const element = page.querySelector('pb-animate')!;
    await upgraded(element);
    expect(await axeViolations(page)).to.deep.equal([]);
    await scrollIntoView(element);
    await waitFor(() => element.hasAttribute('data-had-animation'), 'had-animation');
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
