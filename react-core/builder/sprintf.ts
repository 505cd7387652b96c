/**
 * The builder's printf-style formatter (SPEC.md §5), for its translated strings:
 * `sprintf('%1$s of %2$d', 'Slide', 3)`. A conversion is
 * `%[argument$][flags][width][.precision]specifier`:
 * - argument: `1$` is the first argument (numbered from 1), so a translation may reorder them;
 * - flags: `-` left-justifies, `+` signs positive numbers, a space puts a space before them, `0`
 *   pads numbers with zeros, `'c` pads with the character `c`;
 * - width: a number, or `*` to take it from the next argument;
 * - precision: `.2` digits after the point for e, f; the most characters for s; `.*` from the next argument;
 * - specifiers: `s` string, `d`/`i` integer, `u` unsigned integer, `f`/`F` fixed point (precision 6
 *   when none is given), `e`/`E` exponent, `x`/`X` hexadecimal, `o` octal, `b` binary, `c` the
 *   character of a code; `%%` is a percent sign. Any other `%` is kept as it is.
 *
 * It throws a `RangeError`, as the builder's does, with these messages:
 * - `Width must be finite`: a `*` width whose argument is not a finite number (or a width too large to be one);
 * - `Argument number must be greater than zero`: `%0$s`;
 * - `Too few arguments`: a conversion with no argument left (or `%3$s` with two).
 */

export const SPRINTF_WIDTH_NOT_FINITE = 'Width must be finite';
export const SPRINTF_ARGUMENT_NUMBER_ZERO = 'Argument number must be greater than zero';
export const SPRINTF_TOO_FEW_ARGUMENTS = 'Too few arguments';

const CONVERSION = /%(?:(\d+)\$)?((?:[-+ 0]|'[^])*)(\*|\d+)?(?:\.(\*|\d+))?([bcdeEfFiosuxX%])/g;

/** A number of an argument: numbers as they are, strings by their leading number, `true` 1, anything else 0. */
function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'boolean' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isNaN(number) ? 0 : number;
}

interface Flags {
  left: boolean;
  plus: boolean;
  space: boolean;
  pad: string;
  /** Zero padding goes between the sign and the digits. */
  zero: boolean;
}

function parseFlags(text: string): Flags {
  const flags: Flags = { left: false, plus: false, space: false, pad: ' ', zero: false };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '-') flags.left = true;
    else if (character === '+') flags.plus = true;
    else if (character === ' ') flags.space = true;
    else if (character === '0') flags.zero = true;
    else if (character === "'") {
      index += 1;
      flags.pad = text[index]!;
    }
  }
  return flags;
}

function justify(text: string, width: number, flags: Flags, numeric: boolean): string {
  if (text.length >= width) return text;
  if (flags.left) return text + (flags.pad === '0' ? ' ' : flags.pad).repeat(width - text.length);
  if (numeric && flags.zero) {
    const sign = /^[-+ ]/.test(text) ? text[0]! : '';
    return sign + '0'.repeat(width - text.length) + text.slice(sign.length);
  }
  return flags.pad.repeat(width - text.length) + text;
}

function formatNumber(specifier: string, value: unknown, precision: number | undefined, flags: Flags): string {
  const number = toNumber(value);
  let digits: string;
  switch (specifier) {
    case 'd':
    case 'i':
      digits = Math.abs(Math.trunc(number)).toString();
      break;
    case 'u':
      digits = (Math.trunc(number) >>> 0).toString();
      break;
    case 'e':
    case 'E':
      digits = Math.abs(number).toExponential(precision ?? 6);
      break;
    case 'f':
    case 'F':
      digits = Math.abs(number).toFixed(precision ?? 6);
      break;
    default: {
      const radix = specifier === 'b' ? 2 : specifier === 'o' ? 8 : 16;
      digits = (Math.trunc(number) >>> 0).toString(radix);
    }
  }
  if (specifier === 'X' || specifier === 'E') digits = digits.toUpperCase();
  const signed = specifier === 'd' || specifier === 'i' || specifier === 'e' || specifier === 'E' || specifier === 'f' || specifier === 'F';
  if (!signed) return digits;
  const negative = number < 0 && Number(digits.replace(/e.*$/i, '')) !== 0;
  return (negative ? '-' : flags.plus ? '+' : flags.space ? ' ' : '') + digits;
}

/** Formats `format` with `args` (see above). */
export function sprintf(format: string, ...args: unknown[]): string {
  let next = 0;
  const take = (): unknown => {
    if (next >= args.length) throw new RangeError(SPRINTF_TOO_FEW_ARGUMENTS);
    return args[next++];
  };
  return format.replace(
    CONVERSION,
    (whole, argumentNumber: string | undefined, flagText: string, widthText: string | undefined, precisionText: string | undefined, specifier: string) => {
      if (specifier === '%') return whole === '%%' ? '%' : whole;
      if (argumentNumber !== undefined && Number(argumentNumber) === 0) throw new RangeError(SPRINTF_ARGUMENT_NUMBER_ZERO);
      const flags = parseFlags(flagText);
      let width = widthText === undefined ? 0 : Number(widthText === '*' ? take() : widthText);
      if (!Number.isFinite(width)) throw new RangeError(SPRINTF_WIDTH_NOT_FINITE);
      if (width < 0) {
        flags.left = true;
        width = -width;
      }
      const precision = precisionText === undefined ? undefined : precisionText === '*' ? Math.max(0, Math.trunc(toNumber(take()))) : Number(precisionText);
      let value: unknown;
      if (argumentNumber === undefined) value = take();
      else if (Number(argumentNumber) > args.length) throw new RangeError(SPRINTF_TOO_FEW_ARGUMENTS);
      else value = args[Number(argumentNumber) - 1];

      if (specifier === 's') {
        const text = String(value);
        return justify(precision === undefined ? text : text.slice(0, precision), width, flags, false);
      }
      if (specifier === 'c') {
        const code = Math.trunc(toNumber(value));
        return justify(code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '', width, flags, false);
      }
      return justify(formatNumber(specifier, value, precision, flags), width, flags, true);
    },
  );
}
