import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { InvoicesPage } from '../src/pages/InvoicesPage';
import { StatementsPage } from '../src/pages/StatementsPage';
import fr from '../src/messages/fr-CA.json';
import { financeEnglish } from './englishCatalog';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

describe('Finance in French (Canada)', () => {
  beforeEach(async () => {
    act(() => authStore.setState({ ...SIGNED_OUT, selectedDealer: 1001, dealerCode: 'D1001' }));
    await act(() => setLanguage('fr-CA'));
  });

  it('Invoices: no English text of its catalog, amounts in USD the French way', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({
      data: {
        rows: [
          {
            invoiceNumber: 'INV-1',
            invoiceDate: '2026-03-04',
            orderDate: '2026-02-27',
            category: 'Parts',
            invoiceAmount: 2185.64,
            amountPaid: 0,
            status: 'Open',
          },
        ],
        total: 1,
      },
    });
    const { container } = render(
      <MemoryRouter initialEntries={['/finance/invoices']}>
        <InvoicesPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 185,64 $ US')).toBeInTheDocument();
    expect(screen.getByText('Ouverte')).toBeInTheDocument();
    expect(container).toHaveTextContent('2026-03-04');
    expect(document.title).toMatch(/^Factures \|/);
    expect(englishLeaks(visibleText(container), financeEnglish(), fr)).toEqual([]);
  });

  it('Recent Statements: no English text of its catalog, dates written out in French', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: [{ name: 'Statement_D1001_11012026.pdf' }] });
    const { container } = render(
      <MemoryRouter initialEntries={['/finance/statements']}>
        <StatementsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('1 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Relevés récents');
    expect(englishLeaks(visibleText(container), financeEnglish(), fr)).toEqual([]);
  });
});
