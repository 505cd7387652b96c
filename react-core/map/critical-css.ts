/**
 * The box the loader reserves for `<pb-map>` before its code arrives (CLS 0), on screen only (on
 * paper, and without JavaScript, the list of places shows as the author wrote it): the map's box
 * itself, `height` (or its `-tablet`/`-phone` variant) when given, else 16 / 9 of the element's
 * width. The list of places shows inside it meanwhile, scrolling if it is longer. The upgraded
 * element (map-styles.ts, map-view.tsx) has exactly this box.
 *
 * The height is read from the attribute with typed `attr()`: `420` as 420px, `420px`, `60vh`. A browser without typed `attr()` keeps the 16 / 9 box until the upgrade; to
 * reserve the height there too, give the element the same height in the page's CSS. Never taller
 * than MAX_MAP_HEIGHT_PX, as the upgraded element.
 */
import { DEFAULT_ASPECT_RATIO, MAX_MAP_HEIGHT_PX } from './map-state';

const MAP = 'pb-map:not([data-enhanced],[data-failed])';

/**
 * The height from `name`: a bare number as pixels, a length in px, vh or vw as written (the units
 * the element reads); `%`, `none` and `auto` keep the 16 / 9 box, as the element does.
 */
function heightFrom(name: string): string {
  return (
    `${MAP}[${name}]{aspect-ratio:auto;height:attr(${name} px)}` +
    `${MAP}:is([${name}$=px i],[${name}$=vh i],[${name}$=vw i]){height:attr(${name} type(<length>))}` +
    `${MAP}:is([${name}$="%"],[${name}=none i],[${name}=auto i],[${name}=""]){aspect-ratio:${DEFAULT_ASPECT_RATIO};height:auto}`
  );
}

export const MAP_CRITICAL_CSS =
  '@media not print{' +
  `${MAP}{display:block;aspect-ratio:${DEFAULT_ASPECT_RATIO};max-height:${MAX_MAP_HEIGHT_PX}px;overflow:auto}` +
  heightFrom('height') +
  `@media (max-width:980px){${heightFrom('height-tablet')}}` +
  `@media (max-width:767px){${heightFrom('height-phone')}}` +
  '}';
