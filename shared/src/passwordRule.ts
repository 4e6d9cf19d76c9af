// The portal's one password rule (requirements 001 §5, §9), checked by the browser and by the API.

/** At least 8 characters, and at least one character that is not a letter (a digit or symbol). */
export const PASSWORD = /^(?=[\s\S]*[^A-Za-z])[\s\S]{8,}$/;

/** The rule as a test (the user form's schema, forms/userForm.ts, reads PASSWORD). */
export const meetsPasswordRule = (password: string): boolean => PASSWORD.test(password);

/** The rule in words, after 'New password' or 'Password' (requirements 001 §8 text). */
export const PASSWORD_RULE_TEXT =
  'must include at least one symbol or number and have at least 8 characters.';
