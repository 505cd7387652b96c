/**
 * Parallax backgrounds (SPEC.md §1 "Animated elements and parallax"; §9 "Parallax factor 0.3";
 * ELEMENTS.md `pb-parallax`). Pure: no DOM here.
 *
 * True parallax: the background layer moves by 0.3 × the scroll, so it lags behind the content.
 * The offset is zero when the box's centre is at the viewport's centre, and the layer is taller
 * than the box by the largest offset at each end, so no gap ever shows.
 */

/** SPEC §9 "Parallax factor 0.3". */
export const PARALLAX_FACTOR = 0.3;
/** Boxes this far outside the viewport are not updated (no write per frame for them). */
export const PARALLAX_NEAR_MARGIN_PX = 200;

export const PARALLAX_METHODS = ['true', 'css'] as const;
export type ParallaxMethod = (typeof PARALLAX_METHODS)[number];

/**
 * The layer's vertical offset (px, positive = down) for a box whose top is `top` px below the
 * viewport's top. Scrolling the page down by d px moves the layer down by factor × d relative to
 * the box (so on screen it moves up by only (1 − factor) × d).
 */
export function parallaxOffset(top: number, boxHeight: number, viewportHeight: number, factor = PARALLAX_FACTOR): number {
  const fromCentre = top + boxHeight / 2 - viewportHeight / 2;
  const offset = -fromCentre * factor;
  return Object.is(offset, -0) ? 0 : offset;
}

/**
 * How far (px) the layer reaches beyond the box at the top and at the bottom: the largest offset
 * while any part of the box is in the viewport (top from −boxHeight to viewportHeight), rounded
 * up. A layer of boxHeight + 2 × travel never shows a gap.
 */
export function parallaxTravel(boxHeight: number, viewportHeight: number, factor = PARALLAX_FACTOR): number {
  return Math.ceil((Math.max(0, boxHeight) + Math.max(0, viewportHeight)) / 2 * Math.abs(factor));
}

/** The offset clamped to the travel (boxes far outside the viewport keep the edge position). */
export function clampedParallaxOffset(top: number, boxHeight: number, viewportHeight: number, factor = PARALLAX_FACTOR): number {
  const travel = parallaxTravel(boxHeight, viewportHeight, factor);
  return Math.min(travel, Math.max(-travel, parallaxOffset(top, boxHeight, viewportHeight, factor)));
}

/** Whether a box is in the viewport or within `margin` px of it. */
export function isNearViewport(top: number, bottom: number, viewportHeight: number, margin = PARALLAX_NEAR_MARGIN_PX): boolean {
  return bottom > -margin && top < viewportHeight + margin;
}

/** How the background is shown. */
export type ParallaxMode = 'static' | 'transform' | 'fixed';

/**
 * `method="css"` uses `background-attachment: fixed` (no script per frame), except on touch
 * devices (iOS ignores fixed backgrounds), where the true parallax is used instead. Reduced
 * motion: a static background.
 */
export function parallaxMode(method: ParallaxMethod, reducedMotion: boolean, fixedUnsupported: boolean): ParallaxMode {
  if (reducedMotion) return 'static';
  if (method === 'css' && !fixedUnsupported) return 'fixed';
  return 'transform';
}

/**
 * `url("…")` for a CSS `background-image`, with the characters that could end the string or
 * the declaration escaped: the value can never become more CSS. Null for an empty value.
 */
export function cssUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const escaped = value.replace(/[\\"]/g, (character) => `\\${character}`).replace(/[\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}
