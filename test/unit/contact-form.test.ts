// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_CRITICAL_CSS } from '../../react-core/contact-form/critical-css';
import { readCaptcha, readContactFields, setFieldShown, writeCaptcha } from '../../react-core/contact-form/contact-form-structure';
import {
  clearFieldInvalid,
  ensureMessageRegion,
  fieldIdOfName,
  markFieldInvalid,
  readFormValues,
  safeRedirectUrl,
  showFormMessage,
} from '../../react-core/forms/form-dom';

function makeForm(markup: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = markup;
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

describe('redirect-url: http(s) only', () => {
  it.each([
    ['https://example.com/thanks', 'https://example.com/thanks'],
    ['http://example.com/', 'http://example.com/'],
    ['/thanks.html', 'https://site.test/thanks.html'],
  ])('follows %s', (raw, expected) => expect(safeRedirectUrl(raw, 'https://site.test/contact')).toBe(expected));
  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://example.com/', '', '   ', 'http://['])(
    'ignores %j',
    (raw) => expect(safeRedirectUrl(raw, 'https://site.test/')).toBeUndefined(),
  );
});

describe('form values', () => {
  it('reads text, radio groups, checkbox groups (name[]) and skips disabled controls', () => {
    const form = makeForm(`
      <input name="name" value="Ann">
      <input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b" checked>
      <input type="radio" name="none" value="a">
      <input type="checkbox" name="topics[]" value="x" checked><input type="checkbox" name="topics[]" value="y">
      <input type="checkbox" name="empty" value="x">
      <textarea name="message">Hi</textarea>
      <input name="off" value="z" disabled>
      <button name="go" value="1">Go</button>`);
    expect(readFormValues(form)).toEqual({ name: 'Ann', kind: 'b', none: '', topics: ['x'], empty: [], message: 'Hi', off: '' });
    expect(fieldIdOfName('a[]')).toBe('a');
  });
});

describe('contact field structure', () => {
  it('builds descriptors: id, original id, required mark, type and label (legend, label, data-label)', () => {
    const form = makeForm(`
      <p data-field="Full name"><label for="n">Name *</label><input id="n" name="name" required></p>
      <p data-field="mail"><label for="e">Email</label><input id="e" type="email" name="email"></p>
      <fieldset data-field="topics" data-required><legend>Topics</legend>
        <label><input type="checkbox" name="topics[]" value="a"> A</label><label><input type="checkbox" name="topics[]" value="b"> B</label></fieldset>
      <p data-field="c" data-label="Custom"><select name="c"><option>1</option></select></p>
      <p data-captcha><input name="pb_captcha"><input type="hidden" name="pb_captcha_first" value="2"><input type="hidden" name="pb_captcha_second" value="5"></p>
      <input type="hidden" name="token" value="t">`);
    expect(readContactFields('pb-contact-form', form).map((field) => field.descriptor)).toEqual([
      { field_id: 'name', original_id: 'Full name', required_mark: 'required', field_type: 'input', field_label: 'Name' },
      { field_id: 'email', original_id: 'mail', required_mark: 'not_required', field_type: 'email', field_label: 'Email' },
      { field_id: 'topics', original_id: 'topics', required_mark: 'required', field_type: 'checkbox', field_label: 'Topics' },
      { field_id: 'c', original_id: 'c', required_mark: 'not_required', field_type: 'select', field_label: 'Custom' },
    ]);
    const captcha = readCaptcha(form)!;
    expect([captcha.first, captcha.second]).toEqual([2, 5]);
    captcha.answer.value = '9';
    writeCaptcha(form, captcha, [11, 4]);
    expect(readCaptcha(form)!.first + readCaptcha(form)!.second).toBe(15);
    expect(captcha.answer.value).toBe('');
  });

  it('reads the conditional-logic rules and relation of a wrapper; hiding disables, showing restores only what it disabled', () => {
    const form = makeForm(`
      <p data-field="co" data-conditions='[["kind","is","business"]]' data-condition-relation="any">
        <input name="company"><input name="fixed" disabled></p>`);
    const fields = readContactFields('pb-contact-form', form);
    const company = fields.find((field) => field.descriptor.field_id === 'company')!;
    expect(company.rules).toEqual([{ fieldId: 'kind', operator: 'is', value: 'business' }]);
    expect(company.relation).toBe('any');
    setFieldShown(company, false);
    expect(company.wrapper.hidden).toBe(true);
    expect((form.elements.namedItem('company') as HTMLInputElement).disabled).toBe(true);
    setFieldShown(company, true);
    expect((form.elements.namedItem('company') as HTMLInputElement).disabled).toBe(false);
    expect((form.elements.namedItem('fixed') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('message region and error marks', () => {
  it('creates a hidden role=alert region and writes texts with textContent only', () => {
    const form = makeForm('<input name="a">');
    const region = ensureMessageRegion(form, 'x');
    expect(region.getAttribute('role')).toBe('alert');
    expect(region.hidden).toBe(true);
    showFormMessage(region, [{ text: '<b>Fill</b>', items: ['<i>Name</i>'] }]);
    expect(region.hidden).toBe(false);
    expect(region.querySelector('b')).toBeNull();
    expect(region.querySelector('li')!.textContent).toBe('<i>Name</i>');
    expect(ensureMessageRegion(form, 'x')).toBe(region);
  });
  it('adds and removes aria-invalid and the describedby id, keeping the author ids', () => {
    const form = makeForm('<p><input name="a" aria-describedby="hint"></p>');
    const control = form.querySelector('input')!;
    markFieldInvalid(control.parentElement!, [control], 'msg');
    expect(control.getAttribute('aria-describedby')).toBe('hint msg');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    clearFieldInvalid(control.parentElement!, [control], 'msg');
    expect(control.getAttribute('aria-describedby')).toBe('hint');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('critical CSS', () => {
  it('stays tiny and only targets the element before upgrade', () => {
    expect(CONTACT_FORM_CRITICAL_CSS.length).toBeLessThan(200);
    expect(CONTACT_FORM_CRITICAL_CSS).toContain('pb-contact-form:not([data-enhanced],[data-failed])');
  });
});
