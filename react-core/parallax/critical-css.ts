/**
 * The layout the loader reserves for `<pb-parallax>` before its code arrives (CLS 0): the box as
 * after the upgrade (a positioned, clipped, isolated block; `:where` gives it no specificity, so
 * the page's own rules for the element win before the upgrade as they do after), with the
 * `<img slot="background">` out of the flow, covering the box behind the content.
 */
export const PARALLAX_CRITICAL_CSS =
  ':where(pb-parallax:not([data-enhanced],[data-failed])){display:block;position:relative;overflow:clip;isolation:isolate}' +
  'pb-parallax:not([data-enhanced],[data-failed])>[slot=background]{position:absolute!important;inset:0;width:100%!important;height:100%!important;max-width:none!important;object-fit:cover;z-index:-1}';
