/**
 * Shared helpers for the layout (CLS 0) and accessibility checks of the browser tests: element
 * boxes as comparable strings, measurements at several viewport widths, a layout-shift recorder,
 * the "inject this critical CSS for the suite" hooks, a check for a module's own scroll/resize
 * listeners and an axe-core runner.
 */
import axe from 'axe-core';
import { setViewport } from '@web/test-runner-commands';
import { subscribeFrame } from '../../react-core/runtime/frame-loop';
import { animationsSettled, frames, upgraded } from './helpers';

/**
 * How a box names its element:
 * - `'tagName'` / `'localName'` / `'className'`: that property;
 * - `'classOrTag'`: `className || tagName`;
 * - `'none'`: no name (the string is only the four numbers);
 * - a function: whatever it returns.
 */
export type BoxLabel = 'tagName' | 'localName' | 'className' | 'classOrTag' | 'none' | ((element: Element) => string);

export interface BoxOptions {
  /** How the element is named in front of its numbers (default `'tagName'`). */
  label?: BoxLabel;
  /**
   * Coordinates: viewport (default, as getBoundingClientRect gives them), `'y'` (window.scrollY is
   * added to y only) or `'xy'` (window.scrollX is added to x and window.scrollY to y: document
   * coordinates).
   */
  scroll?: 'y' | 'xy';
}

function labelOf(element: Element, label: BoxLabel): string {
  if (typeof label === 'function') return label(element);
  switch (label) {
    case 'tagName':
      return element.tagName;
    case 'localName':
      return element.localName;
    case 'className':
      return `${element.className}`;
    case 'classOrTag':
      return `${element.className || element.tagName}`;
    case 'none':
      return '';
  }
}

/** One element's box as `label:x,y,width,height`, every number with one decimal (toFixed(1)). */
export function boxOf(element: Element, { label = 'tagName', scroll }: BoxOptions = {}): string {
  const { x, y, width, height } = element.getBoundingClientRect();
  const left = scroll === 'xy' ? x + window.scrollX : x;
  const top = scroll === 'xy' || scroll === 'y' ? y + window.scrollY : y;
  const numbers = `${left.toFixed(1)},${top.toFixed(1)},${width.toFixed(1)},${height.toFixed(1)}`;
  return label === 'none' ? numbers : `${labelOf(element, label)}:${numbers}`;
}

/** The boxes (see boxOf) of every element under `root` that matches `selector`, in document order. */
export function boxesOf(root: ParentNode, selector: string, options: BoxOptions = {}): string[] {
  return [...root.querySelectorAll(selector)].map((element) => boxOf(element, options));
}

export interface WidthOptions {
  /** Viewport height (default 800). */
  height?: number;
  /** Animation frames to wait after each resize before measuring (default 1; 0 measures at once). */
  frames?: number;
}

/**
 * Sets the viewport to each width in turn (height 800 unless told), waits `frames` frames and
 * calls `measure(width, index)`: one result per width, in the order of `widths`. `measure` may
 * also check something (an expect) at each width; the first failure stops the loop.
 */
export async function atWidths<T>(
  widths: readonly number[],
  measure: (width: number, index: number) => T,
  { height = 800, frames: count = 1 }: WidthOptions = {},
): Promise<T[]> {
  const result: T[] = [];
  for (const [index, width] of widths.entries()) {
    await setViewport({ width, height });
    await frames(count);
    result.push(measure(width, index));
  }
  return result;
}

export interface LayoutShifts {
  /** The sum of every recorded layout-shift entry's value. */
  value: number;
  /** One line per shifted node: `NODENAME.className {previousRect} -> {currentRect}`. */
  sources: string[];
}

type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  sources: ReadonlyArray<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};

/**
 * Starts recording `layout-shift` entries. The returned function stops recording (entries the
 * browser has queued but not yet delivered are taken too) and gives the total and the sources;
 * calling it again gives the same result.
 */
export function recordLayoutShifts(): () => LayoutShifts {
  const result: LayoutShifts = { value: 0, sources: [] };
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      result.value += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node as Element | null | undefined;
        result.sources.push(`${node?.nodeName}.${node?.className} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
      }
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  let stopped = false;
  return () => {
    if (!stopped) {
      stopped = true;
      add(observer.takeRecords());
      observer.disconnect();
    }
    return { value: result.value, sources: [...result.sources] };
  };
}

/**
 * Runs `run` while the shared frame loop is already listening (subscribeFrame) and returns the
 * `scroll` and `resize` listeners added to window meanwhile: anything added then would be a
 * module's own, where it should use the shared loop. Empty when there are none.
 */
export async function ownScrollListeners(run: () => Promise<void>): Promise<string[]> {
  const stop = subscribeFrame({});
  const added: string[] = [];
  const { addEventListener } = window;
  window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
    added.push(type);
    return (addEventListener as (...args: unknown[]) => void).call(this, type, ...rest);
  } as typeof window.addEventListener;
  try {
    await run();
  } finally {
    window.addEventListener = addEventListener;
    stop();
  }
  return added.filter((type) => type === 'scroll' || type === 'resize');
}

/** Mocha hooks for a suite: adds a `<style>` with `css` to the head before it, removes it after. */
export function useCriticalCss(css: string): void {
  let style: HTMLStyleElement | undefined;
  before(() => {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
  after(() => {
    style?.remove();
  });
}

/**
 * axe-core's violations under `root`, one line each: `id: target, target`. Empty when it finds nothing.
 * Read at rest: a fade still running on a busy machine would be measured at part opacity (colour contrast).
 */
export async function axeViolations(root: Element | Document = document.body): Promise<string[]> {
  await animationsSettled();
  const results = await axe.run(root);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The upgrade of a module not defined yet: imports it (`load`), waits until every `tag` under
 * `root` has rendered, then `count` more frames.
 */
export async function upgradeEvery(root: ParentNode, tag: string, load: () => Promise<unknown>, count = 2): Promise<void> {
  await load();
  await Promise.all([...root.querySelectorAll(tag)].map(upgraded));
  await frames(count);
}
