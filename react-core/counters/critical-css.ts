/**
 * The layout the loader reserves for the counters before their code arrives (CLS 0). Upgraded,
 * each shows its figure (aria-hidden) above the author's content, so the padding-top keeps that
 * room: the ring's diameter (`size` attribute through typed `attr()` where supported, else
 * `--pb-circle-counter-size`, 180px by default), and the number's line (1.2 × 3em). The shadow
 * styles give the figures exactly these heights (counters-styles.ts).
 */
export const CIRCLE_COUNTER_CRITICAL_CSS =
  'pb-circle-counter:not([data-enhanced],[data-failed]){display:block;text-align:center;padding-top:var(--pb-circle-counter-size,180px);padding-top:attr(size px,var(--pb-circle-counter-size,180px))}';
export const NUMBER_COUNTER_CRITICAL_CSS =
  'pb-number-counter:not([data-enhanced],[data-failed]){display:block;text-align:center;padding-top:calc(1.2*var(--pb-number-counter-font-size,3em))}';
