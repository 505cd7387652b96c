/**
 * The loader's visibility watch (react-core/loader/visibility.ts): when an instance comes within
 * the margin, whether the visitor sees it now, and elements without a box watched through their
 * children; on screen judged in the viewport of now, after a resize too.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { createVisibilityWatch } from '../../react-core/loader/visibility';
import { cleanupFixtures, fixture, waitFor } from './helpers';

describe('loader visibility watch', () => {
  const seen: Array<[id: string, onScreen: boolean]> = [];
  const watch = createVisibilityWatch('100% 0px', (element, onScreen) => seen.push([element.id, onScreen]));
  const seenIds = (): string[] => seen.map(([id]) => id).sort();

  /** A block of `height` px at `top` px from the top of the page. */
  const block = (id: string, top: number, height = 100): HTMLElement =>
    fixture(`<div id="${id}" style="position: absolute; top: ${top}px; left: 0; width: 100px; height: ${height}px"></div>`);

  beforeEach(async () => {
    seen.length = 0;
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(() => cleanupFixtures());

  it('an element in the viewport is seen on screen; one within the margin below it, seen but not on screen; one further down, not seen', async () => {
    const elements = [block('top', 100), block('near', 900), block('far', 3000)];
    elements.forEach(watch.watch);
    await waitFor(() => seen.length === 2, 'the two near elements');
    expect(Object.fromEntries(seen)).to.deep.equal({ top: true, near: false });
    elements.forEach(watch.unwatch);
  });

  it('after a resize, on screen is judged in the new viewport', async () => {
    const first = block('first', 0);
    watch.watch(first);
    await waitFor(() => seen.length === 1, 'the first element');
    await setViewport({ width: 800, height: 300 });
    await waitFor(() => innerHeight === 300, 'the smaller viewport');
    // 400 px down: on screen in the 600 px viewport of before, within the margin of the new one.
    const lower = block('lower', 400);
    watch.watch(lower);
    await waitFor(() => seen.length === 2, 'the lower element');
    expect(seen[1]).to.deep.equal(['lower', false]);
  });

  it('an element laid out with display: contents is seen through its children, with the other elements of the same batch', async () => {
    const boxless = fixture('<div id="boxless" style="display: contents"><p style="margin: 0">A child with a box</p></div>');
    const beside = block('beside', 200);
    watch.watch(boxless);
    watch.watch(beside);
    await waitFor(() => seen.length === 2, 'both elements');
    expect(seenIds()).to.deep.equal(['beside', 'boxless']);
  });
});
