import { BRAND_RED } from '@portal/shared/ui/theme';

/** The sign-in page's look: antd's card, field and button, drawn with the portal's theme tokens
 * (shared/src/ui/theme.tsx) so it matches every other page without loading antd. */
export const LOGIN_CSS = `
.login { min-height: 100vh; display: grid; place-items: center; padding: 16px; box-sizing: border-box; }
.login-card { width: 100%; max-width: 400px; background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; padding: 24px; box-sizing: border-box; color: rgba(0,0,0,0.88); font-size: 14px; line-height: 1.5715; }
.login h1 { font-size: 22px; font-weight: 600; line-height: 1.35; margin: 0 0 16px; }
.login fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.login-field { margin-bottom: 24px; }
.login-field label { display: block; padding-bottom: 8px; }
.login input { box-sizing: border-box; width: 100%; height: 32px; padding: 4px 11px; font: inherit; color: inherit; background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; transition: border-color 0.2s, box-shadow 0.2s; }
.login input:hover { border-color: ${BRAND_RED}; }
.login input:focus { outline: none; border-color: ${BRAND_RED}; box-shadow: 0 0 0 3px rgba(200, 16, 46, 0.3); }
.login input[aria-invalid='true'] { border-color: #ff4d4f; }
.login input[aria-invalid='true']:focus { box-shadow: 0 0 0 3px rgba(255, 38, 5, 0.12); }
.login fieldset:disabled input { color: rgba(0,0,0,0.25); background: rgba(0,0,0,0.04); border-color: #d9d9d9; cursor: not-allowed; }
.login-password { position: relative; }
.login-password input { padding-right: 36px; }
.login-eye { position: absolute; right: 4px; top: 4px; width: 24px; height: 24px; display: grid; place-items: center; padding: 0; border: 0; background: none; color: rgba(0,0,0,0.6); cursor: pointer; border-radius: 4px; }
.login-eye:hover { color: rgba(0,0,0,0.88); }
.login-error { color: #d4380d; margin-top: 4px; }
.login-alert { margin-bottom: 16px; padding: 8px 12px; border: 1px solid #ffccc7; background: #fff2f0; border-radius: 8px; }
.login-submit { width: 100%; height: 40px; display: inline-flex; align-items: center; justify-content: center; gap: 8px; font: inherit; font-size: 16px; color: #fff; background: ${BRAND_RED}; border: 0; border-radius: 8px; cursor: pointer; box-shadow: 0 2px 0 rgba(200, 16, 46, 0.1); }
.login-submit:hover { background: #d4374a; }
.login fieldset:disabled .login-submit { opacity: 0.75; cursor: default; }
.login-spinner { width: 14px; height: 14px; border: 2px solid rgba(255,255,255,0.5); border-top-color: #fff; border-radius: 50%; animation: login-spin 0.8s linear infinite; }
@keyframes login-spin { to { transform: rotate(360deg); } }
.login-link { margin-top: 12px; padding: 0; font: inherit; color: #a00d25; background: none; border: 0; cursor: pointer; }
.login-link:hover { text-decoration: underline; }
.login-hint { margin-top: 8px; padding: 8px 12px; border: 1px solid #91caff; background: #e6f4ff; border-radius: 8px; }
.login-hint a { color: #a00d25; }
.login-language { display: flex; justify-content: flex-end; align-items: center; gap: 6px; margin: -8px 0 8px; font-size: 13px; color: rgba(0,0,0,0.65); }
.login-language select { font: inherit; padding: 2px 4px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; }
`;
