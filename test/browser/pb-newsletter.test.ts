/**
 * <pb-newsletter> (SPEC.md §3 newsletter payload, §4 newsletter states, §5 newsletter
 * validation, §7 "Newsletter subscribe", §8 subscription failed / server error text).
 * `fetch` is replaced by a stub per test, so every server answer can be played.
 */
import { expect } from 'chai';
import '../../elements/pb-newsletter';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { DEFAULT_MESSAGES } from '../../react-core/runtime/messages';
import { sha256HexSync } from '../../react-core/newsletter/newsletter-checksum';
import { CONDITION_KEYDOWN_DEBOUNCE_MS } from '../../react-core/forms/rules';
import { PAYLOAD_FIELDS, checksumSource, type NewsletterPayload } from '../../react-core/newsletter/newsletter-payload';
import { captureConsole, cleanupFixtures, fixture, frames, holdTimeouts, isShownOnScreen, loadingIndicatorIn, upgraded, wait, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';

const NONCE = 'test-nonce';
const AJAX = '/test-ajax';

const FORM = `
  <pb-newsletter list-id="weekly" provider="mailchimp" account="acct-1" ATTRS>
    <h2>Join the newsletter</h2>
    <form method="post" action="/wp-admin/admin-ajax.php">
      <input type="hidden" name="action" value="et_pb_submit_subscribe_form">
      <input type="hidden" name="et_ip_address" value="203.0.113.9">
      <p><label for="nl-first">First name</label> <input id="nl-first" name="et_firstname" autocomplete="given-name"></p>
      <p><label for="nl-last">Last name</label> <input id="nl-last" name="et_lastname" autocomplete="family-name"></p>
      <p><label for="nl-email">Email</label> <input id="nl-email" type="email" name="et_email" autocomplete="email"></p>
      <fieldset data-field-id="interests" data-required>
        <legend>Interests</legend>
        <label><input type="checkbox" name="interests[]" value="Hiking"> Hiking</label>
        <label><input type="checkbox" name="interests[]" value="Birds"> Birds</label>
      </fieldset>
      EXTRA
      <button type="submit"><span>Subscribe</span></button>
    </form>
  </pb-newsletter>`;

interface Call {
  url: string;
  fields: Record<string, string>;
  order: string[];
}

let calls: Call[] = [];
let respond: (call: Call, signal: AbortSignal | null | undefined) => Promise<Response>;
const originalFetch = window.fetch;

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function mount(attrs = '', extra = ''): Promise<HTMLElement> {
  const element = fixture(FORM.replace('ATTRS', attrs).replace('EXTRA', extra));
  await upgraded(element);
  return element;
}

function input(element: HTMLElement, name: string): HTMLInputElement {
  return element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
}

function fill(element: HTMLElement, values: { first?: string; last?: string; email?: string; interests?: string[] } = {}): void {
  const { first = 'Ada', last = 'Lovelace', email = 'ada@example.org', interests = ['Birds'] } = values;
  input(element, 'et_firstname').value = first;
  input(element, 'et_lastname').value = last;
  input(element, 'et_email').value = email;
  for (const box of element.querySelectorAll<HTMLInputElement>('[name="interests[]"]')) box.checked = interests.includes(box.value);
}

function submit(element: HTMLElement): void {
  element.querySelector('form')!.requestSubmit();
}

function button(element: HTMLElement): HTMLButtonElement {
  return element.querySelector('button')!;
}

function errorText(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('[part~=error]')!.textContent ?? '';
}

function successBox(element: HTMLElement): HTMLElement {
  return element.shadowRoot!.querySelector<HTMLElement>('[part~=success]')!;
}

/** Resolves with the next pb-submit detail of `element`. */
function nextSubmit(element: HTMLElement): Promise<CustomEvent> {
  return new Promise((resolve) => element.addEventListener('pb-submit', (event) => resolve(event), { once: true }));
}

describe('pb-newsletter', () => {
  beforeEach(() => {
    window.pbConfig = { ajaxUrl: AJAX, nonces: { et_frontend_nonce: NONCE } };
    resetPageConfig();
    calls = [];
    respond = () => json({ success: 'Subscribed by the server.' });
    window.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      const params = new URLSearchParams(init!.body as URLSearchParams);
      const call = { url: String(url), fields: Object.fromEntries(params), order: [...params.keys()] };
      calls.push(call);
      return respond(call, init!.signal);
    }) as typeof fetch;
  });

  afterEach(() => {
    window.fetch = originalFetch;
    delete window.pbConfig;
    resetPageConfig();
    cleanupFixtures();
  });

  describe('SPEC §3/§7 newsletter payload', () => {
    it('posts exactly the SPEC fields to the ajax url of the page config, action et_pb_submit_subscribe_form', async () => {
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(calls[0]!.url).to.equal(AJAX);
      expect(calls[0]!.order).to.deep.equal([...PAYLOAD_FIELDS]);
      expect(calls[0]!.fields).to.include({
        action: 'et_pb_submit_subscribe_form',
        et_frontend_nonce: NONCE,
        et_list_id: 'weekly',
        et_firstname: 'Ada',
        et_lastname: 'Lovelace',
        et_email: 'ada@example.org',
        et_provider: 'mailchimp',
        et_account: 'acct-1',
        et_ip_address: '203.0.113.9',
        et_hidden_fields: '[]',
        token: '',
      });
    });

    it('et_custom_fields is JSON of the custom fields with their values', async () => {
      const element = await mount();
      fill(element, { interests: ['Hiking', 'Birds'] });
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(JSON.parse(calls[0]!.fields.et_custom_fields!)).to.deep.equal([
        { field_id: 'interests', original_id: 'interests', required_mark: 'required', field_type: 'checkbox', field_label: 'Interests', value: ['Hiking', 'Birds'] },
      ]);
    });

    it('et_checksum is the SHA-256 of the other payload values', async () => {
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const fields = calls[0]!.fields as unknown as NewsletterPayload;
      expect(fields.et_checksum).to.match(/^[0-9a-f]{64}$/);
      expect(fields.et_checksum).to.equal(sha256HexSync(checksumSource(fields)));
    });

    it('a custom field hidden by conditional logic is skipped and listed in et_hidden_fields', async () => {
      const element = await mount('', '<p data-field-id="company" hidden><label for="nl-co">Company</label><input id="nl-co" name="company" required></p>');
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(JSON.parse(calls[0]!.fields.et_hidden_fields!)).to.deep.equal(['company']);
      expect(calls[0]!.fields.et_custom_fields).to.not.contain('company');
    });
  });

  describe('SPEC §4 newsletter states', () => {
    it('loading: the button shows "Subscribing…", is aria-disabled and aria-busy; it is restored afterwards', async () => {
      let release!: () => void;
      respond = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify({ error: 'No.' }), { status: 200 }))));
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => element.dataset.state === 'loading', 'loading');
      expect(button(element).textContent).to.equal('Subscribing…');
      expect(button(element).getAttribute('aria-disabled')).to.equal('true');
      expect(button(element).getAttribute('aria-busy')).to.equal('true');
      expect(element.querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
      await waitFor(() => calls.length === 1, 'the request');
      release();
      await waitFor(() => element.dataset.state === 'error', 'error');
      expect(button(element).innerHTML).to.equal('<span>Subscribe</span>');
      expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
      expect(element.querySelector('form')!.hasAttribute('aria-busy')).to.equal(false);
    });

    it('loading: the button shows the visible loading indicator while the request is held, and loses it when the answer arrives', async () => {
      let release!: () => void;
      respond = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify({ error: 'No.' }), { status: 200 }))));
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const indicator = loadingIndicatorIn(button(element));
      expect(indicator, 'an indicator in the button').to.not.equal(null);
      expect(isShownOnScreen(indicator!), 'the indicator is visible').to.equal(true);
      release();
      await waitFor(() => element.dataset.state === 'error', 'error');
      expect(loadingIndicatorIn(element)).to.equal(null);
    });

    it('loading-label sets the button text while sending', async () => {
      respond = () => new Promise(() => undefined);
      const element = await mount('loading-label="Un instant…"');
      fill(element);
      submit(element);
      await waitFor(() => button(element).textContent === 'Un instant…', 'the loading label');
    });

    it('no double submit while loading: a second submit sends nothing', async () => {
      let release!: () => void;
      respond = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify({ success: 'ok' })))));
      const element = await mount();
      fill(element);
      submit(element);
      submit(element);
      button(element).click();
      await waitFor(() => calls.length === 1, 'the request');
      submit(element);
      await wait(100);
      expect(calls).to.have.length(1);
      release();
      await waitFor(() => element.dataset.state === 'success', 'success');
      submit(element);
      await wait(50);
      expect(calls).to.have.length(1);
    });

    it('success: fields hidden, success-message shown and focused, pb-submit {status: "success"}', async () => {
      const element = await mount('success-message="Welcome aboard!"');
      fill(element);
      const event = nextSubmit(element);
      submit(element);
      const detail = (await event).detail;
      expect(detail.status).to.equal('success');
      expect(detail.message).to.equal('Welcome aboard!');
      await waitFor(() => element.dataset.state === 'success', 'success');
      expect(element.querySelector('form')!.hidden).to.equal(true);
      expect(successBox(element).textContent).to.equal('Welcome aboard!');
      expect(element.shadowRoot!.activeElement === successBox(element)).to.equal(true);
      expect(successBox(element).getAttribute('role')).to.equal('status');
      expect(element.querySelector('h2')!.checkVisibility()).to.equal(true);
    });

    it("without success-message the server's success text is shown", async () => {
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => element.dataset.state === 'success', 'success');
      expect(successBox(element).textContent).to.equal('Subscribed by the server.');
    });

    it('redirect: pb-submit {status: "redirect", url} is cancelable; cancelling keeps the page', async () => {
      const element = await mount('redirect-url="/thanks.html?from=newsletter"');
      fill(element);
      element.addEventListener('pb-submit', (event) => event.preventDefault(), { once: true });
      const event = nextSubmit(element);
      submit(element);
      const detail = (await event).detail;
      expect(detail.status).to.equal('redirect');
      expect(detail.url).to.equal(new URL('/thanks.html?from=newsletter', location.href).href);
      await waitFor(() => element.dataset.state === 'redirect', 'redirect');
    });

    it('redirect-url accepts http/https only: another scheme is ignored with one warning, and success is shown', async () => {
      let element!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        element = await mount('redirect-url="javascript:alert(1)"');
      });
      expect(warnings.some((warning) => warning.includes('[pb-newsletter]') && warning.includes('redirect-url'))).to.equal(true);
      fill(element);
      const event = nextSubmit(element);
      submit(element);
      expect((await event).detail.status).to.equal('success');
    });
  });

  describe('SPEC §8 errors', () => {
    it('subscription failed, shown when the newsletter response is empty', async () => {
      respond = () => Promise.resolve(new Response('', { status: 200 }));
      const element = await mount();
      fill(element);
      const event = nextSubmit(element);
      submit(element);
      expect((await event).detail.status).to.equal('error');
      expect(errorText(element)).to.equal(DEFAULT_MESSAGES.subscriptionFailed);
      expect(element.shadowRoot!.querySelector('[part~=error]')!.getAttribute('role')).to.equal('alert');
    });

    it('the subscription-failed text comes from the page configuration messages', async () => {
      window.pbConfig = { ajaxUrl: AJAX, nonces: { et_frontend_nonce: NONCE }, messages: { subscriptionFailed: 'Échec.' } };
      resetPageConfig();
      respond = () => Promise.resolve(new Response('', { status: 200 }));
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => element.dataset.state === 'error', 'error');
      expect(errorText(element)).to.equal('Échec.');
    });

    it('a newsletter server error text is displayed as returned, as text (never markup)', async () => {
      respond = () => json({ error: '<img src=x onerror="window.pwned=1"><b>List</b> closed' });
      const element = await mount();
      fill(element);
      const event = nextSubmit(element);
      submit(element);
      const detail = (await event).detail;
      expect(detail.status).to.equal('error');
      expect(detail.reason).to.equal('rejected');
      expect(errorText(element)).to.equal('<img src=x onerror="window.pwned=1"><b>List</b> closed');
      expect(element.shadowRoot!.querySelector('[part~=error] img, [part~=error] b')).to.equal(null);
      expect(element.querySelector('form')!.hidden).to.equal(false);
    });

    for (const [name, play, reason] of [
      ['the network is down', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
      ['the server answers 500', () => Promise.resolve(new Response('Internal Server Error', { status: 500 })), 'server'],
      ['the server answers 502 with HTML', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })), 'server'],
      // Not the server's raw text ("Internal"): a crash explains nothing to the visitor.
      ['the server answers 500 with a JSON error', () => json({ error: 'Internal' }, 500), 'server'],
      ['the server answers 404 with a page', () => Promise.resolve(new Response('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })), 'server'],
      ['the server answers 200 with malformed JSON', () => Promise.resolve(new Response('{"success":', { status: 200, headers: { 'Content-Type': 'application/json' } })), 'unconfirmed'],
    ] as const) {
      it(`nothing typed is lost when ${name}: values kept, a clear message, and a retry works`, async () => {
        respond = play;
        const element = await mount();
        fill(element, { interests: ['Hiking'] });
        const event = nextSubmit(element);
        submit(element);
        const detail = (await event).detail;
        expect(detail.status).to.equal('error');
        expect(detail.reason).to.equal(reason);
        expect(errorText(element)).to.equal(DEFAULT_MESSAGES.subscriptionFailed);
        expect(input(element, 'et_firstname').value).to.equal('Ada');
        expect(input(element, 'et_lastname').value).to.equal('Lovelace');
        expect(input(element, 'et_email').value).to.equal('ada@example.org');
        expect(input(element, 'interests[]').checked).to.equal(true);
        expect(element.querySelector('form')!.hidden).to.equal(false);
        expect(button(element).textContent).to.equal('Subscribe');
        expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
        expect(loadingIndicatorIn(element)).to.equal(null);
        respond = () => json({ success: 'ok' });
        submit(element);
        await waitFor(() => element.dataset.state === 'success', 'success on retry');
        expect(calls).to.have.length(2);
        expect(errorText(element)).to.equal('');
      });
    }

    it('a timeout (timeout attribute) aborts the request, keeps the values and allows a retry', async () => {
      respond = (_call, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
      const element = await mount('timeout="300"');
      fill(element);
      const event = nextSubmit(element);
      submit(element);
      const detail = (await event).detail;
      expect(detail.status).to.equal('error');
      expect(detail.reason).to.equal('timeout');
      expect(errorText(element)).to.equal(DEFAULT_MESSAGES.subscriptionFailed);
      expect(input(element, 'et_email').value).to.equal('ada@example.org');
      respond = () => json({ success: 'ok' });
      submit(element);
      await waitFor(() => element.dataset.state === 'success', 'success on retry');
    });
  });

  describe('SPEC §5 newsletter validation', () => {
    async function invalid(element: HTMLElement): Promise<void> {
      const event = nextSubmit(element);
      submit(element);
      expect((await event).detail.status).to.equal('invalid');
      expect(calls).to.have.length(0);
    }

    function describedBy(control: Element): string {
      return (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }

    it('first and last name are required when present: marked invalid, described, the first one focused', async () => {
      const element = await mount();
      fill(element, { first: ' ', last: '' });
      await invalid(element);
      const first = input(element, 'et_firstname');
      expect(first.getAttribute('aria-invalid')).to.equal('true');
      expect(input(element, 'et_lastname').getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(first)).to.equal(`${DEFAULT_MESSAGES.fillRequired} First name`);
      expect(document.activeElement === first).to.equal(true);
      expect(errorText(element)).to.contain(DEFAULT_MESSAGES.fillRequired);
      expect(errorText(element)).to.contain('First name');
      expect(errorText(element)).to.contain('Last name');
    });

    it('without name fields only the email is needed', async () => {
      const element = await mount();
      element.querySelectorAll('#nl-first, #nl-last').forEach((node) => node.closest('p')!.remove());
      input(element, 'et_email').value = 'ada@example.org';
      input(element, 'interests[]').checked = true;
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(calls[0]!.fields.et_firstname).to.equal('');
    });

    it('the email must match the general email pattern', async () => {
      const element = await mount();
      fill(element, { email: 'ada@example' });
      await invalid(element);
      const email = input(element, 'et_email');
      expect(email.getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(email)).to.equal(DEFAULT_MESSAGES.invalidEmail);
      expect(errorText(element)).to.contain(DEFAULT_MESSAGES.invalidEmail);
    });

    it('a required custom checkbox group with none chosen counts as empty (contact-form rule)', async () => {
      const element = await mount();
      fill(element, { interests: [] });
      await invalid(element);
      const boxes = element.querySelectorAll('[name="interests[]"]');
      expect([...boxes].every((box) => box.getAttribute('aria-invalid') === 'true')).to.equal(true);
      expect(describedBy(boxes[0]!)).to.equal(`${DEFAULT_MESSAGES.fillRequired} Interests`);
      expect(element.querySelector('fieldset .pb-newsletter__error')).to.not.equal(null);
    });

    it('an email custom field follows the contact-form email rules', async () => {
      const element = await mount('', '<p><label for="nl-work">Work email</label> <input id="nl-work" name="work_email" type="email"></p>');
      fill(element);
      input(element, 'work_email').value = 'a@b.c';
      await invalid(element);
      expect(describedBy(input(element, 'work_email'))).to.equal(DEFAULT_MESSAGES.invalidEmail);
    });

    it("browser form validity is also checked, with the browser's message in our accessible error", async () => {
      const element = await mount('', '<p><label for="nl-zip">Postcode</label> <input id="nl-zip" name="postcode" pattern="[0-9]{5}"></p>');
      fill(element);
      input(element, 'postcode').value = 'abc';
      await invalid(element);
      const zip = input(element, 'postcode');
      expect(zip.getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(zip)).to.equal(zip.validationMessage);
      expect(zip.validationMessage).to.not.equal('');
      expect(element.querySelector('form')!.noValidate).to.equal(true);
    });

    it('fixing the fields clears the marks and the next submit is sent', async () => {
      const element = await mount();
      fill(element, { email: 'nope' });
      await invalid(element);
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(element.querySelectorAll('[aria-invalid], .pb-newsletter__error')).to.have.length(0);
      expect(errorText(element)).to.equal('');
    });
  });

  describe('SPEC §5 conditional logic on custom fields (data-conditions, as for the contact form)', () => {
    const BIRD_FIELD =
      '<p data-field-id="species" data-required data-conditions=\'[["interests","is","Birds"]]\' hidden>' +
      '<label for="nl-species">Favourite bird</label> <input id="nl-species" name="species"></p>';

    it('a field shows when its rule holds (on change) and is then validated and sent', async () => {
      const element = await mount('', BIRD_FIELD);
      const wrapper = element.querySelector<HTMLElement>('[data-field-id="species"]')!;
      expect(wrapper.hidden).to.equal(true);
      fill(element, { interests: ['Birds'] });
      input(element, 'interests[]').dispatchEvent(new Event('change', { bubbles: true }));
      expect(wrapper.hidden).to.equal(false);
      const event = nextSubmit(element);
      submit(element);
      expect((await event).detail.status).to.equal('invalid');
      expect(input(element, 'species').getAttribute('aria-invalid')).to.equal('true');
      input(element, 'species').value = 'Wren';
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(JSON.parse(calls[0]!.fields.et_custom_fields!).map((entry: { field_id: string }) => entry.field_id)).to.deep.equal(['interests', 'species']);
      expect(calls[0]!.fields.et_hidden_fields).to.equal('[]');
    });

    it('a field whose rule fails stays hidden, is not validated, and is listed in et_hidden_fields', async () => {
      const element = await mount('', BIRD_FIELD.replace(' hidden>', '>'));
      expect(element.querySelector<HTMLElement>('[data-field-id="species"]')!.hidden, 'hidden on upgrade').to.equal(true);
      fill(element, { interests: ['Hiking'] });
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(calls[0]!.fields.et_hidden_fields).to.equal('["species"]');
    });

    it('typing re-evaluates the rules 250 ms after the last key press', async () => {
      const element = await mount('', '<p data-field-id="nick" data-conditions=\'[["et_firstname","is","Ada"]]\' hidden><label for="nl-nick">Nickname</label> <input id="nl-nick" name="nick"></p>');
      const wrapper = element.querySelector<HTMLElement>('[data-field-id="nick"]')!;
      const first = input(element, 'et_firstname');
      // The 250 ms timer is held: nothing changes before it, however busy the machine.
      const debounce = holdTimeouts(CONDITION_KEYDOWN_DEBOUNCE_MS);
      try {
        first.value = 'Ada';
        first.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
        await waitFor(() => debounce.pending > 0, 'the 250 ms timer to start');
        await frames(2);
        expect(wrapper.hidden, 'still hidden before 250 ms').to.equal(true);
        debounce.fire();
        await waitFor(() => !wrapper.hidden, 'the field to show once 250 ms have passed');
      } finally {
        debounce.restore();
      }
    });

    it('malformed data-conditions: one warning naming the tag and attribute, the field always shown', async () => {
      const { warnings } = await captureConsole(async () => {
        await mount('', '<p data-field-id="odd" data-conditions="[[1,2]]"><label for="nl-odd">Odd</label> <input id="nl-odd" name="odd"></p>');
      });
      expect(warnings.filter((warning) => warning.includes('[pb-newsletter]') && warning.includes('data-conditions'))).to.have.length(1);
    });
  });

  describe('robustness', () => {
    it('without a <form> child: one warning naming the tag, the content stays', async () => {
      const { warnings } = await captureConsole(async () => {
        const element = fixture('<pb-newsletter><p>No form here.</p></pb-newsletter>');
        await upgraded(element);
      });
      expect(warnings.filter((warning) => warning.includes('[pb-newsletter]') && warning.includes('<form>'))).to.have.length(1);
    });

    it('the nonce falls back to a hidden et_frontend_nonce input of the form', async () => {
      window.pbConfig = { ajaxUrl: AJAX };
      resetPageConfig();
      const element = await mount('', '<input type="hidden" name="et_frontend_nonce" value="from-form">');
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(calls[0]!.fields.et_frontend_nonce).to.equal('from-form');
    });

    it('removing the element while sending leaves no state behind and throws nothing', async () => {
      let release!: () => void;
      respond = () => new Promise((resolve) => (release = () => resolve(new Response('{"success":"x"}'))));
      const element = await mount();
      fill(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const { errors } = await captureConsole(async () => {
        element.remove();
        release();
        await wait(50);
      });
      expect(errors).to.deep.equal([]);
    });
  });

  describe('accessibility (axe-core)', () => {
    it('no violations when editing, invalid, on a server error and after success', async () => {
      const page = fixture(`<main>${FORM.replace('ATTRS', '').replace('EXTRA', '')}</main>`);
      const element = page.querySelector('pb-newsletter')!;
      await upgraded(element);
      expect(await axeViolations()).to.deep.equal([]);
      fill(element, { first: '', email: 'bad' });
      submit(element);
      await waitFor(() => element.dataset.state === 'invalid', 'invalid');
      expect(await axeViolations()).to.deep.equal([]);
      respond = () => json({ error: 'This list is closed.' });
      fill(element);
      submit(element);
      await waitFor(() => element.dataset.state === 'error', 'error');
      expect(await axeViolations()).to.deep.equal([]);
      respond = () => json({ success: 'Done.' });
      submit(element);
      await waitFor(() => element.dataset.state === 'success', 'success');
      expect(await axeViolations()).to.deep.equal([]);
    });
  });
});
