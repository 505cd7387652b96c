/**
 * The layout the loader reserves for `<pb-consent-banner>` before its code arrives (CLS 0): none.
 * Once upgraded the banner is fixed at the bottom of the viewport (it overlays the page and never
 * pushes content), so before the upgrade it must take no room and show nothing. A banner whose
 * module failed stays hidden too (fail closed: no consent is given, nothing non-functional runs,
 * and no half-working banner pushes the page). Without JavaScript (no loader, no critical CSS) the
 * author's light-DOM texts stay readable where they were written.
 */
export const CONSENT_BANNER_CRITICAL_CSS = 'pb-consent-banner:is(:not([data-enhanced]),[data-failed]){display:none}';
