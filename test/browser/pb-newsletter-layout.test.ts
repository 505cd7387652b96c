/**
 * <pb-newsletter> upgrade without layout shift (CLS 0): with its critical CSS, the boxes before
 * the element's code arrives equal the boxes after the upgrade, at desktop and phone widths.
 * This file imports pb-newsletter only after measuring, so the element starts undefined.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { NEWSLETTER_CRITICAL_CSS } from '../../react-core/newsletter/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const PAGE_CSS = `
  .nl-demo form { display: grid; gap: .5rem; max-width: 30rem; }
  .nl-demo input { font: inherit; padding: .4rem; }
`;

const MARKUP = `
  <section class="nl-demo">
    <p class="before">Text before.</p>
    <pb-newsletter list-id="weekly"><h2>Join</h2>
      <form method="post" action="/wp-admin/admin-ajax.php">
        <label for="l-first">First name</label><input id="l-first" name="et_firstname">
        <label for="l-email">Email</label><input id="l-email" type="email" name="et_email">
        <button type="submit">Subscribe</button>
      </form>
    </pb-newsletter>
    <p class="after">Text after.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, '.before, pb-newsletter, pb-newsletter h2, input, button, .after');
}

describe('pb-newsletter upgrade layout (CLS 0)', () => {
  useCriticalCss(NEWSLETTER_CRITICAL_CSS + PAGE_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('occupies the same boxes before and after the upgrade, at desktop and phone widths', async () => {
    const widths = [1280, 400];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-newsletter') === undefined, 'pb-newsletter starts undefined').to.equal(true);
    expect(getComputedStyle(section.querySelector('pb-newsletter')!).display).to.equal('block');
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    await import('../../elements/pb-newsletter');
    await upgraded(section.querySelector('pb-newsletter')!);
    await atWidths(widths, (width, index) => expect(boxes(section), `width ${width}`).to.deep.equal(before[index]), { frames: 0 });
  });

  it('the critical CSS is tiny (under 300 bytes)', () => {
    expect(NEWSLETTER_CRITICAL_CSS.length < 300).to.equal(true);
  });
});
