/**
 * The one visible loading indicator, for every action that waits on the network: a touch user
 * must see at once that the tap was taken (`aria-busy` and a progress cursor show nothing on a
 * phone). A ring that turns, a still ring under `prefers-reduced-motion`. It appears in three ways:
 * - inside a submit control while its request is out (`markBusy`): the forms and the search box;
 * - over an element while what it opens loads (`showLoadingOver`): the lightbox's thumbnail;
 * - in a shadow root, whose styles add `loadingIndicatorStyles`: the consent area.
 * It is decoration (`aria-hidden`): the busy state is told to assistive technology by `aria-busy`
 * and by each module's own texts from the message set.
 */
import { aheadStylesApplied, LIGHTBOX_DIALOG_STYLES } from './ahead-styles';
import { subscribeFrame } from './frame-loop';

export const LOADING_INDICATOR_CLASS = 'pb-loading';
const OVERLAY_CLASS = 'pb-loading-overlay';

/**
 * The indicator's rules, for the document and for any shadow root that shows it. Themed with
 * `--pb-loading-color` (default: the text colour), and for the overlay `--pb-loading-background`
 * and `--pb-loading-overlay-color`.
 */
export const loadingIndicatorStyles = `
.${LOADING_INDICATOR_CLASS}{display:inline-block;flex:none;box-sizing:border-box;inline-size:1em;block-size:1em;vertical-align:-.15em;border:.15em solid var(--pb-loading-color,currentColor);border-block-start-color:transparent;border-radius:50%;animation:pb-loading-turn .8s linear infinite}
:is(button,[role=button])>.${LOADING_INDICATOR_CLASS}{margin-inline-end:.4em}
input+.${LOADING_INDICATOR_CLASS}{margin-inline-start:.4em}
.${OVERLAY_CLASS}{position:fixed;z-index:var(--pb-loading-z-index,100000);display:flex;align-items:center;justify-content:center;inline-size:3rem;block-size:3rem;margin:-1.5rem 0 0 -1.5rem;border-radius:50%;background:var(--pb-loading-background,rgba(0,0,0,.7));color:var(--pb-loading-overlay-color,#fff);font-size:1.75rem;pointer-events:none}
.${OVERLAY_CLASS}>.${LOADING_INDICATOR_CLASS}{--pb-loading-color:currentColor}
@keyframes pb-loading-turn{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.${LOADING_INDICATOR_CLASS}{animation:none}}
`;

let documentSheet: CSSStyleSheet | undefined;

/**
 * Adopts the indicator's rules into the document, once (again if a script replaced the list);
 * not when the loader applied them ahead with the lightbox dialog's stylesheet.
 */
export function adoptLoadingIndicatorStyles(): void {
  if (aheadStylesApplied(LIGHTBOX_DIALOG_STYLES)) return;
  if (!documentSheet) {
    documentSheet = new CSSStyleSheet();
    documentSheet.replaceSync(loadingIndicatorStyles);
  }
  if (!document.adoptedStyleSheets.includes(documentSheet)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, documentSheet];
  }
}

/** A new indicator element (styled by the rules above wherever it is placed). */
export function createLoadingIndicator(): HTMLSpanElement {
  const indicator = document.createElement('span');
  indicator.className = LOADING_INDICATOR_CLASS;
  indicator.setAttribute('aria-hidden', 'true');
  return indicator;
}

/**
 * Shows a submit control as busy until the returned function is called: the indicator before a
 * `<button>`'s label (after an `<input>`, which holds no content), `aria-busy`, and
 * `aria-disabled` (the module refuses a second submit meanwhile; the control keeps its focus).
 */
export function markBusy(control: HTMLElement): () => void {
  adoptLoadingIndicatorStyles();
  const indicator = createLoadingIndicator();
  if (control instanceof HTMLInputElement) control.after(indicator);
  else control.prepend(indicator);
  const ariaDisabled = control.getAttribute('aria-disabled');
  control.setAttribute('aria-busy', 'true');
  control.setAttribute('aria-disabled', 'true');
  return () => {
    indicator.remove();
    control.removeAttribute('aria-busy');
    if (ariaDisabled === null) control.removeAttribute('aria-disabled');
    else control.setAttribute('aria-disabled', ariaDisabled);
  };
}

/**
 * Shows the indicator centred over `target` until the returned function is called; over the
 * middle of the viewport when there is no target or it has no box. The overlay goes into
 * document.body, so the target's own layout is untouched, and follows the target through the
 * shared frame loop when the page scrolls or resizes.
 */
export function showLoadingOver(target: Element | null): () => void {
  adoptLoadingIndicatorStyles();
  const overlay = document.createElement('div');
  overlay.className = OVERLAY_CLASS;
  overlay.setAttribute('aria-hidden', 'true');
  overlay.append(createLoadingIndicator());
  let centre: { x: string; y: string } = { x: '50%', y: '50%' };
  const read = (): void => {
    const box = target?.getBoundingClientRect();
    const hasBox = box !== undefined && (box.width > 0 || box.height > 0);
    centre = hasBox ? { x: `${box.left + box.width / 2}px`, y: `${box.top + box.height / 2}px` } : { x: '50%', y: '50%' };
  };
  const write = (): void => {
    overlay.style.left = centre.x;
    overlay.style.top = centre.y;
  };
  read();
  write();
  document.body.append(overlay);
  const unsubscribe = subscribeFrame({ read, write });
  return () => {
    unsubscribe();
    overlay.remove();
  };
}
