/**
 * How the author's HTML becomes tabs: each heading child (`h1`–`h6`, or any child with
 * `data-tab`) is a tab, and the element right after it is its panel. This reads well, and is
 * indexed, with no JavaScript at all.
 */
import { slugify } from '../runtime/values';
import { warnOnce } from '../runtime/warn';

export interface TabParts {
  tab: HTMLElement;
  panel: HTMLElement;
  /** Used by `#tab-<name>` and `#<name>` hashes: `data-name`, else a slug of the tab text. */
  name: string;
}

/** Selector of a tab heading; the loader's critical CSS uses the same list. */
export const TAB_SELECTOR = 'h1,h2,h3,h4,h5,h6,[data-tab]';
const IGNORED_CHILDREN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

export function readTabParts(host: HTMLElement, tag: string): TabParts[] {
  const parts: TabParts[] = [];
  const children = [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !IGNORED_CHILDREN.has(child.tagName),
  );
  children.forEach((child, position) => {
    if (!child.matches(TAB_SELECTOR)) return;
    const panel = children[position + 1];
    const label = child.textContent?.trim() ?? '';
    if (!panel || panel.matches(TAB_SELECTOR)) {
      warnOnce(tag, `tab "${label}" has no panel after it and is left out.`);
      return;
    }
    parts.push({ tab: child, panel, name: child.dataset.name?.trim().toLowerCase() || slugify(label) });
  });
  if (parts.length === 0) warnOnce(tag, 'found no tabs: write each tab as a heading followed by its panel.');
  return parts;
}
