/**
 * CSS as the value utilities return it: declarations as an ordered property → value record
 * (ready for `style.setProperty` or a stylesheet rule), the text of a declaration block, and
 * rules scoped to the page's CSS container prefix.
 */
import { getPageConfig } from '../runtime/page-config';
import { warnOnce } from '../runtime/warn';

const SOURCE = 'pb-elements/builder css';

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

/** The selectors of a list, split at its top-level commas (not those inside `:is(a, b)` or `[title="a,b"]`). */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]!;
    if (quote) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** A selector usable in a rule: `null` when the browser refuses it. */
function validSelector(selector: string): string | null {
  try {
    document.createDocumentFragment().querySelector(selector);
    return selector;
  } catch {
    return null;
  }
}

/**
 * `selector` scoped to the CSS container prefix (SPEC §3 "Builder data": the backend's css
 * container prefix, the page configuration's `cssContainerPrefix`): every selector of the list
 * gets the prefix in front (`.et_pb_text_0, .x` → `#page-container .et_pb_text_0, #page-container .x`),
 * unless it starts with it already. No prefix (or one the browser refuses, with a warning) leaves it as it is.
 */
export function prefixSelector(selector: string, prefix: string = getPageConfig().cssContainerPrefix): string {
  const scope = prefix.trim();
  if (!scope) return selector;
  if (validSelector(scope) === null) {
    warnOnce(SOURCE, `cssContainerPrefix "${scope}" is not a CSS selector; styles are not prefixed.`);
    return selector;
  }
  return selectorList(selector)
    .map((part) => (part === scope || part.startsWith(`${scope} `) ? part : `${scope} ${part}`))
    .join(',');
}

/** A rule of builder-generated styles, scoped to the container prefix: `#page-container .x{color:red}`. */
export function scopedCssRule(selector: string, declarations: CssDeclarations, { important = false, prefix }: { important?: boolean; prefix?: string } = {}): string {
  return `${prefixSelector(selector, prefix)}{${cssText(declarations, important)}}`;
}
