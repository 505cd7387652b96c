/**
 * Issue 6 "Blocking": blocked scripts and embeds run or load only once their category or service
 * is allowed, without a reload; DOM insertion and the 2000 ms check; document order.
 */
import { expect } from 'chai';
import { acceptAll, allowCategory, getConsentState, savePreferences } from '../../react-core/consent/consent-runtime';
import { fixture, frames, holdIntervals, wait, waitFor } from './helpers';
import { fakeConsentService, reloadCount, resetPage, startPage } from './consent-blocking-helpers';

function runs(): string[] {
  return window.blockedRuns ?? [];
}

const STATS_SCRIPT = `<script type="text/plain" data-category="statistics">(window.blockedRuns ??= []).push('stats')</script>`;
const VIDEO = `<iframe data-src="about:blank#video" data-service="youtube" title="Demo video" width="320" height="180"></iframe>`;

describe('consent blocking (issue 6)', () => {
  beforeEach(() => {
    window.blockedRuns = [];
  });
  afterEach(resetPage);

  it('opt-in: a blocked script does not run and a blocked iframe has no src before consent', async () => {
    fakeConsentService({ consentType: 'optin' });
    const page = fixture(`<div>${STATS_SCRIPT}${VIDEO}</div>`);
    await startPage();
    await waitFor(() => getConsentState().ready, 'the consent state to be ready');
    await frames(3);
    expect(runs()).to.deep.equal([]);
    const iframe = page.querySelector('iframe')!;
    expect(iframe.hasAttribute('src')).to.equal(false);
    expect(iframe.getAttribute('data-pb-consent')).to.equal('blocked');
  });

  it('accept all runs the script exactly once and loads the iframe, without a reload', async () => {
    fakeConsentService({ consentType: 'optin' });
    const page = fixture(`<div>${STATS_SCRIPT}${VIDEO}</div>`);
    await startPage();
    acceptAll();
    await waitFor(() => runs().length === 1, 'the script to run');
    const iframe = page.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).to.equal('about:blank#video');
    // Further changes and checks never run it again.
    allowCategory('statistics');
    savePreferences(['preferences', 'statistics', 'marketing']);
    await wait(2300);
    expect(runs()).to.deep.equal(['stats']);
    expect(reloadCount()).to.equal(0);
    expect(page.querySelectorAll('script[type="text/plain"]').length).to.equal(0);
    expect(page.querySelectorAll('script[data-pb-consent="active"]').length).to.equal(1);
  });

  it('a blocked script added later (DOM insertion) runs when allowed, without waiting for the 2000 ms check', async () => {
    // The 2000 ms check is held (it never runs): only the DOM insertion can set the script going.
    const check = holdIntervals(2000);
    try {
      fakeConsentService({ consentType: 'optin' });
      const page = fixture(`<div></div>`);
      await startPage();
      expect(check.count, 'the periodic check is the held one').to.equal(1);
      acceptAll();
      await wait(50);
      page.insertAdjacentHTML('beforeend', `<div>${STATS_SCRIPT}</div>`);
      await waitFor(() => runs().length === 1, 'the inserted script to run');
    } finally {
      check.restore();
    }
  });

  it('a blocked script added later stays blocked while its category is denied', async () => {
    fakeConsentService({ consentType: 'optin' });
    const page = fixture(`<div></div>`);
    await startPage();
    savePreferences(['preferences']);
    page.insertAdjacentHTML('beforeend', STATS_SCRIPT);
    await wait(300);
    expect(runs()).to.deep.equal([]);
    allowCategory('statistics');
    await waitFor(() => runs().length === 1, 'the script to run on the change');
  });

  it('the 2000 ms check catches an item whose attributes change', async () => {
    fakeConsentService({ consentType: 'optin' });
    const page = fixture(`<div><iframe title="Later"></iframe></div>`);
    await startPage();
    acceptAll();
    await wait(50);
    const iframe = page.querySelector('iframe')!;
    // An attribute change is not a DOM insertion: only the periodic check sees it.
    iframe.setAttribute('data-category', 'marketing');
    iframe.setAttribute('data-src', 'about:blank#later');
    await wait(100);
    await waitFor(() => iframe.getAttribute('src') === 'about:blank#later', 'the periodic check');
    // A changed source of an active embed is applied by the next check too.
    iframe.setAttribute('data-src', 'about:blank#changed');
    await waitFor(() => iframe.getAttribute('src') === 'about:blank#changed', 'the changed source');
  });

  it('external scripts run in document order: a later script waits for an earlier one to load or fail', async () => {
    fakeConsentService({ consentType: 'optin' });
    const external = (name: string) => `data:text/javascript,(window.blockedRuns ??= []).push('${name}')`;
    fixture(`<div>
      <script type="text/plain" data-category="statistics" src="${external('a')}"></script>
      <script type="text/plain" data-category="statistics">(window.blockedRuns ??= []).push('b')</script>
      <script type="text/plain" data-category="marketing" src="/no-such-file-404.js"></script>
      <script type="text/plain" data-category="marketing">(window.blockedRuns ??= []).push('c')</script>
      <script type="text/plain" data-category="marketing" src="${external('d')}"></script>
      <script type="text/plain" data-service="youtube" data-type="text/javascript">(window.blockedRuns ??= []).push('e')</script>
    </div>`);
    await startPage();
    acceptAll();
    await waitFor(() => runs().length === 5, 'all five scripts');
    expect(runs()).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
  });

  it('re-created scripts keep their attributes, take type from data-type and lose the text/plain type', async () => {
    fakeConsentService({ consentType: 'optin' });
    const page = fixture(
      `<div><script type="text/plain" data-type="module" data-category="statistics" id="kept" class="x" data-extra="1">(window.blockedRuns ??= []).push('module')</script></div>`,
    );
    await startPage();
    acceptAll();
    await waitFor(() => runs().length === 1, 'the module script');
    const script = page.querySelector('script')!;
    expect(script.id).to.equal('kept');
    expect(script.className).to.equal('x');
    expect(script.getAttribute('data-extra')).to.equal('1');
    expect(script.getAttribute('type')).to.equal('module');
    expect(script.hasAttribute('data-type')).to.equal(false);
  });

  it('opt-out: blocked scripts and embeds run at once (no stored value counts as allowed)', async () => {
    fakeConsentService({ consentType: 'optout' });
    const page = fixture(`<div>${STATS_SCRIPT}${VIDEO}</div>`);
    await startPage();
    await waitFor(() => runs().length === 1, 'the script to run in opt-out');
    expect(page.querySelector('iframe')!.getAttribute('src')).to.equal('about:blank#video');
    expect(page.querySelector('.pb-consent-placeholder')).to.equal(null);
  });

  it('a failed consent call fails closed: nothing runs', async () => {
    window.fetch = async () => new Response('nope', { status: 500 });
    const page = fixture(`<div>${STATS_SCRIPT}${VIDEO}</div>`);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await startPage();
    } finally {
      console.warn = warn;
    }
    await wait(300);
    expect(runs()).to.deep.equal([]);
    expect(page.querySelector('iframe')!.hasAttribute('src')).to.equal(false);
  });

  it('images, embeds, objects and media get their held-back sources', async () => {
    fakeConsentService({ consentType: 'optin' });
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const page = fixture(`<div>
      <img alt="" data-category="statistics" data-src="${pixel}" data-srcset="${pixel} 1x">
      <embed data-category="marketing" data-src="about:blank#embed" type="text/html">
      <object data-category="marketing" data-data="about:blank#object" type="text/html" title="object"></object>
      <video data-category="marketing" title="media"><source data-src="/no-video.mp4" type="video/mp4"></video>
    </div>`);
    await startPage();
    expect(page.querySelector('img')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('embed')!.hasAttribute('src')).to.equal(false);
    expect(page.querySelector('object')!.hasAttribute('data')).to.equal(false);
    expect(page.querySelector('source')!.hasAttribute('src')).to.equal(false);
    acceptAll();
    await wait(50);
    expect(page.querySelector('img')!.getAttribute('src')).to.equal(pixel);
    expect(page.querySelector('img')!.getAttribute('srcset')).to.equal(`${pixel} 1x`);
    expect(page.querySelector('embed')!.getAttribute('src')).to.equal('about:blank#embed');
    expect(page.querySelector('object')!.getAttribute('data')).to.equal('about:blank#object');
    expect(page.querySelector('source')!.getAttribute('src')).to.equal('/no-video.mp4');
  });
});
