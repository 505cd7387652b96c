/**
 * Shadow styles of the consent banner's preferences dialog, added to the banner's shadow root with
 * the dialog's code (consent-preferences.tsx): the backdrop, the dialog, one switch per category
 * and service. Every colour goes through a `--pb-consent-*` property, as on the banner.
 */
export const consentPreferencesStyles = `
[part~=backdrop]{pointer-events:auto;position:fixed;inset:0;background:var(--pb-consent-backdrop,rgb(0 0 0/.5))}
[part~=dialog]{pointer-events:auto;position:fixed;inset:0;box-sizing:border-box;width:min(var(--pb-consent-dialog-width,36rem),calc(100vw - 2rem));height:fit-content;max-height:calc(100vh - 2rem);margin:auto;overflow:auto;overscroll-behavior:contain;padding:1.25rem 1.5rem;border:1px solid var(--pb-consent-border-color,#c4c8cf);border-radius:var(--pb-consent-radius,.5rem);background:var(--pb-consent-background,#fff);color:var(--pb-consent-color,#1a1a1a);box-shadow:var(--pb-consent-shadow,0 4px 24px rgb(0 0 0/.2))}
[part~=dialog]:focus{outline:none}
[part~=dialog-header]{display:flex;align-items:flex-start;justify-content:space-between;gap:1rem}
[part~=dialog-title]{margin:0;font-size:1.25rem;line-height:1.3}
[part~=categories],[part~=services]{margin:1rem 0;padding:0;list-style:none}
[part~=category]{padding:.75rem 0;border-block-start:1px solid var(--pb-consent-border-color,#c4c8cf)}
[part~=services]{margin:.5rem 0 0;padding-inline-start:1.5rem}
[part~=service]{padding:.25rem 0}
[part~=switch-row]{display:flex;align-items:center;gap:.75rem}
[part~=switch-row] label{font-weight:600;cursor:pointer}
[part~=service] label{font-weight:400}
[part~=always-on]{margin-inline-start:auto;font-size:.9em}
[part~=description]{margin:.25rem 0 0;font-size:.9em}
[part~=switch]{appearance:none;-webkit-appearance:none;flex:none;position:relative;box-sizing:border-box;width:2.75rem;height:1.5rem;margin:0;border:2px solid var(--pb-consent-switch-off,#5c6370);border-radius:1rem;background:var(--pb-consent-background,#fff);cursor:pointer}
[part~=switch]::before{content:"";position:absolute;inset-block-start:2px;inset-inline-start:2px;width:1rem;height:1rem;border-radius:50%;background:var(--pb-consent-switch-off,#5c6370);transition:transform .15s}
[part~=switch]:checked{border-color:var(--pb-consent-accent,#1a4fb5);background:var(--pb-consent-accent,#1a4fb5)}
[part~=switch]:checked::before{background:var(--pb-consent-accent-color,#fff);transform:translateX(1.25rem)}
[part~=switch]:dir(rtl):checked::before{transform:translateX(-1.25rem)}
[part~=switch]:disabled{cursor:not-allowed;opacity:.6}
[part~=dialog-buttons]{display:flex;flex-wrap:wrap;gap:.5rem;margin-block-start:1rem}
[part~=close-button]{min-height:2.75rem;min-width:2.75rem;padding:.25rem .6rem}
@media (prefers-reduced-motion:reduce){[part~=switch]::before{transition:none}}
@media (forced-colors:active){[part~=switch]{border-color:CanvasText}[part~=switch]::before{background:CanvasText}[part~=switch]:checked{background:Highlight}}
`;
