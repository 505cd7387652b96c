import { attribute } from '../element/attributes';
import { PARALLAX_METHODS } from './parallax-state';

/** The attributes of `<pb-parallax>`. */
export const parallaxAttributes = {
  /** `true`: the layer moves by 0.3 × the scroll; `css`: `background-attachment: fixed`. */
  method: attribute.oneOf(PARALLAX_METHODS, 'true'),
  /** An image URL for the background (instead of a slotted `<img slot="background">`). */
  background: attribute.string(''),
};
