/**
 * Shadow styles of `<pb-countdown>`. The title line is 1.5em and the timer 4.5em high (in the
 * host's font size) whatever the labels, so the loader's reservation (critical-css.ts) matches
 * the upgraded box. Digits use tabular figures, so a ticking value never changes width.
 */
export const countdownStyles = `
:host{text-align:center}
[part=title]{display:block;height:1.5em;line-height:1.5;margin:0;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
[part=timer]{display:flex;justify-content:center;align-items:flex-start;gap:.25em;height:4.5em;box-sizing:border-box;overflow:hidden;white-space:nowrap;font-variant-numeric:tabular-nums}
[part~=section]{display:flex;flex-direction:column;align-items:center;min-width:2.5em}
[part=value],[part=separator]{font-size:var(--pb-countdown-font-size,2em);line-height:1.5;font-weight:700;color:var(--pb-countdown-color,inherit)}
[part=label]{font-size:.875em;line-height:1.5;color:var(--pb-countdown-label-color,inherit)}
.narrow [part=value],.narrow [part=separator]{font-size:var(--pb-countdown-narrow-font-size,1.5em);line-height:2}
.vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
