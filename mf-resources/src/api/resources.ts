import { api, type DealerWire } from '@portal/shared';
import type { StaffActivityWire } from '@portal/shared/contract/users';
import type { LibraryWire, ProfileRowWire, SalesRepWire } from '@portal/shared/contract/resources';

// Wire names of the resources calls (requirements 001 §3, §7), mapped once here; the screens use the
// readable shapes below.

export interface SalesRep {
  id: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  territoryId: string;
  territory: string;
}

const s = (v: unknown) => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v));

export const toSalesRep = (w: SalesRepWire): SalesRep => ({
  id: s(w.salesRepId),
  name: s(w.salesRepDescr),
  title: s(w.repTitle),
  phone: s(w.repPhone),
  email: s(w.emailAddr),
  territoryId: s(w.territoryId),
  territory: s(w.territoryDescr) || s(w.territoryId),
});

export async function fetchSalesStaff(): Promise<SalesRep[]> {
  const { data } = await api.get<SalesRepWire[]>('/salesstaff');
  return (Array.isArray(data) ? data : []).map(toSalesRep);
}

export interface ProfileRow {
  dealerCode: string;
  address: string;
  location: string;
  department: string;
  contactName: string;
  title: string;
  phone: string;
  email: string;
  addrType: string;
}

export const toProfileRow = (w: ProfileRowWire): ProfileRow => ({
  dealerCode: s(w.tpNameX),
  address: s(w.addrX),
  location: s(w.locationX),
  department: s(w.deptX),
  contactName: s(w.contactNameX),
  title: s(w.titleX),
  phone: s(w.phoneX),
  email: s(w.emailAddressX),
  addrType: s(w.addrTypeC),
});

export async function fetchProfile(dealerId: number): Promise<ProfileRow[]> {
  const { data } = await api.get<ProfileRowWire[]>(`/profile/${dealerId}`);
  return (Array.isArray(data) ? data : []).map(toProfileRow);
}

export interface LibraryDoc {
  id: string;
  category: string;
  name: string;
  path: string;
  lastModified: Date | null;
}

export function toLibraryDocs(wire: unknown): LibraryDoc[] {
  if (!wire || typeof wire !== 'object' || Array.isArray(wire)) return [];
  const out: LibraryDoc[] = [];
  for (const [category, docs] of Object.entries(wire as LibraryWire)) {
    if (!Array.isArray(docs)) continue;
    for (const d of docs) {
      if (!d || typeof d.name !== 'string') continue;
      const when = d.lastModified ? new Date(d.lastModified) : null;
      out.push({
        id: `${category}/${s(d.id) || d.name}`,
        category,
        name: d.name,
        path: s(d.path),
        lastModified: when && !Number.isNaN(when.getTime()) ? when : null,
      });
    }
  }
  return out;
}

/** The category names the server answered, including empty ones. */
export function libraryCategories(wire: unknown): string[] {
  return wire && typeof wire === 'object' && !Array.isArray(wire) ? Object.keys(wire) : [];
}

/** GET /api/blob-library, falling back to /api/pdf-library (requirements 001 §7). The API is mounted at
 * `/api`, so the spec's paths repeat it. */
export async function fetchLibrary(): Promise<LibraryWire> {
  try {
    return (await api.get<LibraryWire>('/api/blob-library')).data;
  } catch (first) {
    try {
      return (await api.get<LibraryWire>('/api/pdf-library')).data;
    } catch {
      throw first;
    }
  }
}

const enc = encodeURIComponent;
const safeDecode = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

/** GET /api/pdf-library/thumbnail/{folder}/{file}: a PNG, fetched with the bearer token. */
export async function fetchThumbnail(category: string, name: string): Promise<Blob> {
  const { data } = await api.get<Blob>(`/api/pdf-library/thumbnail/${enc(category)}/${enc(name)}`, {
    responseType: 'blob',
  });
  return data;
}

/** The document's file: a path containing /api/blob/ is fetched directly; any other path through
 * GET /api/pdf-library/{category}/{fileName}. */
/** The stored file of a library document (`Documents/...`), decoded; null when it has none. */
export function documentBlobPath(doc: LibraryDoc): string | null {
  const blob = /\/api\/blob\/(.+)$/.exec(doc.path);
  return blob ? blob[1].split('/').map(safeDecode).join('/') : null;
}

export async function fetchDocument(doc: LibraryDoc): Promise<Blob> {
  const blob = /\/api\/blob\/(.+)$/.exec(doc.path);
  const url = blob
    ? `/api/blob/${blob[1]
        .split('/')
        .map((p) => enc(safeDecode(p)))
        .join('/')}`
    : `/api/pdf-library/${enc(doc.category)}/${enc(doc.name)}`;
  const { data } = await api.get<Blob>(url, {
    params: blob ? { download: true } : undefined,
    responseType: 'blob',
  });
  return data;
}

/** POST /api/send-email-1 (requirements 001 §7): multipart with to, subject, body and repeated
 * Attachments, plus the request's own fields so the server can store and check them. */
export async function sendSupportRequest(form: FormData, aboutDealer?: string): Promise<void> {
  await api.post('/api/send-email-1', form, {
    headers: {
      // Not the client's JSON default: the browser then writes multipart/form-data with its boundary.
      'Content-Type': 'multipart/form-data',
      // Staff with no dealer chosen name the dealer picked in the form (none: about no dealer).
      ...(aboutDealer ? { 'X-Dealer-Id': aboutDealer } : {}),
    },
  });
}

/** A dealer a staff member can name in a support request. */
export interface DealerOption {
  id: string;
  code: string;
  name: string;
}

/** GET /dealerview (staff only): the dealers, for the support form's dealer field. */
export async function fetchDealerOptions(): Promise<DealerOption[]> {
  const { data } = await api.get<DealerWire[]>('/dealerview');
  return (Array.isArray(data) ? data : []).map((d) => ({
    id: String(d.tradingPartnerId),
    code: d.tpNameX ?? '',
    name: d.companyNameX ?? '',
  }));
}

/** GET /profile/{id}/staff-activity: what staff did while acting for the dealer, newest first. */
export async function fetchStaffActivity(dealerId: number): Promise<StaffActivityWire[]> {
  const { data } = await api.get<StaffActivityWire[]>(`/profile/${dealerId}/staff-activity`);
  return data;
}
