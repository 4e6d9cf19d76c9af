// The one access table, read by the shell's route guards and by the API's authorization hook.
// Screens: requirements 000 §2 'Route table and guards' and requirements 001 §2 'Route access'.
// API: requirements 000 §7 and requirements 001 §7, with the role of the screen that makes each call.
import type { AreaName } from './areas';
import { API_PATHS, type ApiPath } from './contract/paths';
import { ADMIN, ALL_ROLES, BUYERS, STAFF, type Role } from './roles';
import type { ApiScope } from './accessApi';

/** Who may open or call something: a role list, anyone signed in, anyone at all, only a
 * service account's API key (the import feed: never a UI user, whatever their role), or only an
 * API client's token (the dealer API, for the client's one dealer). */
export type Audience = readonly Role[] | 'signedIn' | 'public' | 'service' | 'apiClient';

export interface Screen {
  path: string;
  /** The federated area that renders it, or the shell itself. */
  area: AreaName | 'shell';
  who: Audience;
  title: string;
  /** Needs a selected dealer; without one the user is sent to /admin (requirements 000 §5). */
  dealerScoped?: boolean;
  /** 'plain': no top bar or sidebar; 'noSidebar': top bar only (the dealer picker). */
  layout?: 'main' | 'noSidebar' | 'plain';
}

export const SCREENS: readonly Screen[] = [
  { path: '/login', area: 'shell', who: 'public', title: 'Sign In', layout: 'plain' },
  { path: '/callback', area: 'shell', who: 'public', title: 'Signing In', layout: 'plain' },
  { path: '/unauthorized', area: 'shell', who: 'public', title: 'Not Authorized', layout: 'plain' },
  {
    path: '/update-password',
    area: 'shell',
    who: 'signedIn',
    title: 'Update Password',
    layout: 'plain',
  },
  { path: '/home', area: 'shell', who: 'signedIn', title: 'Welcome to the Dealer Portal' },

  { path: '/admin', area: 'admin', who: STAFF, title: 'Dealer Portal Access', layout: 'noSidebar' },
  { path: '/admin/users', area: 'admin', who: ADMIN, title: 'User Management' },
  // Beyond the spec: the import feed's runs and service accounts (decision 0040).
  { path: '/admin/imports', area: 'admin', who: ADMIN, title: 'Data Imports' },
  // The events sent to the manufacturer by webhook: endpoints, deliveries, dead letters (decision 0141).
  { path: '/admin/webhooks', area: 'admin', who: ADMIN, title: 'Webhooks' },
  // The dealer API's clients, as their routes are admins' (decision 0149).
  { path: '/admin/api-clients', area: 'admin', who: ADMIN, title: 'API Clients' },
  // Each area's versions and its health from real users (decision 0055).
  { path: '/admin/deployments', area: 'admin', who: ADMIN, title: 'Deployments' },

  {
    path: '/wholegoods/orders',
    area: 'wholegoods',
    who: BUYERS,
    title: 'Wholegoods Orders',
    dealerScoped: true,
  },
  {
    path: '/wholegoods/history',
    area: 'wholegoods',
    who: BUYERS,
    title: 'Wholegoods Order History',
    dealerScoped: true,
  },
  {
    path: '/wholegoods/my-inventory',
    area: 'wholegoods',
    who: BUYERS,
    title: 'My Dealer Inventory',
    dealerScoped: true,
  },
  {
    path: '/wholegoods/order-forms',
    area: 'wholegoods',
    who: BUYERS,
    title: 'Order Forms & Systems',
  },
  {
    path: '/wholegoods/warranty-policy',
    area: 'wholegoods',
    who: ALL_ROLES,
    title: 'Wholegoods Warranty Policy',
  },
  // One machine's whole life; every role (a viewer's page leaves the invoice out).
  {
    path: '/machines/:serial',
    area: 'wholegoods',
    who: ALL_ROLES,
    title: 'Machine',
    dealerScoped: true,
  },
  { path: '/wholegoods/submit-pdi', area: 'forms', who: BUYERS, title: 'PDI Submission' },
  {
    path: '/wholegoods/submit-warranty',
    area: 'forms',
    who: BUYERS,
    title: 'Warranty Registration',
  },

  {
    path: '/parts/orders',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Parts Orders',
    dealerScoped: true,
  },
  {
    path: '/parts/history',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Parts Order History',
    dealerScoped: true,
  },
  {
    path: '/parts/warranty-policy',
    area: 'parts',
    who: ALL_ROLES,
    title: 'PARTS WARRANTY STATEMENT(S)',
  },
  // The parts catalogue: every role finds parts and their availability; the dealer's net price
  // is a buyer's and staff's (a viewer's answers carry none). Dealer-scoped: the price list and
  // currency are the acting dealer's (decision 0124).
  {
    path: '/parts/catalog',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Parts Catalog',
    dealerScoped: true,
  },
  // Before a part's page: '/parts/catalog/diagrams' is not a part number.
  {
    path: '/parts/catalog/diagrams',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Parts Diagrams',
    dealerScoped: true,
  },
  {
    path: '/parts/catalog/diagrams/:diagramId',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Parts Diagram',
    dealerScoped: true,
  },
  {
    path: '/parts/catalog/:partNumber',
    area: 'parts',
    who: ALL_ROLES,
    title: 'Part',
    dealerScoped: true,
  },
  // Placing the dealership's cart: its buyers and staff acting for the dealer (decision 0128).
  {
    path: '/parts/cart/checkout',
    area: 'parts',
    who: BUYERS,
    title: 'Place Parts Order',
    dealerScoped: true,
  },
  // The dealership's shared cart: its buyers and staff acting for it; never a DealerViewer
  // (net prices, finance; decision 0130).
  { path: '/parts/cart', area: 'parts', who: BUYERS, title: 'Parts Cart', dealerScoped: true },

  {
    path: '/service/open-claims',
    area: 'service',
    who: ALL_ROLES,
    title: 'Open Claims',
    dealerScoped: true,
  },
  {
    path: '/service/claims-history',
    area: 'service',
    who: ALL_ROLES,
    title: 'Claims History',
    dealerScoped: true,
  },
  {
    path: '/service/claims/new',
    area: 'service',
    who: BUYERS,
    title: 'New Warranty Claim',
    dealerScoped: true,
  },

  {
    path: '/finance/invoices',
    area: 'finance',
    who: BUYERS,
    title: 'Invoices',
    dealerScoped: true,
  },
  {
    path: '/finance/statements',
    area: 'finance',
    who: BUYERS,
    title: 'Recent Statements',
    dealerScoped: true,
  },

  { path: '/rewards/status', area: 'rewards', who: 'signedIn', title: 'Rewards Status' },
  { path: '/rewards/program', area: 'rewards', who: 'signedIn', title: 'Rewards Program' },

  { path: '/resources/training', area: 'resources', who: ALL_ROLES, title: 'Training Categories' },
  { path: '/resources/contacts', area: 'resources', who: ALL_ROLES, title: 'Supreme Contacts' },
  { path: '/documents', area: 'resources', who: ALL_ROLES, title: 'Document Library' },
  { path: '/profile', area: 'resources', who: 'signedIn', title: 'Dealer Profile' },
  { path: '/terms', area: 'resources', who: ALL_ROLES, title: 'Terms and Conditions' },
  { path: '/privacy', area: 'resources', who: 'signedIn', title: 'Privacy Policy' },
  { path: '/help/support', area: 'resources', who: 'signedIn', title: 'Support Request' },
];

/** Where the dealer an API call acts for comes from. */
export type DealerSource =
  | 'path' // the `:id` path parameter is a dealer id (tradingPartnerId)
  | 'header' // the X-Dealer-Id header names it (dealer roles: always their own)
  | 'optional' // as 'header', but staff may send none: the call is then about no dealer
  | 'none'; // not dealer-scoped

export interface ApiRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify route path, as mounted under the API base: one of the contract's paths. */
  path: ApiPath;
  who: Audience;
  dealer: DealerSource;
  /** Callable by a user who must change their password first (everything else is refused). */
  beforePasswordChange?: true;
  /** An 'apiClient' route: the scope its token must hold (shared/src/accessApi.ts). */
  scope?: ApiScope;
}

/** A read of the dealer API: an API client's token holding `scope`, for the client's dealer. */
const clientRead = (path: ApiPath, scope: ApiScope): ApiRule => ({
  method: 'GET',
  path,
  who: 'apiClient',
  dealer: 'none',
  scope,
});

/** A write of the dealer API: an API client's token holding `scope`, for the client's dealer. */
const clientWrite = (path: ApiPath, scope: ApiScope): ApiRule => ({
  ...clientRead(path, scope),
  method: 'POST',
});

/** Who reads and changes the dealership's parts cart: DealerBuyer, and SupremeSales and
 * ApplicationAdmin acting for the dealer; never a DealerViewer. */
export const CART_AUDIENCE: Audience = BUYERS;

/** Who places the cart as a parts order: DealerBuyer, and SupremeSales and ApplicationAdmin
 * acting for the dealer; a DealerViewer browses the catalogue but orders nothing (403). */
export const ORDER_AUDIENCE: Audience = BUYERS;

const scopedRead = (path: ApiPath, who: Audience = ALL_ROLES): ApiRule => ({
  method: 'GET',
  path,
  who,
  dealer: 'path',
});

export const API_RULES: readonly ApiRule[] = [
  { method: 'POST', path: API_PATHS.login, who: 'public', dealer: 'none' },
  { method: 'POST', path: API_PATHS.validate, who: 'public', dealer: 'none' },
  { method: 'POST', path: API_PATHS.refresh, who: 'public', dealer: 'none' },
  { method: 'POST', path: API_PATHS.logout, who: 'public', dealer: 'none' },

  { method: 'GET', path: API_PATHS.notifications, who: 'signedIn', dealer: 'none' },
  { method: 'POST', path: API_PATHS.notifications, who: ADMIN, dealer: 'none' },
  { method: 'PUT', path: API_PATHS.notification, who: ADMIN, dealer: 'none' },
  { method: 'DELETE', path: API_PATHS.notification, who: ADMIN, dealer: 'none' },

  // Wholegoods order rows carry the invoice number, amount, amount paid and status: finance,
  // hidden from DealerViewer (requirements 000 §6). Only the order screens read them (BUYERS); the home
  // page's cards, every role's, are counted by /summary (a viewer read finance here).
  scopedRead(API_PATHS.wholegoodsAll, BUYERS),
  // The home page's card counts (counted on the server, not from whole lists).
  scopedRead(API_PATHS.summary),
  scopedRead(API_PATHS.wholegoods, BUYERS),
  scopedRead(API_PATHS.pullTypeStockUnits, BUYERS),
  scopedRead(API_PATHS.truckMountStockUnits, BUYERS),
  scopedRead(API_PATHS.pullTypeInventory, BUYERS),
  scopedRead(API_PATHS.stationaryInventory, BUYERS),
  scopedRead(API_PATHS.truckMountInventory, BUYERS),
  scopedRead(API_PATHS.openPartsOrders),
  scopedRead(API_PATHS.allPartsOrders),
  scopedRead(API_PATHS.allParts),
  scopedRead(API_PATHS.partsInvoices, BUYERS),
  scopedRead(API_PATHS.allInvoices, BUYERS),
  scopedRead(API_PATHS.serviceWarrantyCalls),
  scopedRead(API_PATHS.rewards),
  scopedRead(API_PATHS.rewardsFast),
  scopedRead(API_PATHS.dealers),
  // The machine page and the top bar's search (which offers only screens the role opens).
  scopedRead(API_PATHS.machine),
  scopedRead(API_PATHS.search),
  // The parts catalogue: every role browses it; the dealer's net price is finance, left out of
  // a DealerViewer's answers (the field is absent), as the invoices are (requirements 000 §6).
  scopedRead(API_PATHS.catalogParts),
  scopedRead(API_PATHS.catalogPart),
  scopedRead(API_PATHS.catalogModels),
  scopedRead(API_PATHS.catalogDiagram),
  // The dealership's shared parts cart: its buyers, and staff acting for the dealer, read and
  // change it; a DealerViewer is refused (403): the cart shows the dealer's net prices, finance
  // (requirements 000 §6), and a viewer orders nothing.
  scopedRead(API_PATHS.partsCart, CART_AUDIENCE),
  { method: 'DELETE', path: API_PATHS.partsCart, who: CART_AUDIENCE, dealer: 'path' },
  { method: 'POST', path: API_PATHS.partsCartLines, who: CART_AUDIENCE, dealer: 'path' },
  { method: 'PUT', path: API_PATHS.partsCartLine, who: CART_AUDIENCE, dealer: 'path' },
  { method: 'DELETE', path: API_PATHS.partsCartLine, who: CART_AUDIENCE, dealer: 'path' },
  { method: 'POST', path: API_PATHS.partsCartReorder, who: CART_AUDIENCE, dealer: 'path' },
  // Placing the cart as an order: the same buyers; a DealerViewer is refused (403), as the cart.
  scopedRead(API_PATHS.partsCheckout, ORDER_AUDIENCE),
  scopedRead(API_PATHS.partsPoUsed, ORDER_AUDIENCE),
  { method: 'POST', path: API_PATHS.partsOrderPlace, who: ORDER_AUDIENCE, dealer: 'path' },
  scopedRead(API_PATHS.profile),
  { method: 'GET', path: API_PATHS.profileUser, who: ALL_ROLES, dealer: 'path' },
  // What staff did while acting for the dealer: shown under the dealer's profile.
  scopedRead(API_PATHS.staffActivity),

  { method: 'GET', path: API_PATHS.salesStaff, who: 'signedIn', dealer: 'none' },
  { method: 'GET', path: API_PATHS.dealerView, who: STAFF, dealer: 'none' },
  { method: 'POST', path: API_PATHS.dealerSelect, who: STAFF, dealer: 'header' },

  {
    method: 'GET',
    path: API_PATHS.users,
    who: 'signedIn',
    dealer: 'none',
    beforePasswordChange: true,
  },
  { method: 'POST', path: API_PATHS.users, who: ADMIN, dealer: 'none' },
  { method: 'PUT', path: API_PATHS.user, who: ADMIN, dealer: 'none' },
  { method: 'DELETE', path: API_PATHS.user, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.resetPasswordEmail, who: ADMIN, dealer: 'none' },
  {
    method: 'PUT',
    path: API_PATHS.password,
    who: 'signedIn',
    dealer: 'none',
    beforePasswordChange: true,
  },
  // The user's own language; the password page offers the choice too.
  {
    method: 'PUT',
    path: API_PATHS.language,
    who: 'signedIn',
    dealer: 'none',
    beforePasswordChange: true,
  },
  { method: 'GET', path: API_PATHS.audit, who: ADMIN, dealer: 'none' },

  // Files. Sales-order PDFs serve both wholegoods and parts screens (all roles); invoices are finance.
  {
    method: 'GET',
    path: API_PATHS.salesOrderFile,
    who: ALL_ROLES,
    dealer: 'header',
  },
  { method: 'GET', path: API_PATHS.invoiceFile, who: BUYERS, dealer: 'header' },
  // Who reads which folder is BLOB_FOLDERS below; the route lets in every role that reads one.
  { method: 'GET', path: API_PATHS.blob, who: ALL_ROLES, dealer: 'header' },
  // Signed links for the download fallback's new tab (requirements 001 §2): issued to a signed-in user
  // for a file they may read; the link itself is the credential, checked by its signature.
  { method: 'POST', path: API_PATHS.blobLinks, who: ALL_ROLES, dealer: 'header' },
  { method: 'GET', path: API_PATHS.blobLink, who: 'public', dealer: 'none' },
  { method: 'GET', path: API_PATHS.statements, who: BUYERS, dealer: 'header' },
  // The library is the same for every dealer (requirements 001 §2): staff browse it with no dealer chosen.
  { method: 'GET', path: API_PATHS.blobLibrary, who: ALL_ROLES, dealer: 'none' },
  { method: 'GET', path: API_PATHS.pdfLibrary, who: ALL_ROLES, dealer: 'none' },
  {
    method: 'GET',
    path: API_PATHS.pdfThumbnail,
    who: ALL_ROLES,
    dealer: 'none',
  },
  { method: 'GET', path: API_PATHS.pdfDocument, who: ALL_ROLES, dealer: 'none' },

  // Mail-backed forms.
  // A support request may be about no dealer: staff with none chosen can still send one.
  { method: 'POST', path: API_PATHS.supportEmail, who: 'signedIn', dealer: 'optional' },
  { method: 'POST', path: API_PATHS.formEmail, who: BUYERS, dealer: 'header' },
  // A warranty claim filed online: whoever may send the PDI and the registration, for
  // the dealer the call acts for (decision 0047); a DealerViewer reads claims but files none.
  { method: 'POST', path: API_PATHS.claims, who: BUYERS, dealer: 'header' },
  // What the forms stored, newest first (admins trace a dealer's PDI or registration).
  { method: 'GET', path: API_PATHS.submissions, who: ADMIN, dealer: 'none' },

  // The import feed: the manufacturer's scheduled job, with a service account's key.
  { method: 'POST', path: API_PATHS.importKind, who: 'service', dealer: 'none' },
  // An import answered 202 before its end: its sender polls its run (decision 0087).
  { method: 'GET', path: API_PATHS.importRun, who: 'service', dealer: 'none' },
  // Its administration: imports run, their error reports, and the service accounts.
  { method: 'GET', path: API_PATHS.imports, who: ADMIN, dealer: 'none' },
  { method: 'GET', path: API_PATHS.importErrors, who: ADMIN, dealer: 'none' },
  { method: 'GET', path: API_PATHS.serviceAccounts, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.serviceAccounts, who: ADMIN, dealer: 'none' },
  { method: 'DELETE', path: API_PATHS.serviceAccount, who: ADMIN, dealer: 'none' },

  // The submissions' events (decision 0139): pulled by the manufacturer with a service key
  // (the import feed's accounts), each account with its own acknowledged cursor.
  { method: 'GET', path: API_PATHS.integrationEvents, who: 'service', dealer: 'none' },
  { method: 'POST', path: API_PATHS.integrationAck, who: 'service', dealer: 'none' },
  // Pushed to the endpoints an admin registers (decision 0140).
  { method: 'GET', path: API_PATHS.webhooks, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.webhooks, who: ADMIN, dealer: 'none' },
  { method: 'PUT', path: API_PATHS.webhook, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.webhookRotate, who: ADMIN, dealer: 'none' },
  { method: 'GET', path: API_PATHS.webhookDeliveries, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.webhookReplay, who: ADMIN, dealer: 'none' },

  // Real-user reports: every signed-in browser sends its area's loads, errors and
  // vitals; admins read the health per area and version.
  {
    method: 'POST',
    path: API_PATHS.reports,
    who: 'signedIn',
    dealer: 'none',
    beforePasswordChange: true,
  },
  { method: 'GET', path: API_PATHS.reportsHealth, who: ADMIN, dealer: 'none' },
  // Which version of each area runs, with that health (the Deployments screen, decision 0055).
  { method: 'GET', path: API_PATHS.deployments, who: ADMIN, dealer: 'none' },

  // The dealer API's clients, made and ended by admins for one dealership each (decision 0144).
  { method: 'GET', path: API_PATHS.apiClients, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.apiClients, who: ADMIN, dealer: 'none' },
  { method: 'POST', path: API_PATHS.apiClientRotate, who: ADMIN, dealer: 'none' },
  { method: 'DELETE', path: API_PATHS.apiClient, who: ADMIN, dealer: 'none' },
  // The dealer API: the token is had with the client's id and secret; the document is public.
  { method: 'POST', path: API_PATHS.v1Token, who: 'public', dealer: 'none' },
  { method: 'GET', path: API_PATHS.v1OpenApi, who: 'public', dealer: 'none' },
  // Its reads, each behind the scope of the screen that shows the same rows (accessApi.ts).
  clientRead(API_PATHS.v1WholegoodsOrders, 'wholegoods:read'),
  clientRead(API_PATHS.v1Inventory, 'inventory:read'),
  clientRead(API_PATHS.v1Machine, 'machines:read'),
  clientRead(API_PATHS.v1PartsOrders, 'parts-orders:read'),
  clientRead(API_PATHS.v1Invoices, 'invoices:read'),
  clientRead(API_PATHS.v1Statements, 'statements:read'),
  clientRead(API_PATHS.v1Claims, 'claims:read'),
  clientRead(API_PATHS.v1CatalogParts, 'catalog:read'),
  clientRead(API_PATHS.v1CatalogPart, 'catalog:read'),
  // Its writes, each behind the scope of the screen that submits the same record: a DealerViewer
  // client holds none (accessApi.ts). Each needs an Idempotency-Key.
  clientWrite(API_PATHS.v1Claims, 'claims:write'),
  clientWrite(API_PATHS.v1Pdis, 'pdis:write'),
  clientWrite(API_PATHS.v1Registrations, 'registrations:write'),
  clientWrite(API_PATHS.v1PartsOrders, 'parts-orders:write'),
  // The changes feed: each event shown only to a client holding its kind's scope.
  { method: 'GET', path: API_PATHS.v1Changes, who: 'apiClient', dealer: 'none' },
  // A signed link to an invoice's or statement's PDF, handed out in the reads: the link is the grant.
  { method: 'GET', path: API_PATHS.v1File, who: 'public', dealer: 'none' },
];

/**
 * Who sees a dealer's net price in the parts catalogue (its answers carry `netPrice` only for
 * them): the buyers and staff. A DealerViewer browses the catalogue, its list prices and
 * availability, but its answers have no `netPrice` field at all: the dealer's own cost is
 * finance, hidden from viewers like the invoices (requirements 000 §6).
 */
export const NET_PRICE_AUDIENCE: Audience = BUYERS;

/**
 * Who may read each folder of the blob store (`GET /api/blob/<folder>/...`), checked by the
 * API after the route's own rule. Invoices and statements are finance, hidden from DealerViewer
 * like the finance screens (requirements 000 §6); sales orders serve the wholegoods and parts screens
 * (every role); documents are the library (every role). A folder not listed is not served.
 */
export const BLOB_FOLDERS: Readonly<Record<string, Audience>> = {
  Sales_Orders: ALL_ROLES,
  Invoices: BUYERS,
  Statements: BUYERS,
  Documents: ALL_ROLES,
};

/** The audience of a blob folder; undefined for a folder that is not served (own keys only). */
export function blobFolderAudience(folder: string): Audience | undefined {
  return Object.hasOwn(BLOB_FOLDERS, folder) ? BLOB_FOLDERS[folder] : undefined;
}

export function allows(who: Audience, role: Role | null | undefined, signedIn: boolean): boolean {
  if (who === 'public') return true;
  if (who === 'service' || who === 'apiClient') return false; // no UI user is a machine
  if (!signedIn || !role) return false;
  if (who === 'signedIn') return true;
  return who.includes(role);
}

/** The screen at a path; a `:name` segment of a screen's path matches any one segment. */
export function screenFor(pathname: string): Screen | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const parts = clean.split('/');
  return SCREENS.find((s) => {
    if (s.path === clean) return true;
    const want = s.path.split('/');
    return (
      s.path.includes('/:') &&
      want.length === parts.length &&
      want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]))
    );
  });
}

export function apiRule(method: string, path: string): ApiRule | undefined {
  return API_RULES.find((r) => r.method === method && r.path === path);
}
