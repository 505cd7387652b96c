import { loadingIndicatorStyles } from '../runtime/loading-indicator';

/**
 * Shadow styles of `<pb-consent-area>`: the built-in placeholder box (author placeholders are
 * styled by the page), and the shared loading indicator over the placeholder while the consented
 * content loads.
 */
export const consentAreaStyles = `${loadingIndicatorStyles}
[part~=area][data-loading]{position:relative}
[part~=loading]{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:var(--pb-consent-loading-background,rgba(255,255,255,.6));color:var(--pb-consent-accent,#1d5fb4);font-size:2rem}
[part~=placeholder]{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75em;min-block-size:var(--pb-consent-area-min-height,12em);padding:1em;border:1px dashed var(--pb-consent-border,#8c8f94);background:var(--pb-consent-placeholder-background,#f6f7f7);color:var(--pb-consent-placeholder-color,#1e1e1e);text-align:center}
[part~=placeholder-text]{margin:0}
button{font:inherit;padding:.5em 1em;border:1px solid var(--pb-consent-accent,#1d5fb4);border-radius:.25em;background:var(--pb-consent-accent,#1d5fb4);color:var(--pb-consent-accent-text,#fff);cursor:pointer}
button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
::slotted([slot=content]:focus){outline:none}
::slotted([slot=content]:focus-visible){outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
`;
