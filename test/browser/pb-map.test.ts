/**
 * <pb-map> in Chromium with Leaflet really loaded (issue 18; SPEC §1 "Maps", §9 "Map marker 46 by
 * 43"; docs/elements/pb-map.md). Tiles come from a fixture SVG on the test server, so nothing leaves it.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type * as Leaflet from 'leaflet';
import '../../elements/pb-map';
import '../../elements/pb-toggle';
import { getConsentState, isServiceAllowed } from '../../react-core/consent/consent-runtime';
import { captureConsole, cleanupFixtures, fixture, scriptsAndHandlers, upgraded, wait, waitFor } from './helpers';
import { installFakeConsentService, type FakeConsentService } from './pb-consent-area-helpers';

const TILES = '/test/browser/fixtures/map-tile.svg?{z}/{x}/{y}';

const SHOPS = `
  <pb-map tile-url="${TILES}" height="320" label="Our shops">
    <ul>
      <li data-lat="52.372" data-lng="4.893"><h3>Harbour shop</h3><p>Quay 12, <strong>Port Ellen</strong> <a href="#hours">Hours</a></p></li>
      <li data-lat="52.360" data-lng="4.880" data-title="Hill shop"><p>Upper Road 3</p></li>
    </ul>
  </pb-map>`;

type MapHost = HTMLElement & { leafletMap: Leaflet.Map | null };

async function mapReady(element: HTMLElement): Promise<Leaflet.Map> {
  await upgraded(element);
  await waitFor(() => (element as MapHost).leafletMap != null && element.shadowRoot!.querySelector('.leaflet-marker-icon, .leaflet-tile') !== null, 'the map', 10000);
  await waitFor(() => element.shadowRoot!.querySelector('.places.hidden') !== null, 'the map ready');
  return (element as MapHost).leafletMap!;
}

/** Waits until no zoom or pan animation runs. */
async function settled(map: Leaflet.Map): Promise<void> {
  const state = map as unknown as { _animatingZoom?: boolean; _panAnim?: { _inProgress?: boolean } };
  await waitFor(() => !state._animatingZoom && !state._panAnim?._inProgress, 'the map at rest');
  await wait(50);
}

function markers(element: HTMLElement): HTMLElement[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
}

function focused(element: HTMLElement): Element | null {
  return element.shadowRoot!.activeElement;
}

function openPopup(element: HTMLElement): HTMLElement | null {
  return element.shadowRoot!.querySelector<HTMLElement>('.leaflet-popup-content');
}

describe('pb-map', () => {
  afterEach(() => cleanupFixtures());

  it('markers from children: one per descendant with data-lat and data-lng; a bad one is skipped with a warning naming pb-map', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = fixture(`
        <pb-map tile-url="${TILES}">
          <ul>
            <li data-lat="52.372" data-lng="4.893"><h3>Harbour shop</h3></li>
            <li data-lat="52.360" data-lng="4.880" data-title="Hill shop"><p>Upper Road 3</p></li>
            <li data-lat="95" data-lng="4.8"><h3>Nowhere</h3></li>
            <li data-lat="52.3"><h3>Half</h3></li>
          </ul>
        </pb-map>`);
      await mapReady(element);
    });
    const icons = markers(element);
    expect(icons.length).to.equal(2);
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).to.deep.equal(['Harbour shop', 'Hill shop']);
    expect(icons.every((icon) => icon.getAttribute('role') === 'button' && icon.tabIndex === 0)).to.equal(true);
    expect(warnings.some((text) => text.includes('[pb-map]') && text.includes('Nowhere') && text.includes('out of range'))).to.equal(true);
    expect(warnings.some((text) => text.includes('[pb-map]') && text.includes('Half') && text.includes('not a number'))).to.equal(true);
  });

  it('the built-in marker is 46 × 43 with its tip on the place', async () => {
    const element = fixture(SHOPS);
    const map = await mapReady(element);
    const icon = markers(element)[0]!;
    const box = icon.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([46, 43]);
    const tip = map.latLngToContainerPoint([52.372, 4.893]);
    const frame = element.shadowRoot!.querySelector('.map')!.getBoundingClientRect();
    expect(Math.abs(box.left + 23 - (frame.left + tip.x))).to.be.below(1.5);
    expect(Math.abs(box.bottom - (frame.top + tip.y))).to.be.below(1.5);
  });

  it('fit to bounds: without centre and zoom every marker is in view, at zoom 14 or less; one marker is centred at 14', async () => {
    const element = fixture(SHOPS);
    const map = await mapReady(element);
    const bounds = map.getBounds();
    expect(bounds.contains([52.372, 4.893]) && bounds.contains([52.36, 4.88])).to.equal(true);
    expect(map.getZoom()).to.be.at.most(14);
    expect(map.getZoom()).to.be.at.least(12);
    const single = fixture(`<pb-map tile-url="${TILES}"><p data-lat="52.372" data-lng="4.893">Harbour</p></pb-map>`);
    const singleMap = await mapReady(single);
    expect(singleMap.getZoom()).to.equal(14);
    expect(singleMap.getCenter().lat).to.be.closeTo(52.372, 0.0001);
  });

  it('centre and zoom attributes set the view; a change moves it', async () => {
    const element = fixture(`<pb-map tile-url="${TILES}" center="52.0, 5.0" zoom="9"><p data-lat="52.372" data-lng="4.893">Harbour</p></pb-map>`);
    const map = await mapReady(element);
    expect(map.getZoom()).to.equal(9);
    expect(map.getCenter().lat, "within a pixel").to.be.closeTo(52, 0.002);
    element.setAttribute('zoom', '11');
    await waitFor(() => map.getZoom() === 11, 'zoom 11');
  });

  it('popup content is a copy of the author HTML; a data-title is text, never markup', async () => {
    const element = fixture(`
      <pb-map tile-url="${TILES}">
        <ul>
          <li data-lat="52.372" data-lng="4.893"><h3 id="harbour">Harbour shop</h3><p>Quay 12, <strong>Port Ellen</strong></p></li>
          <li data-lat="52.360" data-lng="4.880" data-title="<img src=x onerror=&quot;window.mapPwned=1&quot;>Hill"><p>Upper Road 3</p></li>
        </ul>
      </pb-map>`);
    const map = await mapReady(element);
    const [harbour, hill] = markers(element);
    harbour!.click();
    await waitFor(() => openPopup(element) !== null, 'popup');
    const content = openPopup(element)!;
    expect(content.querySelector('h3')?.textContent).to.equal('Harbour shop');
    expect(content.querySelector('h3')?.hasAttribute('id'), 'ids are not duplicated').to.equal(false);
    expect(content.querySelector('p strong')?.textContent).to.equal('Port Ellen');
    map.closePopup();
    hill!.click();
    await waitFor(() => openPopup(element)?.textContent?.includes('Upper Road 3') === true, 'second popup');
    const second = openPopup(element)!;
    expect(second.querySelector('img')).to.equal(null);
    expect(second.querySelector('.pb-map-popup-title')?.textContent).to.equal('<img src=x onerror="window.mapPwned=1">Hill');
    expect(hill!.getAttribute('aria-label')).to.equal('<img src=x onerror="window.mapPwned=1">Hill');
    expect(element.shadowRoot!.querySelector('img:not(.leaflet-tile)')).to.equal(null);
    await wait(50);
    expect((window as { mapPwned?: number }).mapPwned).to.equal(undefined);
  });

  it('keyboard: the map takes focus with a visible ring, arrows pan, + zooms; Tab reaches a marker, Enter opens its popup, Escape closes it and focus returns', async () => {
    const element = fixture(SHOPS);
    const map = await mapReady(element);
    const container = element.shadowRoot!.querySelector<HTMLElement>('.map')!;
    expect(container.getAttribute('role')).to.equal('region');
    expect(container.getAttribute('aria-label')).to.equal('Our shops');
    container.focus();
    expect(focused(element)).to.equal(container);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused(element)).to.equal(container);
    expect(getComputedStyle(container).outlineStyle).to.equal('solid');

    const before = map.getCenter();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => map.getCenter().lng > before.lng + 1e-6, 'panned east');
    const zoom = map.getZoom();
    await sendKeys({ press: 'NumpadAdd' });
    await waitFor(() => map.getZoom() === zoom + 1, 'zoomed in');
    await settled(map);
    await sendKeys({ press: 'NumpadSubtract' });
    await waitFor(() => map.getZoom() === zoom, 'zoomed out');
    await settled(map);

    await sendKeys({ press: 'Tab' });
    const first = markers(element)[0]!;
    expect(focused(element), 'Tab reaches the first marker').to.equal(first);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => openPopup(element) !== null, 'popup opened with Enter');
    expect(openPopup(element)!.textContent).to.contain('Harbour shop');
    expect(first.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => openPopup(element) === null, 'popup closed with Escape');
    expect(focused(element), 'focus back on the marker').to.equal(first);
    expect(first.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Tab' });
    expect(focused(element), 'then the second marker').to.equal(markers(element)[1]);
  });

  it('the zoom buttons zoom, and are disabled at the limits; zoom-control="off" removes them', async () => {
    const element = fixture(SHOPS);
    const map = await mapReady(element);
    const zoomIn = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=zoom-in]')!;
    expect(zoomIn.getAttribute('aria-label')).to.equal('Zoom in');
    const zoom = map.getZoom();
    zoomIn.click();
    await waitFor(() => map.getZoom() === zoom + 1, 'zoom in');
    await settled(map);
    map.setZoom(18, { animate: false });
    await waitFor(() => zoomIn.disabled, 'disabled at 18');
    element.setAttribute('zoom-control', 'off');
    await waitFor(() => element.shadowRoot!.querySelector('[part=zoom]') === null, 'no zoom buttons');
  });

  it('grayscale is a CSS filter on the tile pane', async () => {
    const element = fixture(SHOPS.replace('height="320"', 'height="320" grayscale="40"'));
    await mapReady(element);
    const pane = element.shadowRoot!.querySelector('.leaflet-tile-pane')!;
    expect(getComputedStyle(pane).filter).to.equal('grayscale(0.4)');
    element.setAttribute('grayscale', '0');
    await waitFor(() => getComputedStyle(pane).filter === 'none', 'no filter');
  });

  it('options: mouse-wheel zoom off by default (the page scrolls), on with the attribute; dragging on; reduced animations follow the preference', async () => {
    const element = fixture(SHOPS);
    const map = await mapReady(element);
    expect(map.scrollWheelZoom.enabled()).to.equal(false);
    expect(map.dragging.enabled()).to.equal(true);
    expect(map.keyboard.enabled()).to.equal(true);
    element.setAttribute('mouse-wheel', '');
    await waitFor(() => map.scrollWheelZoom.enabled(), 'wheel zoom on');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(map.options.zoomAnimation).to.equal(!reduced);
    expect(map.options.fadeAnimation).to.equal(!reduced);
  });

  it('mobile-dragging="off": one finger does not drag the map on a phone (the page scrolls); on a desktop it still does', async () => {
    const element = fixture(SHOPS.replace('height="320"', 'height="320" mobile-dragging="off"'));
    const map = await mapReady(element);
    const coarse = matchMedia('(pointer: coarse)').matches;
    expect(map.dragging.enabled()).to.equal(!coarse);
    try {
      await setViewport({ width: 375, height: 700 });
      await waitFor(() => !map.dragging.enabled(), 'dragging off on a phone');
      expect(map.keyboard.enabled(), 'the keyboard still moves it').to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
    await waitFor(() => map.dragging.enabled() === !coarse, 'dragging back on a desktop');
  });

  it('the map region is named "Map" without a label, and its box reserves 16 / 9 before the map shows', async () => {
    const element = fixture(`<pb-map tile-url="${TILES}" style="width:480px"><p data-lat="1" data-lng="2">Place</p></pb-map>`);
    await mapReady(element);
    expect(element.shadowRoot!.querySelector('.map')!.getAttribute('aria-label')).to.equal('Map');
    expect(Math.round(element.getBoundingClientRect().height)).to.equal(270);
  });

  it('the box: height attribute, else 16 / 9 of the width; the list of places is visually hidden (still read) once the map shows', async () => {
    const element = fixture(SHOPS);
    await mapReady(element);
    expect(Math.round(element.getBoundingClientRect().height)).to.equal(320);
    const ratio = fixture(`<pb-map tile-url="${TILES}" style="width:640px"><p data-lat="1" data-lng="2">Place</p></pb-map>`);
    await mapReady(ratio);
    expect(Math.round(ratio.getBoundingClientRect().height)).to.equal(360);
    const places = element.shadowRoot!.querySelector('[part=places]')!.getBoundingClientRect();
    expect(places.width * places.height).to.be.at.most(1);
    expect(element.querySelector('ul')!.checkVisibility(), 'still rendered (read by screen readers)').to.equal(true);
    expect(element.shadowRoot!.querySelector('[part=attribution]')?.textContent).to.equal('© OpenStreetMap contributors');
  });

  it('a tile URL that loads nothing: data-failed, a warning, the list of places shows', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = fixture(`<pb-map tile-url="/test/browser/fixtures/no-such-tile-{z}-{x}-{y}.png"><ul><li data-lat="1" data-lng="2">Place one</li></ul></pb-map>`);
      await upgraded(element);
      await waitFor(() => element.hasAttribute('data-failed'), 'data-failed', 10000);
    });
    expect(warnings.some((text) => text.includes('[pb-map]') && text.includes('no map tile'))).to.equal(true);
    expect(element.querySelector('li')!.getBoundingClientRect().height).to.be.above(0);
  });

  it('text from attributes and a popup copy never add a script or a handler: markup in data-title, the heading, label, attribution and marker-icon shows as text', async () => {
    const MARKUP = '<script>window.mapCanary=1</script><img src=x onerror="window.mapCanary=(window.mapCanary||0)+1">';
    const quoted = MARKUP.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const element = fixture(`
      <pb-map tile-url="${TILES}" label="${quoted}" attribution="${quoted}" marker-icon="${quoted}">
        <ul>
          <li data-lat="52.372" data-lng="4.893"><h3>Harbour ${MARKUP}</h3><p>Quay 12 ${MARKUP}</p></li>
          <li data-lat="52.360" data-lng="4.880" data-title="${quoted}"><p>Upper Road 3</p></li>
        </ul>
      </pb-map>`);
    // The author's own list holds two scripts and two handler images; the element adds none.
    const authored = scriptsAndHandlers();
    await waitFor(() => (window as { mapCanary?: number }).mapCanary === 2, "the list's own two handlers");
    const map = await mapReady(element);
    const [harbour, hill] = markers(element);
    harbour!.click();
    await waitFor(() => openPopup(element)?.textContent?.includes('Quay 12') === true, 'the first popup');
    expect(openPopup(element)!.querySelector('h3')?.textContent).to.equal('Harbour ');
    map.closePopup();
    hill!.click();
    await waitFor(() => openPopup(element)?.textContent?.includes('Upper Road 3') === true, 'the second popup');
    expect(openPopup(element)!.querySelector('.pb-map-popup-title')?.textContent).to.equal(MARKUP);
    await wait(200);
    expect(scriptsAndHandlers(), 'scripts and handler images in the page').to.equal(authored);
    expect((window as { mapCanary?: number }).mapCanary, 'no handler ran again').to.equal(2);
    expect(hill!.getAttribute('aria-label')).to.equal(MARKUP);
    expect(element.shadowRoot!.querySelector('[part=map]')?.getAttribute('aria-label')).to.equal(MARKUP);
    expect(element.shadowRoot!.querySelector('[part=attribution]')?.textContent).to.equal(MARKUP);
    expect(markers(element).every((icon) => icon.classList.contains('marker')), 'the built-in pin, not the markup').to.equal(true);
  });

  it('huge values are bounded before Leaflet: a 99999999 px height, 200,000-character texts, 1e300 coordinates and 1,500 markers upgrade, and a toggle beside it still works', async () => {
    const long = 'x'.repeat(200_000);
    const places = Array.from({ length: 1500 }, (_, index) => `<li data-lat="${(index % 160) - 80}" data-lng="${(index % 340) - 170}"><h3>Place ${index}</h3></li>`).join('');
    let page!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      page = fixture(`<div>
        <pb-map tile-url="${TILES}" height="99999999" height-phone="9999999vh" zoom="1e9" center="1e300,1e300" grayscale="1e308" label="${long}" attribution="${long}">
          <ul><li data-lat="1e300" data-lng="4"><h3>Far</h3></li><li data-lat="52.3" data-lng="4.8" data-title="${long}"><p>Long</p></li>${places}</ul>
        </pb-map>
        <pb-toggle><details><summary>More</summary><p>Hidden text</p></details></pb-toggle></div>`);
      await mapReady(page.querySelector('pb-map')!);
    });
    const element = page.querySelector<HTMLElement>('pb-map')!;
    expect(element.getBoundingClientRect().height).to.be.at.most(4000);
    expect(markers(element).length).to.equal(1000);
    expect(warnings.some((text) => text.includes('[pb-map]') && text.includes('only the first 1000'))).to.equal(true);
    expect(markers(element)[0]!.getAttribute('aria-label')!.length).to.be.at.most(201);
    const toggle = page.querySelector<HTMLElement>('pb-toggle')!;
    await upgraded(toggle);
    toggle.querySelector('summary')!.click();
    await waitFor(() => toggle.querySelector('details')!.open, 'the toggle beside the map to open');
  });

  it('a marker-icon of "Infinity" or "héllo wörld" is never requested: one warning each, the built-in pin', async () => {
    for (const value of ['Infinity', 'héllo wörld']) {
      let element!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        element = fixture(`<pb-map tile-url="${TILES}" marker-icon="${value}"><ul><li data-lat="52.37" data-lng="4.89"><h3>Shop</h3></li></ul></pb-map>`);
        await mapReady(element);
        await wait(200);
      });
      const requested = performance.getEntriesByType('resource').map((entry) => decodeURIComponent(new URL(entry.name).pathname));
      expect(requested.filter((path) => path.endsWith(`/${value}`)), `requests for ${value}`).to.deep.equal([]);
      expect(warnings.filter((text) => text.includes('[pb-map]') && text.includes('marker-icon') && text.includes(value)), value).to.have.length(1);
      expect(markers(element)[0]!.classList.contains('marker')).to.equal(true);
      cleanupFixtures();
    }
  });

  it('is axe-clean with its map and markers', async () => {
    const element = fixture(SHOPS);
    await mapReady(element);
    const results = await axe.run(element);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).to.deep.equal([]);
  });

  describe('on a page with consent markup', () => {
    let service: FakeConsentService;
    beforeEach(() => {
      service = installFakeConsentService();
      fixture('<pb-consent-banner hidden></pb-consent-banner>');
    });
    afterEach(() => service.restore());

    it('shows the consent placeholder in the same box (the list readable in it), no Leaflet; the accept button allows the service and the map shows, focused', async () => {
      const element = fixture(SHOPS);
      await upgraded(element);
      await waitFor(() => getConsentState().ready, 'consent ready');
      // The map learns the consent state from the consent runtime it imports itself: on a busy
      // machine that comes a while after the page's state is ready.
      const root = element.shadowRoot!;
      await waitFor(() => root.querySelector('[part=placeholder]') !== null, 'the consent placeholder');
      expect(root.querySelector('.leaflet-container')).to.equal(null);
      const placeholder = root.querySelector<HTMLElement>('[part=placeholder]')!;
      expect(placeholder.getAttribute('role')).to.equal('group');
      const before = element.getBoundingClientRect().height;
      expect(Math.round(before)).to.equal(320);
      expect(element.querySelector('li')!.getBoundingClientRect().height, 'the list is readable').to.be.above(0);
      const accept = root.querySelector<HTMLButtonElement>('[part=accept]')!;
      expect(accept.textContent).to.equal('Accept openstreetmap');
      accept.focus();
      await sendKeys({ press: 'Enter' });
      await mapReady(element);
      expect(isServiceAllowed('openstreetmap')).to.equal(true);
      expect(element.getBoundingClientRect().height).to.equal(before);
      await waitFor(() => focused(element) === root.querySelector('.map'), 'focus on the map');
      expect(service.reloads).to.equal(0);
    });

    it('a map whose category is allowed elsewhere shows without its button', async () => {
      const element = fixture(SHOPS.replace('label="Our shops"', 'label="Our shops" service=""'));
      await upgraded(element);
      await waitFor(() => getConsentState().ready, 'consent ready');
      await waitFor(() => element.shadowRoot!.querySelector('[part=placeholder]') !== null, 'the consent placeholder');
      const { allowCategory } = await import('../../react-core/consent/consent-runtime');
      allowCategory('marketing');
      await mapReady(element);
      expect(element.shadowRoot!.querySelector('[part=placeholder]')).to.equal(null);
    });
  });
});
