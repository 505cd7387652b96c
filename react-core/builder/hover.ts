/**
 * Hover variants (SPEC.md §3 "Builder data", §4 "Builder helpers"): a setting `name` keeps its
 * hover value under `name__hover`, and whether that is in use under `name__hover_enabled`. A hover
 * variant is enabled when its hover-enabled value starts with `on` (the builder saves `on|hover`,
 * `on|desktop` …).
 */
import { isUnset, type BuilderAttrs } from './types';

export const HOVER_SUFFIX = '__hover';
export const HOVER_ENABLED_SUFFIX = '__hover_enabled';

/** `name__hover`. */
export function hoverFieldName(name: string): string {
  return `${name}${HOVER_SUFFIX}`;
}

/** `name__hover_enabled`. */
export function hoverEnabledFieldName(name: string): string {
  return `${name}${HOVER_ENABLED_SUFFIX}`;
}

/** True for a hover value's field (`color__hover`), not for its enabled field. */
export function isHoverFieldName(field: string): boolean {
  return field.endsWith(HOVER_SUFFIX) && field.length > HOVER_SUFFIX.length;
}

/** The setting a hover field or hover-enabled field belongs to: `color__hover` → `color`; any other field as it is. */
export function hoverBaseName(field: string): string {
  for (const suffix of [HOVER_ENABLED_SUFFIX, HOVER_SUFFIX]) {
    if (field.endsWith(suffix)) return field.slice(0, -suffix.length);
  }
  return field;
}

/** True when `name`'s hover variant is enabled: its hover-enabled value starts with `on`. */
export function isHoverEnabled(attrs: BuilderAttrs, name: string): boolean {
  return (attrs[hoverEnabledFieldName(name)] ?? '').startsWith('on');
}

/**
 * What `name` shows on hover: its hover value when the variant is enabled and set, otherwise its
 * own value (a hover variant that is off or empty changes nothing); `fallback` when both are unset.
 * The fields of a composite setting share its hover-enabled value: `group` names it
 * (`background_color__hover` applies when `background__hover_enabled` is on).
 */
export function hoverValue(attrs: BuilderAttrs, name: string, fallback = '', group = name): string {
  const hover = attrs[hoverFieldName(name)];
  if (isHoverEnabled(attrs, group) && !isUnset(hover)) return hover;
  const own = attrs[name];
  return isUnset(own) ? fallback : own;
}
