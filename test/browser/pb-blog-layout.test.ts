/**
 * <pb-blog> upgrade without layout shift (CLS 0), with the loader's critical CSS, at desktop and
 * phone widths. The element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { BLOG_CRITICAL_CSS } from '../../react-core/blog/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section>
    <pb-blog id="layout-blog">
      <article><h2><a href="/blog/one/">One</a></h2><p>The first post.</p></article>
      <article><h2><a href="/blog/two/">Two</a></h2><p>The second post.</p></article>
      <nav class="pagination" aria-label="Blog pages" data-pages="3">
        <ul><li><span aria-current="page">1</span></li><li><a href="/blog/page/2/">2</a></li><li><a href="/blog/page/2/">Next</a></li></ul>
      </nav>
    </pb-blog>
    <p class="after">After the list.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-blog, article, h2, nav, li, .after');
}

describe('pb-blog upgrade layout (CLS 0)', () => {
  useCriticalCss(BLOG_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the posts and the pagination keep their boxes through the upgrade', async () => {
    const widths = [1280, 360];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-blog') === undefined, 'pb-blog starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    await import('../../elements/pb-blog');
    await upgraded(section.querySelector('pb-blog')!);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 0 });
  });
});
