// The runtime half of @portal/shared: federation shares this module as ONE instance across the
// shell and every area, so there is one store, one API client and one toast bus on the page.
// Import it only as '@portal/shared' (never by a deep or relative path), or a second copy appears.
export * from './roles';
export * from './areas';
export * from './access';
export * from './auth/store';
export { SIGNED_OUT } from './auth/state';
export * from './api/client';
export { connectivityStore, useConnectivity, type Connectivity } from './api/connectivity';
export * from './toast';
export * from './lifecycles';
export * from './navigation';
export * from './auth/dealerFill';
export * from './wire/dealer';
export * from './links';
export * from './wire/notifications';
export * from './wire/claims';
export * from './wire/invoices';
export * from './wire/wholegoods';

// Diagnostic read by the browser tests: how many times this module was evaluated on the page
// (federation must make it exactly once, or a second store and client exist).
declare global {
  var __PORTAL_SHARED_LOADS__: number | undefined;
}
globalThis.__PORTAL_SHARED_LOADS__ = (globalThis.__PORTAL_SHARED_LOADS__ ?? 0) + 1;
export * from './reporting';
export * from './i18n';
