/**
 * Shadow styles of `<pb-consent-manage>`: a plain list of switches (native checkboxes with
 * role="switch") and a row of buttons. Colours come from the page (inherit) or custom properties.
 * Only the policy text is printed.
 */
export const consentManageStyles = `
[part~=choices]{margin:1em 0;padding:.5em 1em;border:1px solid var(--pb-consent-border,#8c8f94);border-radius:.25em}
[part~=legend]{padding:0 .25em;font-weight:600}
[part~=category]{padding:.5em 0}
[part~=category]+[part~=category]{border-top:1px solid var(--pb-consent-border,#8c8f94)}
label{display:inline-flex;align-items:center;gap:.5em;cursor:pointer;font-weight:600}
input{inline-size:1.25em;block-size:1.25em;margin:0;accent-color:var(--pb-consent-accent,#1d5fb4);cursor:pointer}
input:disabled{cursor:default}
input:focus-visible,button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
[part~=always-on]{font-weight:400;font-size:.875em}
[part~=description]{margin:.25em 0 0}
[part~=services]{margin:.5em 0 0;padding-inline-start:1.75em;list-style:none}
[part~=services] label{font-weight:400}
[part~=actions]{display:flex;flex-wrap:wrap;gap:.5em}
button{font:inherit;padding:.5em 1em;border:1px solid var(--pb-consent-accent,#1d5fb4);border-radius:.25em;background:var(--pb-consent-button-background,#fff);color:var(--pb-consent-button-color,#1d5fb4);cursor:pointer}
[part~=status]{margin:.5em 0 0;min-block-size:1.5em}
@media print{[part~=choices],[part~=actions],[part~=status]{display:none}}
`;
