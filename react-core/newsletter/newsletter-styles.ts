import { ERROR_CLASS } from './newsletter-structure';

/** Shadow-root styles of `<pb-newsletter>`: only the message chrome; the form is the page's. */
export const newsletterStyles =
  '[part~=message]{margin:.75em 0 0}[part~=message]:empty{display:none}' +
  '[part~=message] p,[part~=message] ul{margin:0}[part~=message] ul{padding-left:1.25em}' +
  '[part~=error]{color:var(--pb-newsletter-error-color,#b00020)}' +
  '[part~=success]{color:var(--pb-newsletter-success-color,inherit)}' +
  '[part~=success]:focus{outline:2px solid var(--pb-focus-color,Highlight);outline-offset:2px}';

/**
 * The field errors the element adds after the author's controls (light DOM): each on a line of
 * its own, in the error colour. In the cascade layer `pb-newsletter`, so the page's rules win.
 */
export const newsletterLightStyles = `@layer pb-newsletter{pb-newsletter .${ERROR_CLASS}{display:block;color:var(--pb-newsletter-error-color,#b00020)}}`;
