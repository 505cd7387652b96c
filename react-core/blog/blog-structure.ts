/**
 * What `<pb-blog>` reads from a page's content (the author's or a fetched page's): the facts the
 * announcement is made of, and the heading that takes the focus.
 */
import { readPageNumber, type PageFacts } from './blog-state';

const HEADINGS = 'h1,h2,h3,h4,h5,h6';

/** The first heading of the content, where the focus goes once the page is shown. */
export function firstHeading(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(HEADINGS);
}

/**
 * The page number the pagination marks current (`aria-current="page"`, as WordPress's
 * `paginate_links()` writes it), the number of pages (`data-pages` on the pagination, or on its
 * current mark) and the first heading.
 */
export function readPageFacts(root: ParentNode): PageFacts {
  const current = root.querySelector('[aria-current="page"]');
  const totalText = current?.closest('[data-pages]')?.getAttribute('data-pages') ?? root.querySelector('[data-pages]')?.getAttribute('data-pages');
  return {
    page: current ? readPageNumber(current.textContent) : null,
    total: totalText ? readPageNumber(totalText) : null,
    heading: (firstHeading(root)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** The element's own settings scripts (`<script type="application/json">`): kept when the content is replaced. */
export function isSettingsScript(node: Node): boolean {
  return node instanceof HTMLScriptElement && node.type === 'application/json';
}
