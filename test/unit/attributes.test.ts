// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import {
  SCREEN_SUFFIXES,
  attribute,
  observedAttributeNames,
  readAttributes,
  readSettingsObject,
  responsive,
  setByAuthor,
  settingName,
  type AttributeSchema,
} from '../../react-core/element/attributes';
import type { ScreenMode } from '../../react-core/runtime/screen-mode';

/** warnOnce prints each distinct message once per page: every test gets its own tag name. */
let tagCounter = 0;
function uniqueTag(): string {
  tagCounter += 1;
  return `pb-test-${tagCounter}`;
}

function element(attributes: Record<string, string> = {}, html = ''): HTMLElement {
  const host = document.createElement('pb-test');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  host.innerHTML = html;
  return host;
}

function jsonScript(json: string, attributeName?: string): string {
  const data = attributeName === undefined ? '' : ` data-attribute="${attributeName}"`;
  return `<script type="application/json"${data}>${json}</script>`;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

/** Reads a one-attribute schema `{ [key]: spec }` from an element with `attributes`. */
function readOne<S extends AttributeSchema>(
  schema: S,
  attributes: Record<string, string>,
  mode: ScreenMode = 'desktop',
  tag = uniqueTag(),
): S[keyof S]['fallback'] {
  const values = readAttributes(element(attributes), tag, schema, mode);
  const key = Object.keys(schema)[0] as keyof S;
  return values[key];
}

describe('attribute builders declare type and default', () => {
  it('declares booleans with a false default unless given', () => {
    expect(attribute.boolean()).toEqual({ type: 'boolean', fallback: false });
    expect(attribute.boolean(true)).toEqual({ type: 'boolean', fallback: true });
  });

  it('declares numbers with optional min, max and integer', () => {
    expect(attribute.number(3)).toEqual({ type: 'number', fallback: 3 });
    expect(attribute.number(3, { min: 1, max: 9, integer: true })).toEqual({
      type: 'number',
      fallback: 3,
      min: 1,
      max: 9,
      integer: true,
    });
  });

  it('declares sizes with no value by default', () => {
    expect(attribute.size()).toEqual({ type: 'size', fallback: null });
    expect(attribute.size({ value: 10, unit: 'vh' })).toEqual({ type: 'size', fallback: { value: 10, unit: 'vh' } });
  });

  it('declares strings with an empty default unless given', () => {
    expect(attribute.string()).toEqual({ type: 'string', fallback: '' });
    expect(attribute.string('x')).toEqual({ type: 'string', fallback: 'x' });
  });

  it('declares enums with their values and default', () => {
    expect(attribute.oneOf(['top', 'bottom'] as const, 'top')).toEqual({
      type: 'enum',
      values: ['top', 'bottom'],
      fallback: 'top',
    });
  });

  it('declares JSON settings with an optional validate function', () => {
    expect(attribute.json({ a: 1 })).toEqual({ type: 'json', fallback: { a: 1 } });
    expect('validate' in attribute.json(null)).toBe(false);
    const validate = (value: unknown): unknown => value;
    expect(attribute.json(null, validate).validate).toBe(validate);
  });

  it('responsive() marks a declaration responsive without changing the original', () => {
    const spec = attribute.number(2);
    const marked = responsive(spec);
    expect(marked).toEqual({ type: 'number', fallback: 2, responsive: true });
    expect(spec.responsive).toBeUndefined();
  });
});

describe('observedAttributeNames: field names in kebab-case, with -tablet and -phone for responsive fields (ELEMENTS Conventions)', () => {
  it('uses the documented screen suffixes', () => {
    expect(SCREEN_SUFFIXES).toEqual({ tablet: '-tablet', phone: '-phone' });
  });

  it('lists every attribute, variants included', () => {
    const schema = {
      slideToShow: responsive(attribute.number(1)),
      autoplaySpeed: attribute.number(7000),
      pause_on_hover: attribute.boolean(),
      loop: attribute.boolean(),
    };
    expect(observedAttributeNames(schema)).toEqual([
      'slide-to-show',
      'slide-to-show-tablet',
      'slide-to-show-phone',
      'autoplay-speed',
      'pause-on-hover',
      'loop',
      'settings',
    ]);
  });

  it('lists only the settings object for an empty schema', () => {
    expect(observedAttributeNames({})).toEqual(['settings']);
  });
});

describe('readAttributes: booleans follow HTML; on/off, yes/no, true/false accepted; default means the default (ELEMENTS Booleans)', () => {
  it.each([
    ['', true],
    ['on', true],
    ['yes', true],
    ['true', true],
    ['ON', true],
    ['off', false],
    ['no', false],
    ['false', false],
    ['No', false],
  ] as const)('reads loop=%j as %s', (value, expected) => {
    expect(readOne({ loop: attribute.boolean() }, { loop: value })).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads presence of the attribute as true', () => {
    expect(readOne({ loop: attribute.boolean(false) }, { loop: '' })).toBe(true);
  });

  it('reads the attribute name as its own value as true, as HTML boolean attributes do (loop="loop")', () => {
    // HTML: a boolean attribute's value is either empty or its own name (<video loop="loop">).
    expect(readOne({ loop: attribute.boolean(false) }, { loop: 'loop' })).toBe(true);
    expect(readOne({ pauseOnHover: attribute.boolean(false) }, { 'pause-on-hover': 'pause-on-hover' })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads absence of the attribute as the default (false unless declared otherwise)', () => {
    expect(readOne({ loop: attribute.boolean() }, {})).toBe(false);
    expect(readOne({ loop: attribute.boolean(true) }, {})).toBe(true);
  });

  it.each([false, true])('reads "default" as the declared default (%s)', (fallback) => {
    expect(readOne({ loop: attribute.boolean(fallback) }, { loop: 'default' })).toBe(fallback);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a camelCase field from its kebab-case attribute', () => {
    expect(readOne({ pauseOnHover: attribute.boolean() }, { 'pause-on-hover': 'on' })).toBe(true);
    expect(readOne({ pauseOnHover: attribute.boolean() }, { pauseonhover: 'on' })).toBe(false);
  });

  it('warns once, naming the tag and attribute, and uses the default for an invalid word', () => {
    const tag = uniqueTag();
    const schema = { pauseOnHover: attribute.boolean(true) };
    const host = element({ 'pause-on-hover': 'maybe' });
    expect(readAttributes(host, tag, schema, 'desktop').pauseOnHover).toBe(true);
    expect(readAttributes(host, tag, schema, 'desktop').pauseOnHover).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message.startsWith(`[${tag}] attribute "pause-on-hover"`)).toBe(true);
    expect(message).toContain('"maybe"');
    expect(message).toContain('using the default');
  });

  it('warns separately for each element tag', () => {
    const schema = { loop: attribute.boolean() };
    readOne(schema, { loop: 'sometimes' });
    readOne(schema, { loop: 'sometimes' });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('readAttributes: numbers accept what the builder writes; none and auto mean no value (ELEMENTS Numbers and sizes)', () => {
  it.each([
    ['20', 20],
    ['20px', 20],
    ['300ms', 300],
    ['-5', -5],
    ['0.5', 0.5],
    ['.5', 0.5],
    [' 12 ', 12],
    ['20PX', 20],
  ] as const)('reads %j as %d', (raw, expected) => {
    expect(readOne({ speed: attribute.number(1) }, { speed: raw })).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['none', 'auto', '', 'AUTO'])('reads %j as the default without warning', (raw) => {
    expect(readOne({ speed: attribute.number(7) }, { speed: raw })).toBe(7);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a missing attribute as the default', () => {
    expect(readOne({ speed: attribute.number(7) }, {})).toBe(7);
  });

  it.each(['abc', '20em', '50%', '1e3', '12,5', '5.', '--1', 'px', 'NaN', 'Infinity'])(
    'warns and uses the default for the non-number %j',
    (raw) => {
      const tag = uniqueTag();
      expect(readOne({ speed: attribute.number(7) }, { speed: raw }, 'desktop', tag)).toBe(7);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[${tag}\\] attribute "speed": .*not a number`));
    },
  );

  it('accepts a whole number when an integer is required', () => {
    expect(readOne({ rows: attribute.number(1, { integer: true }) }, { rows: '3' })).toBe(3);
    expect(readOne({ rows: attribute.number(1, { integer: true }) }, { rows: '3.0' })).toBe(3);
  });

  it('warns and uses the default for a fraction when an integer is required', () => {
    expect(readOne({ rows: attribute.number(1, { integer: true }) }, { rows: '2.5' })).toBe(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/attribute "rows": "2.5" is not a whole number/);
  });

  it.each([
    ['0', 0],
    ['10', 10],
    ['5', 5],
  ] as const)('accepts %j within min 0 and max 10 (bounds included)', (raw, expected) => {
    expect(readOne({ level: attribute.number(5, { min: 0, max: 10 }) }, { level: raw })).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and uses the default below the minimum', () => {
    expect(readOne({ level: attribute.number(5, { min: 0, max: 10 }) }, { level: '-1' })).toBe(5);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/attribute "level": -1 is below the minimum 0/);
  });

  it('warns and uses the default above the maximum', () => {
    expect(readOne({ level: attribute.number(5, { min: 0, max: 10 }) }, { level: '10.5' })).toBe(5);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/attribute "level": 10.5 is above the maximum 10/);
  });

  it('warns and uses the default for a number too large to be finite (400 digits), even without a maximum', () => {
    expect(readOne({ duration: attribute.number(500, { min: 0 }) }, { duration: '9'.repeat(400) })).toBe(500);
    const warning = String(warn.mock.calls[0]?.[0]);
    expect(warning).toMatch(/attribute "duration": "9{40}…" is too large a number/);
    expect(warning.length).toBeLessThan(200);
  });
});

describe('readAttributes: sizes accept 20, 20px, 50%, 10vw, 5vh; none and auto mean no value (ELEMENTS, SPEC §5)', () => {
  it.each([
    ['20', { value: 20, unit: 'px' }],
    ['20px', { value: 20, unit: 'px' }],
    ['50%', { value: 50, unit: '%' }],
    ['10vw', { value: 10, unit: 'vw' }],
    ['5vh', { value: 5, unit: 'vh' }],
  ] as const)('reads %j', (raw, expected) => {
    expect(readOne({ topOffset: attribute.size() }, { 'top-offset': raw })).toEqual(expected);
  });

  it.each(['none', 'auto', ''])('reads %j as no value (null)', (raw) => {
    expect(readOne({ topOffset: attribute.size({ value: 10, unit: 'px' }) }, { 'top-offset': raw })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a missing attribute as the default', () => {
    expect(readOne({ topOffset: attribute.size({ value: 10, unit: 'px' }) }, {})).toEqual({ value: 10, unit: 'px' });
  });

  it('warns naming the tag and attribute and uses the default for an unsupported unit', () => {
    const tag = uniqueTag();
    const fallback = { value: 1, unit: 'vh' } as const;
    expect(readOne({ topOffset: attribute.size(fallback) }, { 'top-offset': '3em' }, 'desktop', tag)).toEqual(fallback);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`^\\[${tag}\\] attribute "top-offset": "3em" is not a size`));
  });
});

describe('readAttributes: strings and enums', () => {
  it('reads a string as written', () => {
    expect(readOne({ label: attribute.string('x') }, { label: '  Hello <b> ' })).toBe('  Hello <b> ');
    expect(readOne({ label: attribute.string('x') }, {})).toBe('x');
    expect(readOne({ label: attribute.string('x') }, { label: '' })).toBe('');
  });

  const position = attribute.oneOf(['none', 'top', 'bottom', 'top_bottom'] as const, 'none');

  it.each([
    ['top', 'top'],
    ['bottom', 'bottom'],
    ['top_bottom', 'top_bottom'],
    ['TOP', 'top'],
    [' bottom ', 'bottom'],
  ] as const)('reads the enum value %j as %j', (raw, expected) => {
    expect(readOne({ position }, { position: raw })).toBe(expected);
  });

  it.each(['', 'default', 'Default'])('reads %j as the default', (raw) => {
    expect(readOne({ position: attribute.oneOf(['top', 'bottom'] as const, 'bottom') }, { position: raw })).toBe('bottom');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns naming the tag, attribute and allowed values, and uses the default for an unknown value', () => {
    const tag = uniqueTag();
    expect(readOne({ position }, { position: 'left' }, 'desktop', tag)).toBe('none');
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message.startsWith(`[${tag}] attribute "position"`)).toBe(true);
    expect(message).toContain('none, top, bottom, top_bottom');
  });
});

describe('readAttributes: structured settings from a JSON attribute or a child <script type="application/json"> (ELEMENTS Structured settings)', () => {
  it('reads JSON from the attribute', () => {
    const host = element({ settings: '{"position":"top","topOffset":20}' });
    const values = readAttributes(host, uniqueTag(), { settings: attribute.json({}) }, 'desktop');
    expect(values.settings).toEqual({ position: 'top', topOffset: 20 });
  });

  it('reads JSON from a child script named with data-attribute', () => {
    const host = element({}, jsonScript('{"a":1}', 'other') + jsonScript('{"b":2}', 'settings'));
    const schema = { settings: attribute.json({}), other: attribute.json({}) };
    const values = readAttributes(host, uniqueTag(), schema, 'desktop');
    expect(values.settings).toEqual({ b: 2 });
    expect(values.other).toEqual({ a: 1 });
  });

  it('reads JSON from an unnamed child script when the schema has exactly one JSON setting', () => {
    const host = element({}, jsonScript('[1,2,3]'));
    const schema = { rules: attribute.json<number[]>([]), loop: attribute.boolean() };
    expect(readAttributes(host, uniqueTag(), schema, 'desktop').rules).toEqual([1, 2, 3]);
  });

  it('does not guess which setting an unnamed script is for when there are several JSON settings', () => {
    const host = element({}, jsonScript('{"x":1}'));
    const schema = { first: attribute.json('first-default'), second: attribute.json('second-default') };
    const values = readAttributes(host, uniqueTag(), schema, 'desktop');
    expect(values).toEqual({ first: 'first-default', second: 'second-default' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('prefers the attribute over a child script', () => {
    const host = element({ settings: '{"from":"attribute"}' }, jsonScript('{"from":"script"}', 'settings'));
    expect(readAttributes(host, uniqueTag(), { settings: attribute.json({}) }, 'desktop').settings).toEqual({
      from: 'attribute',
    });
  });

  it('prefers a named script over an unnamed one', () => {
    const host = element({}, jsonScript('{"from":"unnamed"}') + jsonScript('{"from":"named"}', 'settings'));
    expect(readAttributes(host, uniqueTag(), { settings: attribute.json({}) }, 'desktop').settings).toEqual({
      from: 'named',
    });
  });

  it('ignores scripts of another type and scripts that are not direct children', () => {
    const html =
      '<script type="text/javascript">{"from":"js"}</script>' +
      `<div>${jsonScript('{"from":"nested"}', 'settings')}</div>`;
    const host = element({}, html);
    expect(readAttributes(host, uniqueTag(), { settings: attribute.json('none') }, 'desktop').settings).toBe('none');
  });

  it('uses the default when there is neither attribute nor script', () => {
    const fallback = { position: 'none' };
    expect(readAttributes(element(), uniqueTag(), { settings: attribute.json(fallback) }, 'desktop').settings).toBe(
      fallback,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns naming the tag and attribute and uses the default for malformed JSON in the attribute', () => {
    const tag = uniqueTag();
    const host = element({ settings: "{position: 'top'}" });
    const values = readAttributes(host, tag, { settings: attribute.json('fallback') }, 'desktop');
    expect(values.settings).toBe('fallback');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${tag}] attribute "settings": `)).toBe(true);
  });

  it('warns naming the tag and attribute and uses the default for malformed JSON in a child script', () => {
    const tag = uniqueTag();
    const host = element({}, jsonScript('{"a":', 'settings'));
    const values = readAttributes(host, tag, { settings: attribute.json('fallback') }, 'desktop');
    expect(values.settings).toBe('fallback');
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${tag}] attribute "settings": `)).toBe(true);
  });

  it('warns and uses the default for an empty JSON attribute', () => {
    const tag = uniqueTag();
    expect(readAttributes(element({ settings: '' }), tag, { settings: attribute.json(7) }, 'desktop').settings).toBe(7);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('passes parsed JSON through validate() and keeps what it returns', () => {
    const validate = vi.fn((value: unknown) => ({ count: Number((value as { count: string }).count) }));
    const host = element({ settings: '{"count":"3"}' });
    const values = readAttributes(host, uniqueTag(), { settings: attribute.json({ count: 0 }, validate) }, 'desktop');
    expect(validate).toHaveBeenCalledWith({ count: '3' });
    expect(values.settings).toEqual({ count: 3 });
  });

  it('warns with the validate() error message, naming the tag and attribute, and uses the default', () => {
    const tag = uniqueTag();
    const validate = (value: unknown): string[] => {
      if (!Array.isArray(value)) throw new Error('rules must be a list');
      return value as string[];
    };
    const host = element({ rules: '{"not":"a list"}' });
    const values = readAttributes(host, tag, { rules: attribute.json<string[]>([], validate) }, 'desktop');
    expect(values.rules).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(`[${tag}] attribute "rules": rules must be a list; using the default.`);
  });

  it('does not call validate() when there is no JSON', () => {
    const validate = vi.fn((value: unknown) => value);
    readAttributes(element(), uniqueTag(), { settings: attribute.json(null, validate) }, 'desktop');
    expect(validate).not.toHaveBeenCalled();
  });
});

describe('readAttributes: a bad value never stops the other attributes (ELEMENTS Structured settings)', () => {
  it('reads every other attribute when one is invalid', () => {
    const host = element({ loop: 'perhaps', speed: '500ms', settings: '{bad', position: 'top' });
    const schema = {
      loop: attribute.boolean(true),
      speed: attribute.number(1000),
      settings: attribute.json({ ok: false }),
      position: attribute.oneOf(['top', 'bottom'] as const, 'bottom'),
    };
    expect(readAttributes(host, uniqueTag(), schema, 'desktop')).toEqual({
      loop: true,
      speed: 500,
      settings: { ok: false },
      position: 'top',
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('returns a value for every declared key', () => {
    const schema = { a: attribute.boolean(), b: attribute.number(1), c: attribute.size(), d: attribute.string() };
    expect(Object.keys(readAttributes(element(), uniqueTag(), schema, 'phone'))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('readAttributes: responsive attributes read -tablet and -phone; phone falls back to tablet, tablet to desktop (ELEMENTS Conventions)', () => {
  const schema = { slideToShow: responsive(attribute.number(1)) };
  const all = { 'slide-to-show': '4', 'slide-to-show-tablet': '3', 'slide-to-show-phone': '2' };

  it.each([
    ['desktop', all, 4],
    ['tablet', all, 3],
    ['phone', all, 2],
    ['phone', { 'slide-to-show': '4', 'slide-to-show-tablet': '3' }, 3],
    ['phone', { 'slide-to-show': '4' }, 4],
    ['tablet', { 'slide-to-show': '4', 'slide-to-show-phone': '2' }, 4],
    ['desktop', { 'slide-to-show-tablet': '3', 'slide-to-show-phone': '2' }, 1],
    ['tablet', { 'slide-to-show-phone': '2' }, 1],
    ['phone', {}, 1],
  ] as const)('in %s mode with %j reads %d', (mode, attributes, expected) => {
    expect(readOne(schema, attributes, mode)).toBe(expected);
  });

  it('names the variant it read in the warning', () => {
    const tag = uniqueTag();
    expect(readOne(schema, { 'slide-to-show': '4', 'slide-to-show-phone': 'lots' }, 'phone', tag)).toBe(1);
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${tag}] attribute "slide-to-show-phone"`)).toBe(true);
  });

  it('does not read variants for a field that is not responsive', () => {
    const values = readAttributes(
      element({ 'slide-to-show-phone': '2' }),
      uniqueTag(),
      { slideToShow: attribute.number(1) },
      'phone',
    );
    expect(values.slideToShow).toBe(1);
  });

  it('resolves responsive booleans the same way', () => {
    const loop = { loop: responsive(attribute.boolean()) };
    expect(readOne(loop, { loop: '', 'loop-tablet': 'off' }, 'desktop')).toBe(true);
    expect(readOne(loop, { loop: '', 'loop-tablet': 'off' }, 'tablet')).toBe(false);
    expect(readOne(loop, { loop: '', 'loop-tablet': 'off' }, 'phone')).toBe(false);
    expect(readOne(loop, { loop: '', 'loop-tablet': 'off', 'loop-phone': 'on' }, 'phone')).toBe(true);
  });

  it('resolves responsive enums the same way', () => {
    const effect = { effect: responsive(attribute.oneOf(['slide', 'fade', 'cube'] as const, 'slide')) };
    const attributes = { effect: 'cube', 'effect-tablet': 'fade' };
    expect(readOne(effect, attributes, 'desktop')).toBe('cube');
    expect(readOne(effect, attributes, 'tablet')).toBe('fade');
    expect(readOne(effect, attributes, 'phone')).toBe('fade');
  });
});

describe('readAttributes: the settings object, in a settings attribute or a named child script, stands in for missing attributes (ELEMENTS Structured settings)', () => {
  const schema = {
    position: responsive(attribute.string('none')),
    topOffset: responsive(attribute.size()),
    offsetSurrounding: attribute.boolean(true),
    speed: attribute.number(1),
    styles: attribute.json<Record<string, unknown>>({}),
  };

  it('reads SPEC field names in any spelling, booleans, numbers and nested objects', () => {
    const settings = JSON.stringify({
      position: 'top',
      topOffset: '20px',
      offset_surrounding: false,
      speed: 3,
      styles: { width: '50%' },
    });
    const values = readAttributes(element({ settings }), uniqueTag(), schema, 'desktop');
    expect(values.position).toBe('top');
    expect(values.topOffset).toEqual({ value: 20, unit: 'px' });
    expect(values.offsetSurrounding).toBe(false);
    expect(values.speed).toBe(3);
    expect(values.styles).toEqual({ width: '50%' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the element\'s own attributes win over the settings object', () => {
    const settings = JSON.stringify({ position: 'top', speed: 3 });
    const values = readAttributes(element({ settings, position: 'bottom' }), uniqueTag(), schema, 'desktop');
    expect(values.position).toBe('bottom');
    expect(values.speed).toBe(3);
  });

  it('reads _tablet and _phone fields for the screen modes', () => {
    const settings = JSON.stringify({ position: 'top', position_tablet: 'bottom', top_offset_phone: '5vh' });
    const host = element({ settings });
    expect(readAttributes(host, uniqueTag(), schema, 'desktop').position).toBe('top');
    expect(readAttributes(host, uniqueTag(), schema, 'tablet').position).toBe('bottom');
    expect(readAttributes(host, uniqueTag(), schema, 'phone').position).toBe('bottom');
    expect(readAttributes(host, uniqueTag(), schema, 'phone').topOffset).toEqual({ value: 5, unit: 'vh' });
  });

  it('reads the settings from <script type="application/json" data-attribute="settings">', () => {
    const host = element({}, jsonScript('{"position": "top_bottom", "speed": "2"}', 'settings'));
    const values = readAttributes(host, uniqueTag(), schema, 'desktop');
    expect(values.position).toBe('top_bottom');
    expect(values.speed).toBe(2);
  });

  it('warns once for malformed settings and uses the attributes and defaults', () => {
    const tag = uniqueTag();
    const values = readAttributes(element({ settings: '{"position": ', speed: '4' }), tag, schema, 'desktop');
    expect(values.position).toBe('none');
    expect(values.speed).toBe(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${tag}] attribute "settings"`)).toBe(true);
  });

  it('warns for settings that are not an object', () => {
    const tag = uniqueTag();
    readAttributes(element({ settings: '["top"]' }), tag, schema, 'desktop');
    expect(String(warn.mock.calls[0]?.[0])).toContain('expected a JSON object');
  });

  it('warns, naming the attribute, for a bad value in the settings and uses its default', () => {
    const tag = uniqueTag();
    const values = readAttributes(element({ settings: '{"speed": "fast"}' }), tag, schema, 'desktop');
    expect(values.speed).toBe(1);
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${tag}] attribute "speed"`)).toBe(true);
  });
});

describe('readAttributes: a settings field may carry another name than its attribute (settingName)', () => {
  const schema = {
    animationStyle: settingName(responsive(attribute.string('fade')), 'style'),
    animationIntensity: settingName(attribute.number(50, { max: 100, percent: true }), 'intensity'),
  };

  it('reads the field by its settings name, with its _tablet and _phone variants; a percent number may end in %', () => {
    const host = element({ settings: JSON.stringify({ style: 'slide', style_phone: 'zoom', intensity: '20%' }) });
    expect(readAttributes(host, uniqueTag(), schema, 'desktop')).toEqual({ animationStyle: 'slide', animationIntensity: 20 });
    expect(readAttributes(host, uniqueTag(), schema, 'phone').animationStyle).toBe('zoom');
  });

  it('prefers the attribute name, in the settings and on the element', () => {
    const settings = JSON.stringify({ style: 'slide', animation_style: 'flip' });
    expect(readAttributes(element({ settings }), uniqueTag(), schema, 'desktop').animationStyle).toBe('flip');
    expect(readAttributes(element({ settings, 'animation-style': 'roll' }), uniqueTag(), schema, 'desktop').animationStyle).toBe('roll');
  });
});

describe('readSettingsObject: a settings object that is not on an element reads like attributes (page-configured sticky modules)', () => {
  const schema = {
    position: responsive(attribute.string('none')),
    topOffset: attribute.size(),
    styles: attribute.json<Record<string, unknown>>({}),
    speed: settingName(attribute.number(1), 'velocity'),
  };

  it('reads names in any spelling, screen variants, nested objects and settings names', () => {
    const settings = { position: 'top', position_phone: 'none', top_offset: '10vh', styles: { width: '50%' }, velocity: 2 };
    expect(readSettingsObject(settings, uniqueTag(), schema, 'desktop')).toEqual({
      position: 'top',
      topOffset: { value: 10, unit: 'vh' },
      styles: { width: '50%' },
      speed: 2,
    });
    expect(readSettingsObject(settings, uniqueTag(), schema, 'phone').position).toBe('none');
  });

  it('warns, naming the source and field, and uses the default for a bad value', () => {
    const source = uniqueTag();
    expect(readSettingsObject({ topOffset: 'far' }, source, schema, 'desktop').topOffset).toBeNull();
    expect(String(warn.mock.calls[0]?.[0]).startsWith(`[${source}] attribute "top-offset"`)).toBe(true);
  });
});

describe('setByAuthor: a value of the author\'s own gives a page-wide default way; absent or `default` takes it (ELEMENTS Booleans, SPEC §3 theme)', () => {
  it('present (a bare boolean too) is the author\'s; absent or `default` in any case is not', () => {
    expect(setByAuthor(element({ shrink: '' }), 'shrink')).toBe(true);
    expect(setByAuthor(element({ shrink: 'off' }), 'shrink')).toBe(true);
    expect(setByAuthor(element({ 'fixed-breakpoint': 'standard' }), 'fixed-breakpoint')).toBe(true);
    expect(setByAuthor(element(), 'shrink')).toBe(false);
    expect(setByAuthor(element({ shrink: ' Default ' }), 'shrink')).toBe(false);
  });
});
