/** Every element at once, for bundler users who want them all: `import 'pb-elements'`. */
import './pb-tabs';
import './pb-accordion';
import './pb-toggle';
export type { PbTabsElement } from './pb-tabs';
export type { PbAccordionElement } from './pb-accordion';
export type { PbToggleElement } from './pb-toggle';
