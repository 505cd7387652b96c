/**
 * The countdown view: days, hours, minutes and seconds until `end-date`, ticking on every
 * whole second of the clock (a timeout to the next second, computed from the clock each time, so
 * it never drifts), paused while the document is hidden and caught up when it shows again. At
 * zero it shows 000:00:00:00, stops, emits `pb-countdown-end` once (also when the end date has
 * already passed at upgrade) and announces `countdownEnded` politely (only when it reached zero
 * on the page). The digits are aria-hidden; a visually hidden text states the time left in
 * words (not a live region: nothing is spoken every second). The author's content stays below.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ElementViewProps } from '../element/define-element';
import { emit } from '../element/events';
import { useAnnouncement } from '../element/hooks';
import { formatMessage } from '../runtime/messages';
import { warnOnce } from '../runtime/warn';
import type { countdownAttributes } from './countdown-attributes';
import {
  COUNTDOWN_UNITS,
  delayToNextTick,
  labelStyleFor,
  padUnit,
  parseEndDate,
  remainingInWords,
  remainingParts,
  unitLabel,
} from './countdown-state';
import { getPageConfig } from '../runtime/page-config';

export const TAG = 'pb-countdown';

export interface CountdownEndDetail {
  /** The end date, as epoch milliseconds. */
  endDate: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-countdown-end': CustomEvent<CountdownEndDetail>;
  }
}

/** The page language for the words (nearest `lang`), undefined for the browser's. */
function localeOf(host: HTMLElement): string | undefined {
  return host.closest('[lang]')?.getAttribute('lang') || undefined;
}

/** The element's width, kept current with a ResizeObserver on the element itself (its own box, not the window). */
function useElementWidth(host: HTMLElement): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    setWidth(host.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return width;
}

/** The clock, re-read on every whole second before `end`, paused while the document is hidden. */
function useCountdownClock(end: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (): void => {
      clearTimeout(timer);
      const current = Date.now();
      setNow(current);
      if (current >= end || document.hidden) return;
      timer = setTimeout(tick, delayToNextTick(end, current));
    };
    const onVisibility = (): void => {
      clearTimeout(timer);
      // Shown again: catch up at once, then tick on the clock's seconds.
      if (!document.hidden) tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    tick();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [end]);
  return now;
}

export function CountdownView({ host, attributes }: ElementViewProps<typeof countdownAttributes>) {
  const end = useMemo(() => parseEndDate(attributes.endDate), [attributes.endDate]);
  if (end === null) {
    warnOnce(
      TAG,
      attributes.endDate
        ? `attribute "end-date": "${attributes.endDate}" is not an ISO 8601 date-time (2026-12-01T18:00:00+01:00); showing the content instead.`
        : 'attribute "end-date" is missing (an ISO 8601 date-time); showing the content instead.',
    );
  }
  const now = useCountdownClock(end);
  const width = useElementWidth(host);
  const [announcement, announce] = useAnnouncement();
  const messages = getPageConfig().messages;
  const parts = remainingParts(end ?? 0, now);
  const ended = end !== null && parts.totalSeconds === 0;

  /** The end date this element has counted down on the page (so reaching zero is announced). */
  const running = useRef<number | null>(null);
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (end === null) return;
    if (!ended) {
      running.current = end;
      return;
    }
    if (endedFor.current === end) return;
    endedFor.current = end;
    emit(host, 'pb-countdown-end', { endDate: end });
    if (running.current === end) announce(messages.countdownEnded);
  }, [end, ended, host, announce, messages]);

  if (end === null) return <slot />;

  const labels = labelStyleFor(width);
  const statement = ended
    ? messages.countdownEnded
    : formatMessage(messages.countdownRemaining, { time: remainingInWords(parts, localeOf(host)) });

  return (
    <>
      {attributes.title ? <p part="title">{attributes.title}</p> : null}
      <div part="timer" className={labels === 'short' ? 'narrow' : undefined} aria-hidden="true">
        {COUNTDOWN_UNITS.map((unit, index) => (
          <span key={unit} style={{ display: 'contents' }}>
            {index > 0 ? <span part="separator">:</span> : null}
            <span part={`section ${unit}`}>
              <span part="value">{padUnit(parts[unit], unit)}</span>
              <span part="label">{unitLabel(unit, labels, messages)}</span>
            </span>
          </span>
        ))}
      </div>
      <p className="vh">{statement}</p>
      <div className="vh" role="status">
        {announcement}
      </div>
      <slot />
    </>
  );
}
