import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ICON_WEIGHT,
  formatIcon,
  ICON_FONT_FAMILIES,
  iconCharacter,
  iconContent,
  iconDeclarations,
  parseIcon,
} from '../../react-core/builder/icon';
import { BOLD_WEIGHT, fontDeclarations, fontFamilyValue, formatFont, parseFont } from '../../react-core/builder/font';
import { fontConfig } from '../../react-core/builder/web-fonts';
import { formatLinkRel, LINK_RELS, linkRelAttribute, parseLinkRel } from '../../react-core/builder/link-rel';
import { cssString, cssText } from '../../react-core/builder/css';

describe('icon value: unicode||type||weight, type fa or divi, weight defaults to 400 (SPEC §3)', () => {
  it('reads the three parts', () => {
    expect(parseIcon('&#xf0e0;||fa||900')).toEqual({ unicode: '&#xf0e0;', type: 'fa', weight: 900 });
    expect(parseIcon('&#x4e;||divi||400')).toEqual({ unicode: '&#x4e;', type: 'divi', weight: 400 });
  });

  it.each(['&#xf0e0;||fa', '&#xf0e0;||fa||', '&#xf0e0;||fa||bold', '&#xf0e0;||fa||0', '&#xf0e0;||fa||1200'])(
    'weight defaults to 400 when missing or not a weight (%j)',
    (raw) => {
      expect(DEFAULT_ICON_WEIGHT).toBe(400);
      expect(parseIcon(raw)?.weight).toBe(400);
    },
  );

  it('a value with no type is an older divi icon of weight 400', () => {
    expect(parseIcon('&#x4e;')).toEqual({ unicode: '&#x4e;', type: 'divi', weight: 400 });
  });

  it.each(['', undefined, '||fa||900', '&#xf0e0;||material||400', '&#xf0e0;||FA||400'])('%j is no icon (type is fa or divi)', (raw) => {
    expect(parseIcon(raw)).toBeNull();
  });

  it('writes the value back in the same form', () => {
    expect(formatIcon({ unicode: '&#xf0e0;', type: 'fa', weight: 900 })).toBe('&#xf0e0;||fa||900');
    expect(formatIcon(parseIcon('&#x4e;')!)).toBe('&#x4e;||divi||400');
  });

  it('decodes the glyph from hexadecimal and decimal character references, and keeps a literal glyph', () => {
    expect(iconCharacter('&#xf0e0;')).toBe('\uf0e0');
    expect(iconCharacter('&#61664;')).toBe('\uf0e0');
    expect(iconCharacter('N')).toBe('N');
    expect(iconCharacter('&#x110000;')).toBe('');
  });

  it('writes the glyph as CSS content escaped by code point', () => {
    expect(iconContent('&#xf0e0;')).toBe('"\\f0e0"');
    expect(iconContent('&#x1f600;&#x41;')).toBe('"\\1f600 \\41"');
    expect(iconContent('"')).toBe('"\\22"');
  });

  it('renders fa icons in Font Awesome and divi icons in the builder font, with the weight', () => {
    expect(ICON_FONT_FAMILIES).toEqual({ fa: 'FontAwesome', divi: 'ETmodules' });
    expect(iconDeclarations(parseIcon('&#xf0e0;||fa||900')!)).toEqual({ 'font-family': '"FontAwesome"', 'font-weight': '900', content: '"\\f0e0"' });
    expect(cssText(iconDeclarations(parseIcon('&#x4e;')!))).toBe('font-family:"ETmodules";font-weight:400;content:"\\4e"');
  });
});

describe('font setting: family, weight, italic, uppercase, underline, small-caps, strikethrough, line colour, line style (SPEC §3)', () => {
  it('reads the nine pipe-separated parts', () => {
    expect(parseFont('Open Sans|600|on|off|on|on|on|#e02b20|dotted')).toEqual({
      family: 'Open Sans',
      weight: '600',
      italic: true,
      uppercase: false,
      underline: true,
      smallCaps: true,
      strikethrough: true,
      lineColor: '#e02b20',
      lineStyle: 'dotted',
    });
  });

  it('the font setting uses bold weight 700 when the weight flag is on (SPEC §5)', () => {
    expect(BOLD_WEIGHT).toBe('700');
    expect(parseFont('Open Sans|on').weight).toBe('700');
    expect(fontDeclarations(parseFont('|on'))).toEqual({ 'font-weight': '700' });
  });

  it.each(['off', '', 'heavy', '0', '1001'])('a weight part of %j gives no weight', (weight) => {
    expect(parseFont(`Open Sans|${weight}`).weight).toBe('');
  });

  it('missing parts are unset, and Default keeps the theme font', () => {
    expect(parseFont('Default')).toEqual({
      family: '',
      weight: '',
      italic: undefined,
      uppercase: undefined,
      underline: undefined,
      smallCaps: undefined,
      strikethrough: undefined,
      lineColor: '',
      lineStyle: '',
    });
    expect(parseFont(undefined).family).toBe('');
  });

  it('an unknown line style is no line style', () => {
    expect(parseFont('||||on|||red|zigzag').lineStyle).toBe('');
  });

  it('writes the setting back with all nine parts', () => {
    const raw = 'Open Sans|700|on|off|on|||#e02b20|dotted';
    expect(formatFont(parseFont(raw))).toBe(raw);
    expect(formatFont(parseFont(''))).toBe('||||||||');
  });

  it('gives the CSS of every set part', () => {
    expect(fontDeclarations(parseFont('Open Sans|on|on|on|on|on|on|#e02b20|dotted'))).toEqual({
      'font-family': '"Open Sans"',
      'font-weight': '700',
      'font-style': 'italic',
      'text-transform': 'uppercase',
      'font-variant': 'small-caps',
      'text-decoration-line': 'underline line-through',
      'text-decoration-color': '#e02b20',
      'text-decoration-style': 'dotted',
    });
  });

  it('off flags undo the theme styles; unset ones add nothing', () => {
    expect(fontDeclarations(parseFont('||off|off|off|off|off'))).toEqual({
      'font-style': 'normal',
      'text-transform': 'none',
      'font-variant': 'normal',
      'text-decoration-line': 'none',
    });
    expect(fontDeclarations(parseFont('||||||'))).toEqual({});
  });

  it('line colour and style apply only with an underline or a strikethrough', () => {
    expect(fontDeclarations(parseFont('|||||||red|wavy'))).toEqual({});
    expect(fontDeclarations(parseFont('||||off||on|red|wavy'))).toEqual({
      'text-decoration-line': 'line-through',
      'text-decoration-color': 'red',
      'text-decoration-style': 'wavy',
    });
  });

  it('a line colour that is no colour is dropped, so it cannot leave its declaration', () => {
    expect(fontDeclarations(parseFont('||||on|||red;background:url(x)|'))).toEqual({ 'text-decoration-line': 'underline' });
  });

  it('quotes the family so no name can leave the declaration', () => {
    expect(cssString('A "B"\\C')).toBe('"A \\"B\\"\\\\C"');
    expect(fontDeclarations(parseFont('Evil";color:red'))['font-family']).toBe('"Evil\\";color:red"');
  });

  describe('with the backend font configuration', () => {
    const config = fontConfig({
      fonts: {
        'Open Sans': { styles: '300,regular,700', character_set: 'latin,latin-ext', type: 'sans-serif' },
        Raleway: { styles: '100,300,regular', character_set: 'latin', type: 'sans-serif' },
        Georgia: { styles: '', character_set: '', type: 'serif', standard: true },
      },
      custom_fonts: { 'Brand Sans': { font_url: { woff2: '/fonts/brand.woff2' }, type: 'sans-serif' } },
      removed_fonts: { 'Raleway Light': { parent_font: 'Raleway', styles: '300' } },
    });

    it('adds the generic family the font data gives', () => {
      expect(fontFamilyValue('Open Sans', config)).toBe('"Open Sans",sans-serif');
      expect(fontFamilyValue('Georgia', config)).toBe('"Georgia",serif');
      expect(fontFamilyValue('Brand Sans', config)).toBe('"Brand Sans",sans-serif');
      expect(fontFamilyValue('Unknown Font', config)).toBe('"Unknown Font"');
    });

    it('renders a removed font as its parent font, with the mapped style as weight when the setting has none', () => {
      expect(fontDeclarations(parseFont('Raleway Light'), config)).toEqual({ 'font-family': '"Raleway",sans-serif', 'font-weight': '300' });
      expect(fontDeclarations(parseFont('Raleway Light|700'), config)).toEqual({ 'font-family': '"Raleway",sans-serif', 'font-weight': '700' });
    });
  });
});

describe('link relation setting: positions mean bookmark, external, nofollow, noreferrer, noopener (SPEC §3)', () => {
  it('lists the relations in the spec order', () => {
    expect(LINK_RELS).toEqual(['bookmark', 'external', 'nofollow', 'noreferrer', 'noopener']);
  });

  it.each([
    ['on|off|off|off|off', ['bookmark']],
    ['off|on|off|off|off', ['external']],
    ['off|off|on|off|off', ['nofollow']],
    ['off|off|off|on|off', ['noreferrer']],
    ['off|off|off|off|on', ['noopener']],
    ['on|on|on|on|on', ['bookmark', 'external', 'nofollow', 'noreferrer', 'noopener']],
    ['off|on|on', ['external', 'nofollow']],
    ['||on||on', ['nofollow', 'noopener']],
    ['', []],
    [undefined, []],
    ['yes|true|1', []],
  ] as const)('%j sets %j', (raw, expected) => {
    expect(parseLinkRel(raw)).toEqual(expected);
  });

  it('gives the rel attribute value', () => {
    expect(linkRelAttribute('off|on|on|off|on')).toBe('external nofollow noopener');
    expect(linkRelAttribute('off|off|off|off|off')).toBe('');
  });

  it('writes all five positions back', () => {
    expect(formatLinkRel(['noopener', 'bookmark'])).toBe('on|off|off|off|on');
    expect(formatLinkRel([])).toBe('off|off|off|off|off');
  });
});
