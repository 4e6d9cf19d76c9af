/** Spec 001 §5 'Password update', checked before the call (the API checks the same). */
export function passwordProblem(
  current: string | undefined,
  next: string | undefined,
): string | null {
  if (!current) return 'Current password is required.';
  const pw = next ?? '';
  if (pw.length < 8 || !/[^A-Za-z]/.test(pw)) {
    return 'New password must include at least one symbol or number and have at least 8 characters.';
  }
  return null;
}
