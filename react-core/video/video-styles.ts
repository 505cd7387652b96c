/**
 * Shadow styles. The background: the author's `<video>` covers the element behind its content
 * (`isolation` keeps `z-index:-1` inside the element); the pause/play button sits in the bottom
 * inline-end corner above it. The player: the overlay covers the player until it fades out.
 */
const BUTTON =
  '[part=button]{position:absolute;inset-inline-end:var(--pb-video-button-inset,.75rem);inset-block-end:var(--pb-video-button-inset,.75rem);z-index:1;display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;padding:0;border:2px solid var(--pb-video-button-color,#fff);border-radius:50%;background:var(--pb-video-button-background,rgb(0 0 0/.65));color:var(--pb-video-button-color,#fff);cursor:pointer}' +
  '[part=button]:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px}' +
  '[part=button] svg{width:1.1rem;height:1.1rem;fill:currentColor}' +
  '@media (forced-colors:active){[part=button] svg{fill:ButtonText}}@media print{[part=button]{display:none}}';

export const videoBackgroundStyles = `
:host{position:relative;isolation:isolate}
::slotted(video){position:absolute!important;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1;pointer-events:none}
${BUTTON}
`;

export const videoStyles = `
:host{position:relative;isolation:isolate}
::slotted(.overlay){position:absolute;inset:0;overflow:hidden;cursor:pointer}
::slotted([hidden]){display:none!important}
::slotted(.overlay:focus-visible){outline:3px solid var(--pb-focus-color,Highlight);outline-offset:-3px}
`;
