import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import type { DeploymentsAnswer } from '@portal/shared/contract/deployments';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { DeploymentsPage } from '../src/pages/DeploymentsPage';
import { quietActWarnings, signInAdmin } from './support';

// The API's answers are the test's (checked against the contract); the client, the page's own
// mapping and the screen are real. The API is tested over HTTP in api/test/deployments.test.ts,
// the screen against the real server in e2e/tests/deployments.spec.ts.
const ROUTE = 'GET /deployments';
/** The report windows asked for, in order. */
const windowsAsked = () => callsTo(ROUTE).map((c) => c.query.get('days'));

const health = (patch: object = {}) => ({
  loads: 120,
  failedLoads: 3,
  errors: 7,
  topErrors: [
    { message: 'TypeError: lines is undefined', count: 5 },
    { message: 'ChunkLoadError: Loading chunk 12 failed', count: 2 },
  ],
  p75: { LCP: 2100.4, INP: 350, CLS: 0.31 },
  lastSeen: '2026-11-24T10:00:00.000Z',
  ...patch,
});

const ANSWER: DeploymentsAnswer = {
  days: 7,
  areas: [
    {
      area: 'parts',
      title: 'Parts',
      versions: [
        {
          version: '1.3.0',
          state: 'current',
          commit: 'c3c3c3c9d9d9d9',
          builtAt: '2026-11-20T14:05:00.000Z',
          sharedRange: '^1.2.0',
          health: health(),
        },
        {
          version: '1.2.0',
          state: 'previous',
          commit: 'b2b2b2b',
          builtAt: null,
          sharedRange: '^1.1.0',
          health: null,
        },
      ],
    },
    { area: 'finance', title: 'Finance', versions: [] },
  ],
};

quietActWarnings();

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

function renderPage(path = '/admin/deployments') {
  renderArea(
    <>
      <DeploymentsPage />
      <Where />
    </>,
    path,
  );
}

const setPhone = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

beforeEach(() => {
  setPhone(false);
  network.use(answer(ROUTE, ({ query }) => ({ ...ANSWER, days: Number(query.get('days')) })));
  signInAdmin();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the Deployments screen', () => {
  it("lists each area's versions with their build, range and health from real users", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Deployments');
    expect(await screen.findByText('1.3.0')).toBeInTheDocument();
    expect(windowsAsked()).toContain('7');

    const current = within(rowOf('1.3.0'));
    expect(current.getByText('Parts')).toBeInTheDocument();
    expect(current.getByText('Current')).toBeInTheDocument();
    expect(current.getByText('c3c3c3c')).toBeInTheDocument();
    expect(current.getByText('^1.2.0')).toBeInTheDocument();
    const cells = rowOf('1.3.0').querySelectorAll('td');
    const header = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const cell = (title: string) => cells[header.indexOf(title)].textContent;
    expect(cell('Built')).toBe('Nov 20, 20262:05 PM UTC');
    expect(cell('Loads')).toBe('120');
    expect(cell('Failures')).toBe('3');
    expect(cell('Errors')).toBe('7');
    // Two lines at most in the table, the whole message on hover.
    expect(current.getByTitle('TypeError: lines is undefined')).toHaveStyle({ overflow: 'hidden' });
    expect(cell('Top Errors')).toBe(
      '5× TypeError: lines is undefined2× ChunkLoadError: Loading chunk 12 failed',
    );
    // p75 of each vital, rated by Web Vitals' thresholds.
    expect(current.getByText('2,100 ms')).toHaveAttribute('title', 'good');
    expect(current.getByText('350 ms')).toHaveAttribute('title', 'needs improvement');
    expect(current.getByText('0.310')).toHaveAttribute('title', 'poor');

    // A previous version nobody reported shows dashes, never zeros it did not measure.
    const previous = rowOf('1.2.0');
    expect(within(previous).getByText('Previous')).toBeInTheDocument();
    const prevCells = previous.querySelectorAll('td');
    expect(prevCells[header.indexOf('Loads')].textContent).toBe('—');
    expect(prevCells[header.indexOf('Built')].textContent).toBe('—');

    // An area with no build found is still listed.
    expect(within(rowOf('Finance')).getByText('No build found')).toBeInTheDocument();
  });

  it('reads another window of reports, kept in the URL', async () => {
    renderPage();
    await screen.findByText('1.3.0');
    fireEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(windowsAsked().at(-1)).toBe('30'));
    expect(location).toBe('?days=30');
  });

  it('opens on the window a link names', async () => {
    renderPage('/admin/deployments?days=1');
    await screen.findByText('1.3.0');
    expect(windowsAsked().at(-1)).toBe('1');
    expect(screen.getByRole('radio', { name: '24 hours' })).toBeChecked();
  });

  it("says so when the list cannot be read, never the API's text (and ignores a window it does not offer)", async () => {
    network.use(refuse(ROUTE, 500, 'relation "x" does not exist'));
    renderPage('/admin/deployments?days=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deployments');
    expect(windowsAsked()).toContain('7');
    expect(windowsAsked()).not.toContain('999');
    expect(document.body).not.toHaveTextContent('relation');
  });

  it('shows each version as a card on a phone', async () => {
    setPhone(true);
    const container = document.body;
    renderPage();
    await screen.findByText('1.3.0');
    expect(container.querySelector('table')).toBeNull();
    const cards = [...container.querySelectorAll<HTMLElement>('.portal-card')];
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Parts');
    expect(within(cards[0]).getByText('Errors').tagName).toBe('DT');
    expect(cards[0]).toHaveTextContent('5× TypeError: lines is undefined');
    // A card has no hover: each message is whole there, not cut to two lines.
    const message = within(cards[0]).getByTitle('TypeError: lines is undefined');
    expect(message).not.toHaveStyle({ overflow: 'hidden' });
  });

  it("says each area's title in French, on a row and on a phone's card", async () => {
    await act(() => setLanguage('fr-CA'));
    try {
      renderPage();
      await screen.findByText('1.3.0');
      expect(within(rowOf('1.3.0')).getByText('Pièces')).toBeInTheDocument();
      expect(within(rowOf('Finances')).getByText('Aucune compilation trouvée')).toBeInTheDocument();
      expect(screen.queryByText('Parts')).toBeNull();
    } finally {
      await act(() => languageStore.setState({ language: 'en' }));
    }
  });
});
