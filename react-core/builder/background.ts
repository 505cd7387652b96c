/**
 * Background options (SPEC.md §3 "Builder data"): colour; gradient (flag
 * `use_background_color_gradient`); image; video (mp4 and webm); pattern (style plus enable flag);
 * mask (style plus enable flag). `readBackground` reads a module's `background_*` settings for one
 * device (responsive values, responsive.ts) or for hover (hover variants, hover.ts) into a typed
 * object; `backgroundDeclarations` gives the CSS of its colour, gradient and image. The video is
 * markup (`<pb-video-background>`), and the pattern and mask are layers whose artwork the theme
 * draws: their object says which style and colour.
 *
 * Every value is checked: colours are colours, addresses are http(s) or relative (runtime/safe-url.ts),
 * keywords are the builder's; anything else is no value, so a saved setting never leaves its declaration.
 */
import { safeResourceUrl } from '../runtime/safe-resource-url';
import { cssUrl, isCssColor, type CssDeclarations } from './css';
import { hoverValue } from './hover';
import { parseInteger } from './numbers';
import { responsiveValue, type Device } from './responsive';
import type { BuilderAttrs } from './types';

/** The composite setting whose `_last_edited` and `__hover_enabled` values the background fields share. */
export const BACKGROUND = 'background';

export const GRADIENT_TYPES = ['linear', 'radial', 'circular', 'elliptical', 'conic'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];
export const RADIAL_DIRECTIONS = ['center', 'top left', 'top', 'top right', 'right', 'bottom right', 'bottom', 'bottom left', 'left'] as const;
export type RadialDirection = (typeof RADIAL_DIRECTIONS)[number];
export const BACKGROUND_SIZES = ['cover', 'contain', 'initial', 'stretch'] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];
export const BACKGROUND_REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'space', 'round'] as const;
export type BackgroundRepeat = (typeof BACKGROUND_REPEATS)[number];
export const BLEND_MODES = [
  'normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn',
  'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity',
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/** The builder's defaults of a gradient's settings. */
export const GRADIENT_DEFAULTS = {
  type: 'linear',
  direction: '180deg',
  radialDirection: 'center',
  startColor: '#2b87da',
  endColor: '#29c4a9',
  startPosition: '0%',
  endPosition: '100%',
} as const;

/** The builder's defaults of an image's settings. */
export const IMAGE_DEFAULTS = { size: 'cover', position: 'center', repeat: 'no-repeat', blend: 'normal' } as const;

export interface GradientStop {
  color: string;
  /** A length or percentage: `0%`, `40px`. */
  position: string;
}

export interface BackgroundGradient {
  type: GradientType;
  /** The angle of a linear gradient, where a conic one starts: `180deg`. */
  direction: string;
  /** Where a radial, elliptical or conic gradient is centred. */
  radialDirection: RadialDirection;
  stops: GradientStop[];
  /** Repeats the stops over the box (`repeating-linear-gradient` …). */
  repeat: boolean;
  /** The gradient lies above the image rather than below it. */
  overlaysImage: boolean;
}

export interface BackgroundImage {
  url: string;
  size: BackgroundSize;
  /** `center`, `top left` … (the builder saves `top_left`). */
  position: string;
  repeat: BackgroundRepeat;
  blend: BlendMode;
}

export interface VideoSource {
  src: string;
  type: 'video/mp4' | 'video/webm';
}

export interface BackgroundVideo {
  /** mp4 first, then webm: the browser plays the first it can. */
  sources: VideoSource[];
  /** The video's own size in pixels, when saved. */
  width: number | null;
  height: number | null;
}

/** A pattern or mask layer: the style's name and its colour. */
export interface BackgroundLayer {
  style: string;
  color: string;
}

export interface Background {
  color: string;
  gradient: BackgroundGradient | null;
  image: BackgroundImage | null;
  video: BackgroundVideo | null;
  pattern: BackgroundLayer | null;
  mask: BackgroundLayer | null;
}

/** Which value of each setting to read: a device's (default desktop), or the hover variant's. */
export interface BackgroundReadOptions {
  device?: Device;
  hover?: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const ANGLE = /^-?\d*\.?\d+(?:deg|turn|rad|grad)$/;
const STOP_POSITION = /^-?\d*\.?\d+(?:%|px|em|rem|vw|vh)$/;
const STYLE_NAME = /^[a-z\d][a-z\d_-]*$/i;

/** `#fff 0%|#000 100%`: the stops a newer builder saves; a stop with a bad colour or position is dropped. */
function parseStops(value: string): GradientStop[] {
  return value.split('|').flatMap((stop) => {
    const [color = '', position = ''] = stop.trim().split(/\s+(?=[^\s]+$)/);
    return isCssColor(color) && STOP_POSITION.test(position) ? [{ color, position }] : [];
  });
}

/**
 * Reads a module's background settings (`background_color`, `use_background_color_gradient`,
 * `background_color_gradient_*`, `background_image`, `background_size`, `background_position`,
 * `background_repeat`, `background_blend`, `background_video_mp4`, `background_video_webm`,
 * `background_video_width`/`_height`, `background_enable_pattern_style`, `background_pattern_style`,
 * `background_pattern_color`, and the same three for the mask), each for the device asked for (when
 * `background_last_edited` is on) or for hover (when `background__hover_enabled` is on).
 */
export function readBackground(attrs: BuilderAttrs, { device = 'desktop', hover = false }: BackgroundReadOptions = {}): Background {
  // The background is one composite setting: `background_last_edited` and
  // `background__hover_enabled` switch the responsive and hover values of all its fields.
  const value = (name: string): string => (hover ? hoverValue(attrs, name, '', BACKGROUND) : responsiveValue(attrs, name, device, '', BACKGROUND)).trim();
  const read = (name: string): string => value(`background_${name}`);
  const url = (raw: string): string | null => (raw ? safeResourceUrl(raw) : null);
  const layer = (kind: 'pattern' | 'mask'): BackgroundLayer | null => {
    const style = read(`${kind}_style`);
    if (read(`enable_${kind}_style`) !== 'on' || !STYLE_NAME.test(style)) return null;
    const color = read(`${kind}_color`);
    return { style, color: isCssColor(color) ? color : '' };
  };

  const color = read('color');
  let gradient: BackgroundGradient | null = null;
  if (value('use_background_color_gradient') === 'on') {
    const stops = parseStops(read('color_gradient_stops'));
    const start = read('color_gradient_start');
    const end = read('color_gradient_end');
    const startPosition = read('color_gradient_start_position');
    const endPosition = read('color_gradient_end_position');
    const direction = read('color_gradient_direction');
    gradient = {
      type: oneOf(GRADIENT_TYPES, read('color_gradient_type'), GRADIENT_DEFAULTS.type),
      direction: ANGLE.test(direction) ? direction : GRADIENT_DEFAULTS.direction,
      radialDirection: oneOf(RADIAL_DIRECTIONS, read('color_gradient_direction_radial'), GRADIENT_DEFAULTS.radialDirection),
      stops:
        stops.length >= 2
          ? stops
          : [
              { color: isCssColor(start) ? start : GRADIENT_DEFAULTS.startColor, position: STOP_POSITION.test(startPosition) ? startPosition : GRADIENT_DEFAULTS.startPosition },
              { color: isCssColor(end) ? end : GRADIENT_DEFAULTS.endColor, position: STOP_POSITION.test(endPosition) ? endPosition : GRADIENT_DEFAULTS.endPosition },
            ],
      repeat: read('color_gradient_repeat') === 'on',
      overlaysImage: read('color_gradient_overlays_image') === 'on',
    };
  }

  const imageUrl = url(read('image'));
  const position = read('position').replace(/_/g, ' ');
  const image: BackgroundImage | null = imageUrl
    ? {
        url: imageUrl,
        size: oneOf(BACKGROUND_SIZES, read('size'), IMAGE_DEFAULTS.size),
        position: /^(?:center|(?:top|bottom|center)(?: (?:left|right|center))?|left|right)$/.test(position) ? position : IMAGE_DEFAULTS.position,
        repeat: oneOf(BACKGROUND_REPEATS, read('repeat'), IMAGE_DEFAULTS.repeat),
        blend: oneOf(BLEND_MODES, read('blend'), IMAGE_DEFAULTS.blend),
      }
    : null;

  const sources: VideoSource[] = [];
  const mp4 = url(read('video_mp4'));
  const webm = url(read('video_webm'));
  if (mp4) sources.push({ src: mp4, type: 'video/mp4' });
  if (webm) sources.push({ src: webm, type: 'video/webm' });
  const size = (raw: string): number | null => (parseInteger(raw) > 0 ? parseInteger(raw) : null);
  const video = sources.length > 0 ? { sources, width: size(read('video_width')), height: size(read('video_height')) } : null;

  return { color: isCssColor(color) ? color : '', gradient, image, video, pattern: layer('pattern'), mask: layer('mask') };
}

/** The CSS `<image>` of a gradient: `linear-gradient(180deg,#2b87da 0%,#29c4a9 100%)`. */
export function gradientImage(gradient: BackgroundGradient): string {
  const stops = gradient.stops.map(({ color, position }) => `${color} ${position}`).join(',');
  const repeating = gradient.repeat ? 'repeating-' : '';
  switch (gradient.type) {
    case 'linear':
      return `${repeating}linear-gradient(${gradient.direction},${stops})`;
    case 'conic':
      return `${repeating}conic-gradient(from ${gradient.direction} at ${gradient.radialDirection},${stops})`;
    case 'elliptical':
      return `${repeating}radial-gradient(ellipse at ${gradient.radialDirection},${stops})`;
    case 'radial':
    case 'circular':
      return `${repeating}radial-gradient(circle at ${gradient.radialDirection},${stops})`;
  }
}

/**
 * The CSS of a background's colour, gradient and image. The gradient and the image are layers
 * of one `background-image`: the gradient below the image, or above it when it overlays the
 * image. The image's size (`stretch` fills the box), position, repeat and blend mode apply to
 * its layer; a gradient layer covers the box.
 */
export function backgroundDeclarations(background: Background): CssDeclarations {
  const declarations: CssDeclarations = {};
  if (background.color) declarations['background-color'] = background.color;
  const layers: { image: string; size: string; position: string; repeat: string; blend: string }[] = [];
  if (background.image) {
    const { url, size, position, repeat, blend } = background.image;
    layers.push({ image: cssUrl(url), size: size === 'stretch' ? '100% 100%' : size, position, repeat, blend });
  }
  if (background.gradient) {
    const layer = { image: gradientImage(background.gradient), size: 'auto', position: 'center', repeat: 'repeat', blend: 'normal' };
    // The first layer of background-image is drawn on top.
    if (background.gradient.overlaysImage) layers.unshift(layer);
    else layers.push(layer);
  }
  if (layers.length === 0) return declarations;
  declarations['background-image'] = layers.map((layer) => layer.image).join(',');
  if (background.image) {
    declarations['background-size'] = layers.map((layer) => layer.size).join(',');
    declarations['background-position'] = layers.map((layer) => layer.position).join(',');
    declarations['background-repeat'] = layers.map((layer) => layer.repeat).join(',');
    if (background.image.blend !== 'normal') declarations['background-blend-mode'] = layers.map((layer) => layer.blend).join(',');
  }
  return declarations;
}
