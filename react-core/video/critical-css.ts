/**
 * The layout the loader reserves for `<pb-video-background>` and `<pb-video>` before their code
 * arrives (CLS 0): the upgraded layout itself. The background's `<video>` covers the element
 * behind its content (out of the flow); the player's overlay covers the player (out of the flow).
 * The rules sit in `:where()` (no specificity) because, once upgraded, the same styles come from
 * the shadow root (`:host`, `::slotted`), which any page rule overrides (a hero's `display:flex`
 * must win before the upgrade too). Without JavaScript (no loader) the video and the overlay link
 * stay in the flow as written. Each `:where()` holds one element name: the browser then tries the
 * rule on those elements only, where a list of two would be tried on every element of the page.
 */
const NOT_UPGRADED = ':not([data-enhanced],[data-failed])';

export const VIDEO_CRITICAL_CSS =
  `:where(pb-video-background${NOT_UPGRADED}),:where(pb-video${NOT_UPGRADED}){display:block;position:relative;isolation:isolate}` +
  `:where(pb-video-background${NOT_UPGRADED}>video){position:absolute!important;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1}` +
  `:where(pb-video${NOT_UPGRADED}>.overlay){position:absolute;inset:0;overflow:hidden}`;
