// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  crossing,
  NO_ELEMENT_MESSAGE,
  NO_HANDLER_MESSAGE,
  NO_OPTIONS_MESSAGE,
  resolveOffset,
  triggerPoint,
  Waypoint,
  WAYPOINT_REFRESH_DEBOUNCE_MS,
  type WaypointOptions,
} from '../../react-core/builder/waypoint';

describe('waypoint (SPEC §8 messages, §9 reinit 100 ms)', () => {
  it('throws exactly "No options passed to Waypoint constructor" without options', () => {
    expect(NO_OPTIONS_MESSAGE).toBe('No options passed to Waypoint constructor');
    expect(() => new Waypoint()).toThrowError(new Error('No options passed to Waypoint constructor'));
  });

  it('throws exactly "No element option passed to Waypoint constructor" without an element', () => {
    expect(NO_ELEMENT_MESSAGE).toBe('No element option passed to Waypoint constructor');
    const options = { handler: () => undefined } as unknown as WaypointOptions;
    expect(() => new Waypoint(options)).toThrowError(new Error('No element option passed to Waypoint constructor'));
  });

  it('throws exactly "No handler option passed to Waypoint constructor" without a handler', () => {
    expect(NO_HANDLER_MESSAGE).toBe('No handler option passed to Waypoint constructor');
    const options = { element: document.createElement('div') } as unknown as WaypointOptions;
    expect(() => new Waypoint(options)).toThrowError(new Error('No handler option passed to Waypoint constructor'));
  });

  it('refreshes its trigger points 100 ms after the document size changes', () => {
    expect(WAYPOINT_REFRESH_DEBOUNCE_MS).toBe(100);
  });

  it('reads the offset as pixels, a percentage of the context height, or bottom-in-view', () => {
    expect(resolveOffset(40, 800, 100)).toBe(40);
    expect(resolveOffset('40', 800, 100)).toBe(40);
    expect(resolveOffset('80%', 800, 100)).toBe(640);
    expect(resolveOffset('-10%', 800, 100)).toBe(-80);
    expect(resolveOffset('bottom-in-view', 800, 100)).toBe(700);
    expect(resolveOffset('nonsense', 800, 100)).toBe(0);
    expect(resolveOffset(Number.NaN, 800, 100)).toBe(0);
  });

  it('triggers where the element top is offset pixels below the context top, floored', () => {
    expect(triggerPoint(1000, 0)).toBe(1000);
    expect(triggerPoint(1000, 640)).toBe(360);
    expect(triggerPoint(1000.7, 0.2)).toBe(1000);
  });

  it('is crossed down from before to at or past the trigger point, up the other way', () => {
    expect(crossing(100, 500, 500)).toBe('down');
    expect(crossing(499, 600, 500)).toBe('down');
    expect(crossing(600, 499, 500)).toBe('up');
    expect(crossing(500, 499, 500)).toBe('up');
    expect(crossing(100, 400, 500)).toBeNull();
    expect(crossing(600, 700, 500)).toBeNull();
  });

  it('fires down once when created with its trigger point already passed, nothing otherwise', () => {
    expect(crossing(undefined, 600, 500)).toBe('down');
    expect(crossing(undefined, 500, 500)).toBe('down');
    expect(crossing(undefined, 400, 500)).toBeNull();
  });
});
