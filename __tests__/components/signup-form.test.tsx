import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SignupForm } from '@/components/forms/signup-form';
import { messages } from '@/content/messages';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/toast', () => ({ showToast: jest.fn(), showConnectionError: jest.fn() }));
jest.mock('@/lib/stores/use-auth-session', () => ({ loadAuth: Object.assign(jest.fn(), { preload: jest.fn() }) }));

/** A store whose signup waits until the test lets it finish, as hashing does. */
function holdSignup() {
  let finish = () => {};
  const signup = jest.fn(
    ({ role }: { role: string }) =>
      new Promise((resolve) => (finish = () => resolve({ ok: true, user: { email: 'a@b.in', role } }))),
  );
  jest.mocked(loadAuth).mockResolvedValue({ useAuthStore: { getState: () => ({ signup }) } } as never);
  return { signup, finish: () => finish() };
}

function renderForm() {
  render(<SignupForm />);
  return userEvent.setup();
}

describe('SignupForm', () => {
  let store: ReturnType<typeof holdSignup>;
  beforeEach(() => {
    jest.mocked(loadAuth.preload).mockClear();
    jest.mocked(showToast).mockClear();
    push.mockClear();
    store = holdSignup();
  });

  it('starts on Customer, in the markup itself', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Customer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Customer' })).toHaveAttribute('checked');
    // A visitor who has not started on it downloads nothing more.
    expect(loadAuth.preload).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field and explains it, then follows each change', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await user.type(email, 'guest@example.in');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Please choose a password.',
    );
  });

  it('says the passwords differ beside the confirm field', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'guest@example.in');
    await user.type(screen.getByLabelText('Password'), 'one secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'another');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordMismatch);
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(store.signup).not.toHaveBeenCalled();
  });

  it('shows progress while the account is created, then welcomes the chosen role', async () => {
    const { signup, finish } = store;
    const user = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Operator' }));
    await user.type(screen.getByLabelText('Email'), 'ops@example.in');
    await user.type(screen.getByLabelText('Password'), ' spaced secret ');
    await user.type(screen.getByLabelText('Confirm Password'), ' spaced secret ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const busy = await screen.findByRole('button', { name: 'Creating account…' });
    expect(busy).toBeDisabled();
    expect(signup).toHaveBeenCalledWith({ email: 'ops@example.in', password: ' spaced secret ', role: 'Operator' });
    finish();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(showToast).toHaveBeenCalledWith(messages.signupSuccess, { role: 'Operator' }, 'success');
    expect(push).toHaveBeenCalledWith('/dashboard/');
  });

  it('keeps a role and values chosen before the page came alive', async () => {
    const { signup, finish } = store;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignupForm />);
    document.body.append(container);
    // The visitor fills the static page before React takes it over.
    const operator = screen.getByRole('radio', { name: 'Operator' });
    operator.click();
    for (const [label, value] of [
      ['Email', 'early@example.in'],
      ['Password', 'typed early'],
      ['Confirm Password', 'typed early'],
    ]) {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    }
    await act(async () => {
      hydrateRoot(container, <SignupForm />);
    });
    expect(screen.getByRole('radio', { name: 'Operator' })).toBeChecked();
    // Already started, so what the submit needs is fetched now, not on a next focus.
    expect(loadAuth.preload).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signup).toHaveBeenCalledWith({ email: 'early@example.in', password: 'typed early', role: 'Operator' });
    finish();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
    container.remove();
  });
});
