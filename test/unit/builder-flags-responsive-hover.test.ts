import { describe, expect, it } from 'vitest';
import {
  flagEnabled,
  isDefault,
  isNo,
  isOff,
  isOn,
  isOnOff,
  isYes,
  isYesNo,
  parseFlag,
  toOnOff,
  toYesNo,
} from '../../react-core/builder/flags';
import {
  formatLastEdited,
  isResponsiveEnabled,
  LAST_EDITED_SUFFIX,
  lastEditedFieldName,
  parseLastEdited,
  PHONE_SUFFIX,
  responsiveFieldName,
  responsiveValue,
  responsiveValues,
  splitResponsiveFieldName,
  TABLET_SUFFIX,
} from '../../react-core/builder/responsive';
import {
  HOVER_ENABLED_SUFFIX,
  HOVER_SUFFIX,
  hoverBaseName,
  hoverEnabledFieldName,
  hoverFieldName,
  hoverValue,
  isHoverEnabled,
  isHoverFieldName,
} from '../../react-core/builder/hover';

describe('flags take the values on/off, yes/no, default (SPEC §4 Builder helpers)', () => {
  it.each([
    ['on', { on: true, off: false, yes: false, no: false, default: false, onOff: true, yesNo: false }],
    ['off', { on: false, off: true, yes: false, no: false, default: false, onOff: true, yesNo: false }],
    ['yes', { on: false, off: false, yes: true, no: false, default: false, onOff: false, yesNo: true }],
    ['no', { on: false, off: false, yes: false, no: true, default: false, onOff: false, yesNo: true }],
    ['default', { on: false, off: false, yes: false, no: false, default: true, onOff: false, yesNo: false }],
  ] as const)('%j is recognised as exactly its own word', (word, expected) => {
    expect({
      on: isOn(word),
      off: isOff(word),
      yes: isYes(word),
      no: isNo(word),
      default: isDefault(word),
      onOff: isOnOff(word),
      yesNo: isYesNo(word),
    }).toEqual(expected);
  });

  it.each(['On', 'ON', ' on', 'true', '1', '', undefined])('the builder saves lower-case words, so %j is no flag word', (raw) => {
    expect(isOn(raw) || isOff(raw) || isYes(raw) || isNo(raw) || isDefault(raw)).toBe(false);
  });

  it('writes booleans as the builder saves them', () => {
    expect([toOnOff(true), toOnOff(false), toYesNo(true), toYesNo(false)]).toEqual(['on', 'off', 'yes', 'no']);
  });

  it.each([
    ['on', false, true],
    ['yes', false, true],
    ['off', true, false],
    ['no', true, false],
    ['default', true, true],
    ['default', false, false],
    [undefined, true, true],
    ['', false, false],
    ['maybe', true, true],
  ] as const)('flagEnabled(%j, default %s) is %s: default, unset or another word gives the default', (raw, fallback, expected) => {
    expect(flagEnabled(raw, fallback)).toBe(expected);
  });

  it('re-exports the attribute flag reader of the runtime (default means "use the default")', () => {
    expect([parseFlag('on'), parseFlag('no'), parseFlag('default')]).toEqual([true, false, undefined]);
  });
});

describe('responsive setting suffixes _tablet, _phone, _last_edited (SPEC §3 Builder data)', () => {
  it('names the suffixes as the spec gives them', () => {
    expect([TABLET_SUFFIX, PHONE_SUFFIX, LAST_EDITED_SUFFIX]).toEqual(['_tablet', '_phone', '_last_edited']);
  });

  it.each([
    ['desktop', 'margin'],
    ['tablet', 'margin_tablet'],
    ['phone', 'margin_phone'],
  ] as const)('the %s field of margin is %s', (device, field) => {
    expect(responsiveFieldName('margin', device)).toBe(field);
  });

  it('the last-edited field of margin is margin_last_edited', () => {
    expect(lastEditedFieldName('margin')).toBe('margin_last_edited');
  });

  it.each([
    ['margin', { name: 'margin', device: 'desktop' }],
    ['margin_tablet', { name: 'margin', device: 'tablet' }],
    ['font_size_phone', { name: 'font_size', device: 'phone' }],
    ['margin_last_edited', null],
  ] as const)('splits %j into its setting and device', (field, expected) => {
    expect(splitResponsiveFieldName(field)).toEqual(expected);
  });
});

describe('the _last_edited value has the form on|off followed by a device name (SPEC §3)', () => {
  it.each([
    ['on|phone', { enabled: true, device: 'phone' }],
    ['on|tablet', { enabled: true, device: 'tablet' }],
    ['on|desktop', { enabled: true, device: 'desktop' }],
    ['off|phone', { enabled: false, device: 'phone' }],
    ['on', { enabled: true, device: 'desktop' }],
    ['on|watch', { enabled: true, device: 'desktop' }],
    ['', { enabled: false, device: 'desktop' }],
    [undefined, { enabled: false, device: 'desktop' }],
    ['onn|phone', { enabled: false, device: 'phone' }],
  ] as const)('parseLastEdited(%j) is %j', (raw, expected) => {
    expect(parseLastEdited(raw)).toEqual(expected);
  });

  it('writes the same form back', () => {
    expect(formatLastEdited({ enabled: true, device: 'phone' })).toBe('on|phone');
    expect(formatLastEdited({ enabled: false, device: 'tablet' })).toBe('off|tablet');
  });

  it('responsive values are in use only when the last-edited value starts with on', () => {
    expect(isResponsiveEnabled({ margin_last_edited: 'on|tablet' }, 'margin')).toBe(true);
    expect(isResponsiveEnabled({ margin_last_edited: 'off|tablet' }, 'margin')).toBe(false);
    expect(isResponsiveEnabled({}, 'margin')).toBe(false);
  });
});

describe('a device value falls back tablet → desktop and phone → tablet → desktop when responsive is enabled', () => {
  const all = { size: '30px', size_tablet: '20px', size_phone: '10px', size_last_edited: 'on|phone' };

  it.each([
    ['desktop', '30px'],
    ['tablet', '20px'],
    ['phone', '10px'],
  ] as const)('with every value set, %s shows its own (%s)', (device, expected) => {
    expect(responsiveValue(all, 'size', device)).toBe(expected);
  });

  it('an unset phone value falls back to the tablet value', () => {
    expect(responsiveValue({ ...all, size_phone: '' }, 'size', 'phone')).toBe('20px');
  });

  it('unset phone and tablet values fall back to the desktop value', () => {
    const attrs = { size: '30px', size_last_edited: 'on|desktop' };
    expect(responsiveValue(attrs, 'size', 'phone')).toBe('30px');
    expect(responsiveValue(attrs, 'size', 'tablet')).toBe('30px');
  });

  it('a tablet value never falls back to the phone value', () => {
    expect(responsiveValue({ size: '30px', size_phone: '10px', size_last_edited: 'on|phone' }, 'size', 'tablet')).toBe('30px');
  });

  it('with responsive off, every device shows the desktop value (the saved tablet and phone values are kept but unused)', () => {
    const off = { ...all, size_last_edited: 'off|phone' };
    expect(responsiveValues(off, 'size')).toEqual({ desktop: '30px', tablet: '30px', phone: '30px' });
    const { size_last_edited: _, ...missing } = all;
    expect(responsiveValues(missing, 'size')).toEqual({ desktop: '30px', tablet: '30px', phone: '30px' });
  });

  it('gives the fallback when no device has a value', () => {
    expect(responsiveValue({ size_last_edited: 'on|phone' }, 'size', 'phone', '12px')).toBe('12px');
    expect(responsiveValue({}, 'size', 'desktop')).toBe('');
  });

  it('follows a composite setting\'s last-edited value when a group is named', () => {
    const attrs = { background_color: 'red', background_color_phone: 'blue', background_last_edited: 'on|phone' };
    expect(responsiveValue(attrs, 'background_color', 'phone')).toBe('red');
    expect(responsiveValue(attrs, 'background_color', 'phone', '', 'background')).toBe('blue');
    expect(responsiveValues(attrs, 'background_color', '', 'background')).toEqual({ desktop: 'red', tablet: 'red', phone: 'blue' });
  });

  it('resolves all three devices at once', () => {
    expect(responsiveValues({ size: '30px', size_phone: '10px', size_last_edited: 'on|phone' }, 'size')).toEqual({
      desktop: '30px',
      tablet: '30px',
      phone: '10px',
    });
  });
});

describe('hover variants use a hover suffix and a hover-enabled suffix (SPEC §3, §4)', () => {
  it('names the suffixes __hover and __hover_enabled', () => {
    expect([HOVER_SUFFIX, HOVER_ENABLED_SUFFIX]).toEqual(['__hover', '__hover_enabled']);
    expect(hoverFieldName('text_color')).toBe('text_color__hover');
    expect(hoverEnabledFieldName('text_color')).toBe('text_color__hover_enabled');
  });

  it('tells hover fields apart and finds their setting', () => {
    expect(isHoverFieldName('text_color__hover')).toBe(true);
    expect(isHoverFieldName('text_color__hover_enabled')).toBe(false);
    expect(isHoverFieldName('text_color')).toBe(false);
    expect(hoverBaseName('text_color__hover')).toBe('text_color');
    expect(hoverBaseName('text_color__hover_enabled')).toBe('text_color');
    expect(hoverBaseName('text_color')).toBe('text_color');
  });

  it.each([
    ['on', true],
    ['on|hover', true],
    ['on|desktop', true],
    ['off|hover', false],
    ['off', false],
    ['', false],
    ['yes', false],
    ['hover|on', false],
  ] as const)('a hover variant is enabled when its hover-enabled field starts with on: %j is %s', (raw, expected) => {
    expect(isHoverEnabled({ color__hover_enabled: raw }, 'color')).toBe(expected);
  });

  it('is not enabled when the hover-enabled field is missing', () => {
    expect(isHoverEnabled({ color__hover: 'red' }, 'color')).toBe(false);
  });

  it('shows the hover value on hover when the variant is enabled', () => {
    expect(hoverValue({ color: 'blue', color__hover: 'red', color__hover_enabled: 'on|hover' }, 'color')).toBe('red');
  });

  it('shows the own value on hover when the variant is off, or enabled but empty', () => {
    expect(hoverValue({ color: 'blue', color__hover: 'red', color__hover_enabled: 'off|hover' }, 'color')).toBe('blue');
    expect(hoverValue({ color: 'blue', color__hover: '', color__hover_enabled: 'on|hover' }, 'color')).toBe('blue');
  });

  it('follows a composite setting\'s hover-enabled value when a group is named', () => {
    const attrs = { background_color: 'red', background_color__hover: 'blue', background__hover_enabled: 'on|hover' };
    expect(hoverValue(attrs, 'background_color')).toBe('red');
    expect(hoverValue(attrs, 'background_color', '', 'background')).toBe('blue');
  });

  it('gives the fallback when neither is set', () => {
    expect(hoverValue({}, 'color', 'black')).toBe('black');
  });
});
