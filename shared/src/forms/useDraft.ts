import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's values kept in localStorage as they are typed, so a reload, a crash or an expired
 * session loses nothing. Keyed per form and per user, so a shared computer does not
 * show one user's draft to another. Only a form that differs from a fresh one is a draft;
 * `clear()` removes the draft and starts a fresh form.
 */
export function useDraft<T extends object>(key: string, fresh: () => T) {
  const freshRef = useRef(fresh);
  freshRef.current = fresh;
  const [initial] = useState(() => {
    const draft = readDraft(key, fresh());
    return { values: draft ?? fresh(), restored: draft !== null };
  });
  const [values, setValues] = useState<T>(initial.values);
  const [restored, setRestored] = useState(initial.restored);

  useEffect(() => {
    try {
      if (JSON.stringify(values) === JSON.stringify(freshRef.current()))
        window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [key, values]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing kept */
    }
    setRestored(false);
    setValues(freshRef.current());
  }, [key]);

  return { values, set, setValues, clear, restored, dismissRestored: () => setRestored(false) };
}

/** The stored draft merged over a fresh form (fields added since it was saved get defaults). */
export function readDraft<T extends object>(key: string, fresh: T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const out = { ...fresh } as Record<string, unknown>;
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      // A field fresh as null (a number not yet typed) takes the draft's number or null.
      const nullable = out[k] === null && (v === null || typeof v === 'number');
      if (k in out && (nullable || typeof v === typeof out[k])) out[k] = v;
    }
    return out as T;
  } catch {
    return null;
  }
}

/** Fills the fields that are still empty (a draft's own values win over pre-filled ones). */
export function fillEmpty<T extends object>(values: T, fill: Partial<T>): T {
  const out = { ...values } as Record<string, unknown>;
  let changed = false;
  for (const [k, v] of Object.entries(fill)) {
    if (v !== undefined && v !== null && v !== '' && out[k] === '') {
      out[k] = v;
      changed = true;
    }
  }
  return changed ? (out as T) : values;
}
