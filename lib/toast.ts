'use client';
import { toast } from 'sonner';
import { fillMessage } from '@/content/messages';
import type { ToastMessage } from '@/lib/schemas/content/messages';

type Variant = 'default' | 'success' | 'error';

/** Shows a catalogue message as a toast; `error` is the destructive style. */
export function showToast(message: ToastMessage, values: Record<string, string> = {}, variant: Variant = 'default') {
  const title = fillMessage(message.title, values);
  const description = message.description ? fillMessage(message.description, values) : undefined;
  const show = variant === 'default' ? toast : toast[variant];
  return show(title, { description });
}
