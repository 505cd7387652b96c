/**
 * When <pb-image-carousel> rotates (SPEC.md §4 "Image carousel autoplay"; WAI-ARIA Carousel:
 * stop on hover and focus, rotation control).
 */
import { describe, expect, it } from 'vitest';
import {
  autoplayReducer,
  autoplayRuns,
  initialAutoplayState,
  rotationControlStops,
  type AutoplayAction,
  type AutoplaySeed,
  type AutoplayState,
} from '../../react-core/image-carousel/autoplay-state';

const SEED: AutoplaySeed = { enabled: true, pauseOnHover: true, startsInView: true, reducedMotion: false, pageHidden: false };

function run(seed: Partial<AutoplaySeed>, ...actions: AutoplayAction[]): AutoplayState {
  return actions.reduce(autoplayReducer, initialAutoplayState({ ...SEED, ...seed }));
}

describe('image carousel autoplay state', () => {
  it('is off without the autoplay attribute, whatever else happens', () => {
    expect(autoplayRuns(run({ enabled: false }))).toBe(false);
    expect(autoplayRuns(run({ enabled: false }, { type: 'in-view' }, { type: 'hover', hovered: false }))).toBe(false);
  });

  it('starts at once with autoplay and no viewport trigger', () => {
    expect(autoplayRuns(run({}))).toBe(true);
  });

  it('with a viewport offset, starts only once the carousel is in view', () => {
    const waiting = run({ startsInView: false });
    expect(autoplayRuns(waiting)).toBe(false);
    expect(autoplayRuns(autoplayReducer(waiting, { type: 'in-view' }))).toBe(true);
  });

  it('stops on mouse enter and restarts on mouse leave when pause-on-hover is on', () => {
    const hovered = run({}, { type: 'hover', hovered: true });
    expect(autoplayRuns(hovered)).toBe(false);
    expect(autoplayRuns(autoplayReducer(hovered, { type: 'hover', hovered: false }))).toBe(true);
    expect(autoplayRuns(run({ pauseOnHover: false }, { type: 'hover', hovered: true }))).toBe(true);
  });

  it('stops while focus is inside, while the page is hidden and while the lightbox is open', () => {
    expect(autoplayRuns(run({}, { type: 'focus', focused: true }))).toBe(false);
    expect(autoplayRuns(run({}, { type: 'focus', focused: true }, { type: 'focus', focused: false }))).toBe(true);
    expect(autoplayRuns(run({ pageHidden: true }))).toBe(false);
    expect(autoplayRuns(run({}, { type: 'page-visibility', hidden: true }))).toBe(false);
    expect(autoplayRuns(run({}, { type: 'page-visibility', hidden: true }, { type: 'page-visibility', hidden: false }))).toBe(true);
    expect(autoplayRuns(run({}, { type: 'lightbox', open: true }))).toBe(false);
    expect(autoplayRuns(run({}, { type: 'lightbox', open: true }, { type: 'lightbox', open: false }))).toBe(true);
  });

  it('stops for good on user interaction (SPEC §4 "stops on user interaction"); the rotation control restarts it', () => {
    const moved = run({}, { type: 'interaction' });
    expect(autoplayRuns(moved)).toBe(false);
    expect(rotationControlStops(moved)).toBe(false);
    expect(autoplayRuns(run({}, { type: 'hover', hovered: true }, { type: 'interaction' }, { type: 'hover', hovered: false }))).toBe(false);
    expect(autoplayRuns(run({}, { type: 'focus', focused: true }, { type: 'interaction' }, { type: 'focus', focused: false }))).toBe(false);
    expect(autoplayRuns(autoplayReducer(moved, { type: 'toggle' }))).toBe(true);
  });

  it('an interaction without autoplay changes nothing, so a later autoplay attribute still starts', () => {
    const plain = run({ enabled: false }, { type: 'interaction' });
    expect(autoplayRuns(autoplayReducer(plain, { type: 'configure', enabled: true, pauseOnHover: true }))).toBe(true);
  });

  it('the rotation control stops for good and starts again, even before the viewport offset is reached', () => {
    const stopped = run({}, { type: 'toggle' });
    expect(autoplayRuns(stopped)).toBe(false);
    expect(rotationControlStops(stopped)).toBe(false);
    expect(autoplayRuns(autoplayReducer(stopped, { type: 'hover', hovered: false }))).toBe(false);
    const restarted = autoplayReducer(stopped, { type: 'toggle' });
    expect(autoplayRuns(restarted)).toBe(true);
    expect(rotationControlStops(restarted)).toBe(true);
    expect(autoplayRuns(run({ startsInView: false }, { type: 'toggle' }, { type: 'toggle' }))).toBe(true);
  });

  it('with reduced motion it waits for the rotation control', () => {
    const reduced = run({ reducedMotion: true });
    expect(autoplayRuns(reduced)).toBe(false);
    expect(rotationControlStops(reduced)).toBe(false);
    expect(autoplayRuns(autoplayReducer(reduced, { type: 'toggle' }))).toBe(true);
  });

  it('follows attribute changes, and keeps the same state object when nothing changes', () => {
    const state = run({});
    expect(autoplayReducer(state, { type: 'configure', enabled: true, pauseOnHover: true })).toBe(state);
    expect(autoplayReducer(state, { type: 'in-view' })).toBe(state);
    expect(autoplayReducer(state, { type: 'hover', hovered: false })).toBe(state);
    expect(autoplayRuns(autoplayReducer(state, { type: 'configure', enabled: false, pauseOnHover: true }))).toBe(false);
  });
});
