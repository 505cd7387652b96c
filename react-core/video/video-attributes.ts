import { attribute } from '../element/attributes';

/** The attributes of `<pb-video-background>`. */
export const videoBackgroundAttributes = {
  /** SPEC §4: the video keeps playing when scrolled out of view. */
  playOutsideViewport: attribute.boolean(false),
  /** SPEC §3 "Background options … video (mp4 and webm)": used only when there is no `<video>` child. */
  mp4: attribute.string(''),
  webm: attribute.string(''),
  /** The still picture shown before (and, with reduced motion, instead of) the video. */
  poster: attribute.string(''),
};

/** The attributes of `<pb-video>` (none: the markup says everything). */
export const videoAttributes = {};
