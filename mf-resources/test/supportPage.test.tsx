import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, SIGNED_OUT } from '@portal/shared';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { SupportPage } from '../src/pages/SupportPage';

const ROUTE = 'POST /api/send-email-1';
const sent = () => callsTo(ROUTE);

function renderPage() {
  renderArea(<SupportPage />);
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit Request/ }));

beforeEach(() => {
  act(() =>
    authStore.setState({
      ...SIGNED_OUT,
      isAuthenticated: true,
      token: 't',
      selectedDealer: 1001,
      dealerId: 1001,
      dealerName: 'Prairie Feed Equipment',
      user: { email: 'bea@dealer.example.com', id: 3, name: 'Bea', role: 'DealerBuyer' },
    }),
  );
});

describe('Support Request page (spec 001 §2, §5, §8)', () => {
  it('pre-fills dealer name and ID from the context', () => {
    renderPage();
    expect(screen.getByLabelText('Dealer Name')).toHaveValue('Prairie Feed Equipment');
    expect(screen.getByLabelText('Dealer ID')).toHaveValue('1001');
  });

  it('alerts the required fields and sends nothing', () => {
    renderPage();
    fill('Email', '');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill out all required fields (email, subject, description).',
    );
    expect(sent()).toEqual([]);
  });

  it('sends the files, shows the success text and resets the form', async () => {
    network.use(answer(ROUTE, { message: 'Support request received' }));
    renderPage();
    fill('Subject', 'Scale drift');
    fill('Description', 'Reads high');
    const input = document.getElementById('support-attachments') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
          new File(['x'], 'b.png', { type: 'image/png' }),
          new File(['x'], 'c.txt'),
        ],
      },
    });
    expect(
      screen.getByText('c.txt: only pdf, jpg, jpeg and png files can be attached'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByText('b.png')).toBeNull();
    submit();
    await waitFor(() =>
      expect(screen.getByText('Your support request has been sent successfully.')).toBeVisible(),
    );
    const data = sent()[0].body as FormData;
    expect(data.get('subject')).toBe('Support Request: Scale drift');
    expect(data.getAll('Attachments').map((f) => (f as File).name)).toEqual(['a.pdf']);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByLabelText('Dealer Name')).toHaveValue('Prairie Feed Equipment');
  });

  it('keeps the values and shows the spec error text when sending fails', async () => {
    network.use(refuse(ROUTE, 500, 'Boom'));
    renderPage();
    fill('Subject', 'Scale drift');
    fill('Description', 'Reads high');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error sending support request: Server error: 500 - Boom',
      ),
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Scale drift');
  });
});
