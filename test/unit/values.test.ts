import { describe, it, expect } from 'vitest';
import {
  isNoValue,
  parseFlag,
  parseSize,
  sizeToPixels,
  slugify,
  toKebabCase,
} from '../../react-core/runtime/values';
import { formatPixels, parseInteger } from '../../react-core/builder/numbers';

describe('parseFlag: flags take the values on/off, yes/no, default (SPEC §4 Builder helpers, ELEMENTS Booleans)', () => {
  it.each([
    ['', true],
    ['on', true],
    ['yes', true],
    ['true', true],
    ['off', false],
    ['no', false],
    ['false', false],
  ] as const)('reads %j as %s', (raw, expected) => {
    expect(parseFlag(raw)).toBe(expected);
  });

  it.each(['ON', ' Yes ', 'TRUE', '  '])('ignores case and surrounding spaces (%j is true)', (raw) => {
    expect(parseFlag(raw)).toBe(true);
  });

  it.each(['OFF', ' No', 'False '])('ignores case and surrounding spaces (%j is false)', (raw) => {
    expect(parseFlag(raw)).toBe(false);
  });

  it('treats a missing attribute (null) as "use the default"', () => {
    expect(parseFlag(null)).toBeUndefined();
  });

  it.each(['default', 'DEFAULT', ' Default '])('treats %j as "use the default"', (raw) => {
    expect(parseFlag(raw)).toBeUndefined();
  });

  it.each(['1', '0', 'maybe', 'onn', 'y', 'enabled'])('throws a RangeError naming any other word (%j)', (raw) => {
    expect(() => parseFlag(raw)).toThrow(RangeError);
    expect(() => parseFlag(raw)).toThrow(`"${raw}" is not a flag`);
  });
});

describe('isNoValue: a value of none or auto counts as no value (SPEC §5 Sticky and builder)', () => {
  it.each([null, undefined, '', '   ', 'none', 'auto', 'NONE', ' Auto '])('%j is no value', (raw) => {
    expect(isNoValue(raw)).toBe(true);
  });

  it.each(['0', '0px', 'nonee', 'automatic', 'inherit', '10%'])('%j is a value', (raw) => {
    expect(isNoValue(raw)).toBe(false);
  });
});

describe('parseInteger: keeps only digits, the minus sign and the part before a dot; other types give 0 (SPEC §5)', () => {
  it.each([
    ['42', 42],
    ['-42', -42],
    ['12.9', 12],
    ['-12.9', -12],
    ['20px', 20],
    ['1,000', 1000],
    ['  7  ', 7],
    ['a1b2c3', 123],
    ['.5', 0],
    ['', 0],
    ['abc', 0],
    ['-', 0],
    ['3.7.9', 3],
  ] as const)('parses the string %j as %d', (raw, expected) => {
    expect(parseInteger(raw)).toBe(expected);
  });

  it.each([
    [5, 5],
    [5.99, 5],
    [-5.99, -5],
    [0, 0],
  ] as const)('truncates the number %d to %d', (raw, expected) => {
    expect(parseInteger(raw)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('gives 0 for the non-finite number %d', (raw) => {
    expect(parseInteger(raw)).toBe(0);
  });

  it.each([null, undefined, true, false, {}, [], ['7'], 7n])('gives 0 for the non-string, non-number %o', (raw) => {
    expect(parseInteger(raw)).toBe(0);
  });
});

describe('formatPixels: returns an empty string (or 0px if requested) for zero (SPEC §5)', () => {
  it('gives an empty string for zero by default', () => {
    expect(formatPixels(0)).toBe('');
  });

  it('gives 0px for zero when asked to', () => {
    expect(formatPixels(0, true)).toBe('0px');
  });

  it.each([
    [10, '10px'],
    [-4, '-4px'],
    [1.5, '1.5px'],
  ] as const)('appends px to a non-zero value (%d → %s)', (value, expected) => {
    expect(formatPixels(value)).toBe(expected);
    expect(formatPixels(value, true)).toBe(expected);
  });
});

describe('parseSize: accepts 20, 20px, 50%, 10vw, 5vh; none and auto mean no value (ELEMENTS Numbers and sizes)', () => {
  it.each([
    ['20', { value: 20, unit: 'px' }],
    ['20px', { value: 20, unit: 'px' }],
    ['50%', { value: 50, unit: '%' }],
    ['10vw', { value: 10, unit: 'vw' }],
    ['5vh', { value: 5, unit: 'vh' }],
    ['-15px', { value: -15, unit: 'px' }],
    ['.5vh', { value: 0.5, unit: 'vh' }],
    ['12.25%', { value: 12.25, unit: '%' }],
    ['20PX', { value: 20, unit: 'px' }],
    ['10 VW', { value: 10, unit: 'vw' }],
    ['  30px  ', { value: 30, unit: 'px' }],
  ] as const)('parses %j', (raw, expected) => {
    expect(parseSize(raw)).toEqual(expected);
  });

  it.each(['', '  ', 'none', 'auto', 'AUTO'])('gives null (no value) for %j', (raw) => {
    expect(parseSize(raw)).toBeNull();
  });

  it.each(['abc', '20em', '10rem', 'px', '1e3px', '20px 10px', '--5', '5.px', 'calc(10px)'])(
    'throws a RangeError for the unsupported size %j',
    (raw) => {
      expect(() => parseSize(raw)).toThrow(RangeError);
      expect(() => parseSize(raw)).toThrow(`"${raw}" is not a size`);
    },
  );
});

describe('sizeToPixels: percentage, vw, vh and px sizes are converted to pixels (SPEC §5)', () => {
  const viewport = { viewportWidth: 1200, viewportHeight: 800 };

  it('keeps pixels as they are', () => {
    expect(sizeToPixels({ value: 37, unit: 'px' }, viewport)).toBe(37);
  });

  it('converts vw against the viewport width', () => {
    expect(sizeToPixels({ value: 10, unit: 'vw' }, viewport)).toBe(120);
  });

  it('converts vh against the viewport height', () => {
    expect(sizeToPixels({ value: 25, unit: 'vh' }, viewport)).toBe(200);
  });

  it('converts a percentage against the given reference length', () => {
    expect(sizeToPixels({ value: 50, unit: '%' }, { ...viewport, percentOf: 300 })).toBe(150);
  });

  it('converts a percentage against the viewport height when no reference length is given', () => {
    expect(sizeToPixels({ value: 50, unit: '%' }, viewport)).toBe(400);
  });

  it('uses a reference length of 0 rather than falling back to the viewport', () => {
    expect(sizeToPixels({ value: 50, unit: '%' }, { ...viewport, percentOf: 0 })).toBe(0);
  });

  it('keeps the sign of negative sizes', () => {
    expect(sizeToPixels({ value: -10, unit: 'vw' }, viewport)).toBe(-120);
  });
});

describe('toKebabCase: attributes come from the field names in kebab-case (ELEMENTS Conventions)', () => {
  it.each([
    ['slideToShow', 'slide-to-show'],
    ['autoplaySpeed', 'autoplay-speed'],
    ['top_offset', 'top-offset'],
    ['offset_surrounding', 'offset-surrounding'],
    ['startingOpacity', 'starting-opacity'],
    ['slide-to-show', 'slide-to-show'],
    ['loop', 'loop'],
    ['slider2Effect', 'slider2-effect'],
    ['slideToShow_tablet', 'slide-to-show-tablet'],
  ] as const)('turns %j into %j', (name, expected) => {
    expect(toKebabCase(name)).toBe(expected);
  });
});

describe('slugify: a hash-safe slug of lower case letters, digits and hyphens', () => {
  it.each([
    ['Nature', 'nature'],
    ['Web Design', 'web-design'],
    ['  Hello, World!  ', 'hello-world'],
    ['Café au lait', 'cafe-au-lait'],
    ['Ünïcödé', 'unicode'],
    ['a -- b', 'a-b'],
    ['---x---', 'x'],
    ['Tab 2', 'tab-2'],
    ['under_score', 'under-score'],
    ['', ''],
    ['!!!', ''],
  ] as const)('turns %j into %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('only ever produces characters that survive hash sanitising', () => {
    for (const text of ['Ça va? Oui|non', 'a/b\\c#d', 'x  y\tz', 'Ｆｕｌｌｗｉｄｔｈ']) {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$|^$/);
    }
  });
});
