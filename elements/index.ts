/** Every element at once, for bundler users who want them all: `import 'pb-elements'`. */
import './pb-tabs';
import './pb-accordion';
import './pb-toggle';
import './pb-slider';
import './pb-image-carousel';
import './pb-portfolio-carousel';
import './pb-lightbox';
export type { PbTabsElement } from './pb-tabs';
export type { PbAccordionElement } from './pb-accordion';
export type { PbToggleElement } from './pb-toggle';
export type { PbSliderElement } from './pb-slider';
export type { PbImageCarouselElement } from './pb-image-carousel';
export type { PbPortfolioCarouselElement } from './pb-portfolio-carousel';
export type { PbLightboxElement } from './pb-lightbox';
