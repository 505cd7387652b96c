/**
 * Link relations (SPEC.md §3 "Builder data"): a pipe-separated flag list whose positions mean
 * bookmark, external, nofollow, noreferrer, noopener: `off|on|on|off|off` is `external nofollow`.
 * A position is set when it is `on`; `off`, empty or a missing position is not.
 */
export const LINK_RELS = ['bookmark', 'external', 'nofollow', 'noreferrer', 'noopener'] as const;
export type LinkRel = (typeof LINK_RELS)[number];

/** The relations a saved flag list sets, in the list's order. */
export function parseLinkRel(value: string | undefined): LinkRel[] {
  const flags = (value ?? '').split('|');
  return LINK_RELS.filter((_, position) => flags[position] === 'on');
}

/** Writes the flag list of a set of relations: all five positions, `on` or `off`. */
export function formatLinkRel(rels: Iterable<LinkRel>): string {
  const set = new Set(rels);
  return LINK_RELS.map((rel) => (set.has(rel) ? 'on' : 'off')).join('|');
}

/** The `rel` attribute value of a saved flag list: `'external nofollow'`, or `''` when none is set. */
export function linkRelAttribute(value: string | undefined): string {
  return parseLinkRel(value).join(' ');
}
