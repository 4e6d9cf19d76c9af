import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore, SIGNED_OUT } from '@portal/shared';
import { StatusPage } from '../src/pages/StatusPage';
import { RewardsPanel } from '../src/components/RewardsPanel';
import { ProgramPage } from '../src/pages/ProgramPage';
import { fetchRewards, type Rewards } from '../src/api/rewards';

// The screens' own states; the real API behind them is exercised by e2e/tests/rewards.spec.ts.
jest.mock('../src/api/rewards', () => ({ fetchRewards: jest.fn() }));
const read = fetchRewards as jest.MockedFunction<typeof fetchRewards>;

/** A rewards read the test answers when it chooses. */
function pendingRead() {
  let answer!: (r: Rewards) => void;
  read.mockReturnValue(new Promise<Rewards>((resolve) => (answer = resolve)));
  return (r: Rewards) => act(async () => answer(r));
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

const show = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
/** Renders a screen that reads nothing the test answers, and lets it settle. */
const settle = (ui: React.ReactNode) =>
  act(async () => {
    show(ui);
  });

const TOP: Rewards = {
  totalPoints: 260,
  currentStatus: 'SUPREME ELITE',
  division: 'United States',
};

beforeEach(() => read.mockReset());

describe('Rewards Status (spec 001 §2)', () => {
  it("shows 'Loading...' until the rewards arrive, then the tier, next tier and points needed", async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<StatusPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(1001);
    await answer({ totalPoints: 49, currentStatus: 'SILVER' });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByTestId('tier-name')).toHaveTextContent('SILVER');
    expect(screen.getByTestId('points-needed')).toHaveTextContent('1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
  });

  it("issue 20: holding the tier the points lead to, it says 'Points needed to retain SILVER: 1'", async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<StatusPage />);
    await answer({ totalPoints: 49, currentStatus: 'SILVER' });
    // Not 'Next tier SILVER' to a SILVER dealer.
    expect(screen.queryByTestId('next-tier')).toBeNull();
    expect(screen.getByTestId('points-needed')).toHaveTextContent(
      'Points needed to retain SILVER1',
    );
  });

  it('shows the next tier and the points to it when that tier is above the current one', async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<StatusPage />);
    await answer({ totalPoints: 49, currentStatus: 'BRONZE' });
    expect(screen.getByTestId('next-tier')).toHaveTextContent('Next tierSILVER');
    expect(screen.getByTestId('points-needed')).toHaveTextContent('Points needed1');
  });

  it("says 'MAX' at the top tier and keeps the bar at 200", async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<StatusPage />);
    await answer(TOP);
    expect(screen.getByTestId('next-tier')).toHaveTextContent('MAX');
    expect(screen.getByTestId('points-needed')).toHaveTextContent('MAX');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '200');
    expect(screen.getByTestId('points-marker')).toHaveTextContent('260');
  });

  it("keeps 'Qualifying Details' collapsed until clicked, then lists the fields and the total", async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<StatusPage />);
    await answer({ ...TOP, salesTerritory: 'Mountain', farmVisits: 3, partsPoints: 20 });
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
    expect(read).not.toHaveBeenCalled();
  });

  it('points staff without a chosen dealer to Dealer Selection', async () => {
    actFor(null, null);
    await settle(<StatusPage />);
    expect(screen.getByRole('link', { name: 'Dealer Selection' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(read).not.toHaveBeenCalled();
  });
});

describe('home Rewards Status panel (spec 000 §2)', () => {
  it("shows 'Loading...', then STARTER for 0 points whatever the server's status", async () => {
    actFor('United States');
    const answer = pendingRead();
    show(<RewardsPanel />);
    expect(screen.getByTestId('rewards-panel')).toHaveTextContent('Loading...');
    await answer({ totalPoints: 0, currentStatus: 'BRONZE' });
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
