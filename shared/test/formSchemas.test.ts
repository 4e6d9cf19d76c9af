import * as v from 'valibot';
import { problemsOf, requiredText, optionalText } from '../src/forms/problems';
import { pdiErrors, warrantyProblems } from '../src/forms/unitForms';
import { supportProblem, SUPPORT_REQUIRED } from '../src/forms/supportForm';
import { userProblems } from '../src/forms/userForm';
import { meetsPasswordRule } from '../src/passwordRule';

// One schema per form, read by the browser and the API through one resolver.
describe('the form resolver', () => {
  const schema = v.object({
    a: requiredText('A is required', { pattern: /^a+$/, invalid: 'A is not a' }),
    nested: v.object({ b: requiredText('B is required'), c: requiredText('C is required') }),
    d: optionalText(/^d$/, 'D is not d'),
  });

  it('names every failing field, nested ones too, "required" before "invalid"', () => {
    expect(problemsOf(schema, { a: 'x', nested: { b: '', c: '' }, d: 'x' })).toEqual({
      'nested.b': 'B is required',
      'nested.c': 'C is required',
      a: 'A is not a',
      d: 'D is not d',
    });
    expect(Object.keys(problemsOf(schema, { a: 'x', nested: { b: '', c: '' }, d: 'x' }))).toEqual([
      'nested.b',
      'nested.c',
      'a',
      'd',
    ]);
    expect(problemsOf(schema, { a: 'aa', nested: { b: 'b', c: 'c' }, d: '' })).toEqual({});
  });
});

describe('the PDI and warranty schemas', () => {
  it('key a checklist by its path, so the page marks the right card', () => {
    expect(pdiErrors({ serialNumber: 'S', model: 'M', deliveryDate: 'D', inspector: 'I' })).toEqual(
      expect.objectContaining({ 'checklists.tub': 'tub checklist is incomplete' }),
    );
  });

  it('a wrong address after a missing one keeps the spec order of the API answer', () => {
    expect(
      Object.values(warrantyProblems({ ownerEmail: 'nope', dealerEmailAddress: ' ' })).slice(-2),
    ).toEqual(['Owner Zip/Postal Code is required', 'Owner Email is not a valid e-mail address']);
  });
});

describe('the support schema', () => {
  const filled = { email: 'a@b.co', subject: 'S', description: 'D' };
  it('the spec alert for any missing field; an address that is not one is named', () => {
    expect(supportProblem(filled)).toBeNull();
    expect(supportProblem({ ...filled, subject: '  ' })).toBe(SUPPORT_REQUIRED);
    expect(supportProblem({ ...filled, email: 'not-an-address' })).toBe(
      'email is not a valid e-mail address',
    );
  });
});

describe('the user schema', () => {
  it('e-mail required and an address; a password given follows the password rule', () => {
    expect(userProblems({ email: ' ' })).toEqual({ email: 'Email is required' });
    expect(userProblems({ email: 'x' })).toEqual({ email: 'Enter a valid email address' });
    expect(userProblems({ email: 'A@B.CO', password: '' })).toEqual({});
    expect(userProblems({ email: 'a@b.co', password: 'letters-only' }).password).toBeUndefined();
    expect(userProblems({ email: 'a@b.co', password: 'lettersonly' }).password).toMatch(
      /^Password must include at least one symbol or number/,
    );
    for (const pw of ['short1', 'abcdefgh', 'abcdefg1', 'abc\ndef1', '12345678'])
      expect(userProblems({ email: 'a@b.co', password: pw }).password === undefined).toBe(
        meetsPasswordRule(pw),
      );
  });
});
