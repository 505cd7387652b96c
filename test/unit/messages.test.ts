import { describe, it, expect } from 'vitest';
import { DEFAULT_MESSAGES, formatMessage, resolveMessages, type MessageKey } from '../../react-core/runtime/messages';

describe('DEFAULT_MESSAGES: the localized text set of SPEC §8', () => {
  it('holds the contact form, captcha, checkbox and newsletter messages', () => {
    for (const key of [
      'fillRequired',
      'contactError',
      'invalidEmail',
      'wrongCaptcha',
      'wrongCheckboxLabel',
      'subscriptionFailed',
    ] as const) {
      expect(DEFAULT_MESSAGES[key]).toEqual(expect.any(String));
      expect(DEFAULT_MESSAGES[key].trim()).not.toBe('');
    }
  });

  it('holds the words for previous and next (SPEC §3)', () => {
    expect(DEFAULT_MESSAGES.previous).toBe('Previous');
    expect(DEFAULT_MESSAGES.next).toBe('Next');
  });

  it.each([
    ['previousSlide', 'Previous slide'],
    ['nextSlide', 'Next slide'],
    ['firstSlide', 'This is the first slide'],
    ['lastSlide', 'This is the last slide'],
    ['goToSlide', 'Go to slide {{index}}'],
    ['slideLabel', '{{index}} / {{slidesLength}}'],
  ] as const)('has the slider accessibility text %s = %j', (key, text) => {
    expect(DEFAULT_MESSAGES[key]).toBe(text);
  });

  it.each([
    ['debugActivated', 'Debug mode is activated'],
    ['debugNotActivated', 'Debug mode was not activated due to lack of support or other error'],
    ['debugDeactivated', 'Debug mode is deactivated'],
  ] as const)('has the debug console message %s = %j', (key, text) => {
    expect(DEFAULT_MESSAGES[key]).toBe(text);
  });
});

describe('formatMessage: fills {{name}} placeholders', () => {
  it('fills one placeholder with a number', () => {
    expect(formatMessage(DEFAULT_MESSAGES.goToSlide, { index: 3 })).toBe('Go to slide 3');
  });

  it('fills several placeholders', () => {
    expect(formatMessage(DEFAULT_MESSAGES.slideLabel, { index: 2, slidesLength: 5 })).toBe('2 / 5');
  });

  it('fills every occurrence of the same placeholder', () => {
    expect(formatMessage('{{n}} of {{n}}', { n: 'x' })).toBe('x of x');
  });

  it('fills a placeholder with zero and with an empty string', () => {
    expect(formatMessage('[{{a}}][{{b}}]', { a: 0, b: '' })).toBe('[0][]');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(formatMessage('Go to slide {{index}} of {{total}}', { index: 1 })).toBe('Go to slide 1 of {{total}}');
  });

  it('leaves a template without placeholders unchanged', () => {
    expect(formatMessage('Next slide', { index: 1 })).toBe('Next slide');
  });

  it('does not treat single braces or spaced names as placeholders', () => {
    expect(formatMessage('{index} {{ index }}', { index: 1 })).toBe('{index} {{ index }}');
  });

  it('does not re-expand placeholders that appear in a filled value', () => {
    expect(formatMessage('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });

  it('leaves placeholders named like Object.prototype members as they are when no value is given', () => {
    expect(formatMessage('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });
});

describe('resolveMessages: a site overrides any message through the page configuration', () => {
  it('gives the defaults for no overrides', () => {
    expect(resolveMessages(undefined)).toEqual(DEFAULT_MESSAGES);
  });

  it.each([null, 'text', 42, true, []])('gives the defaults for overrides that are not an object (%j)', (raw) => {
    expect(resolveMessages(raw)).toEqual(DEFAULT_MESSAGES);
  });

  it('replaces the messages that are overridden and keeps the rest', () => {
    const messages = resolveMessages({ invalidEmail: 'E-Mail ungültig', next: 'Weiter' });
    expect(messages.invalidEmail).toBe('E-Mail ungültig');
    expect(messages.next).toBe('Weiter');
    expect(messages.previous).toBe(DEFAULT_MESSAGES.previous);
    expect(messages.wrongCaptcha).toBe(DEFAULT_MESSAGES.wrongCaptcha);
  });

  it('accepts an empty string as an override', () => {
    expect(resolveMessages({ wrongCheckboxLabel: '' }).wrongCheckboxLabel).toBe('');
  });

  it('ignores non-string values', () => {
    const messages = resolveMessages({ invalidEmail: 42, next: null, previous: { text: 'x' } });
    expect(messages.invalidEmail).toBe(DEFAULT_MESSAGES.invalidEmail);
    expect(messages.next).toBe(DEFAULT_MESSAGES.next);
    expect(messages.previous).toBe(DEFAULT_MESSAGES.previous);
  });

  it('ignores unknown keys', () => {
    const messages = resolveMessages({ somethingElse: 'x', invalid_email: 'y' });
    expect(Object.keys(messages).sort()).toEqual(Object.keys(DEFAULT_MESSAGES).sort());
    expect(messages.invalidEmail).toBe(DEFAULT_MESSAGES.invalidEmail);
  });

  it('ignores keys named like Object.prototype members (they are not messages)', () => {
    const messages = resolveMessages(JSON.parse('{"toString": "x", "constructor": "y", "hasOwnProperty": "z"}'));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(DEFAULT_MESSAGES).sort());
    expect(String(messages)).toBe('[object Object]');
  });

  it('does not modify the defaults', () => {
    resolveMessages({ invalidEmail: 'changed' });
    expect(DEFAULT_MESSAGES.invalidEmail).toBe('Invalid email');
  });

  it('returns a new object each time', () => {
    const first = resolveMessages({});
    (first as Record<MessageKey, string>).next = 'mutated';
    expect(resolveMessages({}).next).toBe('Next');
  });
});
