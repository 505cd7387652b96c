/**
 * Dot navigation state (SPEC.md §1 "a side dot navigation listing page sections"): which
 * section is current for a scroll position, and how arrow keys move between dots. No DOM here.
 */
import { decodeHash } from '../runtime/page-hash';

/** The default `sections` selector: every section with an id inside `<main>`. */
export const DEFAULT_SECTIONS_SELECTOR = 'main section[id]';
/**
 * Where the "current section" line lies: this fraction of the viewport height left below the
 * covered top (admin bar + fixed header). Not in SPEC; our choice.
 */
export const ACTIVATION_LINE_FRACTION = 1 / 3;
/** Within this many pixels of the end of the page counts as "at the very bottom". */
export const BOTTOM_TOLERANCE_PX = 1;

export interface SectionBox {
  /** Top edge relative to the viewport (getBoundingClientRect().top). */
  top: number;
  /** Height; a section with no height (hidden) never becomes current. */
  height: number;
}

export interface ActiveSectionInput {
  sections: readonly SectionBox[];
  /** Pixels covered at the top of the viewport (pageTopOffset(): admin bar, fixed header). */
  offset: number;
  viewportHeight: number;
  scrollY: number;
  /** document.documentElement.scrollHeight */
  scrollHeight: number;
}

/**
 * The line, in viewport pixels from the top, that a section's top must have passed to be current:
 * the covered top plus a third of the height below it.
 */
export function activationLine(offset: number, viewportHeight: number): number {
  const covered = Math.max(0, offset);
  return covered + Math.max(0, viewportHeight - covered) * ACTIVATION_LINE_FRACTION;
}

/**
 * The index of the current section, or -1 when there is none (no visible section):
 * - at the very top of the page (scrollY ≤ 0): the topmost section;
 * - at the very bottom (within 1 px): the bottommost section, which may be too short to reach the line;
 * - otherwise: the section with the lowest top that is at or above the activation line, or the
 *   topmost section while none has reached the line yet.
 * Sections are compared by position, so the order of the list does not matter.
 */
export function activeSectionIndex({ sections, offset, viewportHeight, scrollY, scrollHeight }: ActiveSectionInput): number {
  const visible = sections.map((box, index) => ({ ...box, index })).filter((box) => box.height > 0);
  if (visible.length === 0) return -1;
  const byTop = [...visible].sort((a, b) => a.top - b.top || a.index - b.index);
  const first = byTop[0]!;
  const last = byTop[byTop.length - 1]!;
  if (scrollY <= 0) return first.index;
  if (scrollY + viewportHeight >= scrollHeight - BOTTOM_TOLERANCE_PX) return last.index;
  const line = activationLine(offset, viewportHeight);
  let active = first.index;
  for (const box of byTop) if (box.top <= line) active = box.index;
  return active;
}

/** A section's name with whitespace collapsed (from aria-label or heading text, never markup). */
export function normalizeName(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The id an in-page `href` points to (`#intro` → `intro`), or undefined for any other link. */
export function idOfHref(href: string | null): string | undefined {
  if (!href || !href.startsWith('#') || href.length < 2) return undefined;
  return decodeHash(href);
}
