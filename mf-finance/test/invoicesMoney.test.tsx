import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { InvoicesPage } from '../src/pages/InvoicesPage';

const invoice = {
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-03-04',
  orderDate: '2026-02-27',
  category: 'Parts',
  invoiceAmount: 153896,
  amountPaid: 0,
  status: 'Open',
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    authStore.setState(SIGNED_OUT, true);
    languageStore.setState({ language: 'en' });
  });
});

const amounts = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr.ant-table-row td:nth-child(5)')].map((td) =>
    td.textContent!.replace(/[\u00a0\u202f]/g, ' '),
  );

describe("Invoices in the dealer's currency and the page's language", () => {
  it.each([
    ['USD', 'en', '$153,896.00'],
    ['USD', 'fr-CA', '153 896,00 $ US'],
    ['CDN', 'en', 'CA$153,896.00'],
    ['CDN', 'fr-CA', '153 896,00 $'],
  ] as const)('a %s dealer in %s reads %s', async (currency, language, shown) => {
    act(() =>
      authStore.setState({ ...SIGNED_OUT, selectedDealer: 1004, dealerCode: 'D1004', currency }),
    );
    await act(() => setLanguage(language));
    jest.spyOn(api, 'get').mockResolvedValue({ data: { rows: [invoice], total: 1 } });
    const { container } = render(
      <MemoryRouter initialEntries={['/finance/invoices']}>
        <InvoicesPage />
      </MemoryRouter>,
    );
    await screen.findByText('INV-1');
    expect(amounts(container)).toEqual([shown]);
  });

  it("rewrites the amounts when the dealer's currency arrives after sign-in", async () => {
    act(() => authStore.setState({ ...SIGNED_OUT, selectedDealer: 1004, dealerCode: 'D1004' }));
    jest.spyOn(api, 'get').mockResolvedValue({ data: { rows: [invoice], total: 1 } });
    const { container } = render(
      <MemoryRouter initialEntries={['/finance/invoices']}>
        <InvoicesPage />
      </MemoryRouter>,
    );
    await screen.findByText('INV-1');
    act(() => authStore.setState({ currency: 'CDN' }));
    expect(await screen.findByText('CA$153,896.00')).toBeInTheDocument();
    expect(amounts(container)).toEqual(['CA$153,896.00']);
  });
});
