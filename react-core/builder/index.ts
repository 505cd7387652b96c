/**
 * `pb-elements/builder`: the builder's value utilities as a typed module API (SPEC.md §3 "Builder
 * data", §4 "Builder helpers", §5 "Sticky and builder"), for a theme, a builder integration or
 * the demo editor. Pure functions over the builder's saved values, apart from `loadWebFont`,
 * which adds a font to the page, and the runtime facilities after them (waypoints, script
 * loading, debug mode, cookies, multi-view data, the core modal, the sticky modules' runtime fields). Documented in docs/builder-utilities.md.
 */
export * from './types';
export * from './css';
export * from './flags';
export * from './responsive';
export * from './hover';
export * from './icon';
export * from './font';
export * from './web-fonts';
export * from './link-rel';
export * from './background';
export * from './layout';
export * from './numbers';
export * from './wireframe';
export * from './sprintf';
export * from './waypoint';
export * from './script-loader';
export * from './debug';
export * from './cookies';
export * from './multi-view';
export { showCoreModal, showModalTemplate, hideCoreModal } from '../modal/core-modal';
export { stickyStateOf, type StickyRuntimeFields, type StickyPadding } from '../sticky/sticky-fields';
