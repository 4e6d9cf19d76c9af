import { useRef, useState, type FormEvent } from 'react';
import {
  api,
  EXTERNAL_LINKS,
  httpStatus,
  isStaff,
  session,
  type LoginResponse,
} from '@portal/shared';
import { useDocumentTitle } from '@portal/shared/ui/useDocumentTitle';
import { BrandBand } from '../layout/BrandBand';
import { LOGIN_CSS } from './loginStyles';
import { LanguagePicker } from '../layout/LanguagePicker';
import { t as translate, useT } from '../i18n';
import { applySignInLanguage } from './userLanguage';

/** Where a fresh sign-in goes (requirements 000 §2): password change first, then staff to the dealer
 * picker, everyone else home; a remembered origin wins over the default. */
export function landingAfterLogin(r: LoginResponse, from?: string): string {
  if (r.requirePasswordChange) return '/update-password';
  if (from && from !== '/login' && from !== '/') return from;
  return isStaff(r.role) ? '/admin' : '/home';
}

type Field = 'email' | 'password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Requirements 000 §5: 'e-mail is required and must be an e-mail; password is required.' */
export function loginErrors(
  email: string,
  password: string,
  t = translate,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!email.trim()) errors.email = t('Email is required');
  else if (!EMAIL.test(email.trim())) errors.email = t('Enter a valid email address');
  if (!password) errors.password = t('Password is required');
  return errors;
}

interface Props {
  /** Where the user was going before being sent here (the guard remembers it). */
  from?: string;
  /** Called after a successful sign-in with the page to go to. */
  onSignedIn: (to: string) => void;
  /** Called once the user starts typing: the rest of the portal can start loading. */
  onFirstInput?: () => void;
}

/**
 * The sign-in page (requirements 000 §2). Plain elements styled with the portal's theme, not antd: it is
 * the one page every visit starts on cold, so it loads React, the portal's runtime and this file
 * only (the form is usable after ~1.15 × the bytes of a bare antd form, or less).
 */
export function LoginPage({ from, onSignedIn, onFirstInput }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  // The failed answer's status: its text is chosen at render, so a language switch follows.
  const [failure, setFailure] = useState<number | null>(null);
  const [showHint, setShowHint] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const t = useT();
  const errors = checked ? loginErrors(email, password, t) : {};

  useDocumentTitle(t('Sign In'));

  const input = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    if (!typed.current) {
      typed.current = true;
      onFirstInput?.();
    }
    set(e.target.value);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    const found = loginErrors(email, password);
    // A failed submit puts the focus on the first field in error (it names its message).
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await api.post<LoginResponse>('/auth/login', {
        email: email.trim(),
        password,
      });
      session.login(data);
      // The language on the user's record wins over this page's (decision 0063).
      void applySignInLanguage(data);
      onSignedIn(landingAfterLogin(data, from));
    } catch (err) {
      const status = httpStatus(err);
      setFailure(status ?? 0);
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <style>{LOGIN_CSS}</style>
      <div className="login-card">
        <BrandBand />
        <LanguagePicker className="login-language" />
        <h1>{t('Sign in to the Dealer Portal')}</h1>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={busy}>
            <div className="login-field">
              <label htmlFor="login-email">{t('Email')}</label>
              <input
                ref={emailRef}
                id="login-email"
                type="email"
                autoComplete="username"
                autoFocus
                value={email}
                onChange={input(setEmail)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'login-email-error' : undefined}
              />
              {errors.email && (
                <div id="login-email-error" className="login-error">
                  {errors.email}
                </div>
              )}
            </div>
            <div className="login-field">
              <label htmlFor="login-password">{t('Password')}</label>
              <div className="login-password">
                <input
                  ref={passwordRef}
                  id="login-password"
                  type={shown ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={input(setPassword)}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'login-password-error' : undefined}
                />
                <button
                  type="button"
                  className="login-eye"
                  aria-label={t(shown ? 'Hide password' : 'Show password')}
                  aria-pressed={shown}
                  onClick={() => setShown((v) => !v)}
                >
                  <EyeIcon open={shown} />
                </button>
              </div>
              {errors.password && (
                <div id="login-password-error" className="login-error">
                  {errors.password}
                </div>
              )}
            </div>
            {failure && (
              <div className="login-alert" role="alert">
                {t(
                  failure === 401
                    ? 'Invalid credentials'
                    : failure === 429
                      ? 'Too many failed sign-in attempts. Try again in a minute.'
                      : 'Login failed. Please try again.',
                )}
              </div>
            )}
            <button type="submit" className="login-submit" aria-busy={busy}>
              {busy && <span className="login-spinner" aria-hidden />}
              {t('Sign In')}
            </button>
          </fieldset>
        </form>
        <button
          type="button"
          className="login-link"
          onClick={() => setShowHint((v) => !v)}
          aria-expanded={showHint}
        >
          {t('Forgot Password')}
        </button>
        {showHint && (
          <div className="login-hint">
            {t('Send an e-mail to')}{' '}
            <a href={`mailto:${EXTERNAL_LINKS.salesEmail}`}>{EXTERNAL_LINKS.salesEmail}</a>{' '}
            {t(
              "with the subject 'Reset Password for Dealer Portal', stating your name and dealership in the body. A representative will reset your password within 24hrs.",
            )}
          </div>
        )}
      </div>
    </main>
  );
}

/** An eye (shown) or a struck-out eye (hidden), as antd's password field draws it. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {!open && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
