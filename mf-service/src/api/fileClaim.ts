import { api } from '@portal/shared';
import { invalidate } from '@portal/shared/query';
import type { ClaimFiled } from '@portal/shared/contract/warrantyClaims';
import type { ClaimInput } from '@portal/shared/warranty/claimRules';

/** POST /service/claims: the claim's JSON and its photos in one multipart request; the
 * Idempotency-Key makes a double click or a retry one claim. */
export async function fileClaim(
  claim: ClaimInput,
  photos: { failure: File[]; serialPlate: File[] },
  idempotencyKey: string,
): Promise<ClaimFiled> {
  const form = new FormData();
  form.append('claim', JSON.stringify(claim));
  for (const f of photos.failure) form.append('failurePhotos', f, f.name);
  for (const f of photos.serialPlate) form.append('serialPhotos', f, f.name);
  const { data } = await api.post<ClaimFiled>('/service/claims', form, {
    // Not the client's JSON default: the browser then writes multipart/form-data with its boundary.
    headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': idempotencyKey },
  });
  // A filed claim changes the claims lists, /home's claim counts and the machine's page.
  void invalidate('/servicewarrantycalls', '/summary', 'machine');
  return data;
}
