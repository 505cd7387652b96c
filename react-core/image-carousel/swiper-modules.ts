/**
 * Swiper's feature modules, loaded on demand: a carousel imports only what its attributes ask for
 * (`swiperFeatures` in carousel-params.ts), and all of it at once, before its Swiper is created,
 * so a carousel waits for one round trip, never a chain of them. Each module is a chunk of its own
 * (swiper-modules/*.ts) that every carousel on the page then shares.
 */
import { useEffect, useState } from 'react';
import type { SwiperModule } from 'swiper/types';
import { reportError } from '../runtime/warn';
import type { SwiperFeature } from './carousel-params';

type ModuleFile = Promise<{ default: SwiperModule }>;

const FILES: Record<SwiperFeature, () => ModuleFile> = {
  autoplay: () => import('./swiper-modules/autoplay'),
  grid: () => import('./swiper-modules/grid'),
  mousewheel: () => import('./swiper-modules/mousewheel'),
  thumbs: () => import('./swiper-modules/thumbs'),
  'effect-fade': () => import('./swiper-modules/effect-fade'),
  'effect-cube': () => import('./swiper-modules/effect-cube'),
  'effect-flip': () => import('./swiper-modules/effect-flip'),
  'effect-coverflow': () => import('./swiper-modules/effect-coverflow'),
  'effect-cards': () => import('./swiper-modules/effect-cards'),
  'effect-creative': () => import('./swiper-modules/effect-creative'),
};

const loaded = new Map<SwiperFeature, SwiperModule>();
const loading = new Map<SwiperFeature, Promise<void>>();

function load(feature: SwiperFeature): Promise<void> {
  let pending = loading.get(feature);
  if (!pending) {
    pending = FILES[feature]().then(
      (file) => void loaded.set(feature, file.default),
      (error: unknown) => {
        // Not cached: a later carousel (or a later attribute change) tries again.
        loading.delete(feature);
        throw error;
      },
    );
    loading.set(feature, pending);
  }
  return pending;
}

/** The modules of `features` when every one of them has loaded, else null. */
export function loadedSwiperModules(features: readonly SwiperFeature[]): SwiperModule[] | null {
  const modules: SwiperModule[] = [];
  for (const feature of features) {
    const module = loaded.get(feature);
    if (!module) return null;
    modules.push(module);
  }
  return modules;
}

/** Starts loading every missing module of `features` at once; null when none is missing. */
export function loadSwiperModules(features: readonly SwiperFeature[]): Promise<void> | null {
  const missing = features.filter((feature) => !loaded.has(feature));
  return missing.length === 0 ? null : Promise.all(missing.map(load)).then(() => undefined);
}

/**
 * The modules of `features`, or null while some are loading; the component renders again once
 * they are there. The element loads a carousel's first modules before its first render
 * (`prepare` in elements/pb-image-carousel.ts); this covers what a later attribute change adds.
 * A module that fails to load is reported, and the carousel keeps the slider it has.
 */
export function useSwiperModules(features: readonly SwiperFeature[], source: string): SwiperModule[] | null {
  const [, setLoads] = useState(0);
  const key = features.join(' ');
  useEffect(() => {
    const pending = loadSwiperModules(features);
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && setLoads((count) => count + 1),
      (error: unknown) => reportError(source, error),
    );
    return () => {
      live = false;
    };
    // `key` stands for `features`, a new array on every attribute change.
  }, [key]);
  return loadedSwiperModules(features);
}
