/**
 * <pb-consent-area> (SPEC §7 "Consent area GET {consent-api}/consent-area/{post_id}/{block_id}",
 * §4 "Consent", §8) against a fake consent service.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-consent-area';
import {
  acceptAll,
  getConsentState,
  isCategoryAllowed,
  savePreferences,
  setServiceConsent,
  startConsent,
} from '../../react-core/consent/consent-runtime';
import { captureConsole, cleanupFixtures, fixture, isShownOnScreen, loadingIndicatorIn, upgraded, wait, waitFor } from './helpers';
import { BANNER, installFakeConsentService, type FakeConsentService } from './pb-consent-area-helpers';

const AREA = `
  <pb-consent-area post-id="12" block-id="3" category="marketing">
    <div class="placeholder">
      <p>This map needs marketing cookies.</p>
      <button type="button" data-consent-accept>Allow marketing cookies and show the map</button>
    </div>
  </pb-consent-area>`;

const TRUSTED_HTML =
  '<div class="map"><iframe src="about:blank" title="Map of the trail"></iframe></div>' +
  '<script>window.areaScriptRuns = (window.areaScriptRuns || 0) + 1;</script>';

declare global {
  interface Window {
    areaScriptRuns?: number;
  }
}

function areaCalls(service: FakeConsentService): string[] {
  return service.calls.filter((call) => call.startsWith('consent-area/'));
}

function placeholderShown(element: HTMLElement): boolean {
  const placeholder = element.querySelector('.placeholder');
  return placeholder !== null && placeholder.getClientRects().length > 0;
}

/** The inserted content, once it is on screen (slotted). */
function content(element: HTMLElement): HTMLElement | null {
  const inserted = element.querySelector<HTMLElement>('[slot=content]');
  return inserted && inserted.getClientRects().length > 0 ? inserted : null;
}

async function mount(markup = AREA): Promise<HTMLElement> {
  const element = fixture(markup);
  await upgraded(element);
  await waitFor(() => getConsentState().ready, 'consent ready');
  return element;
}

describe('pb-consent-area', () => {
  let service: FakeConsentService;
  beforeEach(() => {
    delete window.areaScriptRuns;
    service = installFakeConsentService({ areaHtml: TRUSTED_HTML });
  });
  afterEach(() => {
    cleanupFixtures();
    service.restore();
  });

  it('shows the author placeholder before consent (opt-in) and makes no content call', async () => {
    const element = await mount();
    await wait(200);
    expect(placeholderShown(element)).to.equal(true);
    expect(areaCalls(service)).to.deep.equal([]);
    expect(element.querySelector('[slot=content]')).to.equal(null);
  });

  it('accept with the area button: fetches consent-area/12/3 once, inserts it (iframe, script runs), focus moves to it', async () => {
    const element = await mount();
    const loads: string[] = [];
    element.addEventListener('pb-consent-area-load', (event) => loads.push(`${event.detail.postId}/${event.detail.blockId}`));
    const accept = element.querySelector<HTMLButtonElement>('[data-consent-accept]')!;
    accept.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => content(element) !== null, 'content inserted');
    expect(isCategoryAllowed('marketing')).to.equal(true);
    expect(areaCalls(service)).to.deep.equal(['consent-area/12/3']);
    const inserted = content(element)!;
    expect(inserted.querySelector('iframe')?.getAttribute('src')).to.equal('about:blank');
    expect(inserted.querySelector('iframe')!.getClientRects().length > 0, 'iframe shown').to.equal(true);
    await waitFor(() => window.areaScriptRuns === 1, 'script ran');
    expect(placeholderShown(element), 'placeholder gone').to.equal(false);
    expect(document.activeElement === inserted, 'focus on the content').to.equal(true);
    expect(inserted.tabIndex).to.equal(-1);
    await wait(300);
    expect(areaCalls(service).length, 'once').to.equal(1);
    expect(window.areaScriptRuns, 'script ran once').to.equal(1);
    expect(loads).to.deep.equal(['12/3']);
    expect(service.reloads).to.equal(0);
  });

  for (const [placeholder, markup] of [
    ['the author placeholder', AREA],
    ['the built-in placeholder', '<pb-consent-area post-id="12" block-id="3" category="marketing"></pb-consent-area>'],
  ] as const) {
    it(`while the consented content loads, a visible loading indicator shows over ${placeholder}; it goes with the content`, async () => {
      let release!: () => void;
      service.areaGate = new Promise((resolve) => (release = resolve));
      const element = await mount(markup);
      const accept = element.querySelector<HTMLElement>('[data-consent-accept]') ?? element.shadowRoot!.querySelector<HTMLElement>('[part=accept]')!;
      accept.focus();
      accept.click();
      await waitFor(() => areaCalls(service).length === 1, 'the content call');
      await waitFor(() => loadingIndicatorIn(element.shadowRoot!) !== null, 'the indicator');
      const indicator = loadingIndicatorIn(element.shadowRoot!)!;
      expect(isShownOnScreen(indicator), 'the indicator is visible').to.equal(true);
      const area = element.getBoundingClientRect();
      const box = indicator.getBoundingClientRect();
      expect(box.top >= area.top && box.bottom <= area.bottom, 'over the area').to.equal(true);
      expect(document.activeElement === accept || element.shadowRoot!.activeElement === accept, 'the accept button keeps the focus').to.equal(true);
      release();
      await waitFor(() => content(element) !== null, 'content inserted');
      expect(loadingIndicatorIn(element.shadowRoot!)).to.equal(null);
    });
  }

  it('consent given elsewhere (accept all) loads the content without a reload, focus stays', async () => {
    const element = await mount();
    const outside = fixture<HTMLButtonElement>('<button type="button">Accept all (banner)</button>');
    outside.focus();
    outside.addEventListener('click', () => acceptAll());
    outside.click();
    await waitFor(() => content(element) !== null, 'content inserted');
    expect(placeholderShown(element)).to.equal(false);
    expect(document.activeElement === outside, 'focus not moved').to.equal(true);
    await wait(700);
    expect(service.reloads).to.equal(0);
  });

  it('consent already given when the area appears: loads at once', async () => {
    await startConsent();
    savePreferences(['marketing']);
    const element = await mount();
    await waitFor(() => content(element) !== null, 'content inserted');
    expect(areaCalls(service).length).to.equal(1);
  });

  it('with service="maps": the service choice decides; the built-in placeholder offers "Accept Maps"', async () => {
    const element = await mount('<pb-consent-area post-id="12" block-id="3" service="maps"></pb-consent-area>');
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part=accept]')!;
    // The banner data's service label and texts, once they are rendered.
    await waitFor(() => button.textContent === 'Accept Maps', 'Accept Maps');
    expect(element.shadowRoot!.querySelector('[part=placeholder-text]')!.textContent).to.equal(BANNER.placeholder_text);
    setServiceConsent('youtube', true);
    await wait(200);
    expect(areaCalls(service)).to.deep.equal([]);
    button.click();
    await waitFor(() => content(element) !== null, 'content inserted');
    expect(document.activeElement === content(element), 'focus on the content').to.equal(true);
    expect(isCategoryAllowed('marketing'), 'only the service was allowed').to.equal(false);
  });

  it('attribute text never becomes markup (built-in placeholder)', async () => {
    const element = await mount('<pb-consent-area post-id="1" block-id="2" service="&lt;img src=x onerror=window.pwned=1&gt;"></pb-consent-area>');
    const button = element.shadowRoot!.querySelector('[part=accept]')!;
    await waitFor(() => button.textContent === 'Accept <img src=x onerror=window.pwned=1>', 'literal text');
    expect(element.shadowRoot!.querySelectorAll('img').length).to.equal(0);
  });

  it('bad post-id or block-id: one warning naming the attribute, the placeholder stays, no call', async () => {
    let element!: HTMLElement;
    const { warnings } = await captureConsole(async () => {
      element = await mount(AREA.replace('post-id="12"', 'post-id="12abc"'));
      acceptAll();
      await wait(300);
    });
    expect(warnings.filter((warning) => warning.includes('pb-consent-area') && warning.includes('post-id')).length).to.equal(1);
    expect(placeholderShown(element)).to.equal(true);
    expect(areaCalls(service)).to.deep.equal([]);
    const second = await captureConsole(async () => {
      fixture(AREA.replace('block-id="3"', 'block-id="1.5"'));
      await wait(300);
    });
    expect(second.warnings.filter((warning) => warning.includes('block-id')).length).to.equal(1);
    expect(areaCalls(service)).to.deep.equal([]);
  });

  it('a failed call keeps the placeholder with one warning, and is retried on the next change of consent', async () => {
    service.areaFails = true;
    let element!: HTMLElement;
    const { warnings, errors } = await captureConsole(async () => {
      element = await mount();
      acceptAll();
      await waitFor(() => areaCalls(service).length === 1, 'first call');
      await wait(200);
    });
    expect(warnings.filter((warning) => warning.includes('pb-consent-area')).length).to.equal(1);
    expect(errors.length).to.equal(0);
    expect(placeholderShown(element)).to.equal(true);
    expect(element.querySelector('[slot=content]')).to.equal(null);
    await wait(300);
    expect(areaCalls(service).length, 'no retry loop').to.equal(1);
    service.areaFails = false;
    savePreferences(['marketing', 'statistics']);
    await waitFor(() => content(element) !== null, 'content after retry');
    expect(areaCalls(service).length).to.equal(2);
  });

  it('in opt-out mode (no choice counts as allowed) the content loads at once', async () => {
    service.banner = { ...BANNER, consent_type: 'optout' };
    const element = await mount();
    await waitFor(() => content(element) !== null, 'content inserted');
    expect(placeholderShown(element)).to.equal(false);
  });

  it('axe-core finds nothing with the placeholder, the built-in placeholder, and the content', async () => {
    const page = fixture(`<main><h1>Trail</h1>${AREA}<pb-consent-area post-id="1" block-id="2" service="youtube"></pb-consent-area></main>`);
    const [element, builtIn] = [...page.querySelectorAll('pb-consent-area')] as HTMLElement[];
    await upgraded(element!);
    await upgraded(builtIn!);
    await waitFor(() => getConsentState().ready, 'consent ready');
    let results = await axe.run(document.body);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    acceptAll();
    await waitFor(() => content(element!) !== null && content(builtIn!) !== null, 'content inserted');
    results = await axe.run(document.body);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
