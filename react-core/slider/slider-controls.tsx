/**
 * The chrome both sliders render in their shadow root (WAI-ARIA Carousel pattern): the region
 * with `aria-roledescription="carousel"`, the rotation control when the slides rotate by
 * themselves, previous/next buttons, the optional dots, and a visually hidden live region.
 * The controls lie over the slides, so showing them never changes the element's size.
 */
import type { CSSProperties, ReactNode } from 'react';
import { formatMessage, type Messages } from '../runtime/messages';
import type { SliderController } from './use-slider';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** `previous` points left and `next` right (left to right). */
const ICONS = {
  previous: 'M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6z',
  next: 'M8.6 4.6 7.2 6l6 6-6 6 1.4 1.4L16 12z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
};

export interface SliderChromeProps {
  controller: SliderController;
  messages: Messages;
  /** The `label` attribute: the accessible name of the carousel region. */
  label: string;
  arrows: boolean;
  pagination: boolean;
  /** The slides' container (the default slot, or a track around it). */
  children: ReactNode;
  viewportStyle?: CSSProperties;
}

export function SliderChrome({ controller, messages, label, arrows, pagination, children, viewportStyle }: SliderChromeProps) {
  const { state, move, rotation, live, announcement, rightToLeft } = controller;
  // Right to left the next slide lies to the left: the next arrow points there (and sits there, by the styles).
  const [previousIcon, nextIcon] = rightToLeft ? [ICONS.next, ICONS.previous] : [ICONS.previous, ICONS.next];
  const movable = state.count > 1;
  return (
    <div part="region" className="region" role="region" aria-roledescription="carousel" aria-label={label || undefined}>
      {rotation && (
        <button
          type="button"
          part="rotation"
          className="control rotation"
          aria-label={rotation.stopped ? messages.startRotation : messages.stopRotation}
          onClick={rotation.toggle}
        >
          <Icon path={rotation.stopped ? ICONS.play : ICONS.pause} />
        </button>
      )}
      {arrows && movable && (
        <>
          <button type="button" part="arrow previous" className="control arrow previous" aria-label={messages.previousSlide} onClick={() => move({ type: 'previous' })}>
            <Icon path={previousIcon} />
          </button>
          <button type="button" part="arrow next" className="control arrow next" aria-label={messages.nextSlide} onClick={() => move({ type: 'next' })}>
            <Icon path={nextIcon} />
          </button>
        </>
      )}
      <div part="viewport" className="viewport" style={viewportStyle}>
        {children}
      </div>
      {pagination && movable && (
        <div part="pagination" className="pagination">
          {Array.from({ length: state.count }, (_, index) => {
            const current = index === state.index;
            return (
              <button
                key={index}
                type="button"
                part={current ? 'dot dot-current' : 'dot'}
                className="dot"
                aria-label={formatMessage(messages.goToSlide, { index: index + 1 })}
                aria-current={current ? 'true' : undefined}
                onClick={() => move({ type: 'goTo', index })}
              />
            );
          })}
        </div>
      )}
      <div className="live" aria-live={live} aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
