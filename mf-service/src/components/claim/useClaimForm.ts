import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, httpStatus, useAuth } from '@portal/shared';
import { useSchemaForm } from '@portal/shared/forms/useSchemaForm';
import { claimToday, emptyClaim, type ClaimInput } from '@portal/shared/warranty/claimRules';
import { claimProblems } from '@portal/shared/warranty/claimSchema';
import type { ClaimFiled } from '@portal/shared/contract/warrantyClaims';
import { fileClaim } from '../../api/fileClaim';
import { useT } from '../../i18n';
import { claimProblemText, claimRefusalText } from '../claimProblemText';

/** The draft key: per user and per dealer, so staff acting for two dealers keep two drafts. */
export const claimDraftKey = (email: string | undefined, dealerId: number | null) =>
  `portal:draft:claim:${(email ?? 'anonymous').toLowerCase()}:${dealerId ?? 'none'}`;

export interface ClaimPhotos {
  failure: File[];
  serialPlate: File[];
}
const NO_PHOTOS: ClaimPhotos = { failure: [], serialPlate: [] };

/**
 * The claim form on the one form hook: the claim's schema checked as the dealer types (the API
 * decides with the same), its photos beside the draft (files cannot be kept in it), and what
 * the last submit came to.
 */
export function useClaimForm() {
  const t = useT();
  const [params] = useSearchParams();
  const email = useAuth((s) => s.user?.email);
  const dealerId = useAuth((s) => s.selectedDealer);
  const fromMachine = params.get('serial')?.trim() ?? '';
  const [photos, setPhotos] = useState<ClaimPhotos>(NO_PHOTOS);
  const [filed, setFiled] = useState<ClaimFiled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A file input keeps its own list of files, which React cannot set: a new key after a claim is
  // filed mounts empty pickers, so none shows the photos just sent.
  const [pickers, setPickers] = useState(0);

  const failureCount = photos.failure.length;
  const plateCount = photos.serialPlate.length;
  const check = useCallback(
    (c: ClaimInput) =>
      claimProblems(c, claimToday(), { failure: failureCount, serialPlate: plateCount }),
    [failureCount, plateCount],
  );
  const translate = useCallback((line: string) => claimProblemText(t, line), [t]);

  const form = useSchemaForm<ClaimInput, ClaimFiled>({
    draftKey: claimDraftKey(email, dealerId),
    fresh: () => emptyClaim(fromMachine),
    check,
    translate,
    show: 'asTyped',
    send: (claim, key) => fileClaim(claim, photos, key),
    submission: (claim) => ({
      claim,
      photos: [...photos.failure, ...photos.serialPlate].map((f) => [f.name, f.size]),
    }),
    onSubmit: () => setFailure(null),
    onSent: (answer) => {
      setPhotos(NO_PHOTOS);
      setPickers((n) => n + 1);
      setFiled(answer);
    },
    // A 400 names the rule the server refused; other failures keep a plain text.
    onFailed: (e) => {
      const plain = t('Failed to submit the claim. Please try again.');
      const refused = httpStatus(e) === 400 || httpStatus(e) === 409;
      setFailure(refused ? claimRefusalText(t, errorMessage(e, plain)) : plain);
    },
  });

  /** Sets a field; a changed claim is no longer the one just filed. */
  const set: typeof form.set = (field, value, ...changed) => {
    form.set(field, value, ...changed);
    setFiled(null);
  };

  const pickPhotos = (kind: keyof ClaimPhotos, files: File[]) => {
    setPhotos((was) => ({ ...was, [kind]: files }));
    setFiled(null);
    form.touch(kind === 'failure' ? 'failurePhotos' : 'serialPhotos');
  };

  return { ...form, set, photos, pickPhotos, pickers, filed, failure };
}

export type ClaimForm = ReturnType<typeof useClaimForm>;
