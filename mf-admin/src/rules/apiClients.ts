import { allows, errorMessage, httpStatus, SCREENS } from '@portal/shared';
import type { ApiClientRole, ApiScope } from '@portal/shared/accessApi';
import { t } from '../i18n';

/** The API clients screen's texts (decision 0149), in English: each goes through `t` where shown. */
export const API_CLIENT_TEXTS = {
  loading: 'Loading API clients...',
  empty: 'No API clients yet',
  failed: 'Failed to load API clients',
  newClient: 'New API Client',
  createFailed: 'Failed to create the API client',
  secretOnce:
    'Copy this secret now: it is shown only once and cannot be read again. The dealership’s system asks for its tokens with the client ID and this secret (docs/api.md).',
  rotatedNote: 'The previous secret and every token issued with it no longer work.',
  rotateQuestion:
    'Make a new secret? The current one and every token issued with it stop working at once.',
  rotateFailed: 'Failed to rotate the secret',
  rotated: 'Secret rotated',
  revokeQuestion:
    'Revoke this client? Its secret and its tokens stop working at once; this cannot be undone.',
  revokeFailed: 'Failed to revoke the API client',
  revoked: 'API client revoked',
  nameHelp: 'What the dealership’s system is, e.g. Dealer DMS',
  dealerHelp: 'The client reads this dealership’s records only.',
  roleHelp: 'The client reads what a user of this role sees on the dealership’s screens.',
  scopesHelp:
    'What the client may read or send. A Dealer viewer never reads orders, inventory or finance, and sends nothing.',
  dealerUnknown: 'No dealership has this ID',
  nameRule: 'Use 1 to 100 characters',
  scopesRule: 'The role does not allow one of these scopes',
} as const;

/** Each scope in words, with the API's own name beside it (what docs/api.md lists). The dealer
 * screen each stands for is the API's rule (shared/src/accessApi.ts); a test holds this table
 * to it, as this area cannot import that module without a second copy of the access table. */
export const SCOPES: Record<ApiScope, { label: string; screen: string }> = {
  'wholegoods:read': { label: 'Wholegoods orders', screen: '/wholegoods/orders' },
  'inventory:read': { label: 'Inventory', screen: '/wholegoods/my-inventory' },
  'machines:read': { label: 'Machines and their warranty', screen: '/machines/:serial' },
  'parts-orders:read': { label: 'Parts orders', screen: '/parts/orders' },
  'catalog:read': { label: 'Parts catalogue and prices', screen: '/parts/catalog' },
  'invoices:read': { label: 'Invoices', screen: '/finance/invoices' },
  'statements:read': { label: 'Statements', screen: '/finance/statements' },
  'claims:read': { label: 'Warranty claims', screen: '/service/open-claims' },
  // A write scope stands for the screen that submits the same record.
  'claims:write': { label: 'File warranty claims', screen: '/service/claims/new' },
  'pdis:write': { label: 'Submit PDIs', screen: '/wholegoods/submit-pdi' },
  'registrations:write': {
    label: 'Submit warranty registrations',
    screen: '/wholegoods/submit-warranty',
  },
  'parts-orders:write': { label: 'Place parts orders', screen: '/parts/cart/checkout' },
};
export const ALL_SCOPES = Object.keys(SCOPES) as ApiScope[];

export const ROLE_LABELS: Record<ApiClientRole, string> = {
  DealerBuyer: 'Dealer buyer',
  DealerViewer: 'Dealer viewer',
};
export const CLIENT_ROLES = Object.keys(ROLE_LABELS) as ApiClientRole[];

/** Whether a client of `role` may hold `scope`: the screen's rule, as the API checks it. */
export function scopeAllowed(role: ApiClientRole, scope: ApiScope): boolean {
  const screen = SCREENS.find((s) => s.path === SCOPES[scope].screen);
  return !!screen && allows(screen.who, role, true);
}

export const scopeLabel = (scope: string) =>
  Object.hasOwn(SCOPES, scope) ? t(SCOPES[scope as ApiScope].label) : scope;

/** Where a refused creation is said: under its field (the API names it first, 'body.scopes:
 * …'), or above the form; always in the page's language. */
export function createProblem(error: unknown): {
  field: 'name' | 'dealerId' | 'scopes' | null;
  text: string;
} {
  const message = httpStatus(error) === 400 ? errorMessage(error, '') : '';
  const field = /^body[./](name|dealerId|scopes)\b/.exec(message)?.[1] as
    'name' | 'dealerId' | 'scopes' | undefined;
  if (field === 'name') return { field, text: t(API_CLIENT_TEXTS.nameRule) };
  if (field === 'dealerId') return { field, text: t(API_CLIENT_TEXTS.dealerUnknown) };
  if (field === 'scopes') {
    const scope = / may not hold ([\w:-]+)/.exec(message)?.[1];
    return {
      field,
      text: scope
        ? t('apiClients.scopeRefused', { scope: scopeLabel(scope) })
        : t(API_CLIENT_TEXTS.scopesRule),
    };
  }
  return { field: null, text: t(API_CLIENT_TEXTS.createFailed) };
}
