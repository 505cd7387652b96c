/**
 * The animations demo page (demo/pages/animations.html): its main content, with the loader's
 * critical CSS, upgrades <pb-animate> and <pb-parallax>, and axe-core finds nothing on it.
 */
import { expect } from 'chai';
import '../../elements/pb-animate';
import '../../elements/pb-parallax';
import { ANIMATE_CRITICAL_CSS } from '../../react-core/animate/critical-css';
import { PARALLAX_CRITICAL_CSS } from '../../react-core/parallax/critical-css';
import { animationsSettled, cleanupFixtures, fixture, nextFrame, upgraded, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';

describe('animations demo page', () => {
  afterEach(() => {
    cleanupFixtures();
    window.scrollTo(0, 0);
  });

  it('upgrades every element, animates the cards when scrolled to, and axe-core finds nothing', async () => {
    const html = await (await fetch('/demo/pages/animations.html')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const image of doc.querySelectorAll('img')) image.setAttribute('src', '/demo/pages' + image.getAttribute('src'));
    for (const element of doc.querySelectorAll('[background]')) element.setAttribute('background', '/demo/pages' + element.getAttribute('background'));
    const style = document.createElement('style');
    style.textContent = ANIMATE_CRITICAL_CSS + PARALLAX_CRITICAL_CSS;
    document.head.append(style);
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '/demo/pages/assets/animations.css';
    const loaded = new Promise((resolve) => css.addEventListener('load', resolve, { once: true }));
    document.head.append(css);
    await loaded;
    try {
      const page = fixture(`<div>${doc.querySelector('main')!.outerHTML}</div>`);
      const elements = [...page.querySelectorAll('pb-animate, pb-parallax')];
      expect(elements.length).to.equal(11);
      for (const element of elements) await upgraded(element);
      const cards = [...page.querySelectorAll('pb-animate')];
      const first = cards[0]!;
      expect(first.hasAttribute('data-had-animation'), 'below the fold: waiting').to.equal(false);
      first.scrollIntoView({ block: 'center' });
      await nextFrame();
      await waitFor(() => first.hasAttribute('data-had-animation'), 'the first card to animate');
      // The cards that came into view with it animate too: axe reads colours once they are at rest.
      await animationsSettled(page, 10_000);
      expect(await axeViolations(page)).to.deep.equal([]);
    } finally {
      style.remove();
      css.remove();
    }
  });
});
