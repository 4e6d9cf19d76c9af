import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { meetsPasswordRule, PASSWORD_RULE_TEXT } from '@portal/shared/passwordRule';
import { withHashSlot } from './hashSlots';

// OWASP's scrypt parameters (N=2^17, r=8, p=1); they need maxmem above 128 MiB in Node. Test
// servers may hash new passwords cheaper (PASSWORD_HASH_COST, config.ts); each hash records its
// N, so a hash verifies whatever the cost of the server that checks it.
let N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;
let dummy: Promise<string> | null = null;

/** Sets the cost of the hashes made from now on: log2 of N (config.passwordHashCost). */
export function setPasswordHashCost(log2N: number) {
  N = 2 ** log2N;
  dummy = null;
}

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
  refuseWhenBusy = false,
): Promise<Buffer> {
  // Every hash, sign-in or not, takes a process-wide slot.
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
    refuseWhenBusy,
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
    true,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing in particular: verified against when the e-mail is unknown, so the answer
 * takes as long as for a real account and reveals nothing. */
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(12).toString('hex')));

/** Requirements 001 §5: the portal's password rule, as the browser checks it. */
export function passwordRuleProblem(pw: string): string | null {
  return meetsPasswordRule(pw) ? null : `New password ${PASSWORD_RULE_TEXT}`;
}

export const SAME_PASSWORD_TEXT = 'New password must be different from the current password.';
