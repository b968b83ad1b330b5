import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestDialog } from '@/components/requests/request-dialog';
import { requestStatus } from '@/content/request-status';
import { deliver } from '@/lib/requests/deliver';
import { emptyLegRequest } from '@/lib/requests/kinds/empty-leg';
import { CONTACT_ERRORS } from '@/lib/schemas/forms/contact-options';
import { REQUEST_CONTACT_ERRORS } from '@/lib/schemas/forms/request-contact';

// A build with an endpoint: the dialog asks who to call back before it sends.
jest.mock('@/lib/requests/deliver', () => ({
  hasEndpoint: () => true,
  deliver: jest.fn(() => new Promise(() => {})),
}));

const offer = {
  greeting: 'Hello Vayu Jets, I would like to request this empty leg.',
  reference: 'VJ-EL-101',
  route: 'New Delhi (DEL) → Mumbai (BOM)',
  when: '28 November 2026',
  aircraft: 'Praetor 500 (Midsize Jet)',
  price: '₹9,50,000',
  dates: ['2026-11-28'],
  fare: 950000,
};

function renderDialog() {
  render(<RequestDialog request={emptyLegRequest(offer, undefined, { page: '/empty-legs/' })} onClose={() => {}} />);
  return userEvent.setup();
}

const send = () => screen.getByRole('button', { name: requestStatus.contactStep.submit });

describe('RequestDialog contact step', () => {
  it('asks for a name first, then for a phone or an e-mail, and clears the message once one is given', async () => {
    const user = renderDialog();
    expect(screen.getByRole('form', { name: requestStatus.titles.contact })).toBeVisible();
    await user.click(send());
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(CONTACT_ERRORS.nameRequired);
    await user.type(name, 'Priya Shah');
    await user.click(send());
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(REQUEST_CONTACT_ERRORS.reachRequired);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'priya@example.com');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('sends the request with the contact given', async () => {
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+91 98200 07777');
    await user.click(send());
    expect(await screen.findByText(/^Sending your request VJ-/)).toBeVisible();
    // The one reference to quote, with the route it is for.
    expect(screen.getByText(/^Reference: VJ-[0-9A-Z]{6} · New Delhi \(DEL\) → Mumbai \(BOM\)$/)).toBeVisible();
    expect(jest.mocked(deliver).mock.calls[0][0].contact).toEqual({
      name: 'Priya Shah',
      phone: '+91 98200 07777',
    });
  });
});
