/**
 * Swiper's modules one file at a time. The package exports them only all together
 * (`swiper/modules`, which imports every module file), so a bundler that meets that import puts
 * every module in the chunk of whoever imports it. The image carousel imports Zoom statically and
 * the other modules on demand (react-core/image-carousel/swiper-modules/), each from its own file:
 * `swiper/modules/<name>.mjs`, resolved here to that file, past the package's `exports`.
 * react-core/image-carousel/swiper-module-files.d.ts types them.
 *
 * The ES module build for bundlers (dist/esm/), where Swiper is a peer dependency, imports the
 * module from the public `swiper/modules` instead (swiperModulesFromPackageForRolldown), which the
 * app's bundler resolves and tree-shakes.
 */
import { readFileSync } from 'node:fs';
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

const VIRTUAL = '\0swiper-module:';
const SWIPER_MODULES_INDEX = readFileSync(path.join(SWIPER, 'modules', 'index.mjs'), 'utf8');

/**
 * For Rolldown, in the build that leaves Swiper to the app (`swiper/modules` is external):
 * `swiper/modules/effect-fade.mjs` becomes `export { EffectFade as default } from 'swiper/modules'`.
 */
export const swiperModulesFromPackageForRolldown = {
  name: 'swiper-modules-from-package',
  resolveId(specifier) {
    const name = SPECIFIER.exec(specifier)?.[1];
    return name ? `${VIRTUAL}${name}` : null;
  },
  load(id) {
    if (!id.startsWith(VIRTUAL)) return null;
    const exported = id.slice(VIRTUAL.length).replace(/(?:^|-)([a-z0-9])/g, (_, letter) => letter.toUpperCase());
    if (!SWIPER_MODULES_INDEX.includes(` as ${exported}}`)) throw new Error(`swiper/modules exports no ${exported}`);
    return `export { ${exported} as default } from 'swiper/modules';`;
  },
};

/** For esbuild (the browser tests' bundles). */
export const swiperModuleFiles = {
  name: 'swiper-module-files',
  setup(build) {
    build.onResolve({ filter: SPECIFIER }, (args) => ({ path: swiperModuleFile(args.path) }));
  },
};
