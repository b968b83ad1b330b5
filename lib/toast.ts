'use client';
import { fillMessage } from '@/content/messages';
import type { ToastMessage } from '@/lib/schemas/content/messages';

type Variant = 'default' | 'success' | 'error';

// sonner is loaded after hydration (see components/ui/toaster.tsx) so it never weighs on first
// load. A toast waits until the Toaster is mounted, so an early click is never lost.
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markToasterReady() {
  markReady();
}

/** Shows a catalogue message as a toast; `error` is the destructive style. */
export async function showToast(
  message: ToastMessage,
  values: Record<string, string> = {},
  variant: Variant = 'default',
) {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  const title = fillMessage(message.title, values);
  const description = message.description ? fillMessage(message.description, values) : undefined;
  const show = variant === 'default' ? toast : toast[variant];
  return show(title, { description });
}
