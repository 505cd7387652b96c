/**
 * The builder's data as the builder utilities read it (SPEC.md §3 "Builder data"): a module's
 * attrs are the shortcode's attributes, every value a string as the builder saves it.
 */

/** A module's attrs: setting name → saved value (`'on'`, `'20px'`, `'on|phone'` …); a missing key is an unset setting. */
export type BuilderAttrs = Readonly<Record<string, string | undefined>>;

/** A builder module (a shortcode node, SPEC.md §3). */
export interface BuilderModule {
  /** The module's slug (its shortcode or tag name), `pb-tabs`. */
  type: string;
  attrs: BuilderAttrs;
  /** Its children, or its text content. */
  content: string | readonly BuilderModule[];
  /** A key unique in the tree, stable across edits (the builder's `_key`). */
  key: string;
  /** The shortcode's index in the page's source (the builder's `_order`). */
  shortcodeIndex: number;
  /** Dot-separated numbers giving its position in the tree (see `moduleAddress`). */
  address: string;
}

/** A value the builder has not set: missing or the empty string. */
export function isUnset(value: string | undefined): value is undefined | '' {
  return value === undefined || value === '';
}
