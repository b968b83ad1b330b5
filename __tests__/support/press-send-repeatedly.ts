import { fireEvent, screen } from '@testing-library/react';

/**
 * Presses a request form's send button, submits again before and while its confirmation is open,
 * and waits long enough for any second request to have been built.
 */
export async function pressSendRepeatedly(button: HTMLElement) {
  const form = button.closest('form') as HTMLFormElement;
  fireEvent.click(button);
  fireEvent.submit(form);
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(button).toBeDisabled();
  fireEvent.submit(form);
  await new Promise((resolve) => setTimeout(resolve, 300));
}
