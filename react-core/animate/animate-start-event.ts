/**
 * `pb-animate-start`, in a file of its own so that the consumer types (dist/types/events.d.ts)
 * can import its detail type without reaching the React view.
 */
import type { AnimationSettings } from './animate-state';

export interface AnimateStartDetail {
  /** The settings the animation runs with (for the current screen mode). */
  settings: AnimationSettings;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The entrance animation started (the element entered the viewport). */
    'pb-animate-start': CustomEvent<AnimateStartDetail>;
  }
}
