/** Swiper's EffectFlip module, a chunk of its own: imported only by the carousels that need it (../swiper-modules.ts). */
export { default } from 'swiper/modules/effect-flip.mjs';
