import { meetsPasswordRule, PASSWORD_RULE_TEXT } from '@portal/shared/passwordRule';

/** Requirements 001 §5 'Password update', checked before the call (the API checks the same). */
export function passwordProblem(
  current: string | undefined,
  next: string | undefined,
): string | null {
  if (!current) return 'Current password is required.';
  return meetsPasswordRule(next ?? '') ? null : `New password ${PASSWORD_RULE_TEXT}`;
}
