/** axe-core finds nothing on the upgraded elements, in their initial and changed states. */
import { expect } from 'chai';
import '../../elements/pb-tabs';
import '../../elements/pb-toggle';
import '../../elements/pb-accordion';
import { cleanupFixtures, fixture, upgraded, wait } from './helpers';
import { axeViolations } from './layout-helpers';

describe('accessibility (axe-core)', () => {
  afterEach(cleanupFixtures);

  it('tabs, accordion and toggle have no violations, before and after interaction', async () => {
    const page = fixture(`
      <main>
        <h1>Product</h1>
        <pb-tabs label="Product details">
          <h2>Description</h2><div><p>A chair.</p></div>
          <h2>Reviews</h2><div><p>Good.</p><a href="#top">Back to top</a></div>
        </pb-tabs>
        <pb-accordion>
          <details open><summary>Shipping</summary><p>Two days.</p></details>
          <details><summary>Returns</summary><p>Thirty days.</p></details>
        </pb-accordion>
        <pb-toggle><details><summary>Care</summary><p>Wipe clean.</p></details></pb-toggle>
      </main>`);
    await Promise.all([...page.querySelectorAll('pb-tabs, pb-accordion, pb-toggle')].map(upgraded));
    expect(await axeViolations()).to.deep.equal([]);
    page.querySelectorAll<HTMLElement>('[role=tab]')[1]!.click();
    page.querySelectorAll('summary')[1]!.click();
    page.querySelectorAll('summary')[2]!.click();
    await wait(800);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
