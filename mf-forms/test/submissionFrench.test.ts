import { act, renderHook } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { useSubmission } from '../src/components/useSubmission';
import { sendForm } from '../src/api/forms';

jest.mock('../src/api/forms', () => ({ sendForm: jest.fn() }));
const send = sendForm as jest.MockedFunction<typeof sendForm>;

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

/** The API's 400 for a form that skipped the browser's checks: the rules' lines joined by '; '. */
const refused = (message: string) => ({
  isAxiosError: true,
  config: { method: 'post' },
  response: { status: 400, data: { message } },
});

it('in French, the API’s refusal is worded by the same catalog as the browser’s checks', async () => {
  await act(() => setLanguage('fr-CA'));
  send.mockRejectedValue(refused('Model is required; tub checklist is incomplete'));
  const { result } = renderHook(() => useSubmission({ success: 'ok', failure: 'échec' }));
  await act(() =>
    result.current.submit({ kind: 'pdi', form: {}, to: '', subject: '', body: '' } as never),
  );
  expect(result.current.outcome).toEqual({
    type: 'error',
    text: 'échec',
    detail: 'Le modèle est obligatoire\u00a0; La liste «\u00a0Cuve\u00a0» est incomplète',
  });
});
