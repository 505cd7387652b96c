import { describe, expect, it } from 'vitest';
import { formatPixels, isNoValue, parseInteger, toPixels } from '../../react-core/builder/numbers';
import { sameInWireframe, WIREFRAME_IGNORED_ATTRS, wireframeAttrs } from '../../react-core/builder/wireframe';
import type { BuilderModule } from '../../react-core/builder/types';
import {
  sprintf,
  SPRINTF_ARGUMENT_NUMBER_ZERO,
  SPRINTF_TOO_FEW_ARGUMENTS,
  SPRINTF_WIDTH_NOT_FINITE,
} from '../../react-core/builder/sprintf';

describe('numbers of the builder (SPEC §5 Sticky and builder), from the runtime value rules', () => {
  it('integer parsing keeps only digits, the minus sign and the part before a dot, truncated; other types give 0', () => {
    expect([parseInteger('12.9'), parseInteger('-12.9'), parseInteger('20px'), parseInteger(5.99), parseInteger(null), parseInteger({})]).toEqual([12, -12, 20, 5, 0, 0]);
  });

  it('pixel formatting returns an empty string (or 0px if requested) for zero', () => {
    expect([formatPixels(0), formatPixels(0, true), formatPixels(12)]).toEqual(['', '0px', '12px']);
  });

  it('a value of none or auto counts as no value', () => {
    expect([isNoValue('none'), isNoValue('auto'), isNoValue('0')]).toEqual([true, true, false]);
  });

  const context = { viewportWidth: 1000, viewportHeight: 800, percentOf: 200 };

  it.each([
    ['20px', 20],
    ['20', 20],
    ['50%', 100],
    ['10vw', 100],
    ['5vh', 40],
    ['-1.5px', -1.5],
  ] as const)('percentage, vw, vh and px sizes are converted to pixels: %s is %d px', (raw, expected) => {
    expect(toPixels(raw, context)).toBe(expected);
  });

  it('a percentage with no reference length is of the viewport height', () => {
    expect(toPixels('50%', { viewportWidth: 1000, viewportHeight: 800 })).toBe(400);
  });

  it.each(['none', 'auto', '', 'AUTO', '10em', 'wide'])('%j is no value (null)', (raw) => {
    expect(toPixels(raw, context)).toBeNull();
  });
});

describe('attrs ignored when comparing modules in wireframe mode (SPEC §3)', () => {
  const module = (attrs: Record<string, string>, content: BuilderModule['content'] = 'Text', extra: Partial<BuilderModule> = {}): BuilderModule => ({
    type: 'pb-toggle',
    attrs,
    content,
    key: 'k1',
    shortcodeIndex: 0,
    address: '0.0',
    ...extra,
  });

  it('lists exactly the spec attrs', () => {
    expect(WIREFRAME_IGNORED_ATTRS).toEqual([
      'locked',
      'global_module',
      'admin_label',
      'collapsed',
      'ab_subject_id',
      'ab_goal',
      'disabled',
      'disabled_on',
      'column_structure',
      'type',
      '_deleted',
    ]);
  });

  it.each(WIREFRAME_IGNORED_ATTRS)('a change of %s alone does not count', (name) => {
    expect(sameInWireframe(module({ title: 'A' }), module({ title: 'A', [name]: 'on' }))).toBe(true);
  });

  it('a change of any other attr, of the content or of the slug counts', () => {
    expect(sameInWireframe(module({ title: 'A' }), module({ title: 'B' }))).toBe(false);
    expect(sameInWireframe(module({ title: 'A' }), module({ title: 'A', open: 'on' }))).toBe(false);
    expect(sameInWireframe(module({ title: 'A' }), module({ title: 'A' }, 'Other'))).toBe(false);
    expect(sameInWireframe(module({}), module({}, 'Text', { type: 'pb-tabs' }))).toBe(false);
  });

  it('an unset attr equals a missing one; key, shortcode index and address are not compared', () => {
    expect(sameInWireframe(module({ title: 'A', open: '' }), module({ title: 'A' }, 'Text', { key: 'k2', shortcodeIndex: 4, address: '1.3' }))).toBe(true);
  });

  it('compares children in order, recursively, with the same rule', () => {
    const child = (title: string, attrs: Record<string, string> = {}) => module({ title, ...attrs });
    const parent = (children: BuilderModule[]) => module({}, children, { type: 'pb-accordion' });
    expect(sameInWireframe(parent([child('A'), child('B')]), parent([child('A', { admin_label: 'x' }), child('B', { locked: 'on' })]))).toBe(true);
    expect(sameInWireframe(parent([child('A'), child('B')]), parent([child('B'), child('A')]))).toBe(false);
    expect(sameInWireframe(parent([child('A')]), parent([child('A'), child('B')]))).toBe(false);
    expect(sameInWireframe(parent([]), module({}, '', { type: 'pb-accordion' }))).toBe(false);
  });

  it('gives the attrs the wireframe compares', () => {
    expect(wireframeAttrs({ title: 'A', locked: 'on', _deleted: 'on', open: '', color: undefined })).toEqual({ title: 'A' });
  });
});

describe('printf-style formatter: %s %d %f %.2f %5s %1$s %% (SPEC §5)', () => {
  it.each([
    ['%s', ['text'], 'text'],
    ['%d', [42], '42'],
    ['%d', ['42.9'], '42'],
    ['%d', [-42.9], '-42'],
    ['%i', ['7 items'], '7'],
    ['%d', ['abc'], '0'],
    ['%f', [1.5], '1.500000'],
    ['%.2f', [3.14159], '3.14'],
    ['%.2f', ['2.5'], '2.50'],
    ['%.0f', [2.5], '3'],
    ['%5s', ['ab'], '   ab'],
    ['%-5s|', ['ab'], 'ab   |'],
    ['%05d', [-42], '-0042'],
    ['%+d %+d', [5, -5], '+5 -5'],
    ["%'*8s", ['ab'], '******ab'],
    ['%.3s', ['abcdef'], 'abc'],
    ['%1$s %2$s %1$s', ['a', 'b'], 'a b a'],
    ['%2$s of %1$d', [3, 'Slide'], 'Slide of 3'],
    ['100%%', [], '100%'],
    ['%d%%', [50], '50%'],
    ['%x %X %o %b', [255, 255, 8, 5], 'ff FF 10 101'],
    ['%u', [-1], '4294967295'],
    ['%c', [65], 'A'],
    ['%e', [12345.678], '1.234568e+4'],
    ['%*s', [4, 'a'], '   a'],
    ['%.*f', [1, 2.25], '2.3'],
    ['%-*s|', [3, 'a'], 'a  |'],
    ['%*s|', [-3, 'a'], 'a  |'],
    ['Go to slide %d', [3], 'Go to slide 3'],
    ['%d / %d', [2, 5], '2 / 5'],
    ['%q and a lone %', [], '%q and a lone %'],
    ['no conversions', ['extra'], 'no conversions'],
  ] as const)('sprintf(%j, …%j) is %j', (format, args, expected) => {
    expect(sprintf(format, ...args)).toBe(expected);
  });

  it('throws on a non-finite width', () => {
    expect(SPRINTF_WIDTH_NOT_FINITE).toBe('Width must be finite');
    expect(() => sprintf('%*s', Infinity, 'a')).toThrow(new RangeError('Width must be finite'));
    expect(() => sprintf('%*s', 'wide', 'a')).toThrow('Width must be finite');
    expect(() => sprintf(`%${'9'.repeat(400)}s`, 'a')).toThrow('Width must be finite');
  });

  it('throws on an argument number of zero', () => {
    expect(SPRINTF_ARGUMENT_NUMBER_ZERO).toBe('Argument number must be greater than zero');
    expect(() => sprintf('%0$s', 'a')).toThrow(new RangeError('Argument number must be greater than zero'));
  });

  it('a percent sign before a space and a specifier is a conversion, as in printf ("50% off" reads "% o")', () => {
    expect(() => sprintf('50% off')).toThrow('Too few arguments');
    expect(sprintf('50%% off')).toBe('50% off');
  });

  it('throws on too few arguments', () => {
    expect(SPRINTF_TOO_FEW_ARGUMENTS).toBe('Too few arguments');
    expect(() => sprintf('%s %s', 'a')).toThrow(new RangeError('Too few arguments'));
    expect(() => sprintf('%3$s', 'a', 'b')).toThrow('Too few arguments');
    expect(() => sprintf('%d')).toThrow('Too few arguments');
    expect(() => sprintf('%*s', 3)).toThrow('Too few arguments');
  });
});
