/**
 * The layout the loader reserves for `<pb-countdown>` before its code arrives (CLS 0): the
 * upgraded element shows the timer (4.5em high, plus a 1.5em title line when `title` is set)
 * above the author's content, so the padding-top keeps that room. The shadow styles give the
 * title and timer exactly these heights (countdown-styles.ts).
 */
export const COUNTDOWN_CRITICAL_CSS =
  'pb-countdown:not([data-enhanced],[data-failed]){display:block;padding-top:4.5em}pb-countdown[title]:not([data-enhanced],[data-failed]){padding-top:6em}';
