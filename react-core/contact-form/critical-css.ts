/**
 * The layout the loader reserves for `<pb-contact-form>` before its code arrives: a block, and
 * fields governed by conditional logic hidden (most are hidden on load; without JavaScript the
 * loader never runs, so they stay visible and the form still works).
 */
const FORM = 'pb-contact-form:not([data-enhanced],[data-failed])';

export const CONTACT_FORM_CRITICAL_CSS = `${FORM}{display:block}${FORM} [data-conditions]{display:none}`;
