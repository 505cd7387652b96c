/**
 * The checks that keep the docs true (issue 36), each taking the root of a repository-like folder
 * (README.md, docs/**\/*.md) and answering the problems it finds, one line each: empty means the
 * docs pass. The Markdown is read with the demo server's own reading (demo/server/docs-pages.mjs),
 * so a heading anchor the checks accept is one the served page has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { codeSpans, headingSlugs, markdownLinks } from '../../demo/server/docs-pages.mjs';

/** What the checks read of a manifest custom-element declaration. */
export interface DocumentedElement {
  tagName: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

/** README.md and every docs/**\/*.md below `root`, as paths relative to it with "/" separators. */
export function markdownFiles(root: string): string[] {
  const inDocs = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return inDocs(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  const readme = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  return [...readme, ...(existsSync(path.join(root, 'docs')) ? inDocs('docs') : [])].sort();
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * Every relative link (and image) of README.md and the docs pages leads to a file or folder inside
 * `root`, and one with a `#anchor` into a Markdown file to a heading of that file (an anchor alone
 * to a heading of the linking file). Links with a scheme or from the site root are the server's
 * and the web's, not checked here.
 */
export function brokenLinks(root: string): string[] {
  const slugsOf = new Map<string, Set<string>>();
  const slugs = (file: string) => {
    if (!slugsOf.has(file)) slugsOf.set(file, new Set(headingSlugs(read(root, file))));
    return slugsOf.get(file)!;
  };
  return markdownFiles(root).flatMap((file) =>
    markdownLinks(read(root, file)).flatMap((href) => {
      if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('/')) return [];
      const [filePart = '', anchor] = href.split('#', 2);
      const target = filePart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(filePart)));
      if (target.startsWith('../') || !existsSync(path.join(root, target))) return [`${file}: ${href}: no file ${target}`];
      if (anchor === undefined || !target.endsWith('.md') || statSync(path.join(root, target)).isDirectory()) return [];
      return slugs(target).has(decodeURIComponent(anchor)) ? [] : [`${file}: ${href}: no heading #${anchor} in ${target}`];
    }),
  );
}

/** Whether a code span holds `word` whole (not as part of a longer name). */
function inCodeSpan(spans: string[], word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(?:^|[^\\w-])${escaped}(?:$|[^\\w-])`);
  return spans.some((span) => whole.test(span));
}

/**
 * Every element of the manifest has its page `docs/elements/<tag>.md`, which names the tag and
 * each of its attributes, events, CSS parts and CSS custom properties in code spans (a table
 * cell's `name` included). A `-tablet`/`-phone` variant counts as named when its attribute is and
 * the page names the suffix (`` `-tablet` ``), as "every one has `-tablet` and `-phone` variants" does.
 */
export function undocumentedNames(root: string, elements: DocumentedElement[]): string[] {
  return elements.flatMap((element) => {
    const page = `docs/elements/${element.tagName}.md`;
    if (!existsSync(path.join(root, page))) return [`${element.tagName}: no page ${page}`];
    const spans = codeSpans(read(root, page));
    const named = (name: string): boolean => {
      const variant = /^(.+)(-tablet|-phone)$/.exec(name);
      return inCodeSpan(spans, name) || (variant !== null && named(variant[1]!) && inCodeSpan(spans, variant[2]!));
    };
    const items: Array<[string, { name: string }[] | undefined]> = [
      ['attribute', element.attributes],
      ['event', element.events],
      ['CSS part', element.cssParts],
      ['CSS custom property', element.cssProperties],
    ];
    return [
      ...(named(element.tagName) ? [] : [`${page}: the tag ${element.tagName} is not in a code span`]),
      ...items.flatMap(([kind, list]) => (list ?? []).filter(({ name }) => !named(name)).map(({ name }) => `${page}: ${kind} ${name} is not in a code span`)),
    ];
  });
}
