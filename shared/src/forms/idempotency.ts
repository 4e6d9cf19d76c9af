/**
 * One idempotency key per submission: the same key while the values are unchanged, so
 * a double click or a retry after a lost answer is one record and one mail; a new key once the
 * values change, so a corrected form is a new submission.
 */
export function createKeyKeeper(newKey: () => string = randomKey) {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const json = JSON.stringify(values);
      if (!last || last.values !== json) last = { values: json, key: newKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

export function randomKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
