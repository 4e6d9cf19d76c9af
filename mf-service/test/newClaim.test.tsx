import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore, SIGNED_OUT } from '@portal/shared';
import { addDays } from '@portal/shared/dates';
import {
  businessDaysBefore,
  claimDueAfterFailure,
  claimDueAfterRepair,
  claimToday,
  emptyClaim,
  type ClaimInput,
} from '@portal/shared/warranty/claimRules';
import { AreaRoutes } from '../src/routes';
import { claimDraftKey } from '../src/pages/NewClaimPage';

// The claim form's live checks: the warranty statement's rules shown as the
// dealer types, the credit computed, the draft kept; no API is called.
const EMAIL = 'bea@dealer1001.example.com';
beforeEach(() => {
  window.localStorage.clear();
  authStore.setState({
    ...SIGNED_OUT,
    role: 'DealerBuyer',
    dealerId: 1001,
    selectedDealer: 1001,
    isAuthenticated: true,
    user: { email: EMAIL, id: 3, name: 'Bea Buyer', role: 'DealerBuyer' },
  });
});

const open = (path = '/service/claims/new') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes />
    </MemoryRouter>,
  );
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const today = claimToday();
const businessDaysAgo = (n: number) => businessDaysBefore(today, n);

it('pre-fills the serial from the machine page link', () => {
  open('/service/claims/new?serial=PT123456');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New Warranty Claim');
  expect(screen.getByLabelText('Serial Number')).toHaveValue('PT123456');
});

it('checks 14 business days from repair completion as the date is typed', () => {
  open();
  type('Failure Date', businessDaysAgo(15));
  type('Repair Completion Date', businessDaysAgo(14));
  const late = /^The claim must be filed within 14 business days of repair completion/;
  expect(screen.queryByText(late)).toBeNull();
  type('Repair Completion Date', businessDaysAgo(15));
  expect(screen.getByText(late)).toBeInTheDocument();
});

/** A 'YYYY-MM-DD' day as the English date fields show it: 11/24/2026. */
const asTyped = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

it('writes the deadlines’ dates as the date fields do, not as YYYY-MM-DD', () => {
  const { container } = open();
  const failure = addDays(today, -50);
  const repair = businessDaysAgo(15);
  type('Failure Date', failure);
  type('Repair Completion Date', repair);
  expect(
    screen.getByText(
      `The claim must be filed within 14 business days of repair completion (by ${asTyped(claimDueAfterRepair(repair))})`,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      `Work and claim must be completed within 45 days of failure (by ${asTyped(claimDueAfterFailure(failure))})`,
    ),
  ).toBeInTheDocument();
  expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
});

it('shows the credit and the $100 minimum as labour and parts are typed', () => {
  open();
  type('Labour Hours', '0.5');
  expect(screen.getByTestId('credit-labour')).toHaveTextContent('$62.50');
  expect(screen.getByText('The minimum claim is $100.00')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Add Part/ }));
  type('Part 1 part number', 'BRG-100');
  type('Part 1 quantity', '2');
  type('Part 1 dealer cost', '17.05');
  // 2 × $17.05 = $34.10, + 10% = $37.51; with labour $100.01.
  expect(screen.getByTestId('credit-parts')).toHaveTextContent('$37.51');
  expect(screen.getByTestId('credit-total')).toHaveTextContent('$100.01');
  expect(screen.queryByText('The minimum claim is $100.00')).toBeNull();
});

it('asks for photos: at least 2 of the failure and 1 of the serial plate', () => {
  open();
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText(/Photos of the failure/), { target: { files: [png] } });
  expect(screen.getByText('At least 2 photos of the failure are required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/Photos of the failure/), {
    target: { files: [png, png] },
  });
  expect(screen.queryByText('At least 2 photos of the failure are required')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(
    screen.getAllByText('At least 1 photo of the serial plate is required').length,
  ).toBeGreaterThan(0);
});

it('restores a draft after a reload, says photos are not kept, and checks a major drive failure', () => {
  const draft: ClaimInput = {
    ...emptyClaim('PT777777'),
    failureKind: 'majorDrive',
    hours: 5_001,
    complaint: 'Planetary seal leaking',
  };
  window.localStorage.setItem(claimDraftKey(EMAIL, 1001), JSON.stringify(draft));
  open();
  expect(screen.getByText(/restored from this browser\. Photos are not kept/)).toBeInTheDocument();
  expect(screen.getByLabelText('Complaint')).toHaveValue('Planetary seal leaking');
  // A major drive failure asks for the authorization number and declines beyond 5,000 hours.
  expect(screen.getByLabelText('Authorization Number')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(
    screen.getAllByText('Major drive components are declined beyond 5,000 hours').length,
  ).toBeGreaterThan(0);
  expect(
    screen.getAllByText(
      'An authorization number is required for a major drive or hydraulic failure',
    ).length,
  ).toBeGreaterThan(0);
  type('Hours', '4999');
  expect(screen.queryAllByText('Major drive components are declined beyond 5,000 hours')).toEqual(
    [],
  );
});

it('keeps drafts per user and dealer', () => {
  open();
  type('Complaint', 'Scale reads low');
  expect(window.localStorage.getItem(claimDraftKey(EMAIL, 1001))).toContain('Scale reads low');
  expect(window.localStorage.getItem(claimDraftKey(EMAIL, 1002))).toBeNull();
});
