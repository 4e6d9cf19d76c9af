import { act } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { failedOutcome } from '../src/components/outcome';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

/** The API's 400 for a form that skipped the browser's checks: the rules' lines joined by '; '. */
const refused = (message: string) => ({
  isAxiosError: true,
  config: { method: 'post' },
  response: { status: 400, data: { message } },
});

it('in French, the API’s refusal is worded by the same catalog as the browser’s checks', async () => {
  await act(() => setLanguage('fr-CA'));
  expect(failedOutcome('échec', refused('Model is required; tub checklist is incomplete'))).toEqual(
    {
      type: 'error',
      text: 'échec',
      detail: 'Le modèle est obligatoire\u00a0; La liste «\u00a0Cuve\u00a0» est incomplète',
    },
  );
});
