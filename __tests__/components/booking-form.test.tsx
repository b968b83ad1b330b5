import { render, screen } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { BookingForm } from '@/components/forms/booking-form';
import { content } from '@/lib/content';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));

describe('BookingForm', () => {
  it('renders what reads the form once as it mounts: the form library settling does not render it again', () => {
    let renders = 0;
    function Reader() {
      useFormContext();
      renders += 1;
      return <p>estimate</p>;
    }
    render(
      <BookingForm
        whatsappIntro={content.booking.form.whatsappIntro}
        whatsappNote={content.booking.form.whatsappNote}
        route={{ airports: content.airports, pricing: content.pricing }}
      >
        <Reader />
      </BookingForm>,
    );
    expect(screen.getByRole('form', { name: 'Flight details' })).toBeInTheDocument();
    expect(screen.getByText('estimate')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
