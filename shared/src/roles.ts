/** The four roles of requirements 000 §6, in the order the user form offers them (requirements 001 §5). */
export const ROLES = ['DealerViewer', 'DealerBuyer', 'SupremeSales', 'ApplicationAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const ALL_ROLES: readonly Role[] = ROLES;
/** Roles that act for a dealer they pick on /admin. */
export const STAFF: readonly Role[] = ['ApplicationAdmin', 'SupremeSales'];
/** Roles that reach wholegoods ordering, the forms and finance. */
export const BUYERS: readonly Role[] = ['DealerBuyer', 'SupremeSales', 'ApplicationAdmin'];
export const ADMIN: readonly Role[] = ['ApplicationAdmin'];
/** Roles pinned to their own dealer. */
export const DEALER_ROLES: readonly Role[] = ['DealerViewer', 'DealerBuyer'];

const LABELS: Record<Role, string> = {
  ApplicationAdmin: 'Admin',
  SupremeSales: 'Sales',
  DealerBuyer: 'Dealer Buyer',
  DealerViewer: 'Dealer',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Requirements 000 §6: any other role is labelled User. */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? LABELS[role] : 'User';
}

export function isStaff(role: string | null | undefined): boolean {
  return isRole(role) && STAFF.includes(role);
}
