/**
 * Shadow styles of the counters. The figures have fixed heights (the ring: its diameter; the
 * number: one 1.2 line of 3em) matching the loader's reservation (critical-css.ts). The counting
 * text uses tabular figures and lies over an invisible copy of the final value, which gives the
 * figure its size, so it never changes width while counting. The counting text's box is sized
 * by that copy and contains its own layout (`contain: layout size`): a new figure each frame lays
 * out that box alone, not the page around it.
 */
import { CIRCLE_COUNTER_BAR_COLOR, CIRCLE_COUNTER_TRACK_COLOR } from './counters-state';

const shared = `
:host{text-align:center}
.count{display:inline-block;position:relative;font-variant-numeric:tabular-nums;white-space:nowrap}
.reserve{visibility:hidden}
.live{position:absolute;inset:0;contain:layout size}
.vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

export const circleCounterStyles = `${shared}
[part=ring]{display:grid;place-items:center;margin:0 auto;width:var(--pb-circle-counter-size,180px);height:var(--pb-circle-counter-size,180px)}
[part=ring]>*{grid-area:1/1}
svg{display:block;width:100%;height:100%;transform:rotate(-90deg);overflow:visible}
circle{cx:50%;cy:50%;r:calc(50% - 2.5px);fill:none}
[part=track]{stroke:var(--pb-circle-counter-track-color,${CIRCLE_COUNTER_TRACK_COLOR})}
[part=bar]{stroke:var(--pb-circle-counter-bar-color,${CIRCLE_COUNTER_BAR_COLOR})}
[part=number]{font-size:var(--pb-circle-counter-font-size,2em);font-weight:700;line-height:1.2}
@media (forced-colors:active){[part=bar]{stroke:CanvasText}[part=track]{stroke:GrayText}}
`;

export const numberCounterStyles = `${shared}
[part=number]{display:block;height:1.2em;line-height:1.2;font-size:var(--pb-number-counter-font-size,3em);font-weight:700;color:var(--pb-number-counter-color,inherit)}
`;
