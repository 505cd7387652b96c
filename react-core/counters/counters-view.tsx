/**
 * The counter views. Both count from 0 to their number when they are in the viewport and the page
 * rests (once, see use-count-on-view.ts; with
 * reduced motion the final value shows at once), with the CSS `ease` curve:
 * - `<pb-circle-counter>`: an SVG ring (line width 5 CSS px, SPEC §9) fills to the percentage in
 *   1800 ms (SPEC §9) while the percentage in its middle counts with it;
 * - `<pb-number-counter>`: a number counts up (default 1800 ms), with the page locale's
 *   thousands separator (or the `separator` attribute) and an optional `%`.
 * What counts is aria-hidden: a screen reader never hears an intermediate value. The circle
 * counter's accessible text is the author's content ("75% of hikers finish"), with the final
 * percentage added as visually hidden text before it when the content does not state it; the
 * number counter adds its final value as visually hidden text before the author's title. Counting writes the
 * DOM directly (refs): no re-render per frame.
 */
import { useMemo, useRef, type CSSProperties } from 'react';
import { useChildrenVersion, type ElementViewProps } from '../element/define-element';
import { warnOnce } from '../runtime/warn';
import type { circleCounterAttributes, numberCounterAttributes } from './counters-attributes';
import {
  CIRCLE_COUNTER_DURATION_MS,
  CIRCLE_COUNTER_LINE_WIDTH,
  countedValue,
  formatCounter,
  parseCounterNumber,
  parseSeparator,
  ringDashOffset,
  type CounterNumber,
  type Separator,
} from './counters-state';
import { useCountOnView } from './use-count-on-view';

export const CIRCLE_TAG = 'pb-circle-counter';
export const NUMBER_TAG = 'pb-number-counter';

/** The page language for number formatting (nearest `lang`), undefined for the browser's. */
function localeOf(host: HTMLElement): string | undefined {
  return host.closest('[lang]')?.getAttribute('lang') || undefined;
}

/** A colour attribute as a custom property value, or undefined (with one warning) when it is not a colour. */
function colorValue(tag: string, name: string, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (typeof CSS !== 'undefined' && CSS.supports('color', text)) return text;
  warnOnce(tag, `attribute "${name}": "${value}" is not a CSS colour; using the default.`);
  return undefined;
}

/**
 * Writes the counting text only when it changed: most frames near the end show the same number.
 * A new text node each time: the browser counts a kept text node whose centred figure gains a
 * digit (its start moves) as a layout shift.
 */
function showCount(element: HTMLElement | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/** The counting text: an invisible copy of the final value reserves its width; the live copy counts over it. */
function CountText({ final, countRef }: { final: string; countRef: React.RefObject<HTMLSpanElement | null> }) {
  return (
    <span className="count">
      <span className="reserve">{final}</span>
      <span className="live" ref={countRef} />
    </span>
  );
}

function useFormatter(host: HTMLElement, target: CounterNumber, separator: Separator, percent: boolean) {
  const locale = localeOf(host);
  return useMemo(() => {
    const format = (progress: number): string =>
      formatCounter(countedValue(target, progress), target.decimals, separator, percent, locale);
    return { format, final: format(1) };
  }, [target.value, target.decimals, separator, percent, locale]);
}

export function CircleCounterView({ host, attributes }: ElementViewProps<typeof circleCounterAttributes>) {
  const childrenVersion = useChildrenVersion(host, true);
  const target = useMemo<CounterNumber>(
    () => ({
      value: attributes.number,
      decimals: parseCounterNumber(host.getAttribute('number'))?.decimals ?? 0,
    }),
    [host, attributes.number],
  );
  const separator = useMemo<Separator>(() => ({ kind: 'locale' }), []);
  const { format, final } = useFormatter(host, target, separator, true);
  const countRef = useRef<HTMLSpanElement>(null);
  const barRef = useRef<SVGCircleElement>(null);
  const text = useMemo(() => (host.textContent ?? '').replace(/\s+/g, ' ').trim(), [host, childrenVersion]);
  if (!text) {
    warnOnce(CIRCLE_TAG, 'has no text inside ("75% of hikers finish"): its value is read out as a bare percentage.');
  }
  // The final value is always in the accessible text: the author's, when it states it ("75% of
  // hikers finish"), else visually hidden text before it ("75% Hikers who finish").
  // Spaces do not matter: "75 %" (or a locale's no-break space) states "75%" too.
  const textStatesValue = text.replace(/\s/g, '').includes(final.replace(/\s/g, ''));

  useCountOnView(host, CIRCLE_COUNTER_DURATION_MS, (progress) => {
    showCount(countRef.current, format(progress));
    barRef.current?.style.setProperty('stroke-dashoffset', String(ringDashOffset(target.value * progress)));
  });

  const style: Record<string, string> = {};
  if (host.hasAttribute('size')) style['--pb-circle-counter-size'] = `${attributes.size}px`;
  const bar = colorValue(CIRCLE_TAG, 'bar-color', attributes.barColor);
  const track = colorValue(CIRCLE_TAG, 'track-color', attributes.trackColor);
  if (bar) style['--pb-circle-counter-bar-color'] = bar;
  if (track) style['--pb-circle-counter-track-color'] = track;

  return (
    <>
      <div part="ring" aria-hidden="true" style={style as CSSProperties}>
        <svg focusable="false">
          <circle part="track" pathLength={100} strokeWidth={CIRCLE_COUNTER_LINE_WIDTH} />
          <circle
            part="bar"
            ref={barRef}
            pathLength={100}
            strokeWidth={CIRCLE_COUNTER_LINE_WIDTH}
            strokeDasharray="100 100"
            strokeLinecap="butt"
          />
        </svg>
        <span part="number">
          <CountText final={final} countRef={countRef} />
        </span>
      </div>
      {textStatesValue ? null : <span className="vh">{text ? `${final} ` : final}</span>}
      <slot />
    </>
  );
}

export function NumberCounterView({ host, attributes }: ElementViewProps<typeof numberCounterAttributes>) {
  const parsed = useMemo(() => parseCounterNumber(attributes.number), [attributes.number]);
  if (!parsed) {
    warnOnce(
      NUMBER_TAG,
      attributes.number.trim()
        ? `attribute "number": "${attributes.number}" is not a number (1234, 12.5); using 0.`
        : 'attribute "number" is missing; using 0.',
    );
  }
  const target = useMemo<CounterNumber>(() => parsed ?? { value: 0, decimals: 0 }, [parsed?.value, parsed?.decimals]);
  const separator = useMemo(() => parseSeparator(attributes.separator), [attributes.separator]);
  const { format, final } = useFormatter(host, target, separator, attributes.percent);
  const countRef = useRef<HTMLSpanElement>(null);

  useCountOnView(host, attributes.duration, (progress) => {
    showCount(countRef.current, format(progress));
  });

  return (
    <>
      <span part="number" aria-hidden="true">
        <CountText final={final} countRef={countRef} />
      </span>
      <span className="vh">{final} </span>
      <slot />
    </>
  );
}
