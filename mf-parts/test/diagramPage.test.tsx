import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import { DiagramPage } from '../src/pages/DiagramPage';
import { DiagramsPage } from '../src/pages/DiagramsPage';
import { cleanSvg } from '../src/catalog/diagram/cleanSvg';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';
import { DRAWING, diagramWire } from './catalogWire';
import { cartWire } from './cartWire';

const DIAGRAM = 'GET /parts-catalog/:id/diagrams/:diagramId';
const MODELS = 'GET /parts-catalog/:id/models';

let search = '';
function Where() {
  search = useLocation().search;
  return null;
}
const open = (path = '/parts/catalog/diagrams/7') =>
  renderArea(
    <>
      <Routes>
        <Route path="/parts/catalog/diagrams" element={<DiagramsPage />} />
        <Route path="/parts/catalog/diagrams/:diagramId" element={<DiagramPage />} />
      </Routes>
      <Where />
    </>,
    path,
  );
const callout = (n: number) =>
  document.querySelector(`[data-testid=diagram-drawing] [data-callout="${n}"]`) as HTMLElement;
const rowOf = (partNumber: string) =>
  screen.getByRole('link', { name: partNumber }).closest('tr') as HTMLElement;

beforeEach(() => {
  signInBuyer();
  // The cart link beside the way back reads the dealership's cart.
  network.use(answer('GET /parts-cart/:id', cartWire(1, [])));
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('a diagram (/parts/catalog/diagrams/{id})', () => {
  it('selects a callout clicked on the drawing: its row is marked', async () => {
    network.use(answer(DIAGRAM, diagramWire()));
    open();
    expect(await screen.findByText('FM-420: Auger drive')).toBeInTheDocument();
    expect(callsTo(DIAGRAM)[0].params).toEqual({ id: '1001', diagramId: '7' });
    fireEvent.click(callout(2).querySelector('circle')!);
    await waitFor(() => expect(rowOf('P-200')).toHaveClass('ant-table-row-selected'));
    expect(rowOf('P-100')).not.toHaveClass('ant-table-row-selected');
    expect(callout(2)).toHaveAttribute('aria-pressed', 'true');
    expect(search).toBe('?callout=2');
  });

  it('selects a focused callout with Enter, as a keyboard user does', async () => {
    network.use(answer(DIAGRAM, diagramWire()));
    open();
    await screen.findByText('FM-420: Auger drive');
    // The drawing's callout is a button in the tab order, named by its number.
    expect(callout(1)).toHaveAttribute('tabindex', '0');
    callout(1).focus();
    fireEvent.keyDown(callout(1), { key: 'Enter' });
    await waitFor(() => expect(rowOf('P-100')).toHaveClass('ant-table-row-selected'));
  });

  it("selecting a row's callout fills the callout on the drawing", async () => {
    network.use(answer(DIAGRAM, diagramWire()));
    open();
    await screen.findByText('FM-420: Auger drive');
    fireEvent.click(within(rowOf('P-100')).getByRole('button', { name: 'Callout 1' }));
    await waitFor(() => expect(callout(1)).toHaveAttribute('aria-pressed', 'true'));
    expect(callout(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it("opens with the callout a part's 'Where Used' link names", async () => {
    network.use(answer(DIAGRAM, diagramWire()));
    open('/parts/catalog/diagrams/7?callout=2');
    await screen.findByText('FM-420: Auger drive');
    await waitFor(() => expect(callout(2)).toHaveAttribute('aria-pressed', 'true'));
    expect(rowOf('P-200')).toHaveClass('ant-table-row-selected');
  });

  it('says plainly that no diagram has that number', async () => {
    network.use(refuse(DIAGRAM, 404, 'Diagram 9 not found'));
    open('/parts/catalog/diagrams/9');
    expect(await screen.findByText('No such diagram')).toBeInTheDocument();
  });

  it('asks nobody for an address that is no diagram number', async () => {
    open('/parts/catalog/diagrams/abc');
    expect(await screen.findByText('No such diagram')).toBeInTheDocument();
    expect(callsTo(DIAGRAM)).toHaveLength(0);
  });

  it('is French in French', async () => {
    network.use(answer(DIAGRAM, diagramWire()));
    await act(() => setLanguage('fr-CA'));
    const { container } = open();
    await screen.findByText('FM-420 : Auger drive');
    expect(callsTo(DIAGRAM)[0].query.get('language')).toBe('fr-CA');
    expect(callout(1)).toHaveAttribute('aria-label', 'Repère 1');
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});

describe('the diagrams by model (/parts/catalog/diagrams)', () => {
  const MODELS_ANSWER = [
    {
      model: 'FM-420',
      assemblies: [
        { diagramId: 7, assemblyCode: 'A03', title: 'Auger drive' },
        { diagramId: 8, assemblyCode: 'A04', title: 'Scale' },
      ],
    },
    { model: 'TM-700', assemblies: [{ diagramId: 21, assemblyCode: 'B01', title: 'Frame' }] },
  ];

  it("lists the models and the chosen model's assemblies, each opening its diagram", async () => {
    network.use(answer(MODELS, MODELS_ANSWER));
    open('/parts/catalog/diagrams');
    expect(await screen.findByRole('link', { name: 'A03: Auger drive' })).toHaveAttribute(
      'href',
      '/parts/catalog/diagrams/7',
    );
    fireEvent.click(screen.getByRole('link', { name: 'TM-700' }));
    expect(await screen.findByRole('link', { name: 'B01: Frame' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TM-700' })).toHaveAttribute('aria-current', 'page');
    expect(search).toBe('?model=TM-700');
  });

  it('says when the catalogue has no diagram', async () => {
    network.use(answer(MODELS, []));
    open('/parts/catalog/diagrams');
    expect(await screen.findByText('No diagrams in the catalog')).toBeInTheDocument();
  });

  it('says the read failed', async () => {
    network.use(refuse(MODELS, 500, 'Internal Server Error'));
    open('/parts/catalog/diagrams');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the drawing as it is put into the page', () => {
  it('keeps no script, handler or link out, and makes each callout a named button', () => {
    const clean = cleanSvg(DRAWING, 'FM-420: Auger drive', (n) => `Callout ${n}`)!;
    expect(clean).not.toMatch(/script|onclick|javascript|href/i);
    expect(clean).toContain('aria-label="FM-420: Auger drive"');
    expect(clean).toMatch(/data-callout="2"[^>]*role="button"|role="button"[^>]*data-callout="2"/);
    expect(cleanSvg('<html>not a drawing</html>', 't', String)).toBeNull();
  });
});
