/**
 * Swiper's modules one file at a time. The package exports them only all together
 * (`swiper/modules`, which imports every module file), so a bundler that meets that import puts
 * every module in the chunk of whoever imports it. The image carousel imports Zoom statically and
 * the other modules on demand (react-core/image-carousel/swiper-modules/), each from its own file:
 * `swiper/modules/<name>.mjs`, resolved here to that file, past the package's `exports`.
 * react-core/image-carousel/swiper-module-files.d.ts types them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const SPECIFIER = /^swiper\/modules\/([a-z-]+)\.mjs$/;
const SWIPER = path.dirname(createRequire(import.meta.url).resolve('swiper/package.json'));

/** The file of `swiper/modules/<name>.mjs`, or undefined for any other import. */
export function swiperModuleFile(specifier) {
  const name = SPECIFIER.exec(specifier)?.[1];
  return name ? path.join(SWIPER, 'modules', `${name}.mjs`) : undefined;
}

/** For Rolldown (scripts/build.mjs). */
export const swiperModuleFilesForRolldown = {
  name: 'swiper-module-files',
  resolveId: (specifier) => swiperModuleFile(specifier) ?? null,
};

/** For esbuild (the browser tests' bundles). */
export const swiperModuleFiles = {
  name: 'swiper-module-files',
  setup(build) {
    build.onResolve({ filter: SPECIFIER }, (args) => ({ path: swiperModuleFile(args.path) }));
  },
};
