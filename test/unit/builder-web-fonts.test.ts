// @vitest-environment happy-dom
/**
 * @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
 * happy-dom requests no stylesheet here: a link "loads" as soon as it is inserted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FONT_SERVICE_URL,
  fontConfig,
  fontFaceRule,
  fontServiceHref,
  loadWebFont,
  resolveFont,
} from '../../react-core/builder/web-fonts';
import { ScriptLoadError } from '../../react-core/builder/script-loader';

const BACKEND = {
  fonts: {
    'Open Sans': { styles: '300,regular,700', character_set: 'latin,latin-ext', type: 'sans-serif' },
    Raleway: { styles: '100,300,regular,700', character_set: 'latin', type: 'sans-serif' },
    Lato: { styles: '400', characterSet: 'latin', type: 'sans-serif' },
    Georgia: { styles: '', character_set: '', type: 'serif', standard: true },
  },
  custom_fonts: {
    'Brand Sans': { font_url: { ttf: '/fonts/brand.ttf', woff2: '/fonts/brand.woff2', otf: 'javascript:alert(1)' }, type: 'sans-serif' },
    'One File': { font_url: 'https://cdn.example/one.woff?v=2' },
    Broken: { font_url: { ttf: 'javascript:alert(1)' } },
  },
  removed_fonts: { 'Raleway Light': { parent_font: 'Raleway', styles: '300' } },
};

describe('font configuration from the backend: custom fonts, built-in font data, removed fonts (SPEC §3)', () => {
  it('reads snake_case and camelCase keys', () => {
    const config = fontConfig(BACKEND);
    expect(config.fonts['Open Sans']).toEqual({ styles: '300,regular,700', characterSet: 'latin,latin-ext', type: 'sans-serif', standard: false });
    expect(config.fonts.Lato!.characterSet).toBe('latin');
    expect(config.fonts.Georgia!.standard).toBe(true);
    expect(config.customFonts['Brand Sans']!.files).toEqual({ ttf: '/fonts/brand.ttf', woff2: '/fonts/brand.woff2', otf: 'javascript:alert(1)' });
    expect(config.customFonts['One File']!.files).toEqual({ woff: 'https://cdn.example/one.woff?v=2' });
    expect(config.removedFonts).toEqual({ 'Raleway Light': { parentFont: 'Raleway', styles: '300' } });
    expect(config.fontServiceUrl).toBe(DEFAULT_FONT_SERVICE_URL);
    expect(fontConfig({ customFonts: {}, removedFonts: { Old: { parentFont: 'New', styles: '700' } }, fontServiceUrl: '/fonts/css' })).toMatchObject({
      removedFonts: { Old: { parentFont: 'New', styles: '700' } },
      fontServiceUrl: '/fonts/css',
    });
  });

  it('is empty without configuration, and warns once about a malformed part, keeping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fontConfig()).toEqual({ fonts: {}, customFonts: {}, removedFonts: {}, fontServiceUrl: DEFAULT_FONT_SERVICE_URL });
    const config = fontConfig({ fonts: ['Open Sans'], custom_fonts: { Bad: 'x', Good: { font_url: '/g.woff2' } } });
    expect(config.fonts).toEqual({});
    expect(Object.keys(config.customFonts)).toEqual(['Good']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[pb-elements/builder fonts] "fonts" is not an object of fonts; it is ignored.',
      '[pb-elements/builder fonts] "customFonts" font "Bad" is not an object; it is ignored.',
    ]);
    warn.mockRestore();
  });
});

describe('which fonts load and how', () => {
  const config = fontConfig(BACKEND);

  it('a built-in font loads from the font service with its styles and character set', () => {
    expect(resolveFont('Open Sans', config)).toEqual({ kind: 'service', family: 'Open Sans', styles: '300,regular,700', characterSet: 'latin,latin-ext', type: 'sans-serif' });
  });

  it('a removed font is mapped to its parent font and styles', () => {
    expect(resolveFont('Raleway Light', config)).toEqual({ kind: 'service', family: 'Raleway', styles: '300', characterSet: 'latin', type: 'sans-serif' });
  });

  it('a custom font is an @font-face of the site, and a standard or unknown font loads nothing', () => {
    expect(resolveFont('Brand Sans', config).kind).toBe('custom');
    expect(resolveFont('Georgia', config)).toEqual({ kind: 'system', family: 'Georgia', type: 'serif' });
    expect(resolveFont('Comic Neue', config)).toEqual({ kind: 'system', family: 'Comic Neue', type: '' });
  });

  it('web fonts are loaded from a font service link with family, styles and character set (SPEC §7)', () => {
    expect(fontServiceHref('Open Sans', '300,regular,700', 'latin,latin-ext')).toBe(
      'https://fonts.googleapis.com/css?family=Open+Sans:300,regular,700&subset=latin,latin-ext&display=swap',
    );
    expect(fontServiceHref('Lato', '', '')).toBe('https://fonts.googleapis.com/css?family=Lato&display=swap');
    expect(fontServiceHref('A&B=C', '400', 'latin', '/fonts/css?v=1')).toBe('/fonts/css?v=1&family=A%26B%3DC:400&subset=latin&display=swap');
  });

  it('a custom font @font-face lists its safe files, smallest format first', () => {
    expect(fontFaceRule('Brand Sans', config.customFonts['Brand Sans']!)).toBe(
      '@font-face{font-family:"Brand Sans";font-display:swap;src:url("/fonts/brand.woff2") format("woff2"),url("/fonts/brand.ttf") format("truetype")}',
    );
    expect(fontFaceRule('Broken', config.customFonts.Broken!)).toBeNull();
  });
});

describe('loadWebFont: each link inserted once', () => {
  const config = fontConfig(BACKEND);
  const fontLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);

  afterEach(() => {
    document.head.replaceChildren();
  });

  it('inserts one font service link per font however often it is asked for, and resolves when it loads', async () => {
    const first = loadWebFont('Open Sans', config);
    const second = loadWebFont('Open Sans', config);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadWebFont('Open Sans', config);
    expect(fontLinks()).toEqual(['https://fonts.googleapis.com/css?family=Open+Sans:300,regular,700&subset=latin,latin-ext&display=swap']);
  });

  it('a removed font loads its parent with the mapped styles', async () => {
    await loadWebFont('Raleway Light', config);
    expect(fontLinks()).toEqual(['https://fonts.googleapis.com/css?family=Raleway:300&subset=latin&display=swap']);
  });

  it('a link that fails rejects with the script loader\'s "Something went wrong" error naming the font', async () => {
    // A service address the page may not request fails as a failed load does, without a request.
    const loading = loadWebFont('Lato', { ...config, fontServiceUrl: 'javascript:alert(1)//' });
    await expect(loading).rejects.toBeInstanceOf(ScriptLoadError);
    await expect(loading).rejects.toThrow('Something went wrong');
    await expect(loading).rejects.toMatchObject({ scriptName: 'Lato' });
  });

  it('a standard or unknown font inserts nothing', async () => {
    await loadWebFont('Georgia', config);
    await loadWebFont('Comic Neue', config);
    expect(fontLinks()).toEqual([]);
  });

  it('a custom font adds its @font-face rule to the page once, in a constructed sheet', async () => {
    await loadWebFont('Brand Sans', config);
    await loadWebFont('Brand Sans', config);
    await loadWebFont('One File', config);
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.includes('Brand Sans'))).toHaveLength(1);
    expect(rules.filter((rule) => rule.includes('One File'))).toHaveLength(1);
    expect(fontLinks()).toEqual([]);
  });

  it('warns about a custom font with no file it may request, and adds nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadWebFont('Broken', config);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('custom font "Broken" has no http(s) or relative'));
    warn.mockRestore();
  });
});
