/**
 * A cache of reads per scope (a database) and key, each kept `ttlMs` (decision 0077): data only
 * imports change, whose changes every process hears of (services/invalidation.ts) and then calls
 * `forget()`; the time bound covers an announcement missed. A read in flight is shared by those
 * who ask meanwhile; a failed read is not remembered. At most `max` keys per scope, the one read
 * longest ago going first: a key can come from a request (the dealer id staff asks for, existing
 * or not), so without a bound they would grow until the next import.
 */
export function readCache<S extends object, K, V, A extends unknown[] = []>(
  ttlMs: number,
  read: (scope: S, key: K, ...args: A) => Promise<V>,
  max = 10_000,
) {
  let cached = new WeakMap<S, Map<K, { at: number; value: Promise<V> }>>();
  return {
    /** `args`: what the read needs besides the key, used only when it reads. */
    get(scope: S, key: K, ...args: A): Promise<V> {
      let byKey = cached.get(scope);
      if (!byKey) cached.set(scope, (byKey = new Map()));
      const hit = byKey.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      byKey.delete(key);
      if (byKey.size >= max) byKey.delete(byKey.keys().next().value!);
      const entry = { at: Date.now(), value: read(scope, key, ...args) };
      byKey.set(key, entry);
      entry.value.catch(() => byKey.get(key) === entry && byKey.delete(key));
      return entry.value;
    },
    forget() {
      cached = new WeakMap();
    },
  };
}
