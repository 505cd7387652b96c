/**
 * pb-loader-core.js: the loader proper, as an ES module that pb-elements.js imports once it has
 * reserved the layout and held the elements (react-core/loader/start-loader.ts).
 */
export { startLoader } from '../react-core/loader/start-loader';
