import { SIGNED_OUT, type AuthState, type Role } from '@portal/shared';
import { menuFor } from '../src/layout/menu';

const as = (role: Role): AuthState => ({
  ...SIGNED_OUT,
  isAuthenticated: true,
  token: 't',
  role,
  selectedDealer: null,
});
const paths = (role: Role) => menuFor(as(role)).map((e) => e.path);

// The sidebar's admin entries come from the access table: Data Imports is an admin's.
describe('the sidebar admin entries', () => {
  it('shows Data Imports to ApplicationAdmin, after User Management', () => {
    const p = paths('ApplicationAdmin');
    expect(p.indexOf('/admin/imports')).toBe(p.indexOf('/admin/users') + 1);
  });

  it('shows Webhooks (decision 0141) beside Data Imports, then API Clients (0149), then Deployments', () => {
    const p = paths('ApplicationAdmin');
    expect(p.indexOf('/admin/webhooks')).toBe(p.indexOf('/admin/imports') + 1);
    expect(p.indexOf('/admin/api-clients')).toBe(p.indexOf('/admin/webhooks') + 1);
    expect(p.indexOf('/admin/deployments')).toBe(p.indexOf('/admin/api-clients') + 1);
  });

  it.each<Role>(['SupremeSales', 'DealerBuyer', 'DealerViewer'])('hides it from %s', (role) => {
    expect(paths(role)).not.toContain('/admin/imports');
    expect(paths(role)).not.toContain('/admin/deployments');
    expect(paths(role)).not.toContain('/admin/webhooks');
    expect(paths(role)).not.toContain('/admin/api-clients');
  });
});

// The parts catalogue (decision 0124) is in the Parts group for every role, after Orders, so a
// collapsed group still opens the orders.
describe('the sidebar parts entries', () => {
  it.each<Role>(['DealerViewer', 'DealerBuyer', 'SupremeSales', 'ApplicationAdmin'])(
    'shows Catalog to %s, after Orders',
    (role) => {
      const parts = menuFor(as(role)).find((e) => e.key === 'parts')!;
      const shown = parts.children!.map((c) => c.path ?? c.href);
      expect(shown.slice(0, 2)).toEqual(['/parts/orders', '/parts/catalog']);
    },
  );

  // The dealership's cart (decision 0130) after the catalogue, for those who order; a viewer has
  // none.
  it.each<Role>(['DealerBuyer', 'SupremeSales', 'ApplicationAdmin'])(
    'shows Cart to %s, after Catalog',
    (role) => {
      const parts = menuFor(as(role)).find((e) => e.key === 'parts')!;
      expect(parts.children![2]).toMatchObject({ label: 'Cart', path: '/parts/cart' });
    },
  );
  it('hides Cart from a DealerViewer', () => {
    const parts = menuFor(as('DealerViewer')).find((e) => e.key === 'parts')!;
    expect(parts.children!.map((c) => c.path)).not.toContain('/parts/cart');
  });
});
