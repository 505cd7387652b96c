/**
 * Progressive enhancement of the menu search and the overlay menu: with their critical CSS the
 * layout before the upgrade is the layout after it (CLS 0) at 1280 px and 375 px — the form and
 * the nav are hidden before the upgrade and keep the toggles' places. Without the critical CSS
 * (no JavaScript) or after a failure, the form and the nav are ordinary visible content.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { HEADER_CRITICAL_CSS, HEADER_TOGGLES_CRITICAL_CSS } from '../../react-core/header/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxOf } from './layout-helpers';
import { LOGO, MENU, OVERLAY_NAV, SEARCH_FORM, defineCombinedHost, part } from './pb-header-overlay-hosts';

const TAG = 'pb-test-layout-host';
/** The header's own pre-upgrade layout of its bar (the header engineer's critical CSS does this for pb-header). */
const PAGE_CSS = `
${TAG}{display:block}
${TAG}:not([data-enhanced],[data-failed]){display:flex;align-items:center;gap:1rem;min-height:3.75rem;padding:0 1rem}
${TAG}:not([data-enhanced],[data-failed])>[slot=menu]{flex:1}
`;

function boxes(host: HTMLElement, upgradedHost: boolean): string[] {
  const elements = [
    host.querySelector('[slot=logo]')!,
    host.querySelector('[slot=menu]')!,
    upgradedHost ? part(host, 'search-toggle') : host.querySelector('[slot=search]')!,
    upgradedHost ? part(host, 'overlay-toggle') : host.querySelector('[slot=overlay-menu]')!,
    host.parentElement!.querySelector('.after')!,
  ];
  return elements.map((element) => boxOf(element, { label: 'none' }));
}

describe('menu search and overlay menu: upgrade layout (CLS 0)', () => {
  let style: HTMLStyleElement;

  before(() => {
    style = document.createElement('style');
    style.textContent = HEADER_TOGGLES_CRITICAL_CSS.replaceAll('pb-header', TAG) + PAGE_CSS;
    document.head.append(style);
  });
  after(async () => {
    style.remove();
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('critical CSS stays tiny', () => {
    // On screen only: on paper the search form and the nav are the header's print rules' business.
    expect(HEADER_TOGGLES_CRITICAL_CSS.startsWith('@media not print{pb-header:not([data-enhanced],[data-failed])')).to.equal(true);
    expect(HEADER_TOGGLES_CRITICAL_CSS.length).to.be.below(400);
  });

  it('the toggles take the places the form and the nav kept, at 1280 px and 375 px', async () => {
    const section = fixture(`<section><${TAG}>${LOGO}${MENU}${SEARCH_FORM}${OVERLAY_NAV}</${TAG}><p class="after">After the header.</p></section>`);
    const host = section.firstElementChild as HTMLElement;
    expect(customElements.get(TAG) === undefined, 'the host starts undefined').to.equal(true);
    const widths = [1280, 375];
    const before = await atWidths(widths, () => boxes(host, false), { frames: 0 });
    expect(getComputedStyle(host.querySelector('[slot=search]')!).visibility).to.equal('hidden');
    expect(getComputedStyle(host.querySelector('[slot=overlay-menu]')!).visibility).to.equal('hidden');
    defineCombinedHost(TAG);
    await upgraded(host);
    await atWidths(widths, (width, index) => expect(boxes(host, true), `boxes at ${width} px`).to.deep.equal(before[index]), { frames: 0 });
    expect(getComputedStyle(host.querySelector('[slot=search]')!).visibility, 'the critical CSS no longer hides the form').to.equal('visible');
  });

  it('after a failure (data-failed) the form and the nav are ordinary visible content', () => {
    const host = fixture(`<pb-test-failed-host data-failed>${SEARCH_FORM}${OVERLAY_NAV}</pb-test-failed-host>`);
    style.textContent = HEADER_TOGGLES_CRITICAL_CSS.replaceAll('pb-header', 'pb-test-failed-host');
    try {
      expect(getComputedStyle(host.querySelector('[slot=search]')!).visibility).to.equal('visible');
      expect(host.querySelector<HTMLElement>('[slot=overlay-menu] a')!.getBoundingClientRect().height > 0).to.equal(true);
      host.removeAttribute('data-failed');
      expect(getComputedStyle(host.querySelector('[slot=search]')!).visibility).to.equal('hidden');
    } finally {
      style.textContent = HEADER_TOGGLES_CRITICAL_CSS.replaceAll('pb-header', TAG) + PAGE_CSS;
    }
  });

  it('pb-header itself: slide-in with search, and the default bar with menu and search, keep their boxes (1280 px, 375 px)', async () => {
    const headerStyle = document.createElement('style');
    headerStyle.textContent = HEADER_CRITICAL_CSS;
    document.head.append(headerStyle);
    try {
      const section = fixture(`<section>
        <pb-header variant="slide-in">${LOGO}${SEARCH_FORM}${OVERLAY_NAV}</pb-header>
        <pb-header>${LOGO}${MENU.replace(' slot="menu"', '')}${SEARCH_FORM.replace('hs-field', 'hs-field-2')}</pb-header>
        <p class="after">After the headers.</p></section>`);
      const [slideIn, plain] = [...section.querySelectorAll<HTMLElement>('pb-header')] as [HTMLElement, HTMLElement];
      expect(customElements.get('pb-header') === undefined, 'pb-header starts undefined').to.equal(true);
      const measure = (upgradedHosts: boolean): string[] =>
        [
          slideIn.querySelector('[slot=logo]')!,
          upgradedHosts ? part(slideIn, 'search-toggle') : slideIn.querySelector('[slot=search]')!,
          upgradedHosts ? part(slideIn, 'overlay-toggle') : slideIn.querySelector('[slot=overlay-menu]')!,
          plain.querySelector('[slot=logo]')!,
          plain.querySelector('nav')!,
          upgradedHosts ? part(plain, 'search-toggle') : plain.querySelector('[slot=search]')!,
          section.querySelector('.after')!,
        ].map((element) => boxOf(element, { label: 'none' }));
      const widths = [1280, 375];
      const before = await atWidths(widths, () => measure(false), { frames: 0 });
      await import('../../elements/pb-header');
      await upgraded(slideIn);
      await upgraded(plain);
      await atWidths(widths, (width, index) => expect(measure(true), `boxes at ${width} px`).to.deep.equal(before[index]), { frames: 0 });
    } finally {
      headerStyle.remove();
    }
  });
});
