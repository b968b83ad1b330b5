import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { accountMessages } from '@/content/account-messages';
import { messages } from '@/content/messages';
import { CHANGE_PASSWORD_ERRORS } from '@/lib/schemas/forms/change-password';
import { authStore } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn(), showConnectionError: jest.fn() }));
jest.mock('@/lib/stores/use-auth-session', () => ({ authStore: jest.fn() }));

const changePassword = jest.fn();

function renderForm() {
  render(<ChangePasswordForm />);
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  beforeEach(() => {
    jest.mocked(showToast).mockClear();
    changePassword.mockReset();
    jest.mocked(authStore).mockResolvedValue({ getState: () => ({ changePassword }) } as never);
  });

  it('focuses the first empty field and says what it needs', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(CHANGE_PASSWORD_ERRORS.currentRequired);
    expect(screen.getByText(CHANGE_PASSWORD_ERRORS.confirmRequired)).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says the new passwords differ beside the confirm field', async () => {
    const user = renderForm();
    await fill(user, 'old secret', 'new secret', 'other secret');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordMismatch);
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('tells a wrong current password and keeps what was typed', async () => {
    changePassword.mockResolvedValue({ ok: false, error: 'wrong' });
    const user = renderForm();
    await fill(user, 'not it at all', 'new secret', 'new secret');
    expect(showToast).toHaveBeenCalledWith(accountMessages.passwordWrong, {}, 'error');
    expect(screen.getByLabelText('Current password')).toHaveValue('not it at all');
  });

  it('changes the password, says so and empties the fields', async () => {
    changePassword.mockResolvedValue({ ok: true });
    const user = renderForm();
    await fill(user, 'old secret', 'new secret', 'new secret');
    expect(changePassword).toHaveBeenCalledWith({ current: 'old secret', next: 'new secret' });
    expect(showToast).toHaveBeenCalledWith(accountMessages.passwordChanged, {}, 'success');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });
});
