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
    // First, so every sheet of the page comes after it (it is layered anyway).
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  };
}
