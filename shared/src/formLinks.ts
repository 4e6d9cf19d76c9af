// The PDI and warranty registration forms opened for one machine. The machine page and
// the inventory write these links; the forms area reads the same parameter names back.

export const FORM_PATHS = {
  pdi: '/wholegoods/submit-pdi',
  warranty: '/wholegoods/submit-warranty',
} as const;

/** The query parameters a form is pre-filled from. */
export const FORM_PARAMS = { model: 'model', serial: 'serial', dealer: 'dealer' } as const;

export interface FormPrefill {
  model?: string | null;
  serial?: string | null;
  /** The dealer code the machine belongs to. */
  dealer?: string | null;
}

/** The form's path, pre-filled for a machine. */
export function formLink(kind: keyof typeof FORM_PATHS, fill: FormPrefill): string {
  const q = new URLSearchParams();
  for (const [key, name] of Object.entries(FORM_PARAMS)) {
    const v = fill[key as keyof FormPrefill];
    if (v) q.set(name, v);
  }
  const query = q.toString();
  return query ? `${FORM_PATHS[kind]}?${query}` : FORM_PATHS[kind];
}
