import { expect, test, type Locator, type Page } from './support/test';
import { account, signIn } from './support/portal';

// The portal without a mouse. Every control is reached by Tab (never by a click or a
// programmatic focus), operated with Enter, Space, the arrows and Escape, and shows a focus ring.

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses an arrow key until `target` has focus (menus move the focus with the arrows). */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a ring: an outline or a box shadow of its own, by :focus-visible. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      ring:
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none',
    };
  });
}

// The sign-in form has its own keyboard test; the others start signed in. Each account signs in
// once, and later tests start from its stored session (auth_state) instead of the form.
const sessions = new Map<string, string>();

async function openAs(page: Page, key: string, path: string) {
  const stored = sessions.get(key);
  if (stored) {
    await page.addInitScript((s) => {
      if (!localStorage.getItem('auth_state')) localStorage.setItem('auth_state', s);
    }, stored);
  } else {
    await signIn(page, key);
    sessions.set(key, await page.evaluate(() => localStorage.getItem('auth_state')!));
  }
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const inside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test.describe('keyboard only', () => {
  test('sign-in: errors take the focus, the button shows a focus ring, Enter signs in', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await page.keyboard.press('Enter');
    // A failed submit puts the focus on the first field in error, which names its message.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
    await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toHaveText('Email is required');

    await page.keyboard.type(account('buyer').email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account('buyer').password);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await tabTo(page, submit, { max: 5 });
    expect(await focusRing(page)).toEqual({ focusVisible: true, ring: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sidebar: open a group, pick an entry; collapsed, a group goes to its first entry', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'buyer', '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Tab reaches the menu; the arrows move between its entries, Enter opens a group or an entry.
    await tabTo(page, nav.getByRole('menu').first());
    expect(await focusRing(page)).toEqual({ focusVisible: true, ring: true });
    const wholegoods = nav.getByRole('menuitem', { name: 'Wholegoods' });
    await arrowTo(page, wholegoods);
    await page.keyboard.press('Enter');
    await expect(wholegoods).toHaveAttribute('aria-expanded', 'true');
    await arrowTo(page, nav.getByRole('menuitem', { name: 'Orders' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wholegoods\/orders$/);

    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await tabTo(page, collapse, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    // Collapsed, a group is one entry that goes to its first sub-item (requirements 000 §2).
    await tabTo(page, nav.getByRole('menu').first());
    await arrowTo(page, nav.getByRole('menuitem', { name: 'Parts' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parts\/orders$/);
  });

  test('mobile slide-over at 375 px: opens, navigates, closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAs(page, 'viewer', '/home');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The focus moves into the slide-over; Tab reaches its menu, the arrows its entries.
    await expect.poll(() => inside(page, '.ant-drawer')).toBe(true);
    await tabTo(page, drawer.getByRole('menu').first(), { max: 5 });
    await arrowTo(page, drawer.getByRole('menuitem', { name: 'Claims' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service\/open-claims$/);
    await expect(drawer).toBeHidden();

    await tabTo(page, opener, { back: true });
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('user menu: opens with Enter, arrows to an entry, Escape closes', async ({ page }) => {
    await openAs(page, 'buyer', '/home');
    const trigger = page.getByRole('button', { name: 'User menu' });
    await tabTo(page, trigger, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ hasText: 'Log Out' });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await arrowTo(page, menu.getByRole('menuitem', { name: 'Update Password' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/update-password$/);
  });

  test('a list: sort headers, paging, tabs and expandable rows', async ({ page }) => {
    await openAs(page, 'buyer', '/parts/orders');
    const header = page.getByRole('columnheader', { name: 'Order Number' });
    const sort = header.getByRole('button', { name: 'Order Number' });
    await tabTo(page, sort);
    expect(await focusRing(page)).toEqual({ focusVisible: true, ring: true });
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press('Space');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');

    const expandFirst = page.getByRole('button', { name: /^Expand / }).first();
    await tabTo(page, expandFirst);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Collapse order / })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('columnheader', { name: 'Backordered' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Next page' }), { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    // The Open Orders / Order History tabs are a radio group: the arrows move between them.
    const open = page.getByRole('radio', { name: 'Open Orders' });
    await tabTo(page, open, { back: true, max: 120 });
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/parts\/history/);
    await expect(page.getByRole('radio', { name: 'Order History' })).toBeChecked();
  });

  test('a dialog: focus stays inside, Escape closes it, focus returns to its opener', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/admin/users');
    const opener = page.getByRole('button', { name: 'Add User' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => inside(page, '.ant-modal')).toBe(true);
    // Past the last control the focus may leave for the browser's own toolbar (the page's body
    // here), never for the page behind the dialog; the next Tab comes back in.
    const behind = () =>
      page.evaluate(
        () =>
          document.activeElement !== document.body &&
          !document.activeElement?.closest('.ant-modal'),
      );
    for (const key of [...Array(16).fill('Tab'), ...Array(16).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await behind(), `focus behind the dialog after ${key}`).toBe(false);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inside(page, '.ant-modal')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the forms without a mouse', () => {
  test('PDI: fields, model, checklists and submit by keyboard', async ({ page }) => {
    const serial = `PDI-KEY-${Date.now()}`;
    await openAs(page, 'buyer', '/wholegoods/submit-pdi');
    await tabTo(page, page.getByLabel('Delivery Date'));
    await page.keyboard.type('11202026');
    await expect(page.getByLabel('Delivery Date')).toHaveValue('2026-11-20');
    await tabTo(page, page.getByRole('combobox', { name: 'Model' }), { max: 5 });
    await page.keyboard.type('Supreme 900T');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Inspector', { exact: true }), { max: 5 });
    await page.keyboard.insertText('Kay Board');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Serial Number', { exact: true })).toBeFocused();
    await page.keyboard.insertText(serial);
    for (const group of [
      'Fluids and lubrication',
      'Electrical and scale',
      'Tires and wheels',
      'Augers',
      'Conveyor and discharge',
      'Tub',
    ]) {
      await tabTo(page, page.getByRole('button', { name: `Tick all ${group}` }), { max: 120 });
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('checklist-tub')).toContainText('2/2');
    await tabTo(page, page.getByRole('button', { name: 'Submit PDI' }), { max: 150 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('form-outcome')).toContainText(
      'PDI submitted successfully and notification sent',
    );
  });

  test('warranty registration: errors announced, then filled and sent by keyboard', async ({
    page,
  }) => {
    const serial = `WR-KEY-${Date.now()}`;
    await openAs(page, 'buyer', '/wholegoods/submit-warranty');
    // Enter in a field sends the form: the missing fields are listed in an alert.
    await tabTo(page, page.getByLabel('Dealer Sale Date'));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Serial Number is required' }),
    ).toBeVisible();

    const type = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.press('ControlOrMeta+a');
      // Text arrives as typed input (one event rather than a key per character: faster).
      await page.keyboard.insertText(text);
    };
    const pick = async (name: string, text: string) => {
      await tabTo(page, page.getByRole('combobox', { name }));
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };
    await page.keyboard.type('11182026');
    await expect(page.getByLabel('Dealer Sale Date')).toHaveValue('2026-11-18');
    await pick('Model', 'Segue 5T');
    await type('Serial Number', serial);
    await type('Dealer Email Address', 'rep@dealer1001.example.com');
    await type('Dealer Phone', '555-0100');
    for (const c of [
      'The unit was properly assembled',
      'The unit was tested and is operating properly',
      'Safety instruction was given to the purchaser',
      'The warranty was explained to the purchaser',
      "The operator's manual was provided",
    ]) {
      await tabTo(page, page.getByLabel(c));
      await page.keyboard.press('Space');
      await expect(page.getByLabel(c)).toBeChecked();
    }
    await type('Owner Name', 'Kay Board');
    await type('Owner Address', '2 Farm Rd');
    await type('Owner City', 'Ames');
    await type('Owner State/Province', 'IA');
    await type('Owner Zip/Postal Code', '50010');
    await type('Owner Phone', '555-0112');
    await type('Owner Email', 'kay@farm.example.com');
    await pick('Operation Type', 'Dairy');
    await type('Tractor Make/Model', 'Deere 6155R');

    await tabTo(page, page.getByRole('button', { name: 'Submit Registration' }), { max: 40 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('form-outcome')).toContainText(
      'Warranty registration submitted successfully',
    );
  });
});
