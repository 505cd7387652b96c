/**
 * <pb-consent-manage> (SPEC §2 "a manage-consent container is present on the page", §4 "Consent",
 * §7 "Manage consent", §8 "no user-facing errors") against a fake consent service.
 */
import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-consent-manage';
import {
  getConsentState,
  isCategoryAllowed,
  isServiceAllowed,
  savePreferences,
  acceptAll,
  startConsent,
} from '../../react-core/consent/consent-runtime';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { captureConsole, cleanupFixtures, fixture, upgraded, wait, waitFor } from './helpers';
import { cookieValue, installFakeConsentService, type FakeConsentService } from './pb-consent-area-helpers';

const MARKUP = `
  <pb-consent-manage>
    <div class="static-policy"><p>Our static cookie policy.</p></div>
    <p slot="no-js" class="no-js">Enable JavaScript to manage your consent.</p>
  </pb-consent-manage>`;

function switchFor(element: HTMLElement, name: string): HTMLInputElement {
  const input = element.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no switch ${name}`);
  return input;
}

function button(element: HTMLElement, part: string): HTMLButtonElement {
  return element.shadowRoot!.querySelector<HTMLButtonElement>(`button[part~="${part}"]`)!;
}

function status(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
}

async function mount(markup = MARKUP): Promise<HTMLElement> {
  const element = fixture(markup);
  await upgraded(element);
  await waitFor(() => getConsentState().ready, 'consent ready');
  // The banner data (with its services) is rendered.
  await waitFor(() => element.shadowRoot!.querySelector('input[name="service-youtube"]') !== null, 'switches');
  return element;
}

describe('pb-consent-manage', () => {
  let service: FakeConsentService;
  beforeEach(() => {
    service = installFakeConsentService();
  });
  afterEach(() => {
    cleanupFixtures();
    service.restore();
  });

  it('shows the current choice per category and per service as switches; functional is always on and disabled', async () => {
    await startConsent();
    savePreferences(['statistics'], { youtube: true });
    const element = await mount();
    const functional = switchFor(element, 'functional');
    expect(functional.checked && functional.disabled, 'functional on and disabled').to.equal(true);
    expect(functional.getAttribute('role')).to.equal('switch');
    expect(switchFor(element, 'statistics').checked).to.equal(true);
    expect(switchFor(element, 'marketing').checked).to.equal(false);
    expect(switchFor(element, 'preferences').checked).to.equal(false);
    expect(switchFor(element, 'service-youtube').checked, 'youtube (own choice)').to.equal(true);
    expect(switchFor(element, 'service-maps').checked, 'maps (its category)').to.equal(false);
    const labels = [...element.shadowRoot!.querySelectorAll('[part=category] > label')].map((label) => label.textContent);
    expect(labels).to.deep.equal(['Functional', 'Preferences', 'Statistics', 'Marketing']);
  });

  it('a switch operated with the keyboard applies at once: the consent cookie changes; switching on never reloads', async () => {
    const element = await mount();
    const statistics = switchFor(element, 'statistics');
    statistics.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => isCategoryAllowed('statistics'), 'statistics allowed');
    await waitFor(() => cookieValue('pb_consent_statistics') === 'allow', 'cookie pb_consent_statistics=allow');
    expect(statistics.checked).to.equal(true);
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentSaved, 'saved announced');
    await wait(700);
    expect(service.reloads, 'switching on does not reload').to.equal(0);
    // Withdrawing a category that was allowed: the runtime reloads (a script that ran cannot be unloaded).
    await sendKeys({ press: 'Space' });
    await waitFor(() => cookieValue('pb_consent_statistics') === 'deny', 'cookie pb_consent_statistics=deny');
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentReloadNotice, 'reload notice');
    await waitFor(() => service.reloads === 1, 'reload');
  });

  it('withdrawing marketing announces the reload in the live region, then the runtime reloads after 500 ms', async () => {
    await startConsent();
    savePreferences(['marketing']);
    const element = await mount();
    const marketing = switchFor(element, 'marketing');
    expect(marketing.checked).to.equal(true);
    marketing.click();
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentReloadNotice, 'reload notice');
    expect(service.reloads, 'not before 500 ms').to.equal(0);
    expect(isCategoryAllowed('marketing')).to.equal(false);
    await waitFor(() => service.reloads === 1, 'reload');
  });

  it('switching a service off announces the reload and reloads after 500 ms; switching it on does not reload', async () => {
    const element = await mount();
    const youtube = switchFor(element, 'service-youtube');
    youtube.click();
    await waitFor(() => isServiceAllowed('youtube'), 'youtube allowed');
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentSaved, 'saved');
    await wait(700);
    expect(service.reloads, 'switching on does not reload').to.equal(0);
    youtube.click();
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentReloadNotice, 'reload notice');
    await waitFor(() => service.reloads === 1, 'reload');
    expect(isServiceAllowed('youtube')).to.equal(false);
  });

  it('accept all checks every switch; deny all unchecks them and announces the reload', async () => {
    const element = await mount();
    button(element, 'accept-all').click();
    await waitFor(() => switchFor(element, 'marketing').checked && switchFor(element, 'preferences').checked, 'all on');
    expect(cookieValue('pb_consent_marketing')).to.equal('allow');
    button(element, 'deny-all').click();
    await waitFor(() => !switchFor(element, 'marketing').checked && !switchFor(element, 'statistics').checked, 'all off');
    expect(switchFor(element, 'functional').checked).to.equal(true);
    await waitFor(() => status(element) === DEFAULT_MESSAGES.consentReloadNotice, 'reload notice');
    await waitFor(() => service.reloads === 1, 'reload');
  });

  it('"Show the cookie banner again" sets the banner status back to show', async () => {
    await startConsent();
    acceptAll();
    expect(getConsentState().record.bannerStatus).to.equal('dismissed');
    const element = await mount();
    expect(button(element, 'show-banner').textContent).to.equal(DEFAULT_MESSAGES.consentShowBanner);
    button(element, 'show-banner').click();
    await waitFor(() => getConsentState().record.bannerStatus === 'show', 'status show');
    expect(getConsentState().bannerVisible).to.equal(true);
  });

  it('shows the service policy text, sanitized, above the controls, in place of the author content', async () => {
    service.policyHtml =
      '<h2>Policy</h2><p onclick="window.pwned=1" style="color:red">Text</p><script>window.pwned=1</script>' +
      '<img src="x" onerror="window.pwned=1"><a href="javascript:window.pwned=1">bad</a> <a href="/privacy">ok</a>' +
      '<iframe src="about:blank"></iframe>';
    const element = await mount();
    await waitFor(() => element.querySelector('[slot=policy]') !== null, 'policy text');
    await wait(50);
    const policy = element.querySelector('[slot=policy]')!;
    expect(policy.querySelector('h2')?.textContent).to.equal('Policy');
    expect(policy.querySelectorAll('script, img, iframe, [onclick], [style]').length).to.equal(0);
    expect(policy.querySelector('a')!.hasAttribute('href'), 'javascript: link has no href').to.equal(false);
    expect(policy.querySelectorAll('a')[1]!.getAttribute('href')).to.equal('/privacy');
    expect((window as { pwned?: number }).pwned === undefined, 'nothing ran').to.equal(true);
    const fieldset = element.shadowRoot!.querySelector('fieldset')!;
    expect(policy.getBoundingClientRect().bottom <= fieldset.getBoundingClientRect().top + 1, 'policy above the controls').to.equal(true);
    expect(element.querySelector('.static-policy')!.getClientRects().length, 'author text replaced').to.equal(0);
    expect(element.querySelector('.no-js')!.getClientRects().length, 'no-js note hidden').to.equal(0);
  });

  it('fetches the policy text once for the page', async () => {
    const first = await mount();
    const second = await mount(MARKUP);
    await waitFor(() => first.querySelector('[slot=policy]') !== null && second.querySelector('[slot=policy]') !== null, 'both');
    expect(service.calls.filter((call) => call === 'manage_consent_html').length).to.equal(1);
  });

  it('when the policy call fails: the controls and the author content stay, one console warning, no error shown', async () => {
    service.policyHtml = null;
    let element!: HTMLElement;
    const { warnings, errors } = await captureConsole(async () => {
      element = await mount();
      await waitFor(() => service.calls.includes('manage_consent_html'), 'policy call');
      await wait(200);
    });
    expect(warnings.filter((warning) => warning.includes('pb-consent-manage')).length).to.equal(1);
    expect(errors.length).to.equal(0);
    expect(element.querySelector('[slot=policy]')).to.equal(null);
    expect(element.querySelector('.static-policy')!.getClientRects().length > 0, 'author content shown').to.equal(true);
    expect(element.shadowRoot!.querySelectorAll('input[role=switch]').length >= 4).to.equal(true);
    expect(status(element)).to.equal('');
  });

  it('texts come from the message set, which the page configuration overrides', async () => {
    window.pbConfig = { messages: { consentShowBanner: 'Cookie-Banner erneut anzeigen', consentDenyAll: 'Alle ablehnen' } };
    resetPageConfig();
    try {
      const element = await mount();
      expect(button(element, 'show-banner').textContent).to.equal('Cookie-Banner erneut anzeigen');
      expect(button(element, 'deny-all').textContent).to.equal('Alle ablehnen');
      expect(button(element, 'accept-all').textContent).to.equal(DEFAULT_MESSAGES.consentAcceptAll);
    } finally {
      delete window.pbConfig;
      resetPageConfig();
    }
  });

  it('hide-policy makes no policy call', async () => {
    fixture('<pb-consent-manage hide-policy><p>Static</p></pb-consent-manage>');
    await wait(300);
    expect(service.calls.includes('manage_consent_html')).to.equal(false);
  });

  it('axe-core finds nothing, before and after a change', async () => {
    fixture('<main><h1>Cookie policy</h1></main>');
    const element = await mount();
    await waitFor(() => element.querySelector('[slot=policy]') !== null, 'policy text');
    let results = await axe.run(element);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    switchFor(element, 'service-youtube').click();
    await wait(100);
    results = await axe.run(element);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
