import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, toastStore } from '@portal/shared';
import { PortalProviders } from '@portal/shared/kit';
import { UsersPage } from '../src/pages/UsersPage';
import * as usersApi from '../src/api/users';
import type { User } from '../src/api/users';
import { quietActWarnings, refusal, signInAdmin } from './support';

// The page's own API module is mocked (the API itself is tested over HTTP in api/test/users.test.ts).
jest.mock('../src/api/users', () => ({
  fetchUsers: jest.fn(),
  fetchDealerRefs: jest.fn(),
  fetchAudit: jest.fn(),
  createUser: jest.fn(),
  updateUser: jest.fn(),
  deleteUser: jest.fn(),
  sendPasswordReset: jest.fn(),
}));
// antd dialogs in jsdom are slow on this 2-core machine.

const mocked = usersApi as jest.Mocked<typeof usersApi>;

const user = (id: number, patch: Partial<User> = {}): User => ({
  id,
  email: `user${id}@portal.test`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  title: 'Manager',
  department: 'Parts',
  role: 'DealerViewer',
  dealerCode: null,
  dealerId: null,
  lastLoginTime: null,
  language: 'en',
  ...patch,
});

const USERS: User[] = [
  user(1, {
    email: 'admin@portal.test',
    role: 'ApplicationAdmin',
    lastLoginTime: '2026-11-20T14:05:00.000Z',
  }),
  user(2, { email: 'buyer@portal.test', dealerCode: 'D1001', dealerId: 1001 }),
  user(3, { email: 'odd@portal.test', lastLoginTime: 'not-a-time' }),
];

quietActWarnings();

// antd's select opens through a MessageChannel macrotask, which jsdom lacks: a timer does it.
class TimerChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
}
(globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerChannel;

const toasts = () => toastStore.getState().toasts.map((t) => `${t.type}: ${t.message}`);

beforeEach(() => {
  jest.clearAllMocks();
  toast.dismiss();
  mocked.fetchUsers.mockResolvedValue(USERS);
  mocked.fetchDealerRefs.mockResolvedValue([
    { id: 1001, code: 'D1001', name: 'Prairie Feed Equipment' },
    { id: 1002, code: 'D1002', name: 'Heartland Ag Supply' },
  ]);
  mocked.fetchAudit.mockResolvedValue([]);
  signInAdmin();
});

async function renderPage(path = '/admin/users') {
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <UsersPage />
      </MemoryRouter>
    </PortalProviders>,
  );
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
    mocked.fetchUsers.mockRejectedValue(refusal(500, 'boom'));
    render(
      <MemoryRouter initialEntries={['/admin/users']}>
        <UsersPage />
      </MemoryRouter>,
    );
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
    expect(mocked.createUser).not.toHaveBeenCalled();
  });

  it('creates (a dealer user only with a trading partner), toasts, closes and reloads', async () => {
    mocked.createUser.mockResolvedValue();
    await renderPage();
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
    expect(mocked.createUser).not.toHaveBeenCalled();
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

    await waitFor(() => expect(mocked.createUser).toHaveBeenCalledTimes(1));
    expect(mocked.createUser).toHaveBeenCalledWith({
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
    expect(mocked.fetchUsers).toHaveBeenCalledTimes(2);
  });

  it('creates once for a double click', async () => {
    let answer: () => void = () => undefined;
    mocked.createUser.mockReturnValue(new Promise<void>((r) => (answer = r)));
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
    await act(async () => answer());
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(mocked.createUser).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open on a refusal: 'Failed to create user' and the server's message on the field", async () => {
    mocked.createUser.mockRejectedValue(
      refusal(409, 'A user with e-mail late@portal.test already exists'),
    );
    await renderPage();
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
    expect(mocked.fetchUsers).toHaveBeenCalledTimes(1);
  });
});

describe('edit dialog', () => {
  it('saves the changed user with a numeric trading partner', async () => {
    mocked.updateUser.mockResolvedValue();
    await renderPage();
    fireEvent.click(within(rowOf('buyer@portal.test')).getByLabelText('Edit buyer@portal.test'));
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('buyer@portal.test');
    expect(within(dialog()).queryByLabelText('Password')).toBeNull(); // on create only
    fireEvent.change(within(dialog()).getByLabelText('Trading Partner ID'), {
      target: { value: '1002' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.updateUser).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ email: 'buyer@portal.test', tradingPartnerId: 1002 }),
      ),
    );
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(toasts()).toContain('success: User updated successfully');
  });

  it("shows 'Failed to update user' and the server's message", async () => {
    mocked.updateUser.mockRejectedValue(refusal(500, 'Database not reachable'));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Edit buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Database not reachable');
    expect(toasts()).toContain('error: Failed to update user');
  });
});

describe('delete dialog', () => {
  it('asks in the spec words, deletes, toasts and reloads', async () => {
    mocked.deleteUser.mockResolvedValue();
    await renderPage();
    fireEvent.click(screen.getByLabelText('Delete buyer@portal.test'));
    expect(dialog()).toHaveTextContent(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteUser).toHaveBeenCalledWith(2));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(toasts()).toContain('success: User deleted successfully');
    expect(mocked.fetchUsers).toHaveBeenCalledTimes(2);
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
    mocked.deleteUser.mockRejectedValue(refusal(404, 'User 2 not found'));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Delete buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('User 2 not found');
    expect(toasts()).toContain('error: Failed to delete user');
  });
});

describe('password reset', () => {
  it('sends to the user, toasts the spec text', async () => {
    mocked.sendPasswordReset.mockResolvedValue();
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mocked.sendPasswordReset).toHaveBeenCalledWith('buyer@portal.test'));
    await waitFor(() =>
      expect(toasts()).toContain('success: Password reset email sent successfully'),
    );
  });

  it('sends once for a double click (a second mail would void the first password)', async () => {
    let answer: () => void = () => undefined;
    mocked.sendPasswordReset.mockReturnValue(new Promise<void>((r) => (answer = r)));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    const send = within(dialog()).getByRole('button', { name: 'Send' });
    // Both clicks land before React renders the button busy.
    act(() => {
      send.click();
      send.click();
    });
    await act(async () => answer());
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(mocked.sendPasswordReset).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Failed to reset password' on failure", async () => {
    mocked.sendPasswordReset.mockRejectedValue(new Error('Network Error'));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Send password reset to buyer@portal.test'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to reset password'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Network Error');
  });
});

describe('audit log tab', () => {
  it('lists the entries newest first and filters on the server by user', async () => {
    mocked.fetchAudit.mockResolvedValue([
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
    ]);
    await renderPage();
    fireEvent.click(screen.getByText('Audit Log'));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows[0]).toHaveTextContent('Nov 22, 2026, 10:00:00 AM UTC');
    expect(rows[0]).toHaveTextContent('D1001 (1001)');
    expect(rows[1]).toHaveTextContent('Dealer selected');
    expect(mocked.fetchAudit).toHaveBeenLastCalledWith({});

    const filter = screen.getByLabelText('Filter by user email');
    fireEvent.change(filter, { target: { value: 'Sales@portal.test' } });
    await act(async () => {
      fireEvent.keyDown(filter, { key: 'Enter' });
    });
    await waitFor(() =>
      expect(mocked.fetchAudit).toHaveBeenLastCalledWith({ user: 'sales@portal.test' }),
    );
    const dealer = screen.getByLabelText('Filter by dealer');
    fireEvent.change(dealer, { target: { value: 'D1002' } });
    await act(async () => {
      fireEvent.keyDown(dealer, { key: 'Enter', keyCode: 13 });
    });
    await waitFor(() =>
      expect(mocked.fetchAudit).toHaveBeenLastCalledWith({
        user: 'sales@portal.test',
        dealer: 1002,
      }),
    );
  });
});
