import { formatLastLogin, formatUtc, lastLoginSortValue, parseUtc } from '../src/rules/lastLogin';
import { auditActionLabel, auditDetail, auditQuery } from '../src/rules/audit';
import {
  DEFAULT_ROLE,
  DELETE_CONFIRM_TEXT,
  emptyUserForm,
  parseTradingPartner,
  ROLE_OPTIONS,
  serverErrorField,
  toUserWrite,
  tradingPartnerNote,
  USER_TOASTS,
  userToForm,
  validateUserForm,
  type UserFormValues,
} from '../src/rules/userForm';

describe("last login (spec 001 §2: 'Never logged in', 'Date error', else the UTC time)", () => {
  it.each([null, undefined, '', '  '])("%p is 'Never logged in'", (v) => {
    expect(formatLastLogin(v)).toBe('Never logged in');
  });

  it.each(['yesterday', 'not a date', '2026-13-45T99:99:99Z', '2026-11-20T14:05:00+99:99x'])(
    "%p is 'Date error'",
    (v) => {
      expect(formatLastLogin(v)).toBe('Date error');
    },
  );

  it('shows the UTC time and says so', () => {
    expect(formatLastLogin('2026-11-20T14:05:00.000Z')).toBe('Nov 20, 2026, 2:05 PM UTC');
  });

  it('gives the seconds when asked (the audit log)', () => {
    expect(formatUtc(new Date('2026-11-20T14:05:09Z'), { seconds: true })).toBe(
      'Nov 20, 2026, 2:05:09 PM UTC',
    );
  });

  it('converts an offset time to UTC', () => {
    expect(formatLastLogin('2026-11-20T09:05:00-05:00')).toBe('Nov 20, 2026, 2:05 PM UTC');
  });

  it('reads a time without a zone as UTC (not the browser zone)', () => {
    expect(formatLastLogin('2026-11-20 14:05:00')).toBe('Nov 20, 2026, 2:05 PM UTC');
    expect(formatLastLogin('2026-11-20T00:30:00')).toBe('Nov 20, 2026, 12:30 AM UTC');
  });

  it('sorts never-logged-in and unparsable below every real time', () => {
    expect(lastLoginSortValue(null)).toBe(0);
    expect(lastLoginSortValue('garbage')).toBe(0);
    expect(lastLoginSortValue('2026-11-20T14:05:00Z')).toBe(Date.UTC(2026, 10, 20, 14, 5));
    expect(parseUtc('2026-11-20T14:05:00Z')?.toISOString()).toBe('2026-11-20T14:05:00.000Z');
  });
});

describe('user form (spec 001 §3, §5)', () => {
  const dealers = [
    { id: 1001, code: 'D1001' },
    { id: 1002, code: 'D1002' },
  ];
  const users = [
    { id: 1, email: 'admin@portal.test' },
    { id: 2, email: 'viewer@portal.test' },
  ];
  const form = (patch: Partial<UserFormValues> = {}) => ({
    ...emptyUserForm(),
    email: 'new@portal.test',
    tradingPartner: '1001',
    ...patch,
  });

  it('offers the roles in the spec order, DealerViewer by default', () => {
    expect(ROLE_OPTIONS).toEqual([
      'DealerViewer',
      'DealerBuyer',
      'SupremeSales',
      'ApplicationAdmin',
    ]);
    expect(DEFAULT_ROLE).toBe('DealerViewer');
    expect(emptyUserForm().role).toBe('DealerViewer');
  });

  it('keeps the spec texts to the letter', () => {
    expect(DELETE_CONFIRM_TEXT).toBe(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    expect(Object.values(USER_TOASTS).sort()).toEqual(
      [
        'Failed to load users',
        'Failed to create user',
        'Failed to update user',
        'Failed to reset password',
        'Failed to delete user',
        'User created successfully',
        'User updated successfully',
        'Password reset email sent successfully',
        'User deleted successfully',
      ].sort(),
    );
  });

  describe('trading partner: numeric, an unparsable value becomes null', () => {
    it.each([
      ['1001', 1001],
      [' 1002 ', 1002],
      ['', null],
      ['abc', null],
      ['12.5', null],
      ['-3', null],
      ['0', null],
      ['1e3', null],
      ['d1001', 1001], // a known dealer code reads as its ID
      ['D9999', null],
    ] as const)('%p → %p', (text, id) => {
      expect(parseTradingPartner(text, dealers)).toBe(id);
    });

    it('takes numbers as they are', () => {
      expect(parseTradingPartner(1001)).toBe(1001);
      expect(parseTradingPartner(1.5)).toBeNull();
      expect(parseTradingPartner(null)).toBeNull();
    });

    it('notes (without blocking) text that will be saved as no trading partner', () => {
      expect(tradingPartnerNote('abc', dealers)).toBe(
        "'abc' is not a dealer number: the user will have no trading partner",
      );
      expect(tradingPartnerNote('1001', dealers)).toBeNull();
      expect(tradingPartnerNote('', dealers)).toBeNull();
      expect(
        validateUserForm(form({ role: 'SupremeSales', tradingPartner: 'abc' }), {
          isNew: true,
          users,
          dealers,
        }),
      ).toEqual({});
    });
  });

  it('sends the wire shape: trimmed, lower-case e-mail, numeric or null partner, password on create only', () => {
    const v = form({
      email: '  New@Portal.TEST ',
      firstName: ' Ann ',
      tradingPartner: '1002',
      password: 'Secret#123',
    });
    expect(toUserWrite(v, true, dealers)).toEqual({
      email: 'new@portal.test',
      firstName: 'Ann',
      lastName: '',
      title: '',
      department: '',
      role: 'DealerViewer',
      tradingPartnerId: 1002,
      password: 'Secret#123',
      language: 'en',
    });
    const edit = toUserWrite({ ...v, tradingPartner: 'none' }, false, dealers);
    expect(edit).not.toHaveProperty('password');
    expect(edit.tradingPartnerId).toBeNull();
    expect(toUserWrite(form(), true).password).toBeUndefined();
  });

  it('fills the edit form from the listed user', () => {
    expect(
      userToForm({
        email: 'a@b.co',
        firstName: 'A',
        lastName: 'B',
        title: 'T',
        department: 'D',
        role: 'DealerBuyer',
        dealerId: 1001,
      }),
    ).toEqual({
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      title: 'T',
      department: 'D',
      role: 'DealerBuyer',
      tradingPartner: '1001',
      password: '',
      language: 'en',
    });
  });

  describe('validation', () => {
    const ctx = { isNew: true, users, dealers };

    it('accepts a plain new user (no other required fields: spec 001 §5)', () => {
      expect(validateUserForm(form(), ctx)).toEqual({});
    });

    it.each([
      ['', 'Email is required'],
      ['not-an-email', 'Enter a valid email address'],
      ['a@b', 'Enter a valid email address'],
      ['a b@c.de', 'Enter a valid email address'],
      ['Viewer@Portal.test', 'A user with this email already exists'],
    ])('e-mail %p: %p', (email, message) => {
      expect(validateUserForm(form({ email }), ctx).email).toBe(message);
    });

    it('lets a user keep their own e-mail on edit', () => {
      expect(
        validateUserForm(form({ email: 'viewer@portal.test' }), {
          ...ctx,
          isNew: false,
          editingId: 2,
        }),
      ).toEqual({});
    });

    it.each([
      ['short1!', true],
      ['longenough', true],
      ['longenough1', false],
      ['long#enough', false],
      ['', false], // empty: the server makes one and a reset e-mail delivers a temporary one
    ])('password %p on create: error %p', (password, bad) => {
      expect(!!validateUserForm(form({ password }), ctx).password).toBe(bad);
    });

    it('ignores the password on edit', () => {
      expect(
        validateUserForm(form({ password: 'x' }), { ...ctx, isNew: false, editingId: 2 }),
      ).toEqual({});
    });

    it('refuses an admin taking away their own admin role, but not another admin', () => {
      const self = { ...ctx, isNew: false, editingId: 1, selfId: 1 };
      const admin = form({ email: 'admin@portal.test', role: 'ApplicationAdmin' });
      expect(validateUserForm(admin, self)).toEqual({});
      expect(validateUserForm({ ...admin, role: 'SupremeSales' }, self).role).toBe(
        'You cannot remove your own admin role',
      );
      expect(
        validateUserForm({ ...admin, role: 'SupremeSales' }, { ...self, selfId: 7 }).role,
      ).toBeUndefined();
    });

    it('asks a dealer role for its trading partner, and staff for none', () => {
      for (const role of ['DealerViewer', 'DealerBuyer'] as const)
        for (const tradingPartner of ['', 'abc'])
          expect(validateUserForm(form({ role, tradingPartner }), ctx).tradingPartner).toBe(
            "A dealer user needs a trading partner: enter the dealer's ID",
          );
      for (const role of ['SupremeSales', 'ApplicationAdmin'] as const)
        expect(validateUserForm(form({ role, tradingPartner: '' }), ctx)).toEqual({});
    });

    it('refuses a trading partner number no dealer has (when the dealers are known)', () => {
      expect(validateUserForm(form({ tradingPartner: '4242' }), ctx).tradingPartner).toBe(
        'No dealer has trading partner ID 4242',
      );
      expect(validateUserForm(form({ tradingPartner: '4242' }), { ...ctx, dealers: [] })).toEqual(
        {},
      );
    });
  });

  it.each([
    [409, 'A user with e-mail x@y.z already exists', 'email'],
    [403, 'You cannot remove your own admin role', 'role'],
    [400, 'tradingPartnerId 9 is not a known dealer', 'tradingPartner'],
    [400, 'Password must include at least one symbol or number', 'password'],
    [400, 'body/email must match format "email"', 'email'],
    [400, 'body/role must be equal to one of the allowed values', null],
    [500, 'boom', null],
    [undefined, 'Network Error', null],
  ] as const)('a %p "%s" from the API shows on %p', (status, message, field) => {
    expect(serverErrorField(status, message)).toBe(field);
  });
});

describe('audit log', () => {
  it('names the actions the API writes', () => {
    expect(auditActionLabel('user-created')).toBe('User created');
    expect(auditActionLabel('password-reset-sent')).toBe('Password reset email sent');
    expect(auditActionLabel('password-changed')).toBe('Password changed');
    expect(auditActionLabel('dealer-selected')).toBe('Dealer selected');
    expect(auditActionLabel('act-as-dealer')).toBe('Acted as dealer');
    expect(auditActionLabel('something-new')).toBe('Something new');
  });

  it('words the screens a visit or a change names, and leaves other details as recorded', () => {
    const screens = (d: string | null) => `[${d}]`;
    const time = (iso: string) => iso.slice(11, 16);
    const row = (action: string, detail: string | null, lastAt: string | null = null) => ({
      action,
      detail,
      lastAt,
    });
    expect(auditDetail(row('act-as-dealer', 'Filed a warranty claim'), time, screens)).toBe(
      '[Filed a warranty claim]',
    );
    expect(
      auditDetail(row('dealer-visit', 'Home, Claims', '2026-03-04T14:05:00Z'), time, screens),
    ).toContain('[Home, Claims]');
    expect(auditDetail(row('user-created', 'a@b.test'), time, screens)).toBe('a@b.test');
  });

  it('sends only the filters given, the e-mail in lower case', () => {
    expect(auditQuery({ user: '', dealer: null })).toEqual({});
    expect(auditQuery({ user: ' Admin@Portal.test ', dealer: 1001 })).toEqual({
      user: 'admin@portal.test',
      dealer: 1001,
    });
  });
});
