import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { authStore, SIGNED_OUT, type AuthState } from '@portal/shared';
import { AreaRoutes } from '../src/routes';

// The screens themselves, without the API: no user e-mail in the store, so nothing is fetched.
const as = (state: Partial<AuthState>) => authStore.setState({ ...SIGNED_OUT, ...state });
beforeEach(() => {
  window.localStorage.clear();
  as({ role: 'DealerBuyer', dealerId: 1001, selectedDealer: 1001, isAuthenticated: true });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The form opened from the inventory page, so there is somewhere to go back to. */
function openFrom(path: string) {
  render(
    <MemoryRouter initialEntries={['/wholegoods/my-inventory', path]} initialIndex={1}>
      <Routes>
        <Route path="/wholegoods/my-inventory" element={<Where />} />
        <Route path="*" element={<AreaRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe.each([
  ['/wholegoods/submit-pdi', 'PDI Submission', 'Submit PDI'],
  ['/wholegoods/submit-warranty', 'Warranty Registration', 'Submit Registration'],
])('%s', (path, title, submit) => {
  it('"A Cancel button goes back in history"', () => {
    openFrom(path);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/wholegoods/my-inventory');
  });

  it('staff without a selected dealer are told to choose one, and cannot send', () => {
    as({ role: 'SupremeSales', isAuthenticated: true });
    openFrom(path);
    expect(screen.getByTestId('dealer-needed')).toHaveTextContent(
      'Choose the dealer this form is for before submitting.',
    );
    expect(screen.getByRole('link', { name: 'Dealer Selection' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('button', { name: submit })).toBeDisabled();
  });

  it('a dealer, or staff acting for one, can send', () => {
    openFrom(path);
    expect(screen.queryByTestId('dealer-needed')).toBeNull();
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    act(() => as({ role: 'ApplicationAdmin', selectedDealer: 1002, isAuthenticated: true }));
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
  });
});

describe('warranty registration inputs (spec 001 §5)', () => {
  it('"The browser also marks owner name, address, city, state, zip, phone, email, date, model, serial and operation inputs required; the owner email input is of email type"', () => {
    openFrom('/wholegoods/submit-warranty');
    const input = (label: string) => screen.getByLabelText(label, { exact: true });
    for (const label of [
      'Owner Name',
      'Owner Address',
      'Owner City',
      'Owner State/Province',
      'Owner Zip/Postal Code',
      'Owner Phone',
      'Owner Email',
      'Dealer Sale Date',
      'Serial Number',
    ])
      expect(input(label)).toBeRequired();
    // The two pickers are not native inputs: they say it to assistive technology.
    for (const label of ['Model', 'Operation Type'])
      expect(input(label)).toHaveAttribute('aria-required', 'true');
    expect(input('Owner Email')).toHaveAttribute('type', 'email');
    expect(input('Owner Cell Phone')).not.toBeRequired();
  });

  it('numeric operation inputs start at 0', () => {
    openFrom('/wholegoods/submit-warranty');
    expect(screen.getByLabelText('Estimated Hours Daily')).toHaveValue('0');
  });
});
