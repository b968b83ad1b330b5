import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickBookingForm } from '@/components/forms/quick-booking-form';
import { messages } from '@/content/messages';
import { content } from '@/lib/content';
import { bookingKind } from '@/lib/requests/kinds/booking';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { mumbaiDate } from '@/lib/time/mumbai';
import { showToast } from '@/lib/toast';
import { formatTravelDate } from '@/lib/trips/travel-date';

const jetTypes = JET_TYPES.map((value) => ({ value, label: content.pricing.jetTypes[value].label }));

const inDays = (days: number) => mumbaiDate(new Date(Date.now() + days * 86_400_000));

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
// The real builder, counted: one request per submission.
jest.mock('@/lib/requests/kinds/booking', () => {
  const actual = jest.requireActual('@/lib/requests/kinds/booking');
  return { ...actual, bookingKind: { ...actual.bookingKind, build: jest.fn(actual.bookingKind.build) } };
});

function renderForm() {
  render(<QuickBookingForm title="Plan your flight" tripNotes={content.home.hero.tripNotes} jetTypes={jetTypes} />);
  return userEvent.setup();
}

// jsdom does not navigate: the links' hrefs are checked instead of followed.
const stayOnPage = (event: Event) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

describe('QuickBookingForm', () => {
  it('asks a Round Trip for its return, checked after the outbound, and carries it to the planner', async () => {
    const user = renderForm();
    expect(screen.queryByLabelText('Return date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    await user.type(screen.getByLabelText('From'), 'Mumbai');
    await user.type(screen.getByLabelText('To'), 'Goa');
    await user.type(screen.getByLabelText('Date'), inDays(5));
    await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    const returnDate = screen.getByLabelText('Return date');
    // The checks run in a chunk of their own: each message shows once they have answered.
    await waitFor(() => expect(returnDate).toHaveAccessibleDescription('Please choose a return date.'));
    expect(returnDate).toHaveFocus();
    expect(screen.getByLabelText('Return time')).toHaveAccessibleDescription('Please choose a return time.');
    await user.type(returnDate, inDays(4));
    await user.type(screen.getByLabelText('Return time'), '09:15');
    await waitFor(() =>
      expect(returnDate).toHaveAccessibleDescription('The return cannot be before the outbound departure.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const planner = screen.getByRole('link', { name: 'Open in Planner' });
    await user.click(planner);
    expect(planner).toHaveAttribute(
      'href',
      `/book/?trip=round-trip&from=Mumbai&to=Goa&date=${inDays(5)}&rdate=${inDays(4)}&rtime=09%3A15`,
    );
  }, 20_000);

  it('sends once however often Send is pressed while the first send is prepared', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('From'), 'Mumbai');
    await user.type(screen.getByLabelText('To'), 'Goa');
    await user.type(screen.getByLabelText('Date'), inDays(5));
    const send = screen.getByRole('button', { name: 'Send Booking Request' });
    const form = send.closest('form') as HTMLFormElement;
    // A press, then Enter twice before the first submission is done...
    fireEvent.click(send);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    // ...and Enter again while its confirmation is open.
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bookingKind.build).toHaveBeenCalledTimes(1);
    // Send stays disabled while its confirmation is open.
    expect(send).toBeDisabled();
  }, 20_000);

  beforeEach(() => {
    jest.mocked(showToast).mockClear();
    jest.mocked(bookingKind.build).mockClear();
  });
  beforeAll(() => document.addEventListener('click', stayOnPage));
  afterAll(() => document.removeEventListener('click', stayOnPage));

  it('labels every field and starts on One Way with 1 passenger', () => {
    renderForm();
    for (const label of ['From', 'To', 'Date']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Passengers')).toHaveValue(1);
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
  });

  it('focuses the first invalid field and describes it with its error', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('From'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveFocus();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Please enter where you are flying to.');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('offers Add Leg only on Multi-City, a link to the multi-city planner carrying the trip so far', async () => {
    const user = renderForm();
    expect(screen.queryByRole('link', { name: 'Add Leg' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Multi-City' }));
    const addLeg = screen.getByRole('link', { name: 'Add Leg' });
    expect(addLeg).toHaveAttribute('href', '/book/?trip=multi-city');
    await user.type(screen.getByLabelText('From'), ' Mumbai ');
    await user.type(screen.getByLabelText('To'), 'Goa');
    await user.type(screen.getByLabelText('Date'), '2027-01-15');
    await user.clear(screen.getByLabelText('Passengers'));
    await user.type(screen.getByLabelText('Passengers'), '4');
    await user.click(addLeg);
    expect(addLeg).toHaveAttribute('href', '/book/?trip=multi-city&from=Mumbai&to=Goa&date=2027-01-15&pax=4');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('leaves out of the hand-over a passenger count the planner cannot seat', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Multi-City' }));
    await user.clear(screen.getByLabelText('Passengers'));
    await user.type(screen.getByLabelText('Passengers'), '30');
    const addLeg = screen.getByRole('link', { name: 'Add Leg' });
    await user.click(addLeg);
    expect(addLeg).toHaveAttribute('href', '/book/?trip=multi-city');
  });

  it('opens the confirmation with the reference and the hand-offs, claiming nothing was sent', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    await user.type(screen.getByLabelText('From'), 'Mumbai');
    await user.type(screen.getByLabelText('To'), 'Goa');
    await user.type(screen.getByLabelText('Date'), mumbaiDate());
    await user.clear(screen.getByLabelText('Passengers'));
    await user.type(screen.getByLabelText('Passengers'), '3');
    await user.type(screen.getByLabelText('Return date'), inDays(3));
    await user.type(screen.getByLabelText('Return time'), '18:30');
    await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveAccessibleName(/^Your request VJ-[0-9A-Z]{6} is ready to send$/);
    expect(dialog).toHaveTextContent('Nothing has been sent yet.');
    expect(dialog).not.toHaveTextContent(messages.bookingSent.title);
    const whatsapp = within(dialog).getByRole('link', { name: 'Send on WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href') as string).searchParams.get('text') as string;
    expect(text).toContain('Trip: Round Trip');
    expect(text).toContain('Leg 1: Mumbai → Goa');
    // The return as it was asked for, never "to be confirmed".
    expect(text).toContain(`Leg 2: Goa → Mumbai, ${formatTravelDate(inDays(3))} at 18:30`);
    expect(text).toContain('Passengers: 3');
    const email = within(dialog).getByRole('link', { name: 'Send by e-mail' }).getAttribute('href') as string;
    const reference = /VJ-[0-9A-Z]{6}/.exec(text)?.[0] as string;
    expect(new URLSearchParams(email.split('?')[1]).get('subject')).toBe(`Vayu Jets booking request ${reference}`);
    // Nothing was sent, so what was typed stays.
    expect(screen.getByLabelText('From')).toHaveValue('Mumbai');
    expect(showToast).not.toHaveBeenCalled();
  }, 20_000);
});
