/**
 * Shadow styles of `<pb-sticky>`: the author's content is shown through one slot. With
 * `transition`, the change to the author's sticky styles (`pb-sticky[data-sticky-final]`) is
 * animated; never with reduced motion. Position, offsets and z-index are inline styles set by
 * the controller while sticky.
 */
export const STICKY_TRANSITION =
  'var(--pb-sticky-transition,background-color .3s ease,color .3s ease,box-shadow .3s ease,padding .3s ease,opacity .3s ease)';

export const stickyStyles = `
:host([data-sticky-transition]){transition:${STICKY_TRANSITION}}
@media (prefers-reduced-motion:reduce){:host{transition:none!important}}
`;

/** The same for sticky modules of the page configuration, which are the page's own elements. */
export const PAGE_STICKY_STYLES = `
[data-sticky-transition]:not(pb-sticky){transition:${STICKY_TRANSITION}}
@media (prefers-reduced-motion:reduce){[data-sticky-transition]:not(pb-sticky){transition:none!important}}
`;
