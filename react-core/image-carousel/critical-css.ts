/**
 * The layout `<pb-image-carousel>` reserves before its code arrives (CLS 0), for the loader's
 * critical CSS. Until the element marks itself `data-enhanced` (or `data-failed`), its children
 * sit in one row of columns exactly as wide as Swiper's slides will be:
 * - `slide-to-show` 1–6 (default 3); `-tablet` applies below 981 px and `-phone` below 768 px,
 *   each falling back to the wider value, as the carousel's breakpoints do;
 * - one per view for the slideshow type and the cube, flip and fade effects;
 * - the gap is `--pb-image-carousel-space-between` (set the gap that way, rather than with the
 *   `space-between` attribute, and it is reserved too);
 * - the slideshow's thumbnail strip below (`--pb-image-carousel-thumbs-height` + `-gap`);
 * - multi-row carousels (`slide-row` 2 or 3, `-tablet` and `-phone` as above): their height,
 *   `--pb-image-carousel-height`, split into that many rows that the children fill column by
 *   column, as Swiper's grid fills them; vertical carousels: their height.
 * Anything past the first view is clipped, as the slider clips it. On paper the columns wrap
 * into rows instead, so every image prints (as the upgraded carousel prints them).
 */
const TAG = 'pb-image-carousel';
const PENDING = `${TAG}:not([data-enhanced],[data-failed])`;

/** `[name="n"]{--pb-n:n}` for each count (more specific than the default on the bare tag). */
function counts(attribute: string, values: number[]): string {
  return values.map((count) => `[${attribute}="${count}"]{--pb-n:${count}}`).join('');
}

const HEIGHT = 'var(--pb-image-carousel-height,400px)';

/** `[name="r"]{--pb-r:r;--pb-h:…}` for each count: several rows take the carousel's height, one row its content's. */
function rows(attribute: string, values: number[]): string {
  return values.map((count) => `[${attribute}="${count}"]{--pb-r:${count};--pb-h:${count > 1 ? HEIGHT : 'auto'}}`).join('');
}

const ALL = [1, 2, 3, 4, 5, 6];
const COLUMN = 'calc((100% - (var(--pb-n) - 1)*var(--pb-g))/var(--pb-n))';

export const IMAGE_CAROUSEL_CRITICAL_CSS =
  `${TAG}{--pb-n:3;--pb-g:var(--pb-image-carousel-space-between,0px)}` +
  `${PENDING}{display:grid;grid-auto-flow:column;grid-auto-columns:${COLUMN};grid-template-rows:repeat(var(--pb-r,1),minmax(0,1fr));gap:var(--pb-g);overflow:hidden}` +
  // 3 is the default: no rule needed at desktop width.
  counts('slide-to-show', [1, 2, 4, 5, 6]) +
  // 1 is the default: no rule needed at desktop width.
  rows('slide-row', [2, 3]) +
  `@media (max-width:980px){${counts('slide-to-show-tablet', ALL)}${rows('slide-row-tablet', [1, 2, 3])}}` +
  `@media (max-width:767px){${counts('slide-to-show-phone', ALL)}${rows('slide-row-phone', [1, 2, 3])}}` +
  `${TAG}:is([type=slideshow],[effect=cube],[effect=flip],[effect=fade]){--pb-n:1;--pb-r:1;--pb-h:auto}` +
  `${TAG}[slider-orientation=vertical]{--pb-h:${HEIGHT}}` +
  `@media not print{${PENDING}{height:var(--pb-h,auto)}${PENDING}[type=slideshow]{padding-bottom:calc(var(--pb-image-carousel-thumbs-height,80px) + var(--pb-image-carousel-thumbs-gap,10px))}}` +
  // On paper the columns wrap into rows instead.
  `@media print{${PENDING}{grid:auto-flow/repeat(var(--pb-n),minmax(0,1fr));gap:var(--pb-g);overflow:visible}}`;
