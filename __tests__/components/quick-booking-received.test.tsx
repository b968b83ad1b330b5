import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickBookingForm } from '@/components/forms/quick-booking-form';
import { requestStatus } from '@/content/request-status';
import { content } from '@/lib/content';
import { deliver } from '@/lib/requests/deliver';
import { requestText } from '@/lib/requests/render';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { mumbaiDate } from '@/lib/time/mumbai';

const jetTypes = JET_TYPES.map((value) => ({ value, label: content.pricing.jetTypes[value].label }));

// A build with an endpoint that receives every request at once.
jest.mock('@/lib/requests/deliver', () => ({
  hasEndpoint: () => true,
  deliver: jest.fn(async () => ({ state: 'received' })),
}));
jest.mock('@/lib/account/sent-requests', () => ({ recordSent: jest.fn() }));

async function sendTrip(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  // Cleared first: user-event remembers a field's value across a native form.reset().
  for (const [label, text] of [
    ['From', from],
    ['To', to],
    ['Date', mumbaiDate()],
  ]) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await user.type(within(dialog).getByRole('textbox', { name: 'Full Name' }), 'Priya Shah');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+91 98200 07777');
  await user.click(within(dialog).getByRole('button', { name: requestStatus.contactStep.submit }));
  await within(dialog).findByText(/^Reference: VJ-/);
  await user.keyboard('{Escape}');
}

describe('QuickBookingForm with an endpoint', () => {
  it('clears once the desk has the request, and the next trip is judged and sent afresh', async () => {
    render(<QuickBookingForm title="Plan your flight" tripNotes={content.home.hero.tripNotes} jetTypes={jetTypes} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    await user.type(screen.getByLabelText('Return date'), mumbaiDate(new Date(Date.now() + 2 * 86_400_000)));
    await user.type(screen.getByLabelText('Return time'), '18:00');
    await user.clear(screen.getByLabelText('Passengers'));
    await user.type(screen.getByLabelText('Passengers'), '3');
    await sendTrip(user, 'Mumbai', 'Goa');
    expect(jest.mocked(deliver)).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('Passengers')).toHaveValue(1);
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    expect(screen.getByLabelText('From')).toHaveFocus();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Please enter where you are flying from.');
    await sendTrip(user, 'Delhi', 'Jaipur');
    const [first, second] = jest.mocked(deliver).mock.calls.map(([request]) => requestText(request));
    expect(first).toContain('Trip: Round Trip');
    expect(first).toContain('Passengers: 3');
    expect(second).not.toContain('Round Trip');
    expect(second).toContain('Departure: Delhi\nArrival: Jaipur');
    expect(second).toContain('Passengers: 1');
  }, 30_000);
});
