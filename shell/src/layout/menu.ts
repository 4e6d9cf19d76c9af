import { allows, EXTERNAL_LINKS, screenFor, type AuthState } from '@portal/shared';

/** A sidebar entry: an internal route, an external link, or a group of entries. */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: string;
  path?: string;
  href?: string;
  children?: MenuEntry[];
}

/** Requirements 000 §2 'Menu entries', in order. Role filtering comes from the access table. */
export const MENU: MenuEntry[] = [
  { key: 'home', label: 'Dashboard', icon: 'dashboard', path: '/home' },
  {
    key: 'wholegoods',
    label: 'Wholegoods',
    icon: 'wholegoods',
    children: [
      { key: 'wg-orders', label: 'Orders', path: '/wholegoods/orders' },
      { key: 'wg-pdi', label: 'Submit PDI', path: '/wholegoods/submit-pdi' },
      { key: 'wg-warranty', label: 'Warranty Registration', path: '/wholegoods/submit-warranty' },
      { key: 'wg-inventory', label: 'My Dealer Inventory', path: '/wholegoods/my-inventory' },
      { key: 'wg-policy', label: 'Warranty Policy', path: '/wholegoods/warranty-policy' },
    ],
  },
  {
    key: 'parts',
    label: 'Parts',
    icon: 'parts',
    children: [
      { key: 'parts-orders', label: 'Orders', path: '/parts/orders' },
      // Beyond the spec's list: the parts catalogue (decision 0124), for every role.
      { key: 'parts-catalog', label: 'Catalog', path: '/parts/catalog' },
      // The dealership's cart (decision 0130); the access table keeps it from a DealerViewer.
      { key: 'parts-cart', label: 'Cart', path: '/parts/cart' },
      { key: 'parts-policy', label: 'Warranty Policy', path: '/parts/warranty-policy' },
      { key: 'parts-cad', label: 'CAD Sharing Login', href: EXTERNAL_LINKS.cadSharingLogin },
      {
        key: 'parts-cad-register',
        label: 'CAD Sharing Registration',
        href: EXTERNAL_LINKS.cadRegistration,
      },
    ],
  },
  { key: 'claims', label: 'Claims', icon: 'claims', path: '/service/open-claims' },
  {
    key: 'finance',
    label: 'Finance',
    icon: 'finance',
    children: [
      { key: 'fin-invoices', label: 'Invoices', path: '/finance/invoices' },
      { key: 'fin-statements', label: 'Statements', path: '/finance/statements' },
    ],
  },
  {
    key: 'rewards',
    label: 'Dealer Rewards',
    icon: 'rewards',
    children: [
      { key: 'rw-status', label: 'Rewards Status', path: '/rewards/status' },
      { key: 'rw-program', label: 'Rewards Program', path: '/rewards/program' },
    ],
  },
  { key: 'documents', label: 'Document Library', icon: 'documents', path: '/documents' },
  {
    key: 'resources',
    label: 'Resources',
    icon: 'resources',
    children: [
      { key: 'res-training', label: 'Training', path: '/resources/training' },
      { key: 'res-contacts', label: 'Contacts', path: '/resources/contacts' },
    ],
  },
  { key: 'dealer-selection', label: 'Dealer Selection', icon: 'dealers', path: '/admin' },
  { key: 'users', label: 'User Management', icon: 'users', path: '/admin/users' },
  // Beyond the spec's list (decision 0040); the access table keeps it to admins.
  { key: 'imports', label: 'Data Imports', icon: 'imports', path: '/admin/imports' },
  // The events' webhooks beside the imports (decision 0141); admins only.
  { key: 'webhooks', label: 'Webhooks', icon: 'webhooks', path: '/admin/webhooks' },
  // The dealer API's clients beside the webhooks (decision 0149); admins only.
  { key: 'api-clients', label: 'API Clients', icon: 'apiClients', path: '/admin/api-clients' },
  // Each area's versions and their health; admins only.
  { key: 'deployments', label: 'Deployments', icon: 'deployments', path: '/admin/deployments' },
];

export const PROFILE_ENTRY: MenuEntry = {
  key: 'profile',
  label: 'Dealer Profile',
  icon: 'profile',
  path: '/profile',
};

export const FOOTER_LINKS: MenuEntry[] = [
  { key: 'support', label: 'Support Request', path: '/help/support' },
  { key: 'privacy', label: 'Privacy', path: '/privacy' },
  { key: 'terms', label: 'Terms', path: '/terms' },
];

/** Whether the dealer of this division is in the rewards program: every division but Offshore
 * (requirements 000 §2 hides the rewards group and panel from it). */
export const inRewards = (division: string | null) => division !== 'Offshore';

function visible(entry: MenuEntry, auth: AuthState): boolean {
  if (entry.key === 'rewards' && !inRewards(auth.division)) return false;
  if (entry.href) return true;
  const screen = entry.path ? screenFor(entry.path) : undefined;
  return !!screen && allows(screen.who, auth.role, auth.isAuthenticated);
}

/** The menu this user sees: entries outside their role removed, empty groups dropped, the
 * rewards group hidden for division Offshore (requirements 000 §2). */
export function menuFor(auth: AuthState, menu: MenuEntry[] = MENU): MenuEntry[] {
  return menu.flatMap((entry) => {
    if (!entry.children) return visible(entry, auth) ? [entry] : [];
    if (entry.key === 'rewards' && !inRewards(auth.division)) return [];
    const children = entry.children.filter((c) => visible(c, auth));
    return children.some((c) => c.path) ? [{ ...entry, children }] : [];
  });
}

/** When the sidebar is collapsed, a group goes straight to its first sub-item. */
export function firstPath(entry: MenuEntry): string | undefined {
  return entry.path ?? entry.children?.find((c) => c.path)?.path;
}
