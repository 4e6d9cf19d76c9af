import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse } from '@portal/shared';
import { landingAfterLogin, LoginPage, loginErrors } from '../src/login/LoginPage';

const answer = (over: Partial<LoginResponse>): LoginResponse => ({
  token: 't',
  role: 'DealerBuyer',
  dealerId: 1001,
  requirePasswordChange: false,
  email: 'a@b.c',
  id: 1,
  name: 'A',
  ...over,
});

describe('sign-in rules (spec 000 §2, §5)', () => {
  it('"e-mail is required and must be an e-mail; password is required"', () => {
    expect(loginErrors('', '')).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(loginErrors('not-an-email', 'x')).toEqual({ email: 'Enter a valid email address' });
    expect(loginErrors(' buyer@portal.test ', 'x')).toEqual({});
  });

  it('lands on /update-password first, then a remembered origin, staff on /admin, others /home', () => {
    expect(landingAfterLogin(answer({ requirePasswordChange: true }), '/parts/orders')).toBe(
      '/update-password',
    );
    expect(landingAfterLogin(answer({}), '/parts/orders')).toBe('/parts/orders');
    expect(landingAfterLogin(answer({}), '/login')).toBe('/home');
    expect(landingAfterLogin(answer({ role: 'SupremeSales' }))).toBe('/admin');
    expect(landingAfterLogin(answer({ role: 'ApplicationAdmin' }))).toBe('/admin');
    expect(landingAfterLogin(answer({ role: 'DealerViewer' }))).toBe('/home');
  });
});

describe('the sign-in page', () => {
  it('checks the fields before calling the API and focuses the first one in error', async () => {
    const signedIn = jest.fn();
    render(<LoginPage onSignedIn={signedIn} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await userEvent.type(email, 'buyer@portal.test');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('tells when the user starts typing, once', async () => {
    const typing = jest.fn();
    render(<LoginPage onSignedIn={() => undefined} onFirstInput={typing} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ab');
    expect(typing).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password, and the forgot-password hint', async () => {
    render(<LoginPage onSignedIn={() => undefined} />);
    const pw = screen.getByLabelText('Password');
    expect(pw).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pw).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(pw).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByText(/'Reset Password for Dealer Portal'/)).toBeInTheDocument();
    expect(screen.getByText(/within 24hrs/)).toBeInTheDocument();
  });
});
