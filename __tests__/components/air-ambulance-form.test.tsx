import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AirAmbulanceForm } from '@/components/forms/air-ambulance-form';
import { company } from '@/content/company';
import { MEDEVAC_ERRORS } from '@/lib/schemas/forms/air-ambulance-options';
import { mumbaiDate } from '@/lib/time/mumbai';
import { showConnectionError } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ showConnectionError: jest.fn() }));

const outcomes = { sent: 'Your request is ready in WhatsApp.', failed: 'We could not prepare your message.' };
const withEndpoint = {
  submitLabel: 'Send request to the medical desk',
  sending: 'Sending {reference}…',
  received: 'Received: {reference}.',
  failed: 'Did not reach the desk ({reason}).',
  privacy: 'Sent once, directly.',
};

const OFFLINE = 'This device is offline: call the medical desk now.';

const page = () => (
  <>
    <h2 id="request">Request an air ambulance</h2>
    <AirAmbulanceForm
      labelledBy="request"
      submitLabel="Send on WhatsApp"
      callInstead="Call instead"
      offline={OFFLINE}
      whatsappHeading="Air ambulance request"
      outcomes={outcomes}
      privacy="This form stores nothing."
      withEndpoint={withEndpoint}
    />
  </>
);

function renderForm() {
  render(page());
  return userEvent.setup();
}

const send = () => screen.getByRole('button', { name: 'Send on WhatsApp' });

describe('AirAmbulanceForm', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    jest.mocked(showConnectionError).mockClear();
  });

  it('says when the device is offline, and stops saying it when the connection returns', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    render(page());
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).toBeNull();
    onLine.mockRestore();
  });
  afterEach(() => open.mockRestore());

  it('starts on As soon as possible, no other choice made, no companions, dates from today', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio').filter((r) => r.getAttribute('value') !== 'asap'))
      expect(radio).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Companions' })).toHaveValue('0');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', mumbaiDate());
  });

  it('keeps When and Date in step, both ways, as often as the visitor changes them', async () => {
    const user = renderForm();
    const date = screen.getByLabelText('Date');
    const asap = screen.getByRole('radio', { name: 'As soon as possible' });
    for (let round = 0; round < 2; round += 1) {
      await user.type(date, '2030-01-15');
      expect(screen.getByRole('radio', { name: 'On a date' })).toBeChecked();
      await user.click(asap);
      expect(asap).toBeChecked();
      expect(date).toHaveValue('');
    }
  });

  it('an empty request focuses Contact name with its message and opens nothing', async () => {
    const user = renderForm();
    await user.click(send());
    const name = await screen.findByRole('textbox', { name: /Contact name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(MEDEVAC_ERRORS.nameRequired);
    expect(screen.getByRole('textbox', { name: 'From' })).not.toHaveAttribute('aria-invalid');
    expect(open).not.toHaveBeenCalled();
  });

  it('sends every answer to WhatsApp and says so', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Critical' }));
    await user.click(screen.getByRole('checkbox', { name: 'Oxygen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Companions' }), '2');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '98200 07777');
    await user.click(send());
    expect(await screen.findByText(outcomes.sent)).toHaveAttribute('role', 'status');
    const text = new URL(String(open.mock.calls[0][0])).searchParams.get('text');
    expect(text).toContain("Patient's condition: Critical");
    expect(text).toContain('Oxygen: Yes');
    expect(text).toContain('Stretcher: not answered');
    expect(text).not.toMatch(/: No$/m);
    expect(text).toContain('Companions: 2');
    expect(text).toContain('When: As soon as possible');
    expect(text).toContain('Contact phone: 98200 07777');
  });

  it('keeps every answer given before the page was live, choices too, and sends them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // Answered in the server's HTML, before React is attached.
    const input = (selector: string) => container.querySelector(selector) as HTMLInputElement;
    input('input[name="condition"][value="critical"]').checked = true;
    input('input[name="when"][value="date"]').checked = true;
    input('input[name="date"]').value = '2030-01-15';
    input('input[name="oxygen"]').checked = true;
    input('input[name="contactName"]').value = 'Priya Shah';
    input('input[name="contactPhone"]').value = '98200 07777';
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(screen.getByRole('radio', { name: 'Critical' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'On a date' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).not.toBeChecked();
    await userEvent.setup().click(send());
    expect(await screen.findByText(outcomes.sent)).toHaveAttribute('role', 'status');
    const text = new URL(String(open.mock.calls[0][0])).searchParams.get('text');
    expect(text).toContain("Patient's condition: Critical");
    expect(text).toContain('Oxygen: Yes');
    expect(text).toMatch(/When: .*2030/);
    expect(text).toContain('Contact name: Priya Shah');
    container.remove();
  });

  describe('with a requests endpoint', () => {
    // jsdom has no Response: the part of one postRequest reads.
    const reply = (status: number, body: string) => ({
      ok: status < 300,
      status,
      statusText: '',
      text: async () => body,
    });
    let fetchMock: jest.Mock;
    beforeEach(() => {
      document.head.innerHTML = '<meta name="vayu-requests-endpoint" content="https://desk.example/requests"/>';
      fetchMock = jest.fn();
      global.fetch = fetchMock as unknown as typeof fetch;
    });
    afterEach(() => {
      document.head.innerHTML = '';
      localStorage.clear();
    });

    async function fillAndSend() {
      const user = renderForm();
      await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Priya Shah');
      await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '98200 07777');
      await user.click(screen.getByRole('button', { name: withEndpoint.submitLabel }));
    }

    it('POSTs once, stores nothing, and says Received after a 2xx', async () => {
      fetchMock.mockResolvedValue(reply(201, '{}'));
      await fillAndSend();
      expect(await screen.findByText(/^Received: VJ-[0-9A-Z]{6}\.$/)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('https://desk.example/requests');
      const body = JSON.parse(init.body);
      expect(body).toMatchObject({ version: 2, kind: 'air-ambulance', page: '/' });
      expect(init.headers['Idempotency-Key']).toBe(body.id);
      expect(open).not.toHaveBeenCalled();
      expect(localStorage.length).toBe(0);
      expect(screen.getByText('Sent once, directly.')).toBeInTheDocument();
    });

    it('on a failure says so at once and puts the phone and WhatsApp first, keeping nothing', async () => {
      fetchMock.mockResolvedValue(reply(503, 'busy'));
      await fillAndSend();
      expect(await screen.findByText('Did not reach the desk (HTTP 503).', { exact: false })).toHaveAttribute(
        'role',
        'status',
      );
      const links = screen.getAllByRole('link');
      expect(links[0]).toHaveAttribute('href', `tel:${company.phone.e164}`);
      expect(links[1].getAttribute('href')?.startsWith(`https://wa.me/${company.whatsapp}?text=`)).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(localStorage.length).toBe(0);
      expect(screen.queryByText(/Received/)).toBeNull();
    });
  });
});
