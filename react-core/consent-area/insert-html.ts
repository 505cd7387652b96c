import { setTrustedAttribute, trustedHTML, trustedScript } from '../runtime/trusted-types';

/**
 * Inserts the consent area's content. This HTML is the site's own content, shown because the
 * visitor consented to it (a map embed, a video player): it is TRUSTED and inserted as it is,
 * iframes and scripts included. That is the difference from element attributes (always text) and
 * from the manage-consent policy text (sanitized, see ../runtime/sanitize-html.ts).
 *
 * Scripts parsed through a template are inert; each is replaced by a new script element with the
 * same attributes and text, which runs when inserted. External scripts keep their document order
 * (`async = false`) unless they were written `async`. A script still written `type="text/plain"`
 * with a data-category stays blocked for the page's consent runtime to handle. Being the site's
 * own, the markup and its scripts pass the `pb-elements` Trusted Types policy.
 */
export function trustedFragment(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = trustedHTML(html);
  const fragment = doc.importNode(template.content, true);
  for (const inert of fragment.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const { name, value } of inert.attributes) setTrustedAttribute(script, name, value);
    if (script.src && !inert.hasAttribute('async')) script.async = false;
    script.text = trustedScript(inert.text);
    inert.replaceWith(script);
  }
  return fragment;
}
