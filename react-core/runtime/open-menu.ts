/**
 * Only one menu is open at a time (SPEC.md §4 "Mobile menu": opening one menu closes any other
 * open one). Mobile menus, slide-in and fullscreen menus and the menu search claim the slot when
 * they open and release it when they close.
 */

let openMenu: { close: () => void } | undefined;

/** Closes whatever menu is open, then records `close` as the way to close the new one. */
export function claimOpenMenu(close: () => void): () => void {
  const previous = openMenu;
  const entry = { close };
  openMenu = entry;
  if (previous && previous.close !== close) previous.close();
  return () => {
    if (openMenu === entry) openMenu = undefined;
  };
}

/** Closes the open menu, if any (the menu search does this when it opens). */
export function closeOpenMenu(): void {
  const current = openMenu;
  openMenu = undefined;
  current?.close();
}
