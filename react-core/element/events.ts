/**
 * `pb-*` events: CustomEvents that bubble out of shadow roots. Each module declares its events in
 * `GlobalEventHandlersEventMap`, which types both `emit` and the page's `addEventListener`.
 */

export type PbEventName = Extract<keyof GlobalEventHandlersEventMap, `pb-${string}`>;
export type PbEventDetail<N extends PbEventName> =
  GlobalEventHandlersEventMap[N] extends CustomEvent<infer Detail> ? Detail : never;

/** Dispatches a bubbling, composed `pb-*` event; returns false when a listener cancelled it. */
export function emit<N extends PbEventName>(
  target: EventTarget,
  name: N,
  detail: PbEventDetail<N>,
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/** `pb-slide-change`, shared by every module that moves through slides (sliders and carousels). */
export interface SlideChangeDetail {
  /** The active slide (for multi-column carousels: the first one in view), from 0 in the author's order. */
  index: number;
  previousIndex: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-slide-change': CustomEvent<SlideChangeDetail>;
  }
}
