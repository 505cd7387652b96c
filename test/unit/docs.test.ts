/**
 * The docs stay true (issue 36): every element of dist/custom-elements.json has its page
 * docs/elements/<tag>.md naming each attribute, event, CSS part and CSS custom property, and every
 * relative link of README.md and docs/**\/*.md leads to a file, and to a heading where it names an
 * anchor. The checks (docs-checks.ts) are shown to pass and to fail on the fixtures of
 * test/fixtures/docs/, then run on the repository. Reads dist/ (the build runs before Vitest in `npm test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, markdownFiles, undocumentedNames, type DocumentedElement } from './docs-checks';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/docs');
const PASSING = path.join(FIXTURES, 'passing');
const FAILING = path.join(FIXTURES, 'failing');

const DEMO_ELEMENT: DocumentedElement = {
  tagName: 'pb-demo',
  attributes: [{ name: 'size' }, { name: 'size-phone' }, { name: 'settings' }],
  events: [{ name: 'pb-demo-change' }],
  cssParts: [{ name: 'panel' }],
  cssProperties: [{ name: '--pb-demo-color' }],
};

interface Manifest {
  modules: { declarations?: Array<DocumentedElement & { customElement?: boolean }> }[];
}

function manifestElements(): DocumentedElement[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist/custom-elements.json'), 'utf8')) as Manifest;
  return manifest.modules.flatMap(({ declarations = [] }) => declarations.filter((declaration) => declaration.customElement));
}

describe('markdownFiles', () => {
  it('lists README.md and every Markdown file below docs/, and nothing else', () => {
    expect(markdownFiles(PASSING)).toEqual(['README.md', 'docs/elements/pb-demo.md', 'docs/index.md', 'docs/page-configuration.md']);
  });
});

describe('every manifest name is on its element page, in a code span', () => {
  it('passes a page naming the tag, each attribute (a -phone variant by its suffix), event, part and custom property', () => {
    expect(undocumentedNames(PASSING, [DEMO_ELEMENT])).toEqual([]);
  });

  it('names each name missing from a code span, and an element without a page', () => {
    expect(undocumentedNames(FAILING, [DEMO_ELEMENT, { tagName: 'pb-undocumented' }])).toEqual([
      'docs/elements/pb-demo.md: attribute size-phone is not in a code span',
      'docs/elements/pb-demo.md: attribute settings is not in a code span',
      'docs/elements/pb-demo.md: event pb-demo-change is not in a code span',
      'docs/elements/pb-demo.md: CSS part panel is not in a code span',
      'pb-undocumented: no page docs/elements/pb-undocumented.md',
    ]);
  });

  it('holds for every element of dist/custom-elements.json (fails until docs/ is written)', () => {
    const elements = manifestElements();
    expect(elements.length).toBeGreaterThan(30);
    expect(undocumentedNames(REPO_ROOT, elements)).toEqual([]);
  });
});

describe('every relative link of README.md and docs/ leads to a file and to a heading of it', () => {
  it('passes links to pages, to headings by their GitHub anchors (repeats numbered), to images and other files', () => {
    expect(brokenLinks(PASSING)).toEqual([]);
  });

  it('names each link to a missing file, out of the repository, or to a missing heading', () => {
    expect(brokenLinks(FAILING)).toEqual([
      'README.md: docs/guide.md: no file docs/guide.md',
      'docs/index.md: elements/pb-demo.md#event: no heading #event in docs/elements/pb-demo.md',
      'docs/index.md: ../../outside.md: no file ../outside.md',
      'docs/index.md: #contents: no heading #contents in docs/index.md',
      'docs/index.md: images/diagram.svg: no file docs/images/diagram.svg',
    ]);
  });

  it('holds for README.md and docs/ of the repository (fails until docs/ is written)', () => {
    expect(markdownFiles(REPO_ROOT).filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(30);
    expect(brokenLinks(REPO_ROOT)).toEqual([]);
  });
});
