/**
 * Every API path, declared once: the API registers its route with it, the access table
 * (shared/src/access.ts) gives it its rule, and an area's module calls it filled by `pathTo`.
 * A `:name` segment is a parameter; `*` the rest of the path. The names of the paths and of
 * their parameters are the spec's (requirements 000 §7, requirements 001 §7), to the letter.
 */
export const API_PATHS = {
  login: '/auth/login',
  validate: '/auth/validate',
  refresh: '/auth/refresh',
  logout: '/auth/logout',

  notifications: '/notifications',
  notification: '/notifications/:id',

  wholegoodsAll: '/wholegoodsall/:id',
  wholegoods: '/wholegoods/:id',
  summary: '/summary/:id',
  pullTypeStockUnits: '/pulltypestockunits/:id',
  truckMountStockUnits: '/truckmountstockunits/:id',
  pullTypeInventory: '/pulltypeinventory/:id',
  stationaryInventory: '/stationaryinventory/:id',
  truckMountInventory: '/truckmountinventory/:id',
  openPartsOrders: '/openpartsorders/:id',
  allPartsOrders: '/allpartsorders/:id',
  allParts: '/allparts/:id',
  partsInvoices: '/partsinvoices/:id',
  allInvoices: '/allinvoices/:id',
  serviceWarrantyCalls: '/servicewarrantycalls/:id',
  rewards: '/rewards/:id',
  rewardsFast: '/rewards_fast/:id',
  dealers: '/dealers/:id',
  machine: '/machines/:id/:serial',
  search: '/search/:id',
  catalogParts: '/parts-catalog/:id/parts',
  catalogPart: '/parts-catalog/:id/parts/:partNumber',
  catalogModels: '/parts-catalog/:id/models',
  catalogDiagram: '/parts-catalog/:id/diagrams/:diagramId',
  partsCart: '/parts-cart/:id',
  partsCartLines: '/parts-cart/:id/lines',
  partsCartLine: '/parts-cart/:id/lines/:partNumber',
  partsCartReorder: '/parts-cart/:id/reorder',
  partsCheckout: '/parts-checkout/:id',
  partsPoUsed: '/parts-checkout/:id/po-used',
  partsOrderPlace: '/parts-orders/:id',
  profile: '/profile/:id',
  profileUser: '/profile/:id/user/:userId',
  staffActivity: '/profile/:id/staff-activity',

  salesStaff: '/salesstaff',
  dealerView: '/dealerview',
  dealerSelect: '/dealerview/select',

  users: '/users',
  user: '/users/:id',
  resetPasswordEmail: '/users/:email/reset-password-email',
  password: '/users/:email/password',
  language: '/me/language',
  audit: '/audit',

  salesOrderFile: '/api/files/find/Sales_Orders/:orderNumber',
  invoiceFile: '/api/files/find/Invoices/:invoiceNumber',
  blob: '/api/blob/*',
  blobLinks: '/api/blob-links',
  blobLink: '/api/blob-link/*',
  statements: '/api/blob-statements/:dealerCode',
  blobLibrary: '/api/blob-library',
  pdfLibrary: '/api/pdf-library',
  pdfThumbnail: '/api/pdf-library/thumbnail/:folder/:file',
  pdfDocument: '/api/pdf-library/:category/:fileName',

  supportEmail: '/api/send-email-1',
  formEmail: '/api/send-email',
  claims: '/service/claims',
  submissions: '/submissions',

  importKind: '/import/:kind',
  importRun: '/import/runs/:id',
  imports: '/imports',
  importErrors: '/imports/:id/errors.csv',
  serviceAccounts: '/service-accounts',
  serviceAccount: '/service-accounts/:id',

  integrationEvents: '/integration/events',
  integrationAck: '/integration/events/ack',
  webhooks: '/integration/webhooks',
  webhook: '/integration/webhooks/:id',
  webhookRotate: '/integration/webhooks/:id/rotate',
  webhookDeliveries: '/integration/webhooks/:id/deliveries',
  webhookReplay: '/integration/deliveries/:id/replay',

  // The dealer API (docs/api.md): a dealer's own system with an API client's token.
  apiClients: '/api-clients',
  apiClientRotate: '/api-clients/:id/rotate',
  apiClient: '/api-clients/:id',
  v1Token: '/v1/oauth/token',
  v1OpenApi: '/v1/openapi.json',
  v1WholegoodsOrders: '/v1/wholegoods-orders',
  v1Inventory: '/v1/inventory',
  v1Machine: '/v1/machines/:serial',
  v1PartsOrders: '/v1/parts-orders',
  v1Invoices: '/v1/invoices',
  v1Statements: '/v1/statements',
  v1Claims: '/v1/claims',
  v1CatalogParts: '/v1/catalog/parts',
  v1CatalogPart: '/v1/catalog/parts/:partNumber',
  v1Pdis: '/v1/pdis',
  v1Registrations: '/v1/registrations',
  v1Changes: '/v1/changes',
  v1File: '/v1/files/*',

  reports: '/reports',
  reportsHealth: '/reports/health',
  deployments: '/deployments',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** The `:name` parameters of a path. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with its parameters filled, each encoded as one segment:
 * `pathTo(API_PATHS.wholegoodsAll, { id: 1001 })` is '/wholegoodsall/1001'. */
export function pathTo<P extends ApiPath>(
  path: P,
  params: Record<ParamsOf<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
