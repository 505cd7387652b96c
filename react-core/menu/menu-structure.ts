/**
 * Reads the author's menu: the `<ul>` child of `<pb-menu>` or of its `<nav>` child (else the
 * first `<ul>` inside) is the top-level list; every `<li>` with a nested `<ul>` is a parent item
 * whose submenu gets a toggle button. A `li.mega-menu` (or `li[data-mega-menu]`) shows its submenu as columns: each of its
 * child `<li>` is a column.
 */
import type { MenuItemShape } from './menu-state';

export interface MenuItem extends MenuItemShape {
  li: HTMLLIElement;
  /** The item's own link (or first child element standing for it), if any. */
  link: HTMLElement | null;
  submenu: HTMLUListElement;
  /** 0 for top-level items. */
  level: number;
  mega: boolean;
  /** For mega menus: the number of columns (child items of the submenu). */
  columns: number;
  /** Text naming the item (its link's text), for the toggle's accessible name. */
  label: string;
}

export interface MenuStructure {
  /** The top-level list, or null when the element holds no list. */
  list: HTMLUListElement | null;
  /** The author's `<nav>` around the list, if any. */
  nav: HTMLElement | null;
  items: MenuItem[];
}

export const MEGA_MENU_SELECTOR = '.mega-menu,[data-mega-menu]';

function childList(li: Element): HTMLUListElement | null {
  for (const child of li.children) if (child instanceof HTMLUListElement) return child;
  return null;
}

function ownLink(li: Element): HTMLElement | null {
  for (const child of li.children) {
    if (child instanceof HTMLAnchorElement) return child;
  }
  for (const child of li.children) {
    if (!(child instanceof HTMLUListElement) && !child.hasAttribute('data-pb-generated') && child instanceof HTMLElement) return child;
  }
  return null;
}

function listItems(list: Element): HTMLLIElement[] {
  return [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
}

export function readMenu(host: HTMLElement): MenuStructure {
  // The list the default look lays out: a child of the element or of its <nav> child.
  const list = host.querySelector<HTMLUListElement>(':scope>ul,:scope>nav>ul') ?? host.querySelector<HTMLUListElement>('ul');
  const nav = list?.closest('nav') ?? null;
  const items: MenuItem[] = [];
  const visit = (ul: HTMLUListElement, parent: number, level: number, insideMega: boolean): void => {
    for (const li of listItems(ul)) {
      const submenu = childList(li);
      if (!submenu) continue;
      // Columns of a mega menu (and their lists) are laid out open inside it: no toggles.
      if (insideMega) continue;
      const mega = level === 0 && li.matches(MEGA_MENU_SELECTOR);
      const link = ownLink(li);
      const index = items.length;
      items.push({
        li,
        link,
        submenu,
        parent,
        level,
        mega,
        columns: mega ? listItems(submenu).length : 0,
        label: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      });
      visit(submenu, index, level + 1, mega);
    }
  };
  if (list && (!nav || host.contains(nav))) visit(list, -1, 0, false);
  return { list: list ?? null, nav: nav && host.contains(nav) ? nav : null, items };
}
