import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveBrowserAccount } from '@/components/account/remove-browser-account';
import { account } from '@/content/account';
import { messages } from '@/content/messages';
import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ showToast: jest.fn(), showConnectionError: jest.fn() }));
jest.mock('@/lib/stores/use-auth-session', () => ({ loadAuth: jest.fn() }));

const texts = account.forgotPassword;
const deleteAccount = jest.fn();

function renderForm() {
  render(<RemoveBrowserAccount texts={texts} />);
  return userEvent.setup();
}

describe('RemoveBrowserAccount', () => {
  beforeEach(() => {
    jest.mocked(showToast).mockClear();
    deleteAccount.mockReset();
    jest.mocked(loadAuth).mockResolvedValue({ useAuthStore: { getState: () => ({ deleteAccount }) } } as never);
  });

  it('asks for the e-mail first, then for the tick, and removes nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    const email = screen.getByLabelText(texts.emailLabel);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(EMAIL_ERRORS.required);
    const tick = screen.getByRole('checkbox', { name: texts.removeConfirm });
    expect(tick).toHaveAccessibleDescription(texts.removeConfirmRequired);
    await user.type(email, 'guest@example.in');
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    expect(tick).toHaveFocus();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('removes the account once the loss is understood, and offers to sign up again', async () => {
    deleteAccount.mockResolvedValue({ ok: true, removed: true, requests: [] });
    const user = renderForm();
    await user.type(screen.getByLabelText(texts.emailLabel), 'guest@example.in');
    await user.click(screen.getByRole('checkbox', { name: texts.removeConfirm }));
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    expect(deleteAccount).toHaveBeenCalledWith('guest@example.in');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The account for guest@example.in has left this browser.',
    );
    expect(screen.getByRole('link', { name: texts.signUp })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup/),
    );
  });

  it('names the requests not delivered yet that left with the account', async () => {
    deleteAccount.mockResolvedValue({ ok: true, removed: true, requests: ['VJ-ABC123', 'VJ-DEF456'] });
    const user = renderForm();
    await user.type(screen.getByLabelText(texts.emailLabel), 'guest@example.in');
    await user.click(screen.getByRole('checkbox', { name: texts.removeConfirm }));
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Its 2 requests not delivered yet (VJ-ABC123, VJ-DEF456) left with it and will not be sent.',
    );
  });

  it('says when this browser holds no such account', async () => {
    deleteAccount.mockResolvedValue({ ok: true, removed: false, requests: [] });
    const user = renderForm();
    await user.type(screen.getByLabelText(texts.emailLabel), 'nobody@example.in');
    await user.click(screen.getByRole('checkbox', { name: texts.removeConfirm }));
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    expect(await screen.findByRole('status')).toHaveTextContent('This browser holds no account for nobody@example.in.');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('reports storage that refuses the change', async () => {
    deleteAccount.mockResolvedValue({ ok: false, error: 'blocked' });
    const user = renderForm();
    await user.type(screen.getByLabelText(texts.emailLabel), 'guest@example.in');
    await user.click(screen.getByRole('checkbox', { name: texts.removeConfirm }));
    await user.click(screen.getByRole('button', { name: texts.removeButton }));
    expect(showToast).toHaveBeenCalledWith(messages.storageBlocked, {}, 'error');
  });
});
