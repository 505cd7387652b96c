/** Shadow styles of `<pb-contact-form>`: the form stays the author's, styled by the page. */
export const contactFormStyles = `:host{display:block}`;
