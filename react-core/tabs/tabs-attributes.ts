import { attribute } from '../element/attributes';

/** The attributes of `<pb-tabs>`. */
export const tabsAttributes = {
  /** Index (from 0) of the tab open on load, unless the page hash selects another. */
  active: attribute.number(0, { min: 0, integer: true }),
  /** Accessible name of the tab list. */
  label: attribute.string(),
};
