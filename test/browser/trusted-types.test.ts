/**
 * pb-elements under `require-trusted-types-for 'script'` (docs/csp-and-trusted-types.md "Content Security Policy and
 * Trusted Types"): the lightbox (PhotoSwipe) writes no HTML string, and the site's trusted
 * fragments pass the one policy, `pb-elements`. The policy is set for this test file's page
 * (each file has a page of its own) with a `<meta>` before anything of pb-elements runs.
 */
import { expect } from 'chai';

const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "require-trusted-types-for 'script'; trusted-types pb-elements";
document.head.append(policy);

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample}`));

const { closeLightbox, isLightboxOpen, openLightbox } = await import('../../react-core/lightbox/open-lightbox');
const { trustedFragment } = await import('../../react-core/consent-area/insert-html');
const { applyFragments } = await import('../../react-core/shop/apply-fragments');
const { trustedHTML } = await import('../../react-core/runtime/trusted-types');
const { wait, waitFor } = await import('./helpers');

declare global {
  interface Window {
    trustedAreaScriptRuns?: number;
  }
}

const IMG = '/demo/pages/assets/img/';

describe('Trusted Types: pb-elements writes no HTML string but through its policy', () => {
  afterEach(async () => {
    closeLightbox();
    await waitFor(() => !isLightboxOpen(), 'the lightbox closed').catch(() => undefined);
  });

  it('the page enforces Trusted Types (a plain string is refused and reported)', async () => {
    expect(() => {
      document.createElement('div').innerHTML = '<b>x</b>';
    }).to.throw(TypeError);
    // The report comes in a task of its own.
    await waitFor(() => violations.length === 1, 'the violation reported');
    violations.length = 0;
  });

  it('the lightbox opens with its buttons, icons, caption and loading slide, and no violation', async () => {
    await openLightbox(
      [
        { src: `${IMG}lightbox-harbour.png?tt=1`, width: 1600, height: 1000, title: '<b>Harbour</b> & dawn', caption: 'Day 1' },
        // No size: shown as the loading slide until measured.
        { src: `${IMG}lightbox-tower.png?tt=1`, title: 'Tower' },
      ],
      0,
      { gallery: true },
    );
    const root = document.querySelector('.pswp')!;
    expect(root, 'the dialog').to.not.equal(null);
    const caption = root.querySelector('.pb-lightbox-caption')!;
    expect([...caption.querySelectorAll('p')].map((line) => line.textContent)).to.deep.equal(['<b>Harbour</b> & dawn', 'Day 1']);
    expect(caption.querySelector('b')).to.equal(null);
    const close = root.querySelector<HTMLButtonElement>('.pswp__button--close')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    expect(close.querySelector('svg.pswp__icn path')?.getAttribute('d'), 'the close icon').to.match(/^M24 10l/);
    expect(root.querySelector('.pswp__button--arrow--next svg use:not(.pswp__icn-shadow)')?.getAttribute('href')).to.equal('#pswp__icn-arrow');
    expect(root.querySelector('.pswp__button--zoom svg'), 'the zoom icon').to.not.equal(null);
    expect(root.querySelector('.pswp__preloader svg'), 'the preloader').to.not.equal(null);
    expect(root.querySelector<HTMLImageElement>('img.pswp__img:not(.pswp__img--placeholder)')?.src).to.contain('lightbox-harbour.png');
    close.click();
    await waitFor(() => !isLightboxOpen(), 'closed by its close button');
    expect(violations).to.deep.equal([]);
  });

  it('a slide of unknown size shows the loading slide, then its image', async () => {
    const src = `${IMG}lightbox-meadow.png?tt=${Date.now()}`;
    await openLightbox(
      [
        { src: `${IMG}lightbox-summit.png?tt=2`, width: 800, height: 800 },
        { src, title: 'Meadow' },
      ],
      0,
      { gallery: true },
    );
    document.querySelector<HTMLButtonElement>('.pswp__button--arrow--next')!.click();
    await waitFor(
      () => [...document.querySelectorAll<HTMLImageElement>('img.pswp__img')].some((image) => image.src.endsWith(src) && image.complete),
      'the measured image shown',
      5000,
    );
    expect(violations).to.deep.equal([]);
  });

  it("the consent area's trusted fragment and its script pass the pb-elements policy", async () => {
    const fragment = trustedFragment(
      `<p class="area-text">Map</p><script src="data:text/javascript,window.trustedAreaScriptRuns=(window.trustedAreaScriptRuns||0)+1"></script>`,
    );
    const host = document.createElement('div');
    host.append(fragment);
    document.body.append(host);
    await waitFor(() => window.trustedAreaScriptRuns === 1, 'the external script ran');
    expect(host.querySelector('.area-text')?.textContent).to.equal('Map');
    host.remove();
    await wait(50);
    expect(violations).to.deep.equal([]);
  });

  it("the shop's cart fragments pass the pb-elements policy, inside the cart block only", async () => {
    const host = document.createElement('div');
    // The test's own markup, through the page's policy.
    host.innerHTML = trustedHTML('<pb-cart><a class="cart-contents" href="/cart/">0 items</a></pb-cart><a class="cart-contents" href="/cart/">theirs</a>');
    document.body.append(host);
    expect(applyFragments({ 'a.cart-contents': '<a class="cart-contents" href="/cart/">2 items</a>' }, host)).to.equal(1);
    expect([...host.querySelectorAll('a')].map((link) => link.textContent)).to.deep.equal(['2 items', 'theirs']);
    host.remove();
    await wait(50);
    expect(violations).to.deep.equal([]);
  });
});
