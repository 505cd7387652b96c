/**
 * The layout the loader reserves for `<pb-accordion>` and `<pb-toggle>` before their code arrives:
 * a block, as the upgraded host is (`:host{display:block}`). An unknown element is inline, and an
 * inline box takes no `max-width` or auto margins, so in a theme's content column
 * (`.is-layout-constrained > *`) the items would span the whole page until the upgrade moved them
 * in. In `:where()` (no specificity): any page rule wins, as it wins over `:host` once upgraded.
 * Each `:where()` holds one element name (tried on those elements only). Then the items' look.
 */
import { TOGGLE_LIGHT_STYLES } from './toggle-styles';

/** Not yet upgraded, and not hidden (a page rule of no specificity would beat the browser's `[hidden]`). */
const NOT_UPGRADED = ':not([data-enhanced],[data-failed],[hidden])';

export const TOGGLE_CRITICAL_CSS =
  `:where(pb-accordion${NOT_UPGRADED}),:where(pb-toggle${NOT_UPGRADED}){display:block}` + TOGGLE_LIGHT_STYLES;
