/**
 * Which sections `<pb-dot-nav>` lists. Either the author's own links
 * (`<nav aria-label="…"><ul><li><a href="#intro">Introduction</a></li>…</ul></nav>`, which work
 * without JavaScript), or, when the element holds no in-page link, every element matching the
 * `sections` selector. Names are read with textContent: never markup.
 */
import { warnOnce } from '../runtime/warn';
import { DEFAULT_SECTIONS_SELECTOR, idOfHref, normalizeName } from './dot-nav-state';

export interface DotNavItem {
  id: string;
  /** The dot's visible tooltip text and accessible name. */
  name: string;
  section: HTMLElement;
}

export interface DotNavStructure {
  items: DotNavItem[];
  /** The author's `<nav aria-label>`, if any. */
  label: string;
  /** True when the list comes from the author's links rather than the `sections` selector. */
  fromLinks: boolean;
}

const HEADING = 'h1,h2,h3,h4,h5,h6';

/** A section's name: its aria-label, the text of its aria-labelledby targets, else its first heading's text. */
export function sectionName(section: Element): string {
  const label = normalizeName(section.getAttribute('aria-label'));
  if (label) return label;
  const labelledBy = (section.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => section.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  if (normalizeName(labelledBy)) return normalizeName(labelledBy);
  return normalizeName(section.querySelector(HEADING)?.textContent);
}

function querySections(doc: Document, selector: string, tag: string): Element[] {
  try {
    return [...doc.querySelectorAll(selector || DEFAULT_SECTIONS_SELECTOR)];
  } catch {
    warnOnce(tag, `attribute "sections": "${selector}" is not a valid CSS selector; using the default "${DEFAULT_SECTIONS_SELECTOR}".`);
    return [...doc.querySelectorAll(DEFAULT_SECTIONS_SELECTOR)];
  }
}

export function readDotNav(host: HTMLElement, selector: string, tag: string): DotNavStructure {
  const doc = host.ownerDocument;
  const label = normalizeName(host.querySelector('nav')?.getAttribute('aria-label'));
  const links = [...host.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const items: DotNavItem[] = [];
  const seen = new Set<string>();
  const add = (id: string, name: string, section: HTMLElement): void => {
    if (seen.has(id)) return;
    seen.add(id);
    items.push({ id, name: name || id, section });
  };
  if (links.length > 0) {
    for (const link of links) {
      const id = idOfHref(link.getAttribute('href'));
      const section = id ? doc.getElementById(id) : null;
      if (!id || !section) {
        warnOnce(tag, `the link to "${link.getAttribute('href')}" has no target on the page and is left out.`);
        continue;
      }
      add(id, normalizeName(link.textContent) || sectionName(section), section);
    }
  } else {
    for (const section of querySections(doc, selector, tag)) {
      if (!(section instanceof HTMLElement) || host.contains(section)) continue;
      if (!section.id) {
        warnOnce(tag, `a section matched by "sections" has no id and is left out (a dot links to the section's id).`);
        continue;
      }
      add(section.id, sectionName(section), section);
    }
  }
  if (items.length === 0) warnOnce(tag, 'found no sections: add in-page links inside it, or give sections ids and a matching "sections" selector.');
  return { items, label, fromLinks: links.length > 0 };
}
