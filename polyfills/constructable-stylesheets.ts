/**
 * Constructable stylesheets and `adoptedStyleSheets` for Safari 15.4–16.3. The loader imports
 * this file only in browsers that lack them, before any element.
 */
import 'construct-style-sheets-polyfill';
