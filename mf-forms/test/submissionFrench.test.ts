import { act, renderHook } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { callsTo, network, refuse } from '@portal/shared/jest/network';
import { useSubmission } from '../src/components/useSubmission';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

it('in French, the API’s refusal is worded by the same catalog as the browser’s checks', async () => {
  await act(() => setLanguage('fr-CA'));
  // The API's 400 for a form that skipped the browser's checks: the rules' lines joined by '; '.
  network.use(
    refuse('POST /api/send-email', 400, 'Model is required; tub checklist is incomplete'),
  );
  const { result } = renderHook(() => useSubmission({ success: 'ok', failure: 'échec' }));
  await act(() =>
    result.current.submit({ kind: 'pdi', form: {}, to: '', subject: '', body: '' } as never),
  );
  expect(result.current.outcome).toEqual({
    type: 'error',
    text: 'échec',
    detail: 'Le modèle est obligatoire\u00a0; La liste «\u00a0Cuve\u00a0» est incomplète',
  });
  expect(callsTo('POST /api/send-email')[0].headers.get('Idempotency-Key')).toBeTruthy();
});
