/**
 * The documentation as the tests read it (issue 36): the README and the Markdown pages of docs/.
 * Tests that run the documented examples find them here wherever they live now.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every Markdown file under `dir` (relative to the repository), in path order. */
function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(path.join(REPO_ROOT, file)).isDirectory()) return markdownFiles(file);
      return file.endsWith('.md') ? [file] : [];
    });
}

const read = (files: string[]): string => files.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n');

/** README.md first (its quick start is the first example), then every page of docs/. */
export const DOCUMENTATION = read(['README.md', ...markdownFiles('docs')]);

/**
 * What was the README's "Elements" section: a page per element, and the topic pages that hold
 * what grouped elements share.
 */
export const ELEMENT_DOCUMENTATION = read([
  ...markdownFiles('docs/elements'),
  ...['shop.md', 'consent.md', 'split-testing.md', 'preview-mode.md'].map((page) => `docs/${page}`),
]);

/** The WordPress page, every PHP and CSS snippet of which is code the WordPress tests run. */
export const WORDPRESS_DOCUMENTATION = read(['docs/wordpress.md']);

/** The ```html examples of `markdown`, in order. */
export const htmlExamples = (markdown: string): string[] => [...markdown.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!);
