// The portal's one password rule (spec 001 §5, §9), checked by the browser and by the API.

/** At least 8 characters, and at least one character that is not a letter (a digit or symbol). */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[^A-Za-z]/.test(password);
}

/** The rule in words, after 'New password' or 'Password' (spec 001 §8 text). */
export const PASSWORD_RULE_TEXT =
  'must include at least one symbol or number and have at least 8 characters.';
