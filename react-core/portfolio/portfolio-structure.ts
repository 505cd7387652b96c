/**
 * How the author's HTML becomes a filterable portfolio: every child element is an item, tagged
 * with `data-categories="landscapes portraits"`; the child `[slot=filter]` (a `<nav>` of plain
 * links to the server's category pages, `data-category` on each) names the categories and the
 * "all" link; the child `[slot=pagination]` is the server's pagination. Without JavaScript the
 * links work as they are; the element shows items by setting `hidden`, and gives each item its
 * own `hidden` back when it goes.
 */
import { slugify } from '../runtime/values';
import { ALL_CATEGORIES, categorySlug, parseItemCategories, type PortfolioCategory } from './portfolio-state';

export interface PortfolioParts {
  items: HTMLElement[];
  /** Each item's categories, by index. */
  itemCategories: string[][];
  /** The categories the author's filter names, in its order (the "all" link left out). */
  named: PortfolioCategory[];
  /** The text of the author's "all" link, if there is one. */
  allLabel: string | undefined;
  /** The author wrote a filter: the element shows its buttons there (and nowhere else, so nothing moves). */
  hasFilter: boolean;
}

const IGNORED_CHILDREN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

function isItem(child: Element): child is HTMLElement {
  return child instanceof HTMLElement && !IGNORED_CHILDREN.has(child.tagName) && !child.hasAttribute('slot');
}

export function readPortfolio(host: HTMLElement): PortfolioParts {
  const items = [...host.children].filter(isItem);
  const named: PortfolioCategory[] = [];
  let allLabel: string | undefined;
  const filter = host.querySelector(':scope>[slot=filter]');
  for (const link of filter?.querySelectorAll<HTMLElement>('a,[data-category]') ?? []) {
    const label = link.textContent?.trim() ?? '';
    const slug = categorySlug(link.dataset.category ?? slugify(label));
    if (!slug || !label) continue;
    if (slug === ALL_CATEGORIES) allLabel ??= label;
    else if (!named.some((category) => category.slug === slug)) named.push({ slug, label });
  }
  return {
    items,
    itemCategories: items.map((item) => parseItemCategories(item.dataset.categories)),
    named,
    allLabel,
    hasFilter: filter !== null,
  };
}

/** Each item's own `hidden`, from the first time the element hid or showed it. */
const authorHidden = new WeakMap<HTMLElement, HTMLElement['hidden']>();

export function showItems(items: readonly HTMLElement[], shown: ReadonlySet<number>): void {
  items.forEach((item, index) => {
    if (!authorHidden.has(item)) authorHidden.set(item, item.hidden);
    item.hidden = !shown.has(index);
  });
}

/** Gives each item its own `hidden` back (the element is removed, or the items changed). */
export function restoreItems(items: readonly HTMLElement[]): void {
  for (const item of items) {
    const hidden = authorHidden.get(item);
    if (hidden === undefined) continue;
    authorHidden.delete(item);
    item.hidden = hidden;
  }
}
