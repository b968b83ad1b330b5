import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { newsletterSchema } from '@/lib/schemas/forms/newsletter';
import { showConnectionError } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ showConnectionError: jest.fn() }));

function renderForm(loadSchema = () => Promise.resolve(newsletterSchema)) {
  const onSubscribed = jest.fn();
  render(<EmailSignupForm loadSchema={loadSchema} onSubscribed={onSubscribed} />);
  return { user: userEvent.setup(), onSubscribed };
}

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('EmailSignupForm', () => {
  beforeEach(() => jest.mocked(showConnectionError).mockClear());

  it('refuses an address that is not one, focuses the field and follows the fix', async () => {
    const { user, onSubscribed } = renderForm();
    await user.type(field(), 'priya@');
    await user.click(subscribe());
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(EMAIL_ERRORS.invalid);
    await user.clear(field());
    expect(field()).toHaveAccessibleDescription(EMAIL_ERRORS.required);
    await user.type(field(), 'priya@example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('hands on a valid address, and clears when told to', async () => {
    const { user, onSubscribed } = renderForm();
    await user.type(field(), ' priya@example.com ');
    await user.click(subscribe());
    expect(onSubscribed).toHaveBeenCalledWith('priya@example.com', expect.any(Function));
    onSubscribed.mock.calls[0][1]();
    expect(field()).toHaveValue('');
  });

  it('says the site could not be reached when the schema cannot load, and tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(newsletterSchema);
    const { user, onSubscribed } = renderForm(load);
    await user.type(field(), 'priya@example.com');
    await user.click(subscribe());
    expect(showConnectionError).toHaveBeenCalledTimes(1);
    expect(onSubscribed).not.toHaveBeenCalled();
    await user.click(subscribe());
    expect(onSubscribed).toHaveBeenCalledWith('priya@example.com', expect.any(Function));
  });

  it('ignores a second press or Enter while a subscription is being sent', async () => {
    let received = () => {};
    const onSubscribed = jest.fn(() => new Promise<void>((resolve) => (received = resolve)));
    render(<EmailSignupForm loadSchema={() => Promise.resolve(newsletterSchema)} onSubscribed={onSubscribed} />);
    const user = userEvent.setup();
    await user.type(field(), 'priya@example.com');
    // Two submits in a row: a double-click, or Enter pressed twice.
    const form = subscribe().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(subscribe()).toBeDisabled();
    await user.type(field(), '{Enter}');
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    await act(async () => received());
    expect(subscribe()).toBeEnabled();
  });
});
