import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore, SIGNED_OUT } from '@portal/shared';
import type { RewardsWire } from '@portal/shared/contract/rewards';
import { answer, callsTo, held, network } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { StatusPage } from '../src/pages/StatusPage';
import { RewardsPanel } from '../src/components/RewardsPanel';
import { ProgramPage } from '../src/pages/ProgramPage';

// The screens' own states over the real client and mapper; the API's answers are the test's
// (checked against the contract). The real API behind them: e2e/tests/rewards.spec.ts.
const reads = () => callsTo('GET /rewards_fast/:id');

/** A rewards answer the test sends when it chooses. */
function pendingRead() {
  const gate = held<RewardsWire>();
  network.use(answer('GET /rewards_fast/:id', () => gate.promise));
  return async (r: RewardsWire) => {
    await waitFor(() => expect(reads()).toHaveLength(1));
    await act(async () => gate.release(r));
  };
}

function actFor(division: string | null, selectedDealer: number | null = 1001) {
  act(() =>
    authStore.setState({
      ...SIGNED_OUT,
      isAuthenticated: true,
      token: 't',
      role: 'DealerBuyer',
      dealerId: selectedDealer,
      selectedDealer,
      dealerCode: selectedDealer ? `D${selectedDealer}` : null,
      division,
    }),
  );
}

const show = (ui: React.ReactNode) => renderArea(ui);
/** Renders a screen that reads nothing the test answers, and lets it settle. */
const settle = (ui: React.ReactNode) =>
  act(async () => {
    show(ui);
  });

const TOP: RewardsWire = {
  totalPoints: 260,
  currentStatus: 'SUPREME ELITE',
  division: 'United States',
};

describe('Rewards Status (spec 001 §2)', () => {
  it("shows 'Loading...' until the rewards arrive, then the tier, next tier and points needed", async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<StatusPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await arrive({ totalPoints: 49, currentStatus: 'SILVER' });
    expect(reads().map((c) => c.params.id)).toEqual(['1001']);
    expect(reads()[0].headers.get('X-Dealer-Id')).toBe('1001');
    expect(await screen.findByTestId('tier-name')).toHaveTextContent('SILVER');
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByTestId('points-needed')).toHaveTextContent('1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
  });

  it("holding the tier the points lead to, it says 'Points needed to retain SILVER: 1'", async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<StatusPage />);
    await arrive({ totalPoints: 49, currentStatus: 'SILVER' });
    // Not 'Next tier SILVER' to a SILVER dealer.
    expect(screen.queryByTestId('next-tier')).toBeNull();
    expect(screen.getByTestId('points-needed')).toHaveTextContent(
      'Points needed to retain SILVER1',
    );
  });

  it('shows the next tier and the points to it when that tier is above the current one', async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<StatusPage />);
    await arrive({ totalPoints: 49, currentStatus: 'BRONZE' });
    expect(screen.getByTestId('next-tier')).toHaveTextContent('Next tierSILVER');
    expect(screen.getByTestId('points-needed')).toHaveTextContent('Points needed1');
  });

  it("says 'MAX' at the top tier and keeps the bar at 200", async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<StatusPage />);
    await arrive(TOP);
    expect(screen.getByTestId('next-tier')).toHaveTextContent('MAX');
    expect(screen.getByTestId('points-needed')).toHaveTextContent('MAX');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '200');
    expect(screen.getByTestId('points-marker')).toHaveTextContent('260');
  });

  it("keeps 'Qualifying Details' collapsed until clicked, then lists the fields and the total", async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<StatusPage />);
    await arrive({ ...TOP, salesTerritory: 'Mountain', farmVisits: 3, partsPoints: 20 });
    const toggle = screen.getByRole('button', { name: 'Qualifying Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('qualifying-details')).toBeNull();
    fireEvent.click(toggle);
    const details = screen.getByTestId('qualifying-details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveTextContent('Division: United States · Sales territory: Mountain');
    const farm = within(details).getByText('Farm visit').closest('tr')!;
    expect(farm).toHaveTextContent('3 visits');
    expect(farm.lastElementChild).toHaveTextContent(/^3$/); // 1 per visit, max 10
    expect(within(details).getByTestId('details-total')).toHaveTextContent('260');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('qualifying-details')).toBeNull();
  });

  it('says the program is not offered to division Offshore, without reading', async () => {
    actFor('Offshore');
    await settle(<StatusPage />);
    expect(
      screen.getByText('The Dealer Rewards program is not offered in the Offshore division.'),
    ).toBeInTheDocument();
    expect(reads()).toEqual([]);
  });

  it('points staff without a chosen dealer to Dealer Selection', async () => {
    actFor(null, null);
    await settle(<StatusPage />);
    expect(screen.getByRole('link', { name: 'Dealer Selection' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(reads()).toEqual([]);
  });
});

describe('home Rewards Status panel (spec 000 §2)', () => {
  it("shows 'Loading...', then STARTER for 0 points whatever the server's status", async () => {
    actFor('United States');
    const arrive = pendingRead();
    show(<RewardsPanel />);
    expect(screen.getByTestId('rewards-panel')).toHaveTextContent('Loading...');
    await arrive({ totalPoints: 0, currentStatus: 'BRONZE' });
    expect(screen.getByTestId('tier-name')).toHaveTextContent('STARTER');
    expect(screen.getByTestId('rewards-panel')).toHaveTextContent('0% rebate');
    expect(screen.getByTestId('rewards-panel')).toHaveTextContent('D1001');
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/rewards/status',
    );
  });
});

describe('Rewards Program (spec 001 §2, §9)', () => {
  it('prints the rebate timing of §9 to the letter', () => {
    actFor('Canada');
    show(<ProgramPage />);
    expect(
      screen.getByText('Warranty card rebates are credited within 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Parts rebates are credited monthly.')).toBeInTheDocument();
    expect(screen.getAllByTestId('tier-card')).toHaveLength(5);
  });
});
