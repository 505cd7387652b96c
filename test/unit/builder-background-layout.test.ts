import { describe, expect, it } from 'vitest';
import {
  backgroundDeclarations,
  GRADIENT_DEFAULTS,
  gradientImage,
  readBackground,
  type Background,
} from '../../react-core/builder/background';
import {
  formatModuleAddress,
  moduleAddress,
  moduleAddressParts,
  moduleFlags,
  PLAIN_ROW_COLUMN_TYPES,
  rowClass,
  rowColumnType,
  rowColumnTypeOf,
  sectionType,
  SECTION_TYPES,
} from '../../react-core/builder/layout';

const NONE: Background = { color: '', gradient: null, image: null, video: null, pattern: null, mask: null };

describe('background options: colour, gradient, image, video, pattern, mask (SPEC §3)', () => {
  it('no settings: no background', () => {
    expect(readBackground({})).toEqual(NONE);
    expect(backgroundDeclarations(NONE)).toEqual({});
  });

  it('colour', () => {
    const background = readBackground({ background_color: '#7EBEC5' });
    expect(background.color).toBe('#7EBEC5');
    expect(backgroundDeclarations(background)).toEqual({ 'background-color': '#7EBEC5' });
  });

  it('a colour that is no colour is dropped', () => {
    expect(readBackground({ background_color: 'red;position:fixed' }).color).toBe('');
  });

  it('the gradient applies only with use_background_color_gradient on', () => {
    expect(readBackground({ background_color_gradient_start: '#000' }).gradient).toBeNull();
    expect(readBackground({ use_background_color_gradient: 'off', background_color_gradient_start: '#000' }).gradient).toBeNull();
    expect(readBackground({ use_background_color_gradient: 'on' }).gradient).toEqual({
      type: 'linear',
      direction: '180deg',
      radialDirection: 'center',
      stops: [
        { color: GRADIENT_DEFAULTS.startColor, position: '0%' },
        { color: GRADIENT_DEFAULTS.endColor, position: '100%' },
      ],
      repeat: false,
      overlaysImage: false,
    });
  });

  it('a gradient from its start and end, type and direction', () => {
    const background = readBackground({
      use_background_color_gradient: 'on',
      background_color_gradient_type: 'radial',
      background_color_gradient_direction_radial: 'top left',
      background_color_gradient_start: '#fff',
      background_color_gradient_end: 'rgba(0,0,0,0.5)',
      background_color_gradient_start_position: '10%',
      background_color_gradient_end_position: '80%',
    });
    expect(gradientImage(background.gradient!)).toBe('radial-gradient(circle at top left,#fff 10%,rgba(0,0,0,0.5) 80%)');
  });

  it('a gradient from saved stops, repeating, of every type', () => {
    const attrs = {
      use_background_color_gradient: 'on',
      background_color_gradient_stops: '#fff 0%|rgba(0, 0, 0, 0.5) 40px|url(/x.png) 50%|#000 100%',
      background_color_gradient_direction: '90deg',
      background_color_gradient_repeat: 'on',
    };
    const stops = '#fff 0%,rgba(0, 0, 0, 0.5) 40px,#000 100%';
    expect(gradientImage(readBackground(attrs).gradient!)).toBe(`repeating-linear-gradient(90deg,${stops})`);
    const of = (type: string) => gradientImage(readBackground({ ...attrs, background_color_gradient_type: type, background_color_gradient_repeat: 'off' }).gradient!);
    expect(of('circular')).toBe(`radial-gradient(circle at center,${stops})`);
    expect(of('elliptical')).toBe(`radial-gradient(ellipse at center,${stops})`);
    expect(of('conic')).toBe(`conic-gradient(from 90deg at center,${stops})`);
    expect(of('diagonal')).toBe(`linear-gradient(90deg,${stops})`);
  });

  it('an image with its size, position, repeat and blend mode; the gradient below it unless it overlays the image', () => {
    const attrs = {
      background_color: '#000',
      use_background_color_gradient: 'on',
      background_image: '/uploads/hero.jpg',
      background_size: 'contain',
      background_position: 'top_left',
      background_repeat: 'repeat-x',
      background_blend: 'multiply',
    };
    const background = readBackground(attrs);
    expect(background.image).toEqual({ url: '/uploads/hero.jpg', size: 'contain', position: 'top left', repeat: 'repeat-x', blend: 'multiply' });
    const gradient = 'linear-gradient(180deg,#2b87da 0%,#29c4a9 100%)';
    expect(backgroundDeclarations(background)).toEqual({
      'background-color': '#000',
      'background-image': `url("/uploads/hero.jpg"),${gradient}`,
      'background-size': 'contain,auto',
      'background-position': 'top left,center',
      'background-repeat': 'repeat-x,repeat',
      'background-blend-mode': 'multiply,normal',
    });
    const overlay = readBackground({ ...attrs, background_color_gradient_overlays_image: 'on', background_blend: 'normal', background_size: 'stretch' });
    expect(backgroundDeclarations(overlay)).toEqual({
      'background-color': '#000',
      'background-image': `${gradient},url("/uploads/hero.jpg")`,
      'background-size': 'auto,100% 100%',
      'background-position': 'center,top left',
      'background-repeat': 'repeat,repeat-x',
    });
  });

  it('an image gets the builder defaults (cover, center, no-repeat, normal) for unknown settings', () => {
    expect(readBackground({ background_image: 'https://cdn.example/a.png', background_size: 'huge', background_position: 'middle', background_repeat: 'x' }).image).toEqual({
      url: 'https://cdn.example/a.png',
      size: 'cover',
      position: 'center',
      repeat: 'no-repeat',
      blend: 'normal',
    });
  });

  it('an image the page may not request is no image', () => {
    expect(readBackground({ background_image: 'javascript:alert(1)' }).image).toBeNull();
    expect(readBackground({ background_image: '"/a.png"' }).image).toBeNull();
  });

  it('video mp4 and webm, mp4 first, with its size', () => {
    expect(readBackground({ background_video_webm: '/v.webm', background_video_mp4: '/v.mp4', background_video_width: '1920', background_video_height: '1080px' }).video).toEqual({
      sources: [
        { src: '/v.mp4', type: 'video/mp4' },
        { src: '/v.webm', type: 'video/webm' },
      ],
      width: 1920,
      height: 1080,
    });
    expect(readBackground({ background_video_webm: '/v.webm' }).video).toEqual({ sources: [{ src: '/v.webm', type: 'video/webm' }], width: null, height: null });
    expect(readBackground({ background_video_mp4: 'data:text/html,x' }).video).toBeNull();
  });

  it.each(['pattern', 'mask'] as const)('%s: style plus enable flag', (kind) => {
    expect(readBackground({ [`background_${kind}_style`]: 'waves' })[kind]).toBeNull();
    expect(readBackground({ [`background_enable_${kind}_style`]: 'off', [`background_${kind}_style`]: 'waves' })[kind]).toBeNull();
    expect(readBackground({ [`background_enable_${kind}_style`]: 'on', [`background_${kind}_style`]: 'waves' })[kind]).toEqual({ style: 'waves', color: '' });
    expect(readBackground({ [`background_enable_${kind}_style`]: 'on', [`background_${kind}_style`]: 'waves', [`background_${kind}_color`]: '#fff' })[kind]).toEqual({
      style: 'waves',
      color: '#fff',
    });
    expect(readBackground({ [`background_enable_${kind}_style`]: 'on', [`background_${kind}_style`]: '' })[kind]).toBeNull();
    expect(readBackground({ [`background_enable_${kind}_style`]: 'on', [`background_${kind}_style`]: 'a b' })[kind]).toBeNull();
  });

  it('reads a device value with the responsive fallback, or the hover variant', () => {
    const attrs = {
      background_color: 'red',
      background_color_tablet: 'green',
      background_last_edited: 'on|tablet',
      background_color__hover: 'blue',
      background__hover_enabled: 'on|hover',
    };
    expect(readBackground(attrs).color).toBe('red');
    expect(readBackground(attrs, { device: 'tablet' }).color).toBe('green');
    expect(readBackground(attrs, { device: 'phone' }).color).toBe('green');
    expect(readBackground(attrs, { hover: true }).color).toBe('blue');
  });

  it('the background fields share the background\'s last-edited and hover-enabled values', () => {
    const own = { background_color: 'red', background_color_tablet: 'green', background_color_last_edited: 'on|tablet', background_color__hover: 'blue', background_color__hover_enabled: 'on' };
    expect(readBackground(own, { device: 'tablet' }).color).toBe('red');
    expect(readBackground(own, { hover: true }).color).toBe('red');
    expect(readBackground({ ...own, background_last_edited: 'off|tablet', background__hover_enabled: 'off' }, { device: 'tablet' }).color).toBe('red');
  });
});

describe('row column type is built from the child column types, for example 1-2 plus 1-2 (SPEC §3)', () => {
  it('joins the column types by _', () => {
    expect(rowColumnType(['1-2', '1-2'])).toBe('1-2_1-2');
    expect(rowColumnType(['1_4', '1_4', '1_2'])).toBe('1-4_1-4_1-2');
    expect(rowColumnType(['4_4'])).toBe('4-4');
    expect(rowColumnType([])).toBe('');
  });

  it('reads the columns\' type attrs', () => {
    expect(rowColumnTypeOf([{ attrs: { type: '1_3' } }, { attrs: { type: '2_3' } }])).toBe('1-3_2-3');
  });
});

describe('row class rules by column type string (SPEC §5)', () => {
  it.each(['4-4', '1-2_1-2', '1-3_1-3_1-3', '2-5_3-5', '3-5_2-5', '1-3_2-3', '2-3_1-3', '1-5_3-5_1-5', '3-8_3-8', '1-3_1-3'])(
    '%s gives no extra class',
    (type) => {
      expect(rowClass(type)).toBe('');
    },
  );

  it('lists exactly the ten plain types of the spec', () => {
    expect(PLAIN_ROW_COLUMN_TYPES).toHaveLength(10);
  });

  it('four equal quarters give the 4-column row class', () => {
    expect(rowClass(rowColumnType(['1_4', '1_4', '1_4', '1_4']))).toBe('pb-row-4col');
  });

  it('five fifths give the 5-column class', () => {
    expect(rowClass('1-5_1-5_1-5_1-5_1-5')).toBe('pb-row-5col');
  });

  it('six sixths give the 6-column class', () => {
    expect(rowClass('1-6_1-6_1-6_1-6_1-6_1-6')).toBe('pb-row-6col');
  });

  it.each([
    ['1-4_1-4_1-2', 'pb-row-1-4_1-4_1-2'],
    ['1-2_1-4_1-4', 'pb-row-1-2_1-4_1-4'],
    ['1-4_3-4', 'pb-row-1-4_3-4'],
    ['1-4_1-4_1-4', 'pb-row-1-4_1-4_1-4'],
    ['1-5_1-5_1-5_1-5', 'pb-row-1-5_1-5_1-5_1-5'],
    ['1-2', 'pb-row-1-2'],
  ])('any other combination gives the generic row class with the type suffix: %s → %s', (type, expected) => {
    expect(rowClass(type)).toBe(expected);
  });

  it('a row with no columns has no class', () => {
    expect(rowClass('')).toBe('');
  });
});

describe('section types regular, fullwidth, specialty (SPEC §3)', () => {
  it.each([
    [{}, 'regular'],
    [{ fullwidth: 'off', specialty: 'off' }, 'regular'],
    [{ fullwidth: 'on' }, 'fullwidth'],
    [{ specialty: 'on' }, 'specialty'],
    [{ specialty: 'on', fullwidth: 'on' }, 'specialty'],
  ] as const)('%j is a %s section', (attrs, expected) => {
    expect(sectionType(attrs)).toBe(expected);
    expect(SECTION_TYPES).toContain(expected);
  });
});

describe('module flags locked, disabled, deleted (SPEC §3)', () => {
  it('each is set by its attr being on', () => {
    expect(moduleFlags({})).toEqual({ locked: false, disabled: false, deleted: false });
    expect(moduleFlags({ locked: 'on', disabled: 'on', _deleted: 'on' })).toEqual({ locked: true, disabled: true, deleted: true });
    expect(moduleFlags({ locked: 'off', disabled: 'yes', deleted: 'on' })).toEqual({ locked: false, disabled: false, deleted: false });
  });
});

describe('a module address is valid only if all parts are numeric, otherwise it is empty (SPEC §5)', () => {
  it.each(['0', '1', '1.2', '0.0.3', '12.0.7.1'])('%j is valid', (address) => {
    expect(moduleAddress(address)).toBe(address);
  });

  it.each(['', '1.', '.1', '1..2', '1.a', 'a', '-1', '1.-2', '1.5e2', ' 1', '1.2 ', '1,2'])('%j is empty', (address) => {
    expect(moduleAddress(address)).toBe('');
  });

  it('splits a valid address into positions and writes positions back', () => {
    expect(moduleAddressParts('1.2.0')).toEqual([1, 2, 0]);
    expect(moduleAddressParts('1.x')).toBeNull();
    expect(formatModuleAddress([1, 2, 0])).toBe('1.2.0');
    expect(formatModuleAddress([1, -2])).toBe('');
    expect(formatModuleAddress([])).toBe('');
  });
});
