/**
 * Shadow styles of `<pb-modal>`: the author's content (the button that opens it) stays where it
 * was written; the backdrop and the dialog are fixed over the viewport, above the header's overlay
 * menus (100000). While the host carries the closing class the two fade out over the 600 ms close
 * delay (SPEC §9), and in 200 ms on opening; with reduced motion neither moves. Transparent
 * borders keep the dialog and buttons outlined in forced-colors mode.
 */
import { CORE_MODAL_CLOSE_DELAY_MS, MODAL_CLOSING_CLASS } from './modal-state';

export const modalStyles = `
[part~=backdrop]{position:fixed;inset:0;z-index:var(--pb-modal-z-index,100010);background:var(--pb-modal-backdrop,rgb(0 0 0/.55))}
[part~=dialog]{position:fixed;inset:0;z-index:var(--pb-modal-z-index,100010);box-sizing:border-box;width:var(--pb-modal-width,min(32rem,calc(100vw - 2rem)));height:fit-content;max-height:calc(100vh - 2rem);margin:auto;overflow:auto;overscroll-behavior:contain;padding:1.5rem;border:1px solid transparent;border-radius:var(--pb-modal-radius,.5rem);background:var(--pb-modal-background,#fff);color:var(--pb-modal-color,#1a1a1a);box-shadow:0 10px 40px rgb(0 0 0/.35);font:inherit;line-height:1.5;text-align:start}
[part~=dialog]:focus{outline:none}
[part~=backdrop][hidden],[part~=dialog][hidden]{display:none}
[part~=header]{margin:0 2.75rem .75rem 0;font-size:1.25em;line-height:1.3;overflow-wrap:anywhere}
[part~=text]{margin:0;white-space:pre-line;overflow-wrap:anywhere}
[part~=close-button]{position:absolute;inset-block-start:.5rem;inset-inline-end:.5rem;display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;margin:0;padding:0;border:1px solid transparent;border-radius:50%;background:none;color:inherit;font:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
[part~=content]{margin-block-start:.75rem}
[part~=buttons]{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.5rem;margin-block-start:1.25rem}
[part~=buttons]:empty{display:none}
[part~=button]{min-height:2.75rem;padding:.5em 1.1em;border:1px solid currentColor;border-radius:var(--pb-modal-button-radius,.25rem);background:transparent;color:inherit;font:inherit;cursor:pointer}
[part~=primary]{border-color:transparent;background:var(--pb-modal-primary-background,#1f5fbf);color:var(--pb-modal-primary-color,#fff)}
[part~=close-button]:focus-visible,[part~=button]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
@keyframes pb-modal-in{from{opacity:0}}
@keyframes pb-modal-out{to{opacity:0}}
@media (prefers-reduced-motion:no-preference){
[part~=backdrop],[part~=dialog]{animation:pb-modal-in .2s ease-out}
:host(.${MODAL_CLOSING_CLASS}) [part~=backdrop],:host(.${MODAL_CLOSING_CLASS}) [part~=dialog]{animation:pb-modal-out ${CORE_MODAL_CLOSE_DELAY_MS}ms ease-in forwards}
}
@media print{[part~=backdrop],[part~=dialog]{display:none!important}}
`;
