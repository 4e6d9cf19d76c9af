import { act, screen } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signInBuyer } from '@portal/shared/jest/session';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { PartsCard } from '../src/components/machine/PartsCard';

// The machine page's 'Parts for this machine': its model's diagrams from the parts catalogue,
// each a link into the parts area. The client and the page are real; the answers are the
// contract's (shared/jest/network.ts).
const MODELS = 'GET /parts-catalog/:id/models';
const models = [
  {
    model: '700T',
    assemblies: [
      { diagramId: 11, assemblyCode: 'A100', title: 'Auger drive' },
      { diagramId: 12, assemblyCode: 'A200', title: 'Knives' },
    ],
  },
  { model: '900T', assemblies: [{ diagramId: 21, assemblyCode: 'B100', title: 'Chain' }] },
];

beforeEach(() => {
  queryClient.clear();
  act(() => signInBuyer());
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

test("lists the model's own diagrams, each opening in the parts area, in the page's language", async () => {
  network.use(answer(MODELS, models));
  await act(() => setLanguage('fr-CA'));
  renderArea(<PartsCard model="700T" />);
  const first = await screen.findByRole('link', { name: 'A100 · Auger drive' });
  expect(first).toHaveAttribute('href', '/parts/catalog/diagrams/11');
  expect(screen.getByRole('link', { name: 'A200 · Knives' })).toHaveAttribute(
    'href',
    '/parts/catalog/diagrams/12',
  );
  expect(screen.queryByText(/Chain/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Tous les schémas du 700T' })).toHaveAttribute(
    'href',
    '/parts/catalog/diagrams?model=700T',
  );
  expect(screen.getByRole('link', { name: 'Trouver une pièce' })).toHaveAttribute(
    'href',
    '/parts/catalog',
  );
  expect(callsTo(MODELS)[0].query.get('language')).toBe('fr-CA');
});

test('a model the catalogue has no diagrams for says so, and still offers the search', async () => {
  network.use(answer(MODELS, models));
  renderArea(<PartsCard model="1200T" />);
  expect(await screen.findByText('No parts diagrams for this model')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a part' })).toBeInTheDocument();
});

test('a machine whose model is not known asks nothing', async () => {
  renderArea(<PartsCard model={null} />);
  expect(screen.getByText('Model not known')).toBeInTheDocument();
  expect(callsTo(MODELS)).toEqual([]);
});

test("a failed read shows the card's own error, with the API's message", async () => {
  network.use(refuse(MODELS, 503, 'The catalogue is being imported'));
  renderArea(<PartsCard model="700T" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being imported');
});
