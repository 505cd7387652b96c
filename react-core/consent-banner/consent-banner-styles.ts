/**
 * Shadow styles of `<pb-consent-banner>`. The host is fixed at the bottom of the viewport and
 * overlays the page (it never takes room in the flow); it lets clicks through except on the
 * banner and the dialog. Dark text on a light panel; Accept all and Deny all have the same look
 * (refusing is as easy as accepting); every colour goes through a `--pb-consent-*` property.
 * Transparent borders keep the outlines in forced-colors mode; nothing prints.
 */
const BUTTON = '[part~=button]';

export const consentBannerStyles = `
:host{position:fixed;inset-inline:0;inset-block-end:0;z-index:var(--pb-consent-z-index,100000);pointer-events:none;color:var(--pb-consent-color,#1a1a1a);font:inherit;line-height:1.5}
[part~=banner]{pointer-events:auto;box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:flex-end;gap:.75rem 1.5rem;max-width:var(--pb-consent-max-width,64rem);max-height:calc(100vh - 2 * var(--pb-consent-inset,1rem));overflow:auto;overscroll-behavior:contain;margin:0 auto var(--pb-consent-inset,1rem);padding:var(--pb-consent-padding,1.25rem 1.5rem);border:1px solid var(--pb-consent-border-color,#c4c8cf);border-radius:var(--pb-consent-radius,.5rem);background:var(--pb-consent-background,#fff);box-shadow:var(--pb-consent-shadow,0 4px 24px rgb(0 0 0/.2))}
[part~=banner]:focus{outline:none}
[part~=banner]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
[part~=content]{flex:1 1 28rem;min-width:0}
[part~=title],::slotted([slot=title]){margin:0 0 .25rem;font-size:1.125rem;font-weight:700;line-height:1.3}
[part~=message] p,::slotted([slot=message]){margin:0}
[part~=notice]{margin:.5rem 0 0;font-size:.9em}
[part~=links]{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.5rem 0 0;padding:0;list-style:none;font-size:.9em}
[part~=link]{color:var(--pb-consent-link-color,#1a4fb5);text-decoration:underline}
[part~=buttons]{display:flex;flex-wrap:wrap;gap:.5rem;flex:0 1 auto}
${BUTTON}{box-sizing:border-box;min-height:2.75rem;margin:0;padding:.5rem 1.1rem;border:2px solid var(--pb-consent-accent,#1a4fb5);border-radius:var(--pb-consent-button-radius,.35rem);background:var(--pb-consent-accent,#1a4fb5);color:var(--pb-consent-accent-color,#fff);font:inherit;font-weight:600;line-height:1.2;cursor:pointer}
${BUTTON}[part~=preferences-button],${BUTTON}[part~=close-button]{background:var(--pb-consent-background,#fff);color:var(--pb-consent-accent,#1a4fb5)}
${BUTTON}:hover{filter:brightness(1.1)}
${BUTTON}:focus-visible,[part~=link]:focus-visible,[part~=switch]:focus-visible,[part~=dialog]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}
[hidden]{display:none!important}
@media (max-width:767px){[part~=banner]{margin:0;max-width:none;border-radius:0;border-inline:0;border-block-end:0}[part~=buttons],${BUTTON}{flex:1 1 auto}}
@media print{:host{display:none!important}}
`;
