/**
 * CSS as the value utilities return it: declarations as an ordered property → value record
 * (ready for `style.setProperty` or a stylesheet rule), and the text of a declaration block.
 */

/** CSS declarations, property → value, in the order they apply. */
export type CssDeclarations = Record<string, string>;

/** `color:red;font-weight:700`; `!important` on every declaration when asked for (builder CSS that must win over the theme's). */
export function cssText(declarations: CssDeclarations, important = false): string {
  return Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}${important ? '!important' : ''}`)
    .join(';');
}

/**
 * A CSS string literal of any text: quotes, backslashes and line breaks (which would end the
 * string or the rule) escaped, so a saved value can never leave it.
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, (character) => `\\${character.codePointAt(0)!.toString(16)} `)}"`;
}

/** `url("…")` of an address already checked as safe to request. */
export function cssUrl(address: string): string {
  return `url(${cssString(address)})`;
}

const COLOR = /^(?:#[\da-f]{3,4}|#[\da-f]{6}|#[\da-f]{8}|(?:rgba?|hsla?)\([\d\s.,%/+-]+\)|[a-z]+)$/i;

/**
 * A colour as the builder saves it: a hex colour, an rgb(a)/hsl(a) function or a colour keyword.
 * Nothing else passes, so a saved value can never leave its declaration.
 */
export function isCssColor(value: string): boolean {
  return COLOR.test(value);
}
