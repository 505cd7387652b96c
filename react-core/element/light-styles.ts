/**
 * Styles for the author's light DOM that an element's shadow root cannot reach (a `<summary>`
 * inside a slotted `<details>`, a menu's nested lists and toggle buttons). Each module's rules
 * become one constructed stylesheet, adopted once into every document or shadow root that holds
 * an instance. Write them in a cascade layer, so any rule of the page wins over them.
 */
export function lightStyles(css: string): (host: HTMLElement) => void {
  const styledRoots = new WeakSet<Document | ShadowRoot>();
  let sheet: CSSStyleSheet | undefined;
  return (host) => {
    const root = host.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot) || styledRoots.has(root)) return;
    styledRoots.add(root);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    // In a shadow root, first: every sheet of the author's comes after it (it is layered anyway).
    // In the document, last: Chromium takes a layered sheet put before others for a new layer
    // order and lays the whole page out again (about 25 ms on the benchmark page), not one added
    // at the end. The layers keep their order: the page's <link> and <style> sheets come before
    // adopted ones either way, and the critical CSS already declares pb-menu and pb-toggle.
    root.adoptedStyleSheets = root instanceof Document ? [...root.adoptedStyleSheets, sheet] : [sheet, ...root.adoptedStyleSheets];
  };
}
