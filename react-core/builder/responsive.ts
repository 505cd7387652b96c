/**
 * Responsive settings (SPEC.md §3 "Builder data"): a setting `name` keeps its desktop value under
 * `name`, its tablet and phone values under `name_tablet` and `name_phone`, and whether its
 * responsive values are in use under `name_last_edited`, saved as `on|phone` (on or off, then
 * the device last edited). Only when that starts with `on` do the tablet and phone values
 * apply; each falls back to the next larger device when it is unset (phone → tablet → desktop).
 */
import { isUnset, type BuilderAttrs } from './types';

/** The builder's devices, largest first. */
export const DEVICES = ['desktop', 'tablet', 'phone'] as const;
export type Device = (typeof DEVICES)[number];

export const TABLET_SUFFIX = '_tablet';
export const PHONE_SUFFIX = '_phone';
export const LAST_EDITED_SUFFIX = '_last_edited';

/** Suffix of each device's field; desktop has none. */
export const DEVICE_SUFFIXES: Readonly<Record<Device, string>> = { desktop: '', tablet: TABLET_SUFFIX, phone: PHONE_SUFFIX };

export const isDevice = (value: string | undefined): value is Device => (DEVICES as readonly (string | undefined)[]).includes(value);

/** The field that holds `name`'s value on `device`: `margin`, `margin_tablet`, `margin_phone`. */
export function responsiveFieldName(name: string, device: Device): string {
  return `${name}${DEVICE_SUFFIXES[device]}`;
}

/** `name_last_edited`. */
export function lastEditedFieldName(name: string): string {
  return `${name}${LAST_EDITED_SUFFIX}`;
}

/**
 * The setting and device a field name belongs to: `margin_phone` → `{ name: 'margin', device:
 * 'phone' }`, `margin` → desktop. `margin_last_edited` is no device's field: `null`.
 */
export function splitResponsiveFieldName(field: string): { name: string; device: Device } | null {
  if (field.endsWith(LAST_EDITED_SUFFIX)) return null;
  if (field.endsWith(TABLET_SUFFIX)) return { name: field.slice(0, -TABLET_SUFFIX.length), device: 'tablet' };
  if (field.endsWith(PHONE_SUFFIX)) return { name: field.slice(0, -PHONE_SUFFIX.length), device: 'phone' };
  return { name: field, device: 'desktop' };
}

export interface LastEdited {
  /** The responsive values are in use (the saved value starts with `on`). */
  enabled: boolean;
  /** The device edited last; desktop when none or an unknown one is saved. */
  device: Device;
}

/** Reads a `_last_edited` value: `'on|phone'` → `{ enabled: true, device: 'phone' }`. */
export function parseLastEdited(value: string | undefined): LastEdited {
  const [flag = '', device] = (value ?? '').split('|');
  return { enabled: flag === 'on', device: isDevice(device) ? device : 'desktop' };
}

/** Writes a `_last_edited` value: `on|phone`. */
export function formatLastEdited({ enabled, device }: LastEdited): string {
  return `${enabled ? 'on' : 'off'}|${device}`;
}

/** True when `name`'s tablet and phone values are in use. */
export function isResponsiveEnabled(attrs: BuilderAttrs, name: string): boolean {
  return parseLastEdited(attrs[lastEditedFieldName(name)]).enabled;
}

/**
 * `name`'s value on `device`: its own field when responsive values are in use and it is set,
 * else the next larger device's (phone → tablet → desktop); `fallback` when the desktop value is
 * unset too. With responsive values off every device shows the desktop value. The fields of a
 * composite setting share its `_last_edited` value: `group` names it (`background_color` is
 * responsive when `background_last_edited` is on).
 */
export function responsiveValue(attrs: BuilderAttrs, name: string, device: Device, fallback = '', group = name): string {
  const enabled = isResponsiveEnabled(attrs, group);
  for (const candidate of DEVICES.slice(0, DEVICES.indexOf(device) + 1).reverse()) {
    if (candidate !== 'desktop' && !enabled) continue;
    const value = attrs[responsiveFieldName(name, candidate)];
    if (!isUnset(value)) return value;
  }
  return fallback;
}

/** `name`'s value on every device, each resolved as `responsiveValue` does. */
export function responsiveValues(attrs: BuilderAttrs, name: string, fallback = '', group = name): Record<Device, string> {
  return {
    desktop: responsiveValue(attrs, name, 'desktop', fallback, group),
    tablet: responsiveValue(attrs, name, 'tablet', fallback, group),
    phone: responsiveValue(attrs, name, 'phone', fallback, group),
  };
}
