import type { TestServer } from './server';
import { claimToday, type ClaimInput } from '@portal/shared/warranty/claimRules';

/** Files of each accepted kind: their first bytes are what the API checks. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
export const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

export interface Photo {
  name: string;
  data: Buffer;
}
export const failure2: Photo[] = [
  { name: 'gearbox.jpg', data: JPG },
  { name: 'leak.png', data: PNG },
];
export const plate: Photo[] = [{ name: 'plate.pdf', data: PDF }];

/** A JPEG photo of `size` bytes (a real header, then padding). */
export const jpgOf = (name: string, size: number): Photo => {
  const data = Buffer.alloc(size, 0x20);
  JPG.copy(data);
  return { name, data };
};

export const today = claimToday();
export const dayBefore = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** A claim every rule accepts, for `serial` (a stock unit of the filing dealer). */
export const validClaim = (serial: string, overrides: Partial<ClaimInput> = {}): ClaimInput => ({
  serial,
  failureDate: dayBefore(today, 3),
  repairDate: dayBefore(today, 1),
  hours: 1200,
  failureKind: 'other',
  authorizationNumber: '',
  complaint: 'Gearbox noise under load',
  cause: 'Bearing worn',
  correction: 'Replaced bearing',
  parts: [{ partNumber: 'BRG-100', quantity: 2, dealerCost: 45.5 }],
  labourHours: 2.5,
  ...overrides,
});

export interface Filed {
  status: number;
  body: { message?: string; claimNumber?: string; creditCents?: number };
  retryAfter: string | null;
}

/** A claim's multipart body as the form sends it: its JSON, then its photos (two of the
 * failure and one of the plate unless others are given). */
export function claimFormData(c: object, photos: { failure?: Photo[]; serial?: Photo[] } = {}) {
  const form = new FormData();
  form.append('claim', JSON.stringify(c));
  for (const [field, list] of [
    ['failurePhotos', photos.failure ?? failure2],
    ['serialPhotos', photos.serial ?? plate],
  ] as const)
    for (const p of list) form.append(field, new Blob([p.data]), p.name);
  return form;
}

let keyN = 0;
/** Files a claim (its JSON, then its photos) as the form does: multipart, with an Idempotency-Key. */
export async function fileClaim(
  server: TestServer,
  token: string,
  c: object,
  photos: { failure?: Photo[]; serial?: Photo[] } = {},
  opts: { key?: string; headers?: Record<string, string> } = {},
): Promise<Filed> {
  const form = claimFormData(c, photos);
  const res = await fetch(`${server.url}/api/service/claims`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': opts.key ?? `k-${Date.now()}-${++keyN}`,
      ...opts.headers,
    },
    body: form,
  });
  const text = await res.text();
  let body: Filed['body'] = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text };
  }
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

/** Stock units of a dealer without a status (unsold: a claim needs no registration for them). */
export async function stockSerials(server: TestServer, dealer: number, token: string) {
  const res = await fetch(`${server.url}/api/pulltypestockunits/${dealer}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const units = (await res.json()) as { serialNo: string; status?: string }[];
  return units.filter((u) => !u.status).map((u) => u.serialNo);
}
