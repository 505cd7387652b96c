/**
 * Swiper's modules one file at a time (`swiper/modules/zoom.mjs` …), which the build resolves
 * past the package's `exports` (scripts/swiper-module-files.mjs), so that each is a chunk of its own.
 */
declare module 'swiper/modules/*.mjs' {
  import type { SwiperModule } from 'swiper/types';

  const module: SwiperModule;
  export default module;
}
