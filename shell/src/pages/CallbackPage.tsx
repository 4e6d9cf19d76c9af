import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spin } from '@portal/shared/kit';
import { screenFor } from '@portal/shared';
import { useDocumentTitle } from '@portal/shared/ui/useDocumentTitle';
import { useT } from '../i18n';

/** Requirements 001 §2: with a `code` query parameter go to /home, otherwise to /login. */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  useDocumentTitle(t(screenFor('/callback')!.title));
  useEffect(() => {
    navigate(params.get('code') ? '/home' : '/login', { replace: true });
  }, [params, navigate]);
  return (
    <main style={{ padding: 64, textAlign: 'center' }}>
      <Spin />
      <p role="status">{t('Processing login...')}</p>
    </main>
  );
}
