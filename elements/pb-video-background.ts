import { createElementClass, defineElement } from '../react-core/element/define-element';
import { videoBackgroundAttributes } from '../react-core/video/video-attributes';
import { VideoBackgroundView } from '../react-core/video/video-background-view';
import { videoBackgroundStyles } from '../react-core/video/video-styles';

/**
 * A section background video (SPEC §4 "Video backgrounds"): the author's
 * `<video muted loop playsinline poster="…">` with `<source>`s (webm and mp4) covers the element
 * behind its content. It plays (muted, looped, inline) while the element is in the viewport and
 * pauses when it leaves, unless `play-outside-viewport` is set. With `prefers-reduced-motion` it
 * never starts by itself: the poster shows. A visible button in the bottom inline-end corner
 * pauses and plays it (WCAG 2.2.2); its name says what it will do ("Pause background video" /
 * "Play background video"). Without a `<video>` child the element builds one from its `webm`,
 * `mp4` and `poster` attributes (the builder's background data). The video is decorative: `aria-hidden`, no controls, no tab stop.
 * When the browser refuses to play (autoplay blocked, no playable source) the poster stays, one
 * console warning is printed, and the button offers play. The `webm`, `mp4` and `poster` addresses
 * are relative, http(s) or `data:image/…` only: anything else (`javascript:`, `NaN`, `-1`) is never
 * requested, with one warning.
 *
 * @tag pb-video-background
 * @summary Background video that plays in view, pauses out of view, with a pause button.
 *
 * @attr {boolean} play-outside-viewport - Keep playing when scrolled out of view. Default false.
 * @attr {string} webm - Address of the WebM video (builder data), used only when there is no `<video>` child. Default "".
 * @attr {string} mp4 - Address of the MP4 video (builder data), used only when there is no `<video>` child. Default "".
 * @attr {string} poster - Still picture for the built video (shown before it plays and under reduced motion). Default "".
 *
 * @fires {CustomEvent<{playing: boolean}>} pb-video-background-change - The video started or paused (viewport, button, reduced motion).
 *
 * @slot - The `<video>` and the section's content.
 *
 * @csspart button - The pause/play button.
 *
 * @cssproperty [--pb-video-button-inset=.75rem] - Distance of the button from the bottom and inline-end edges.
 * @cssproperty [--pb-video-button-background=rgb(0 0 0/.65)] - Background of the button.
 * @cssproperty [--pb-video-button-color=#fff] - Icon and border colour of the button.
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the keyboard focus ring.
 */
export class PbVideoBackgroundElement extends createElementClass({
  tag: 'pb-video-background',
  attributes: videoBackgroundAttributes,
  styles: videoBackgroundStyles,
  View: VideoBackgroundView,
}) {}

defineElement('pb-video-background', PbVideoBackgroundElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-video-background': PbVideoBackgroundElement;
  }
}
