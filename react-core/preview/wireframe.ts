/**
 * Wireframe view mode in the previewed page (SPEC.md §2 "Editor surfaces"): every module outlined
 * and labelled with its tag and address, so the editor's tree and the page can be matched by eye.
 * The label is an attribute the runtime writes (module-tree.ts leaves it out of the tree) and
 * shows through `::before`; leaving the mode removes both the labels and the stylesheet.
 */
import { moduleAt, moduleTree, WIREFRAME_ATTRIBUTE } from '../preview-frame/module-tree';

const WIREFRAME_CSS =
  `[${WIREFRAME_ATTRIBUTE}]{outline:1px dashed #6c2eb9!important;outline-offset:-1px}` +
  `[${WIREFRAME_ATTRIBUTE}]::before{content:attr(${WIREFRAME_ATTRIBUTE});display:block;padding:0 .4em;background:#6c2eb9;color:#fff;font:12px/1.6 ui-monospace,monospace;text-align:start}`;

let sheet: CSSStyleSheet | undefined;

/** Labels every module of `document` with its tag and address (again after a module was replaced), or removes the labels. */
export function applyWireframe(on: boolean): void {
  sheet ??= new CSSStyleSheet();
  if (sheet.cssRules.length === 0) sheet.replaceSync(WIREFRAME_CSS);
  const others = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  document.adoptedStyleSheets = on ? [...others, sheet] : others;
  for (const labelled of document.querySelectorAll(`[${WIREFRAME_ATTRIBUTE}]`)) labelled.removeAttribute(WIREFRAME_ATTRIBUTE);
  if (!on) return;
  for (const { address, tag } of moduleTree(document)) moduleAt(document, address)?.setAttribute(WIREFRAME_ATTRIBUTE, `${tag} ${address}`);
}
