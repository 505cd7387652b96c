/**
 * Shadow styles of `<pb-dot-nav>`: a column of dots fixed on the inline-end side, vertically
 * centred. Each dot is a real link (24 px target) whose text is the section name, shown as a
 * tooltip beside the dot on hover and focus. The author's light-DOM list is not rendered once
 * upgraded (it stays in the document for indexing and for visitors without JavaScript).
 * In forced-colors mode the current dot is filled with the system Highlight; nothing prints.
 */
export const dotNavStyles = `
:host{position:fixed;inset-inline-end:var(--pb-dot-nav-inset,1rem);top:50%;transform:translateY(-50%);z-index:var(--pb-dot-nav-z-index,9980)}
[part=nav][hidden]{display:none}
[part=list]{display:flex;flex-direction:column;gap:var(--pb-dot-nav-gap,.25rem);margin:0;padding:0;list-style:none}
[part~=dot]{position:relative;display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;color:inherit;text-decoration:none}
[part~=dot]::before{content:"";box-sizing:border-box;width:var(--pb-dot-nav-dot-size,12px);height:var(--pb-dot-nav-dot-size,12px);border:2px solid var(--pb-dot-nav-color,#1f2328);border-radius:50%;background:var(--pb-dot-nav-background,#fff);transition:transform .2s,background-color .2s}
[part~=dot]:hover::before{transform:scale(1.2)}
[part~=dot-current]::before{background:var(--pb-dot-nav-color,#1f2328);transform:scale(1.35)}
[part~=dot]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:1px}
[part=tooltip]{position:absolute;inset-inline-end:calc(100% + .5rem);top:50%;transform:translateY(-50%);padding:.25em .6em;border:1px solid transparent;border-radius:.3em;background:var(--pb-dot-nav-tooltip-background,#1f2328);color:var(--pb-dot-nav-tooltip-color,#fff);font-size:.875rem;line-height:1.3;white-space:nowrap;opacity:0;pointer-events:none;transition:opacity .15s}
[part~=dot]:is(:hover,:focus) [part=tooltip]{opacity:1}
@media (prefers-reduced-motion:reduce){[part~=dot]::before,[part=tooltip]{transition:none}}
@media (forced-colors:active){[part~=dot]::before{forced-color-adjust:none;border-color:CanvasText;background:Canvas}[part~=dot-current]::before{border-color:Highlight;background:Highlight}}
@media print{:host{display:none!important}}
`;
