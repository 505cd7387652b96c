/**
 * The layout the loader reserves for `<pb-search>` before its code arrives (CLS 0): the submit
 * button lies over the end of the field, as after the upgrade; the field is border-box so the
 * 30 px of extra end padding added on upgrade does not change its box; with `expand` the field
 * starts collapsed (no width) with the button at its start. No shift when the field fills the
 * form (with `expand`: when it starts the form).
 */
const SEARCH = 'pb-search:not([data-enhanced],[data-failed])';
const BUTTON = 'form :is(button:not([type=button],[type=reset]),[type=submit])';

export const SEARCH_CRITICAL_CSS =
  `${SEARCH}{display:block}${SEARCH} form{position:relative}${SEARCH} [type=search]{box-sizing:border-box}` +
  `${SEARCH}:not([show-button=off]) ${BUTTON}{position:absolute;right:0;bottom:0}` +
  `${SEARCH}[show-button=off] ${BUTTON}{display:none}` +
  `${SEARCH}[expand]:not([show-button=off]) [type=search]{width:0;min-width:0;padding-left:0;padding-right:0;border-left-width:0;border-right-width:0;opacity:0}` +
  `${SEARCH}[expand]:not([show-button=off]) ${BUTTON}{right:auto;left:0}`;
