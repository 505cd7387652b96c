/**
 * Wireframe view mode in the previewed page (SPEC.md §2 "Editor surfaces"): every module outlined
 * and labelled with its tag and address, so the editor's tree and the page can be matched by eye.
 * The label is an attribute the runtime writes (module-tree.ts leaves it out of the tree) and
 * shows through `::before`; leaving the mode removes both the labels and the stylesheet. The
 * rules carry the page's CSS container prefix (page configuration `cssContainerPrefix`).
 */
import { scopedCssRule } from '../builder/css';
import { moduleAt, moduleTree, WIREFRAME_ATTRIBUTE } from '../preview-frame/module-tree';

/** The outlines and labels, scoped to the page's CSS container prefix like all builder-generated styles. */
function wireframeCss(): string {
  const module = `[${WIREFRAME_ATTRIBUTE}]`;
  return (
    scopedCssRule(module, { outline: '1px dashed #6c2eb9', 'outline-offset': '-1px' }, { important: true }) +
    scopedCssRule(`${module}::before`, {
      content: `attr(${WIREFRAME_ATTRIBUTE})`,
      display: 'block',
      padding: '0 .4em',
      background: '#6c2eb9',
      color: '#fff',
      font: '12px/1.6 ui-monospace,monospace',
      'text-align': 'start',
    })
  );
}

let sheet: CSSStyleSheet | undefined;

/** Labels every module of `document` with its tag and address (again after a module was replaced), or removes the labels. */
export function applyWireframe(on: boolean): void {
  sheet ??= new CSSStyleSheet();
  // Built each time it is turned on: the container prefix may have changed (a builder reload).
  if (on) sheet.replaceSync(wireframeCss());
  const others = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  document.adoptedStyleSheets = on ? [...others, sheet] : others;
  for (const labelled of document.querySelectorAll(`[${WIREFRAME_ATTRIBUTE}]`)) labelled.removeAttribute(WIREFRAME_ATTRIBUTE);
  if (!on) return;
  for (const { address, tag } of moduleTree(document)) moduleAt(document, address)?.setAttribute(WIREFRAME_ATTRIBUTE, `${tag} ${address}`);
}
