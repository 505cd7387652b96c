/**
 * The builder's layout data (SPEC.md §3 "Builder data", §5 "Sticky and builder"): a row's column
 * type built from its columns' types and the row class it gives, section types, module flags and
 * module addresses.
 */
import type { BuilderAttrs } from './types';

/**
 * A row's column type: its columns' types joined by `_`, each written with a hyphen: columns of
 * type `1_2` and `1_2` (or `1-2`) make `1-2_1-2`. No columns: `''`.
 */
export function rowColumnType(columnTypes: readonly string[]): string {
  return columnTypes.map((type) => type.trim().replace(/_/g, '-')).join('_');
}

/** The row column type of a row's column modules (their `type` attr). */
export function rowColumnTypeOf(columns: readonly { attrs: BuilderAttrs }[]): string {
  return rowColumnType(columns.map((column) => column.attrs.type ?? ''));
}

/** Column types whose layout the row's own styles give: no extra class (SPEC.md §5). */
export const PLAIN_ROW_COLUMN_TYPES: readonly string[] = [
  '4-4',
  '1-2_1-2',
  '1-3_1-3_1-3',
  '2-5_3-5',
  '3-5_2-5',
  '1-3_2-3',
  '2-3_1-3',
  '1-5_3-5_1-5',
  '3-8_3-8',
  '1-3_1-3',
];

export const ROW_CLASS_PREFIX = 'pb-row';
/** Four equal quarters. */
export const ROW_4_COLUMNS_CLASS = `${ROW_CLASS_PREFIX}-4col`;
/** Five fifths. */
export const ROW_5_COLUMNS_CLASS = `${ROW_CLASS_PREFIX}-5col`;
/** Six sixths. */
export const ROW_6_COLUMNS_CLASS = `${ROW_CLASS_PREFIX}-6col`;

const equalColumns = (fraction: string, count: number): string => Array.from({ length: count }, () => fraction).join('_');

/**
 * The extra class of a row by its column type (SPEC.md §5): none (`''`) for the types of
 * `PLAIN_ROW_COLUMN_TYPES`; `pb-row-4col`, `pb-row-5col`, `pb-row-6col` for four quarters, five
 * fifths, six sixths; for any other combination the generic row class with the type as suffix,
 * `pb-row-1-4_1-4_1-2`. A row with no columns has no class.
 */
export function rowClass(columnType: string): string {
  if (columnType === '' || PLAIN_ROW_COLUMN_TYPES.includes(columnType)) return '';
  if (columnType === equalColumns('1-4', 4)) return ROW_4_COLUMNS_CLASS;
  if (columnType === equalColumns('1-5', 5)) return ROW_5_COLUMNS_CLASS;
  if (columnType === equalColumns('1-6', 6)) return ROW_6_COLUMNS_CLASS;
  return `${ROW_CLASS_PREFIX}-${columnType}`;
}

export const SECTION_TYPES = ['regular', 'fullwidth', 'specialty'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/**
 * A section's type from its attrs: `specialty="on"` is specialty, `fullwidth="on"` fullwidth,
 * otherwise regular.
 */
export function sectionType(attrs: BuilderAttrs): SectionType {
  if (attrs.specialty === 'on') return 'specialty';
  if (attrs.fullwidth === 'on') return 'fullwidth';
  return 'regular';
}

/** A module's flags (SPEC.md §3): each set by its attr being `on` (`locked`, `disabled`, `_deleted`). */
export interface ModuleFlags {
  locked: boolean;
  disabled: boolean;
  deleted: boolean;
}

export const MODULE_FLAG_ATTRS: Readonly<Record<keyof ModuleFlags, string>> = { locked: 'locked', disabled: 'disabled', deleted: '_deleted' };

export function moduleFlags(attrs: BuilderAttrs): ModuleFlags {
  return {
    locked: attrs[MODULE_FLAG_ATTRS.locked] === 'on',
    disabled: attrs[MODULE_FLAG_ATTRS.disabled] === 'on',
    deleted: attrs[MODULE_FLAG_ATTRS.deleted] === 'on',
  };
}

/**
 * A module address as it may be used (SPEC.md §5): itself when every dot-separated part is a
 * number (`0`, `1.2.0`), otherwise `''` (`1.a`, `1..2`, `-1`, `''`).
 */
export function moduleAddress(address: string): string {
  return address.split('.').every((part) => /^\d+$/.test(part)) ? address : '';
}

/** The positions of a valid address (`'1.2.0'` → `[1, 2, 0]`), or `null`. */
export function moduleAddressParts(address: string): number[] | null {
  return moduleAddress(address) === '' ? null : address.split('.').map(Number);
}

/** The address of a module from its positions: `[1, 2, 0]` → `'1.2.0'`. */
export function formatModuleAddress(parts: readonly number[]): string {
  return moduleAddress(parts.join('.'));
}
