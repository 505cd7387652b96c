import { createElementClass, defineElement } from '../react-core/element/define-element';
import { videoAttributes } from '../react-core/video/video-attributes';
import { videoStyles } from '../react-core/video/video-styles';
import { VideoView } from '../react-core/video/video-view';

/**
 * An overlayed video (SPEC §4 "Overlayed video"): a `<video>` (or an embedded player's
 * `<iframe>`) covered by the author's overlay, `<a class="overlay" href="video.mp4"><img alt="Play: …"></a>`,
 * which without JavaScript links to the video file. The overlay becomes a button (`role="button"`,
 * named by its text or image alt); click, Enter or Space starts the video, fades the overlay out
 * in 500 ms (at once with reduced motion), hides it (no tab stop) and moves focus to the player
 * (a `<video>` gets its controls). An embed is started once its player is ready (checked every
 * 500 ms, up to 100 times, SPEC §9) by reloading it with `autoplay=1` (and `allow="autoplay"`).
 *
 * @tag pb-video
 * @summary Video with a poster overlay that starts playback and fades out in 500 ms.
 *
 * @fires {CustomEvent<{player: 'video' | 'iframe'}>} pb-video-play - The visitor started the video from the overlay.
 *
 * @slot - The `<video>` or `<iframe>`, and the `.overlay` element.
 *
 * @cssproperty [--pb-focus-color=Highlight] - Colour of the overlay's keyboard focus ring.
 */
export class PbVideoElement extends createElementClass({
  tag: 'pb-video',
  attributes: videoAttributes,
  styles: videoStyles,
  View: VideoView,
}) {}

defineElement('pb-video', PbVideoElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-video': PbVideoElement;
  }
}
