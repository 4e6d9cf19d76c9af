import { Alert } from '@portal/shared/kit';
import { useLanguage, useSharedT } from '@portal/shared';

/** Above a legal text shown in English in another language: the English version governs
 * (decision 0057). Nothing in English. */
export function EnglishGoverns() {
  const t = useSharedT();
  if (useLanguage() === 'en') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('This document is shown in English. The English version governs.')}
    />
  );
}
