import { act, render } from '@testing-library/react';
import { PlannerEstimatePanel } from '@/components/booking/planner-estimate-panel';
import { content } from '@/lib/content';
import { bookingRequest } from '@/lib/requests/kinds/booking';
import { noteSent } from '@/lib/requests/sent-this-visit';
import { plan } from '@/lib/trips/plan';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';

const { airports, pricing } = content;
const values: PlannerInput = {
  ...plannerDefaults,
  departure: 'Mumbai',
  arrival: 'Goa',
  date: '2027-02-01',
  time: '10:00',
  jetType: 'light',
};
const sheet = () => document.querySelector('[data-quote-sheet]') as HTMLElement;

describe('the printed quote', () => {
  it('names the quote as the quote’s, and once a request from this trip went somewhere, that request with its route', () => {
    const { rerender } = render(
      <PlannerEstimatePanel values={values} airports={airports} pricing={pricing} brand="Vayu" />,
    );
    const quote = plan(values, { airports, pricing }).reference;
    expect(sheet()).toHaveTextContent(`Quote reference ${quote}`);
    expect(sheet()).not.toHaveTextContent(/Reference VJ-/);

    const request = bookingRequest(values, { airports, pricing, greeting: 'Hello' }, { page: '/book/' });
    act(() => noteSent(request));
    expect(sheet()).toHaveTextContent(`Reference ${request.reference} · Mumbai → Goa (Dabolim)`);
    expect(sheet()).toHaveTextContent(`Quote reference ${quote}`);

    // Another trip was not sent: its sheet names only its quote.
    const other = { ...values, passengers: 3 };
    rerender(<PlannerEstimatePanel values={other} airports={airports} pricing={pricing} brand="Vayu" />);
    expect(sheet()).not.toHaveTextContent(request.reference);
  });
});
