/**
 * Wireframe mode shows modules as outlines with their labels, so an edit that changes only what
 * the wireframe does not show need not re-render it. These attrs are ignored when comparing
 * modules there (SPEC.md §3 "Builder data").
 */
import type { BuilderAttrs, BuilderModule } from './types';

export const WIREFRAME_IGNORED_ATTRS: readonly string[] = [
  'locked',
  'global_module',
  'admin_label',
  'collapsed',
  'ab_subject_id',
  'ab_goal',
  'disabled',
  'disabled_on',
  'column_structure',
  'type',
  '_deleted',
];

const ignored = new Set(WIREFRAME_IGNORED_ATTRS);

/** A module's attrs without those wireframe mode ignores (and without unset ones: `''` is unset). */
export function wireframeAttrs(attrs: BuilderAttrs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).filter((entry): entry is [string, string] => !ignored.has(entry[0]) && entry[1] !== undefined && entry[1] !== ''),
  );
}

function sameAttrs(a: BuilderAttrs, b: BuilderAttrs): boolean {
  const left = wireframeAttrs(a);
  const right = wireframeAttrs(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/**
 * True when two modules look the same in wireframe mode: the same slug, the same attrs apart from
 * the ignored ones, and the same content (the same text, or children that look the same, in the
 * same order). Keys, shortcode indexes and addresses are where a module is, not what it is: not compared.
 */
export function sameInWireframe(a: BuilderModule, b: BuilderModule): boolean {
  if (a.type !== b.type || !sameAttrs(a.attrs, b.attrs)) return false;
  if (typeof a.content === 'string' || typeof b.content === 'string') return a.content === b.content;
  const children = b.content;
  return a.content.length === children.length && a.content.every((child, index) => sameInWireframe(child, children[index]!));
}
