// What an API client of the dealer API may read, drawn from the one access table: a scope is
// the dealer's screen it stands for, so a client made as a DealerViewer holds exactly the scopes
// a DealerViewer's screens allow (no wholegoods orders, inventory, invoices or statements: the
// finance of requirements 000 §6), and a catalogue answer carries the net price only for a role
// of NET_PRICE_AUDIENCE.
import { allows, NET_PRICE_AUDIENCE, SCREENS } from './access';
import type { Role } from './roles';

/** The screen each scope stands for (what it shows, or what it submits): the client's role must
 * open it. */
export const API_SCOPE_SCREENS = {
  'wholegoods:read': '/wholegoods/orders',
  'inventory:read': '/wholegoods/my-inventory',
  'machines:read': '/machines/:serial',
  'parts-orders:read': '/parts/orders',
  'catalog:read': '/parts/catalog',
  'invoices:read': '/finance/invoices',
  'statements:read': '/finance/statements',
  'claims:read': '/service/open-claims',
  // A write scope stands for the screen that submits the same record: only the roles that may
  // submit there (never a DealerViewer) may hold it.
  'claims:write': '/service/claims/new',
  'pdis:write': '/wholegoods/submit-pdi',
  'registrations:write': '/wholegoods/submit-warranty',
  'parts-orders:write': '/parts/cart/checkout',
} as const;

export type ApiScope = keyof typeof API_SCOPE_SCREENS;
export const API_SCOPES = Object.keys(API_SCOPE_SCREENS) as ApiScope[];

/** The roles an API client is made with: a dealer's, never staff's (a client acts for one dealer). */
export const API_CLIENT_ROLES = ['DealerBuyer', 'DealerViewer'] as const satisfies readonly Role[];
export type ApiClientRole = (typeof API_CLIENT_ROLES)[number];

export function isApiScope(value: string): value is ApiScope {
  return Object.hasOwn(API_SCOPE_SCREENS, value);
}

/** Whether a client of `role` may hold `scope`: its screen's rule, as for a user of that role. */
export function scopeAllowed(role: ApiClientRole, scope: ApiScope): boolean {
  const screen = SCREENS.find((s) => s.path === API_SCOPE_SCREENS[scope]);
  return !!screen && allows(screen.who, role, true);
}

/** Every scope a client of `role` may hold. */
export const scopesOf = (role: ApiClientRole): ApiScope[] =>
  API_SCOPES.filter((s) => scopeAllowed(role, s));

/** Whether the catalogue's answers to a client of `role` carry the dealer's net price. */
export const clientSeesNetPrice = (role: ApiClientRole) => allows(NET_PRICE_AUDIENCE, role, true);

/** The scope that shows each kind of submission event in the changes feed; a kind not listed
 * (a support request) is not a record the API reads, and is left out. */
export const CHANGE_SCOPES: Readonly<Record<string, ApiScope>> = {
  'warranty-claim.submitted': 'claims:read',
  'registration.submitted': 'machines:read',
  'pdi.submitted': 'machines:read',
  'parts-order.placed': 'parts-orders:read',
};
