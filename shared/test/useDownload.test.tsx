import { act, render, screen } from '@testing-library/react';
import { App } from '@portal/shared/kit';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../src/api/client';
import { session } from '../src/auth/store';
import { salesOrderJob, invoiceJob } from '../src/ui/download/jobs';
import { useDownload, type DownloadJob } from '../src/ui/download/useDownload';

// A scripted API behind axios' adapter: the find call answers per order number.
const adapter: AxiosAdapter = async (config) => {
  const reply = (status: number, data: unknown) => {
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError('HTTP ' + status, String(status), config, {}, response);
    return response;
  };
  if (config.url?.includes('/Sales_Orders/MISSING'))
    return reply(404, { message: 'Sales Order MISSING not found' });
  if (config.url?.includes('/Invoices/MISSING'))
    return reply(404, { message: 'Invoice MISSING not found' });
  if (config.url?.includes('/Invoices/BROKEN')) return reply(502, {});
  if (config.url?.includes('/Sales_Orders/BROKEN')) return reply(500, { message: 'boom' });
  if (config.url?.includes('/files/find/'))
    return reply(200, { path: 'Sales_Orders/D1001/SO1.pdf' });
  return reply(200, new Blob(['%PDF-1.7']));
};

let run: (job: DownloadJob) => Promise<boolean>;
function Harness() {
  const { download, overlay } = useDownload();
  run = download;
  return <>{overlay}</>;
}

beforeAll(() => {
  api.defaults.adapter = adapter;
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => undefined;
});

function setup(dealerName: string | null) {
  session.login({
    token: 't',
    role: 'DealerBuyer',
    dealerId: 1001,
    requirePasswordChange: false,
    email: 'b@x.y',
    id: 1,
    name: 'B',
  });
  if (dealerName)
    session.selectDealer({
      dealerId: 1001,
      dealerCode: 'D1001',
      dealerName,
      division: 'US',
      territory: 'T',
      currency: 'USD',
    });
  render(
    <App>
      <Harness />
    </App>,
  );
}

describe('the download helper (spec 000 §7, §8)', () => {
  it("alerts 'Sales Order {n} not found. Please contact support for further assistance.' on a 404", async () => {
    setup('Prairie Feed');
    await act(async () => expect(await run(salesOrderJob('MISSING'))).toBe(false));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Sales Order MISSING not found. Please contact support for further assistance.',
    );
  });

  it("alerts 'Failed to download sales order' on any other failure", async () => {
    setup('Prairie Feed');
    await act(async () => expect(await run(salesOrderJob('BROKEN'))).toBe(false));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Failed to download sales order');
  });

  it("alerts 'Invoice {n} not found. Please contact support for further assistance.' on a 404", async () => {
    setup('Prairie Feed');
    await act(async () => expect(await run(invoiceJob('MISSING'))).toBe(false));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Invoice MISSING not found. Please contact support for further assistance.',
    );
  });

  it("alerts 'Failed to download invoice' when the server fails", async () => {
    setup('Prairie Feed');
    await act(async () => expect(await run(invoiceJob('BROKEN'))).toBe(false));
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs.some((d) => d.textContent?.includes('Failed to download invoice'))).toBe(true);
  });

  it('needs the dealer name in the session', async () => {
    setup(null);
    await act(async () => expect(await run(invoiceJob('INV1'))).toBe(false));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Dealer name not available. Please contact support.',
    );
  });

  it('saves the found file under the spec name', async () => {
    setup('Prairie Feed');
    const clicks: string[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    await act(async () => expect(await run(salesOrderJob('SO1'))).toBe(true));
    expect(clicks).toEqual(['order_SO1.pdf']);
    spy.mockRestore();
  });
});
