import { describe, expect, it } from 'vitest';
import {
  NO_MODULE_STYLES,
  NO_STICKY_STYLES,
  parseModuleStyles,
  parseOrigin,
  parseStickyStyles,
  stickyBox,
  type StickyBoxInput,
} from '../../react-core/sticky/sticky-box';

const place: StickyBoxInput = {
  left: 100,
  width: 600,
  containerWidth: 800,
  viewportWidth: 1000,
  viewportHeight: 500,
  direction: 'ltr',
  styles: NO_MODULE_STYLES,
  stickyStyles: NO_STICKY_STYLES,
};

describe('sticky module settings: styles (width, max-width, module_alignment) (SPEC §3)', () => {
  it('reads the fields by their SPEC names, in kebab-case too, and ignores other fields', () => {
    expect(parseModuleStyles({ width: '50%', 'max-width': 600, module_alignment: 'Center', other: 1 })).toEqual({
      width: { value: 50, unit: '%' },
      maxWidth: { value: 600, unit: 'px' },
      alignment: 'center',
    });
    expect(parseModuleStyles({ max_width: 'none', width: 'auto' })).toEqual(NO_MODULE_STYLES);
  });

  it('rejects what is not an object, a size or an alignment, saying which field', () => {
    expect(() => parseModuleStyles('50%')).toThrow('expected a JSON object');
    expect(() => parseModuleStyles([1])).toThrow('expected a JSON object');
    expect(() => parseModuleStyles({ width: 'wide' })).toThrow('"width"');
    expect(() => parseModuleStyles({ width: true })).toThrow('"width" is not a size');
    expect(() => parseModuleStyles({ module_alignment: 'justify' })).toThrow('"module_alignment"');
  });
});

describe('sticky module settings: stickyStyles (width, max-width, position_origin_r, vertical_offset, horizontal_offset) (SPEC §3)', () => {
  it('reads every field; the origin defaults to top_left', () => {
    expect(
      parseStickyStyles({
        width: '300px',
        max_width: '40vw',
        position_origin_r: 'bottom_right',
        vertical_offset: '10px',
        'horizontal-offset': '5%',
      }),
    ).toEqual({
      width: { value: 300, unit: 'px' },
      maxWidth: { value: 40, unit: 'vw' },
      origin: ['bottom', 'right'],
      verticalOffset: { value: 10, unit: 'px' },
      horizontalOffset: { value: 5, unit: '%' },
    });
    expect(parseStickyStyles({})).toEqual(NO_STICKY_STYLES);
  });

  it('reads origins as row and column in any separator; center alone is center_center', () => {
    expect(parseOrigin('top_center')).toEqual(['top', 'center']);
    expect(parseOrigin('center-right')).toEqual(['center', 'right']);
    expect(parseOrigin('bottom left')).toEqual(['bottom', 'left']);
    expect(parseOrigin('center')).toEqual(['center', 'center']);
    expect(() => parseOrigin('middle')).toThrow('position_origin_r');
    expect(() => parseOrigin('left_top')).toThrow('position_origin_r');
    expect(() => parseOrigin('top_left_right')).toThrow('position_origin_r');
  });
});

describe('the fixed box of a sticky module', () => {
  it('without styles keeps the measured place exactly', () => {
    expect(stickyBox(place)).toEqual({ left: 100, width: 600, translateX: 0, translateY: 0 });
  });

  it('resolves a sticky width in % against the container, not the viewport', () => {
    const box = stickyBox({ ...place, stickyStyles: { ...NO_STICKY_STYLES, width: { value: 50, unit: '%' } } });
    expect(box.width).toBe(400);
  });

  it('falls back to the module\'s own width setting, and caps at the sticky (or own) max-width', () => {
    const styles = { ...NO_MODULE_STYLES, width: { value: 75, unit: '%' as const } };
    expect(stickyBox({ ...place, styles }).width).toBe(600);
    const capped = { ...NO_STICKY_STYLES, maxWidth: { value: 250, unit: 'px' as const } };
    expect(stickyBox({ ...place, styles, stickyStyles: capped }).width).toBe(250);
    expect(stickyBox({ ...place, styles: { ...styles, maxWidth: { value: 20, unit: 'vw' } } }).width).toBe(200);
  });

  it('aligns a narrower box over its place by module_alignment (left by default, right in rtl)', () => {
    const stickyStyles = { ...NO_STICKY_STYLES, width: { value: 200, unit: 'px' as const } };
    expect(stickyBox({ ...place, stickyStyles }).left).toBe(100);
    expect(stickyBox({ ...place, stickyStyles, direction: 'rtl' }).left).toBe(500);
    expect(stickyBox({ ...place, stickyStyles, styles: { ...NO_MODULE_STYLES, alignment: 'center' } }).left).toBe(300);
    expect(stickyBox({ ...place, stickyStyles, styles: { ...NO_MODULE_STYLES, alignment: 'right' } }).left).toBe(500);
  });

  it('moves the box by the offsets from its origin: right origins move left, bottom origins move up', () => {
    const offsets = { verticalOffset: { value: 10, unit: 'px' as const }, horizontalOffset: { value: 2, unit: '%' as const } };
    const topLeft = stickyBox({ ...place, stickyStyles: { ...NO_STICKY_STYLES, ...offsets } });
    expect([topLeft.translateX, topLeft.translateY]).toEqual([20, 10]);
    const bottomRight = stickyBox({ ...place, stickyStyles: { ...NO_STICKY_STYLES, ...offsets, origin: ['bottom', 'right'] } });
    expect([bottomRight.translateX, bottomRight.translateY]).toEqual([-20, -10]);
    const vertical = stickyBox({
      ...place,
      stickyStyles: { ...NO_STICKY_STYLES, origin: ['center', 'center'], verticalOffset: { value: 4, unit: 'vh' } },
    });
    expect([vertical.translateX, vertical.translateY]).toEqual([0, 20]);
  });
});
