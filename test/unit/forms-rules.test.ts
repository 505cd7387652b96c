import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  EMAIL_MIN_LENGTH,
  captchaOperands,
  describeErrors,
  evaluateCondition,
  hasErrors,
  isCaptchaCorrect,
  isEmptyValue,
  isFieldVisible,
  isGeneralEmail,
  isValidEmail,
  parseConditionRelation,
  parseConditionRules,
  parseFieldDescriptors,
  parseHiddenFieldIds,
  validateSubmission,
  type ConditionOperator,
  type FieldDescriptor,
} from '../../react-core/forms/rules';

describe('SPEC §5 contact-form email rules', () => {
  const valid: [string, string][] = [
    ['a@b.co', 'exactly 6 characters'],
    ['john@example.com', 'plain address'],
    ['john.doe@example.com', 'dot in local part'],
    ['john+tag@example.com', 'plus is an allowed local-part character'],
    ["o'brien@example.com", 'apostrophe is allowed in the local part'],
    ['x_y-z@example.org', 'underscore and hyphen in the local part'],
    ['a!#$%&*=?^`{|}~@example.com', 'every special allowed local-part character'],
    ['user@mail.example.co.uk', 'more than two domain parts'],
    ['user@my-host.com', 'hyphen inside a domain part'],
    ['user@123.45', 'digits-only domain parts'],
    ['USER@EXAMPLE.COM', 'upper case letters'],
    ['a/b@example.com', 'slash is allowed in the local part'],
    ['1234@x1.io', 'digits in the local part'],
    ['first.last.name@sub.domain.example', 'several dots in local and domain'],
    ['me@x-1.y-2', 'hyphenated parts not at the edges'],
    ['user@xn--bcher-kva.de', 'punycode label'],
  ];
  const invalid: [string, string][] = [
    ['', 'empty: shorter than 6 characters'],
    ['a@b.c', 'shorter than 6 characters'],
    ['@example.com', '@ at the start'],
    ['userexample.com', 'no @ at all'],
    ['us er@example.com', 'space is not an allowed local-part character'],
    ['user(x)@example.com', 'parenthesis is not an allowed local-part character'],
    ['user,x@example.com', 'comma is not an allowed local-part character'],
    ['"user"@example.com', 'quote is not an allowed local-part character'],
    ['user@example..com', 'consecutive dots in the domain'],
    ['user@localhost', 'only one domain part'],
    ['user@-example.com', 'domain part with a leading hyphen'],
    ['user@example-.com', 'domain part with a trailing hyphen'],
    ['user@exa_mple.com', 'underscore in a domain part'],
    ['user@.example.com', 'empty first domain part'],
    ['user@example.com.', 'empty last domain part'],
    ['user@exa mple.com', 'space in a domain part'],
    ['user@b@example.com', 'second @ lands in the domain'],
    ['user@exämple.com', 'non-ASCII letter in the domain'],
  ];
  it.each(valid)('accepts %s (%s)', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(invalid)('rejects %s (%s)', (email) => expect(isValidEmail(email)).toBe(false));
  it('uses the SPEC §9 minimum length 6', () => expect(EMAIL_MIN_LENGTH).toBe(6));
});

describe('SPEC §5 newsletter general email pattern', () => {
  it.each(['john@example.com', 'a.b@c.org', '"quoted name"@example.com', 'x@[192.168.0.1]'])('accepts %s', (email) =>
    expect(isGeneralEmail(email)).toBe(true),
  );
  it.each(['john@', 'john@example', 'john@example.c', 'jo hn@example.com', '.john@example.com', ''])('rejects %s', (email) =>
    expect(isGeneralEmail(email)).toBe(false),
  );
});

describe('isEmptyValue: empty text or a group with none chosen', () => {
  it('treats whitespace as empty', () => expect(isEmptyValue('  ')).toBe(true));
  it('treats text as filled', () => expect(isEmptyValue(' a ')).toBe(false));
  it('treats an empty group as empty', () => expect(isEmptyValue([])).toBe(true));
  it('treats a group with a choice as filled', () => expect(isEmptyValue(['x'])).toBe(false));
});

describe('SPEC §5 captcha', () => {
  it('accepts the sum', () => expect(isCaptchaCorrect(3, 4, '7')).toBe(true));
  it('accepts the sum with spaces', () => expect(isCaptchaCorrect(3, 4, ' 7 ')).toBe(true));
  it('rejects a wrong sum', () => expect(isCaptchaCorrect(3, 4, '8')).toBe(false));
  it('rejects an empty answer', () => expect(isCaptchaCorrect(3, 4, '')).toBe(false));
  it('rejects a non-number', () => expect(isCaptchaCorrect(3, 4, 'seven')).toBe(false));
  it('rejects a decimal', () => expect(isCaptchaCorrect(3, 4, '7.0')).toBe(false));
  it('draws operands from 1 to 15 (SPEC §9)', () => {
    expect([CAPTCHA_MIN, CAPTCHA_MAX]).toEqual([1, 15]);
    expect(captchaOperands(() => 0)).toEqual([1, 1]);
    expect(captchaOperands(() => 0.9999999)).toEqual([15, 15]);
    expect(captchaOperands(() => 1)).toEqual([15, 15]);
    for (let run = 0; run < 200; run += 1) {
      for (const operand of captchaOperands()) {
        expect(Number.isInteger(operand) && operand >= 1 && operand <= 15).toBe(true);
      }
    }
  });
});

describe('SPEC §5 conditional-logic operators', () => {
  const table: [ConditionOperator, string, string | string[], boolean][] = [
    ['is', 'business', 'business', true],
    ['is', 'business', 'person', false],
    ['is', 'b', ['a', 'b'], true],
    ['is', 'c', ['a', 'b'], false],
    ['is not', 'business', 'person', true],
    ['is not', 'business', 'business', false],
    ['is not', 'b', ['a', 'b'], false],
    ['is empty', '', '', true],
    ['is empty', '', '  ', true],
    ['is empty', '', 'x', false],
    ['is empty', '', [], true],
    ['is not empty', '', 'x', true],
    ['is not empty', '', '', false],
    ['is not empty', '', ['a'], true],
    ['contains', 'ell', 'hello', true],
    ['contains', 'xyz', 'hello', false],
    ['contains', 'ell', ['hello'], true],
    ['does not contain', 'xyz', 'hello', true],
    ['does not contain', 'ell', 'hello', false],
    ['is greater', '10', '11', true],
    ['is greater', '10', '10', false],
    ['is greater', '10', '9.5', false],
    ['is greater', '1.5', '2', true],
    ['is greater', '10', 'eleven', false],
    ['is greater', 'ten', '11', false],
    ['is greater', '10', '', false],
    ['is greater', '10', '11px', false],
    ['is less', '10', '9', true],
    ['is less', '10', '-3', true],
    ['is less', '10', '10', false],
    ['is less', '10', 'abc', false],
    ['is less', 'abc', '1', false],
    ['is less', '10', ['20', '5'], true],
  ];
  it.each(table)('%s %j against %j is %s', (operator, value, fieldValue, expected) =>
    expect(evaluateCondition({ fieldId: 'f', operator, value }, fieldValue)).toBe(expected),
  );
});

describe('isFieldVisible: relation all or any', () => {
  const values: Record<string, string> = { a: 'yes', b: 'no' };
  const valueOf = (id: string): string => values[id] ?? '';
  const rules = parseConditionRules([
    ['a', 'is', 'yes'],
    ['b', 'is', 'yes'],
  ]);
  it('is shown without rules', () => expect(isFieldVisible([], 'all', valueOf)).toBe(true));
  it('all needs every rule', () => expect(isFieldVisible(rules, 'all', valueOf)).toBe(false));
  it('any needs one rule', () => expect(isFieldVisible(rules, 'any', valueOf)).toBe(true));
  it('any with no rule true hides', () =>
    expect(isFieldVisible(parseConditionRules([['b', 'is', 'x']]), 'any', valueOf)).toBe(false));
  it('reads the relation word', () => {
    expect(parseConditionRelation('ANY')).toBe('any');
    expect(parseConditionRelation('all')).toBe('all');
    expect(parseConditionRelation(null)).toBe('all');
    expect(parseConditionRelation('bogus')).toBe('all');
  });
});

describe('parseConditionRules', () => {
  it('reads triples from JSON text', () =>
    expect(parseConditionRules('[["kind","is","business"],["age","is greater",18]]')).toEqual([
      { fieldId: 'kind', operator: 'is', value: 'business' },
      { fieldId: 'age', operator: 'is greater', value: '18' },
    ]));
  it('reads objects', () =>
    expect(parseConditionRules([{ field_id: 'x', condition: 'is empty' }])).toEqual([
      { fieldId: 'x', operator: 'is empty', value: '' },
    ]));
  it('throws on malformed JSON', () => expect(() => parseConditionRules('[["a"')).toThrow(/not valid JSON/));
  it('throws on a non-array', () => expect(() => parseConditionRules('{"a":1}')).toThrow(/array/));
  it('throws on an unknown operator', () => expect(() => parseConditionRules([['a', 'equals', 'b']])).toThrow(/operator/));
  it('throws on a missing field id', () => expect(() => parseConditionRules([['', 'is', 'b']])).toThrow(/field id/));
  it('throws on a bad entry', () => expect(() => parseConditionRules([42])).toThrow(/rule 1/));
});

describe('validateSubmission (SPEC §5)', () => {
  const fields: FieldDescriptor[] = [
    { field_id: 'name', original_id: 'name', required_mark: 'required', field_type: 'input', field_label: 'Name' },
    { field_id: 'email', original_id: 'email', required_mark: 'required', field_type: 'email', field_label: 'Email' },
    { field_id: 'topics', original_id: 'topics', required_mark: 'required', field_type: 'checkbox', field_label: '' },
    { field_id: 'company', original_id: 'company', required_mark: 'required', field_type: 'input', field_label: 'Company' },
    { field_id: 'alt', original_id: 'alt', required_mark: 'not_required', field_type: 'email', field_label: 'Other email' },
  ];
  const good = { name: 'Ann', email: 'ann@example.com', topics: ['news'], company: 'ACME', alt: '' };
  it('accepts a complete submission', () => {
    const errors = validateSubmission(good, fields, []);
    expect(hasErrors(errors)).toBe(false);
  });
  it('lists empty required fields by label, group with none chosen counts as empty, empty label falls back', () => {
    const errors = validateSubmission({ ...good, name: ' ', topics: [] }, fields, []);
    expect(errors.missingLabels).toEqual(['Name', 'Checkbox']);
  });
  it('uses a given fallback label', () =>
    expect(validateSubmission({ ...good, topics: [] }, fields, [], undefined, { fallbackLabel: 'Box' }).missingLabels).toEqual(['Box']));
  it('treats a missing value as empty', () => expect(validateSubmission({}, fields, []).missingLabels).toHaveLength(4));
  it('skips fields hidden by conditional logic', () =>
    expect(hasErrors(validateSubmission({ ...good, company: '' }, fields, ['company']))).toBe(false));
  it('reports invalid emails, also in optional fields', () =>
    expect(validateSubmission({ ...good, email: 'bad@', alt: 'x@y' }, fields, []).invalidEmailLabels).toEqual(['Email', 'Other email']));
  it('checks the captcha when given', () => {
    expect(validateSubmission(good, fields, [], { first: 2, second: 3, answer: '5' }).captchaWrong).toBe(false);
    expect(validateSubmission(good, fields, [], { first: 2, second: 3, answer: '6' }).captchaWrong).toBe(true);
  });
  it('describes the errors with the message set', () => {
    const errors = validateSubmission({ ...good, name: '', email: 'nope' }, fields, [], { first: 1, second: 1, answer: '' });
    expect(describeErrors(errors)).toEqual([
      { text: 'Please, fill in the following fields:', items: ['Name'] },
      { text: 'Invalid email', items: ['Email'] },
      { text: 'You entered the wrong number in captcha.', items: [] },
    ]);
  });
});

describe('descriptor and hidden-id parsing', () => {
  it('reads descriptors', () =>
    expect(parseFieldDescriptors('[{"field_id":"a","required_mark":"required","field_type":"email","field_label":"A"}]')).toEqual([
      { field_id: 'a', original_id: 'a', required_mark: 'required', field_type: 'email', field_label: 'A' },
    ]));
  it('rejects bad descriptors', () => {
    expect(() => parseFieldDescriptors('nope')).toThrow();
    expect(() => parseFieldDescriptors('[{}]')).toThrow(/field_id/);
  });
  it('reads hidden ids', () => {
    expect(parseHiddenFieldIds('["a","b"]')).toEqual(['a', 'b']);
    expect(parseHiddenFieldIds('')).toEqual([]);
    expect(() => parseHiddenFieldIds('[1]')).toThrow();
  });
});
