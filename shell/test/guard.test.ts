import {
  SCREENS,
  screenFor,
  SIGNED_OUT as SIGNED_OUT_FOR_TESTS,
  type AuthState,
  type Role,
} from '@portal/shared';
import { redirectFor } from '../src/app/guard';

const as = (role: Role, extra: Partial<AuthState> = {}): AuthState => ({
  ...SIGNED_OUT_FOR_TESTS,
  isAuthenticated: true,
  token: 't',
  role,
  selectedDealer: role === 'DealerBuyer' || role === 'DealerViewer' ? 1002 : null,
  ...extra,
});
const screen = (path: string) => SCREENS.find((s) => s.path === path)!;

describe('route guards (spec 000 §2, §5, §6)', () => {
  it('sends the unauthenticated to /login and lets them see public pages', () => {
    expect(redirectFor(screen('/home'), SIGNED_OUT_FOR_TESTS)).toBe('/login');
    expect(redirectFor(screen('/login'), SIGNED_OUT_FOR_TESTS)).toBeNull();
    expect(redirectFor(screen('/unauthorized'), SIGNED_OUT_FOR_TESTS)).toBeNull();
  });

  it('sends dealer roles opening /admin to /home', () => {
    expect(redirectFor(screen('/admin'), as('DealerBuyer'))).toBe('/home');
    expect(redirectFor(screen('/admin'), as('DealerViewer'))).toBe('/home');
    expect(redirectFor(screen('/admin'), as('SupremeSales'))).toBeNull();
  });

  it('keeps User Management for ApplicationAdmin only', () => {
    expect(redirectFor(screen('/admin/users'), as('SupremeSales'))).toBe('/unauthorized');
    expect(redirectFor(screen('/admin/users'), as('ApplicationAdmin'))).toBeNull();
  });

  it('keeps Data Imports for ApplicationAdmin only', () => {
    expect(redirectFor(screen('/admin/imports'), as('SupremeSales'))).toBe('/unauthorized');
    expect(redirectFor(screen('/admin/imports'), as('DealerBuyer'))).toBe('/unauthorized');
    expect(redirectFor(screen('/admin/imports'), as('ApplicationAdmin'))).toBeNull();
  });

  it('keeps Deployments for ApplicationAdmin only', () => {
    for (const role of ['SupremeSales', 'DealerBuyer', 'DealerViewer'] as const)
      expect(redirectFor(screen('/admin/deployments'), as(role))).toBe('/unauthorized');
    expect(redirectFor(screen('/admin/deployments'), as('ApplicationAdmin'))).toBeNull();
  });

  it('keeps wholegoods ordering, the forms and finance from DealerViewer', () => {
    for (const p of [
      '/wholegoods/orders',
      '/wholegoods/submit-pdi',
      '/wholegoods/submit-warranty',
      '/wholegoods/my-inventory',
      '/wholegoods/order-forms',
      '/finance/invoices',
      '/finance/statements',
    ]) {
      expect(redirectFor(screen(p), as('DealerViewer'))).toBe('/unauthorized');
      expect(redirectFor(screen(p), as('DealerBuyer'))).toBeNull();
    }
  });

  it('lets all four roles reach parts, claims, policies, resources and terms', () => {
    for (const role of [
      'DealerViewer',
      'DealerBuyer',
      'SupremeSales',
      'ApplicationAdmin',
    ] as Role[]) {
      for (const p of [
        '/parts/orders',
        '/parts/history',
        '/service/open-claims',
        '/service/claims-history',
        '/wholegoods/warranty-policy',
        '/parts/warranty-policy',
        '/resources/training',
        '/documents',
        '/resources/contacts',
        '/terms',
        '/home',
        '/rewards/status',
        '/rewards/program',
        '/profile',
        '/help/support',
        '/privacy',
      ]) {
        const to = redirectFor(screen(p), as(role, { selectedDealer: 1002 }));
        expect([p, role, to]).toEqual([p, role, null]);
      }
    }
  });

  it('sends staff with no dealer selected from dealer-scoped screens to /admin', () => {
    expect(redirectFor(screen('/wholegoods/orders'), as('SupremeSales'))).toBe('/admin');
    expect(redirectFor(screen('/service/open-claims'), as('ApplicationAdmin'))).toBe('/admin');
    expect(
      redirectFor(screen('/finance/invoices'), as('ApplicationAdmin', { selectedDealer: 1001 })),
    ).toBeNull();
  });

  it('lets every role reach the parts catalogue, staff once a dealer is chosen', () => {
    const catalog = [
      '/parts/catalog',
      '/parts/catalog/:partNumber',
      '/parts/catalog/diagrams',
      '/parts/catalog/diagrams/:diagramId',
    ];
    for (const role of [
      'DealerViewer',
      'DealerBuyer',
      'SupremeSales',
      'ApplicationAdmin',
    ] as Role[])
      for (const p of catalog)
        expect([p, role, redirectFor(screen(p), as(role, { selectedDealer: 1002 }))]).toEqual([
          p,
          role,
          null,
        ]);
    for (const p of catalog) expect(redirectFor(screen(p), as('SupremeSales'))).toBe('/admin');
    // The diagrams' address is not read as a part number's.
    expect(screenFor('/parts/catalog/diagrams')?.title).toBe('Parts Diagrams');
    expect(screenFor('/parts/catalog/diagrams/7')?.title).toBe('Parts Diagram');
    expect(screenFor('/parts/catalog/AF-1400')?.title).toBe('Part');
  });

  it('keeps the parts cart to those who order: a DealerViewer is told it is not theirs', () => {
    const cart = screen('/parts/cart');
    expect(redirectFor(cart, as('DealerViewer', { selectedDealer: 1001 }))).toBe('/unauthorized');
    expect(redirectFor(cart, as('DealerBuyer', { selectedDealer: 1001 }))).toBeNull();
    expect(redirectFor(cart, as('SupremeSales', { selectedDealer: 1001 }))).toBeNull();
    expect(redirectFor(cart, as('ApplicationAdmin'))).toBe('/admin');
    expect(screenFor('/parts/cart')?.title).toBe('Parts Cart');
  });

  it('holds a user who must change the password on /update-password', () => {
    expect(redirectFor(screen('/home'), as('DealerBuyer', { requirePasswordChange: true }))).toBe(
      '/update-password',
    );
    expect(
      redirectFor(screen('/update-password'), as('DealerBuyer', { requirePasswordChange: true })),
    ).toBeNull();
  });
});
