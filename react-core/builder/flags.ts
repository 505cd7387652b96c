/**
 * The builder's flag values (SPEC.md §4 "Builder helpers": flags take the values on/off, yes/no,
 * default). The builder saves these exact lower-case words, so the checks are exact: `'On'` is no
 * flag. To read a flag an author typed in an attribute (any case, `true`/`false`, presence), use
 * `parseFlag`, re-exported here from the runtime's value rules.
 */
export { parseFlag, type FlagValue } from '../runtime/values';

/** A saved on/off flag. */
export type OnOff = 'on' | 'off';
/** A saved yes/no flag. */
export type YesNo = 'yes' | 'no';
/** Any flag word the builder saves; `default` defers to the setting's default. */
export type FlagWord = OnOff | YesNo | 'default';

/** `'on'`: the flag is set. */
export const isOn = (value: string | undefined): value is 'on' => value === 'on';
/** `'off'`: the flag is cleared (an unset value is neither on nor off). */
export const isOff = (value: string | undefined): value is 'off' => value === 'off';
/** `'yes'`. */
export const isYes = (value: string | undefined): value is 'yes' => value === 'yes';
/** `'no'`. */
export const isNo = (value: string | undefined): value is 'no' => value === 'no';
/** `'default'`: the setting's default applies. */
export const isDefault = (value: string | undefined): value is 'default' => value === 'default';
/** `'on'` or `'off'`. */
export const isOnOff = (value: string | undefined): value is OnOff => isOn(value) || isOff(value);
/** `'yes'` or `'no'`. */
export const isYesNo = (value: string | undefined): value is YesNo => isYes(value) || isNo(value);

/** A boolean as the builder saves it: `'on'` or `'off'`. */
export const toOnOff = (value: boolean): OnOff => (value ? 'on' : 'off');
/** A boolean as `'yes'` or `'no'`. */
export const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');

/**
 * A flag word read as a boolean: `on`/`yes` true, `off`/`no` false; `default`, an unset value or
 * any other word gives `fallback` (the setting's default).
 */
export function flagEnabled(value: string | undefined, fallback: boolean): boolean {
  if (isOn(value) || isYes(value)) return true;
  if (isOff(value) || isNo(value)) return false;
  return fallback;
}
