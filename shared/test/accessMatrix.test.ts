import { allows, apiRule, ROLES, SCREENS, screenFor, type Role } from '@portal/shared';

/*
 * A second oracle for the access table (shared/src/access.ts): who may open each screen and make
 * each call, written out by hand from the requirements, not read from the table it checks. A
 * wrong rule in access.ts disagrees with a row here.
 *
 * Columns: V DealerViewer, B DealerBuyer, S SupremeSales, A ApplicationAdmin; `x` may, `.` may
 * not. "public" rows are open to anyone, signed in or not.
 */

// Screens: requirements 000 §2 'Route table and guards' and §6 'Roles and permissions'; requirements 001 §2
// 'Route access for the screens in this document'.
const SCREEN_MATRIX = `
  /login                        public
  /callback                     public
  /unauthorized                 public
  /home                         x x x x
  /update-password              x x x x
  /rewards/status               x x x x
  /rewards/program              x x x x
  /profile                      x x x x
  /help/support                 x x x x
  /privacy                      x x x x
  /admin                        . . x x
  /admin/users                  . . . x
  /wholegoods/orders            . x x x
  /wholegoods/history           . x x x
  /wholegoods/submit-pdi        . x x x
  /wholegoods/submit-warranty   . x x x
  /wholegoods/my-inventory      . x x x
  /wholegoods/order-forms       . x x x
  /finance/invoices             . x x x
  /finance/statements           . x x x
  /parts/orders                 x x x x
  /parts/history                x x x x
  /service/open-claims          x x x x
  /service/claims-history       x x x x
  /wholegoods/warranty-policy   x x x x
  /parts/warranty-policy        x x x x
  /resources/training           x x x x
  /documents                    x x x x
  /resources/contacts           x x x x
  /terms                        x x x x
`;

// Screens the requirements do not list, decided in docs/decisions: the import feed's screen
// (0040), Webhooks (0141), API Clients (0149) and Deployments (0055) for admins; a claim filed online by whoever sends the forms
// (0047); one machine's page for every role (0043); the parts catalogue and a part's page for
// every role (0124); placing the parts cart, never a viewer (0128); the parts cart for buyers and staff (0130).
const DECIDED_SCREEN_MATRIX = `
  /admin/imports                . . . x
  /admin/webhooks               . . . x
  /admin/api-clients            . . . x
  /admin/deployments            . . . x
  /service/claims/new           . x x x
  /machines/:serial             x x x x
  /parts/catalog                x x x x
  /parts/catalog/:partNumber    x x x x
  /parts/catalog/diagrams       x x x x
  /parts/catalog/diagrams/:diagramId x x x x
  /parts/cart/checkout          . x x x
  /parts/cart                   . x x x
`;

// Calls: requirements 000 §6, §7 and requirements 001 §7, with the role of the screen that makes each. Finance
// (invoices, statements) is hidden from DealerViewer; user management is the admin's; the
// dealer picker's lists are staff's.
const API_MATRIX = `
  POST /auth/login                               public
  POST /auth/refresh                             public
  GET /notifications                             x x x x
  POST /notifications                            . . . x
  PUT /notifications/:id                         . . . x
  DELETE /notifications/:id                      . . . x
  GET /openpartsorders/:id                       x x x x
  GET /allpartsorders/:id                        x x x x
  GET /servicewarrantycalls/:id                  x x x x
  GET /rewards_fast/:id                          x x x x
  GET /allinvoices/:id                           . x x x
  GET /partsinvoices/:id                         . x x x
  GET /api/blob-statements/:dealerCode           . x x x
  GET /salesstaff                                x x x x
  GET /dealerview                                . . x x
  GET /users                                     x x x x
  POST /users                                    . . . x
  PUT /users/:id                                 . . . x
  DELETE /users/:id                              . . . x
  POST /users/:email/reset-password-email        . . . x
  PUT /users/:email/password                     x x x x
  POST /api/send-email                           . x x x
  POST /api/send-email-1                         x x x x
  GET /api/blob-library                          x x x x
  GET /api/pdf-library/thumbnail/:folder/:file   x x x x
`;

// The order of the matrix's columns, written here and not taken from ROLES.
const COLUMNS: readonly Role[] = [
  'DealerViewer',
  'DealerBuyer',
  'SupremeSales',
  'ApplicationAdmin',
];

interface Row {
  what: string;
  isPublic: boolean;
  /** Each role of COLUMNS: may it. */
  may: boolean[];
}

function rows(matrix: string): Row[] {
  return matrix
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/);
      const marks = cells.slice(-COLUMNS.length);
      if (cells.at(-1) === 'public')
        return { what: cells.slice(0, -1).join(' '), isPublic: true, may: COLUMNS.map(() => true) };
      return {
        what: cells.slice(0, -COLUMNS.length).join(' '),
        isPublic: false,
        may: marks.map((m) => m === 'x'),
      };
    });
}

/** What the access table says of `who` for each column, and for a visitor not signed in. */
const decided = (who: Parameters<typeof allows>[0]) => ({
  isPublic: allows(who, null, false),
  may: COLUMNS.map((role) => allows(who, role, true)),
});

describe('the access table against the requirements’ role × route matrix', () => {
  it('has the four roles the matrix has', () => {
    expect([...ROLES].sort()).toEqual([...COLUMNS].sort());
  });

  it.each(rows(SCREEN_MATRIX + DECIDED_SCREEN_MATRIX))('screen $what', (row) => {
    const screen = screenFor(row.what.replace(':serial', 'SN-1'));
    expect(screen).toBeDefined();
    expect(decided(screen!.who)).toEqual({ isPublic: row.isPublic, may: row.may });
  });

  it.each(rows(API_MATRIX))('call $what', (row) => {
    const [method, path] = row.what.split(' ');
    const rule = apiRule(method, path);
    expect(rule).toBeDefined();
    expect(decided(rule!.who)).toEqual({ isPublic: row.isPublic, may: row.may });
  });

  it('has a row for every screen the table holds (a new screen needs its row here)', () => {
    const written = rows(SCREEN_MATRIX + DECIDED_SCREEN_MATRIX).map((r) => r.what);
    expect(SCREENS.map((s) => s.path).filter((p) => !written.includes(p))).toEqual([]);
  });
});
