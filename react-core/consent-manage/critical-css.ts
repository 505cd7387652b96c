/**
 * Before the upgrade `<pb-consent-manage>` is a block, as after it (an undefined element is
 * inline). Its `slot="no-js"` children ("Enable JavaScript to manage your consent") are hidden
 * from the start when the loader runs (with JavaScript they never apply), and shown again if the
 * module fails to load. Without JavaScript there is no critical CSS and they show.
 */
export const CONSENT_MANAGE_CRITICAL_CSS =
  'pb-consent-manage:not([data-enhanced],[data-failed]){display:block}pb-consent-manage:not([data-failed])>[slot=no-js]{display:none}';
