/**
 * The consent runtime's entries start themselves: pb-consent.js (elements/pb-consent.ts) the consent
 * store and the cookie cleanup, pb-consent-blocking.js (loaded where scripts or embeds are held back)
 * the blocking and its placeholders.
 */
import { expect } from 'chai';
import './consent-blocking-entry-setup';
import '../../elements/pb-consent';
import '../../elements/pb-consent-blocking';
import { acceptAll, getConsentState, setReloadHandler } from '../../react-core/consent/consent-runtime';
import { wait, waitFor } from './helpers';

describe('pb-consent.js and pb-consent-blocking.js entries (issue 6)', () => {
  it('starts everything on import: blocks, shows placeholders, cleans cookies, runs on accept', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = `<script type="text/plain" data-category="marketing">(window.blockedRuns ??= []).push('entry')</script>
      <iframe data-src="about:blank#entry" data-service="youtube" title="Entry video" width="200" height="100"></iframe>`;
    document.body.append(holder);
    await waitFor(() => getConsentState().ready, 'the consent state');
    await waitFor(() => holder.querySelector('.pb-consent-placeholder') !== null, 'the placeholder');
    await waitFor(() => !document.cookie.includes('YSC='), 'the cookie cleanup');
    await wait(100);
    expect((window.blockedRuns ?? []).length).to.equal(0);
    const restore = setReloadHandler(() => undefined);
    acceptAll();
    await waitFor(() => (window.blockedRuns ?? []).length === 1, 'the script');
    expect(holder.querySelector('iframe')!.getAttribute('src')).to.equal('about:blank#entry');
    restore();
    holder.remove();
  });
});
