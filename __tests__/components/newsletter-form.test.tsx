import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { newsletterKind } from '@/lib/requests/kinds/newsletter';
import { EMAIL_ERRORS } from '@/lib/schemas/forms/fields';
import { showConnectionError } from '@/lib/toast';
import { pressSendRepeatedly } from '../support/press-send-repeatedly';

jest.mock('@/lib/toast', () => ({ showConnectionError: jest.fn() }));
// The real kind, its builder counted and its schema's first fetch failing when a test says so.
jest.mock('@/lib/requests/kinds/newsletter', () => {
  const actual = jest.requireActual('@/lib/requests/kinds/newsletter');
  const { newsletterKind: kind } = actual;
  return {
    ...actual,
    newsletterKind: { ...kind, build: jest.fn(kind.build), loadSchema: jest.fn(kind.loadSchema) },
  };
});

function renderForm() {
  render(<NewsletterForm />);
  return userEvent.setup();
}

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  beforeEach(() => {
    jest.mocked(showConnectionError).mockClear();
    jest.mocked(newsletterKind.build).mockClear();
  });

  it('refuses an address that is not one, focuses the field and follows the fix', async () => {
    const user = renderForm();
    await user.type(field(), 'priya@');
    await user.click(subscribe());
    expect(await screen.findByText(EMAIL_ERRORS.invalid)).toBeVisible();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(EMAIL_ERRORS.invalid);
    await user.clear(field());
    expect(await screen.findByText(EMAIL_ERRORS.required)).toBeVisible();
    await user.type(field(), 'priya@example.com');
    await screen.findByRole('textbox', { name: 'Email address', description: '' });
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(newsletterKind.build).not.toHaveBeenCalled();
  });

  it('opens the confirmation with the address, trimmed', async () => {
    const user = renderForm();
    await user.type(field(), ' priya@example.com ');
    await user.click(subscribe());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getAllByText(/priya@example\.com/).length).toBeGreaterThan(0);
    expect(jest.mocked(newsletterKind.build).mock.calls[0][0]).toEqual({ email: 'priya@example.com' });
  }, 20_000);

  it('says the site could not be reached when the schema cannot load, and subscribes on the next try', async () => {
    const loadSchema = jest.mocked(newsletterKind.loadSchema!);
    const fetched = loadSchema.getMockImplementation()!;
    loadSchema.mockRejectedValue(new Error('offline'));
    const user = renderForm();
    await user.type(field(), 'priya@example.com');
    await user.click(subscribe());
    expect(showConnectionError).toHaveBeenCalledTimes(1);
    expect(newsletterKind.build).not.toHaveBeenCalled();
    loadSchema.mockImplementation(fetched);
    await user.click(subscribe());
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(newsletterKind.build).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('makes one request however often Subscribe is pressed before its confirmation opens, or while it is open', async () => {
    const user = renderForm();
    await user.type(field(), 'priya@example.com');
    await pressSendRepeatedly(subscribe());
    expect(newsletterKind.build).toHaveBeenCalledTimes(1);
  }, 20_000);
});
