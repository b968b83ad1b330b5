import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { contactKind } from '@/lib/requests/kinds/contact';
import { CONTACT_ERRORS } from '@/lib/schemas/forms/contact-options';
import { showConnectionError } from '@/lib/toast';
import { pressSendRepeatedly } from '../support/press-send-repeatedly';

jest.mock('@/lib/toast', () => ({ showConnectionError: jest.fn() }));
// The real builder, counted: one request per submission.
jest.mock('@/lib/requests/kinds/contact', () => {
  const actual = jest.requireActual('@/lib/requests/kinds/contact');
  return { ...actual, contactKind: { ...actual.contactKind, build: jest.fn(actual.contactKind.build) } };
});

const subjects = [
  { value: 'booking' as const, label: 'Booking a flight' },
  { value: 'general' as const, label: 'General question' },
];

function renderForm() {
  render(<ContactForm subjects={subjects} submitLabel="Send Message" />);
  return userEvent.setup();
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  beforeEach(() => jest.mocked(contactKind.build).mockClear());

  it('an empty message focuses Full Name with its message, and says what else is missing', async () => {
    const user = renderForm();
    await user.click(send());
    const name = await screen.findByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(CONTACT_ERRORS.nameRequired);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      `0 / 2,000 characters ${CONTACT_ERRORS.messageRequired}`,
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
    expect(showConnectionError).not.toHaveBeenCalled();
  });

  it('after a failed send, each error clears as the visitor fixes its field', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await user.click(send());
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(await screen.findByText(CONTACT_ERRORS.phoneInvalid)).toBeVisible();
    await user.clear(phone);
    expect(screen.queryByText(CONTACT_ERRORS.phoneInvalid)).toBeNull();
    expect(screen.getByText(CONTACT_ERRORS.nameRequired)).toBeVisible();
  });

  it('opens the confirmation with what was typed; no subject chosen is sent as none', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Two seats to Goa.');
    expect(screen.getByText('17 / 2,000 characters')).toBeVisible();
    await user.click(send());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const copy = within(dialog).getByText(/Two seats to Goa\./);
    expect(copy).toHaveTextContent('Priya Shah');
    expect(copy).toHaveTextContent('Subject: not given');
  }, 20_000);

  it('makes one request however often Send is pressed before its confirmation opens, or while it is open', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Once, please.');
    await pressSendRepeatedly(send());
    expect(contactKind.build).toHaveBeenCalledTimes(1);
  }, 20_000);
});
