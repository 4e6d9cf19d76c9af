import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, toastStore } from '@portal/shared';
import type { UserWire } from '@portal/shared/contract/users';
import { answer, callsTo, held, network, noAnswer, refuse } from '@portal/shared/jest/network';
import { allowSelects } from '@portal/shared/jest/selectChannel';
import { renderArea } from '@portal/shared/jest/render';
import { UsersPage } from '../src/pages/UsersPage';
import { dealerWire, userWire } from './wire';
import { quietActWarnings, signInAdmin } from './support';

// The API's answers are the test's (checked against the contract); the client, the mappers and
// the page are real. The API itself is tested over HTTP in api/test/users.test.ts.
const LIST = 'GET /users';
const CREATE = 'POST /users';
const UPDATE = 'PUT /users/:id';
const DELETE = 'DELETE /users/:id';
const RESET = 'POST /users/:email/reset-password-email';
const AUDIT = 'GET /audit';

const USERS: UserWire[] = [
  userWire(1, {
    email: 'admin@portal.test',
    role: 'ApplicationAdmin',
    lastLoginTime: '2026-11-20T14:05:00.000Z',
  }),
  userWire(2, { email: 'buyer@portal.test', tpNameX: 'D1001', tradingPartnerId: 1001 }),
  userWire(3, { email: 'odd@portal.test', lastLoginTime: 'not-a-time' }),
];
const BUYER = USERS[1];
/** How many times the list was read: a write that succeeds reads it again. */
const listReads = () => callsTo(LIST).length;

quietActWarnings();

allowSelects();

const toasts = () => toastStore.getState().toasts.map((t) => `${t.type}: ${t.message}`);

beforeEach(() => {
  toast.dismiss();
  network.use(
    answer(LIST, USERS),
    answer('GET /dealerview', [
      dealerWire(1001, 'D1001', 'Prairie Feed Equipment'),
      dealerWire(1002, 'D1002', 'Heartland Ag Supply'),
    ]),
    answer(AUDIT, []),
  );
  signInAdmin();
});

async function renderPage(path = '/admin/users') {
  renderArea(<UsersPage />, path);
  await screen.findByText('admin@portal.test');
}

// getByRole over the whole page is slow on antd's DOM in jsdom (it took 28 s for one button on
// a busy machine): page-wide lookups go by text, label or attribute; getByRole stays for lookups
// inside a dialog, which is small.
const addUserButton = () => screen.getByText('Add User').closest('button') as HTMLElement;
const columnHeader = (title: string) =>
  screen.getByText(title, { selector: 'thead th, thead th *' });
const pageAlert = () => document.querySelector('[role="alert"]');
const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
function dialog(): HTMLElement {
  const d = openDialog();
  if (!d) throw new Error('no dialog is open');
  return d;
}
const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('the users table (spec 001 §2)', () => {
  it('lists the spec columns and the last login texts', async () => {
    await renderPage();
    for (const col of [
      'Email',
      'First Name',
      'Last Name',
      'Title',
      'Department',
      'Role',
      'Trading Partner',
      'Last Login',
    ])
      expect(columnHeader(col)).toBeInTheDocument();
    expect(within(rowOf('admin@portal.test')).getByText('Nov 20, 2026, 2:05 PM UTC')).toBeTruthy();
    expect(within(rowOf('buyer@portal.test')).getByText('Never logged in')).toBeTruthy();
    expect(within(rowOf('buyer@portal.test')).getByText('D1001 (1001)')).toBeTruthy();
    expect(within(rowOf('odd@portal.test')).getByText('Date error')).toBeTruthy();
  });

  it("says 'No users found' when the search matches nobody", async () => {
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('Search users...'), {
      target: { value: 'zzz-nobody' },
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("toasts 'Failed to load users' when the list fails", async () => {
    network.use(refuse(LIST, 500, 'boom'));
    renderArea(<UsersPage />, '/admin/users');
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Failed to load users'));
    expect(toasts()).toContain('error: Failed to load users');
  });
});

describe('add dialog', () => {
  // Two tests, not one: each antd re-render costs seconds in jsdom on a busy machine.
  it('starts with DealerViewer and checks the e-mail inline, before any call', async () => {
    await renderPage();
    fireEvent.click(addUserButton());
    expect(within(dialog()).getByText('DealerViewer')).toBeInTheDocument();

    const email = within(dialog()).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(await within(dialog()).findByText('Enter a valid email address')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'BUYER@portal.test' } });
    expect(
      await within(dialog()).findByText('A user with this email already exists'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(callsTo(CREATE)).toEqual([]);
  });

  it('creates (a dealer user only with a trading partner), toasts, closes and reloads', async () => {
    network.use(
      answer(
        CREATE,
        userWire(4, {
          email: 'new.person@example.com',
          firstName: 'Nia',
          tradingPartnerId: 1001,
          tpNameX: 'D1001',
          language: 'fr-CA',
        }),
      ),
    );
    await renderPage();
    const listed = listReads();
    fireEvent.click(addUserButton());
    fireEvent.change(within(dialog()).getByLabelText('Email'), {
      target: { value: 'New.Person@Example.com' },
    });
    fireEvent.change(within(dialog()).getByLabelText('First Name'), { target: { value: 'Nia' } });
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: 'abc' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    // A DealerViewer without a dealer is refused before any call.
    expect(
      await within(dialog()).findByText(
        "A dealer user needs a trading partner: enter the dealer's ID",
      ),
    ).toBeInTheDocument();
    expect(callsTo(CREATE)).toEqual([]);
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: '1001' },
    });
    // The admin sets the user's language (English unless chosen).
    fireEvent.mouseDown(within(dialog()).getByLabelText('Language'));
    const french = await waitFor(() => {
      const option = document.querySelector<HTMLElement>(
        '.ant-select-dropdown .ant-select-item-option[title="Français"], .ant-select-dropdown [lang="fr-CA"]',
      );
      expect(option).not.toBeNull();
      return option!;
    });
    fireEvent.click(french);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(callsTo(CREATE)).toHaveLength(1));
    expect(callsTo(CREATE)[0].body).toEqual({
      email: 'new.person@example.com',
      firstName: 'Nia',
      lastName: '',
      title: '',
      department: '',
      role: 'DealerViewer',
      tradingPartnerId: 1001,
      language: 'fr-CA',
    });
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(toasts()).toContain('success: User created successfully');
    await waitFor(() => expect(listReads()).toBeGreaterThan(listed));
  });

  it('creates once for a double click', async () => {
    const created = held<UserWire>();
    network.use(answer(CREATE, () => created.promise));
    await renderPage();
    fireEvent.click(addUserButton());
    fireEvent.change(within(dialog()).getByLabelText('Email'), {
      target: { value: 'twice@portal.test' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: '1001' },
    });
    const add = within(dialog()).getByRole('button', { name: 'Add User' });
    act(() => {
      add.click();
      add.click();
    });
    await waitFor(() => expect(callsTo(CREATE)).toHaveLength(1));
    await act(async () => created.release(userWire(5, { email: 'twice@portal.test' })));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(callsTo(CREATE)).toHaveLength(1);
  });

  it("keeps the dialog open on a refusal: 'Failed to create user' and the server's message on the field", async () => {
    network.use(refuse(CREATE, 409, 'A user with e-mail late@portal.test already exists'));
    await renderPage();
    const listed = listReads();
    fireEvent.click(addUserButton());
    fireEvent.change(within(dialog()).getByLabelText('Email'), {
      target: { value: 'late@portal.test' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: '1001' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(
      await within(dialog()).findByText('A user with e-mail late@portal.test already exists'),
    ).toBeInTheDocument();
    expect(toasts()).toContain('error: Failed to create user');
    expect(listReads()).toBe(listed);
  });
});

describe('edit dialog', () => {
  it('saves the changed user with a numeric trading partner', async () => {
    network.use(answer(UPDATE, { ...BUYER, tradingPartnerId: 1002, tpNameX: 'D1002' }));
    await renderPage();
    fireEvent.click(within(rowOf('buyer@portal.test')).getByLabelText('Edit buyer@portal.test'));
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('buyer@portal.test');
    expect(within(dialog()).queryByLabelText('Password')).toBeNull(); // on create only
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: '1002' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(UPDATE)).toHaveLength(1));
    expect(callsTo(UPDATE)[0].params.id).toBe('2');
    expect(callsTo(UPDATE)[0].body).toMatchObject({
      email: 'buyer@portal.test',
      tradingPartnerId: 1002,
    });
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(toasts()).toContain('success: User updated successfully');
  });

  it("shows 'Failed to update user' and the server's message", async () => {
    network.use(refuse(UPDATE, 500, 'Database not reachable'));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Edit buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Database not reachable');
    expect(toasts()).toContain('error: Failed to update user');
  });
});

describe('delete dialog', () => {
  it('asks in the spec words, deletes, toasts and reloads', async () => {
    network.use(answer(DELETE, null));
    await renderPage();
    const listed = listReads();
    fireEvent.click(screen.getByLabelText('Delete buyer@portal.test'));
    expect(dialog()).toHaveTextContent(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(DELETE).map((c) => c.params.id)).toEqual(['2']));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(toasts()).toContain('success: User deleted successfully');
    await waitFor(() => expect(listReads()).toBeGreaterThan(listed));
  });

  it('will not delete the signed-in admin', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText('Delete admin@portal.test'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'You cannot delete your own account',
    );
    expect(within(dialog()).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it("says 'Failed to delete user' with the server's reason", async () => {
    network.use(refuse(DELETE, 404, 'User 2 not found'));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Delete buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('User 2 not found');
    expect(toasts()).toContain('error: Failed to delete user');
  });
});

describe('password reset', () => {
  it('sends to the user, toasts the spec text', async () => {
    network.use(answer(RESET, { message: 'Password reset email sent' }));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsTo(RESET).map((c) => c.params.email)).toEqual(['buyer@portal.test']),
    );
    await waitFor(() =>
      expect(toasts()).toContain('success: Password reset email sent successfully'),
    );
  });

  it('sends once for a double click (a second mail would void the first password)', async () => {
    const sent = held<{ message: string }>();
    network.use(answer(RESET, () => sent.promise));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    const send = within(dialog()).getByRole('button', { name: 'Send' });
    // Both clicks land before React renders the button busy.
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(callsTo(RESET)).toHaveLength(1));
    await act(async () => sent.release({ message: 'Password reset email sent' }));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(callsTo(RESET)).toHaveLength(1);
  });

  it("toasts 'Failed to reset password' on failure", async () => {
    network.use(noAnswer(RESET));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to reset password'));
    // No answer carries no message of the API's: the dialog says its own text, not the
    // client's 'Network Error'.
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to reset password');
  });
});

describe('audit log tab', () => {
  it('lists the entries newest first and filters on the server by user', async () => {
    network.use(
      answer(AUDIT, [
        {
          id: 2,
          userId: 1,
          at: '2026-11-22T10:00:00.000Z',
          userEmail: 'admin@portal.test',
          action: 'user-deleted',
          dealerId: 1001,
          detail: 'gone@portal.test',
          lastAt: null,
        },
        {
          id: 1,
          userId: 2,
          at: '2026-11-21T09:00:00.000Z',
          userEmail: 'sales@portal.test',
          action: 'dealer-selected',
          dealerId: 1002,
          detail: null,
          lastAt: null,
        },
      ]),
    );
    await renderPage();
    fireEvent.click(screen.getByText('Audit Log'));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows[0]).toHaveTextContent('Nov 22, 2026, 10:00:00 AM UTC');
    expect(rows[0]).toHaveTextContent('D1001 (1001)');
    expect(rows[1]).toHaveTextContent('Dealer selected');
    /** The filters of the last read of the log. */
    const lastFilter = () => {
      const query = callsTo(AUDIT).at(-1)!.query;
      return { user: query.get('user'), dealer: query.get('dealer') };
    };
    expect(lastFilter()).toEqual({ user: null, dealer: null });

    const filter = screen.getByLabelText('Filter by user email');
    fireEvent.change(filter, { target: { value: 'Sales@portal.test' } });
    await act(async () => {
      fireEvent.keyDown(filter, { key: 'Enter' });
    });
    await waitFor(() => expect(lastFilter()).toEqual({ user: 'sales@portal.test', dealer: null }));
    const dealer = screen.getByLabelText('Filter by dealer');
    fireEvent.change(dealer, { target: { value: 'D1002' } });
    await act(async () => {
      fireEvent.keyDown(dealer, { key: 'Enter', keyCode: 13 });
    });
    await waitFor(() =>
      expect(lastFilter()).toEqual({ user: 'sales@portal.test', dealer: '1002' }),
    );
  });

  it('a dealer code typed before the dealer list arrives filters once it does, not wiped', async () => {
    const dealers = held<ReturnType<typeof dealerWire>[]>();
    network.use(answer('GET /dealerview', () => dealers.promise));
    renderArea(<UsersPage />, '/admin/users?tab=audit');
    const dealer = await screen.findByLabelText('Filter by dealer');
    fireEvent.change(dealer, { target: { value: 'D1002' } });
    await act(async () => {
      fireEvent.keyDown(dealer, { key: 'Enter', keyCode: 13 });
    });
    expect(dealer).toHaveValue('D1002');
    await act(async () => dealers.release([dealerWire(1002, 'D1002', 'Heartland Ag Supply')]));
    await waitFor(() => expect(callsTo(AUDIT).at(-1)!.query.get('dealer')).toBe('1002'));
    expect(screen.getByLabelText('Filter by dealer')).toHaveValue('D1002');
  });
});
