'use client';

import { connectionFailed } from '@/content/shell-messages';
import { fillMessage } from '@/lib/fill-message';
import { onUse } from '@/lib/on-use';
import type { ToastMessage } from '@/lib/schemas/content/messages';

type Variant = 'default' | 'success' | 'error';

// If a chunk cannot load, the message still shows in a plain alert that needs no chunk.
const loadSonner = onUse(() => import('sonner'));
let mountToaster: () => Promise<void> = () => Promise.reject(new Error('The toaster is not on this page.'));

export function registerToaster(mount: () => Promise<void>) {
  mountToaster = mount;
}

type ToastAction = { label: string; onClick: () => void };

export async function showToast(
  message: ToastMessage,
  values: Record<string, string> = {},
  variant: Variant = 'default',
  action?: ToastAction,
) {
  const title = fillMessage(message.title, values);
  const description = message.description ? fillMessage(message.description, values) : undefined;
  try {
    const [{ toast }] = await Promise.all([loadSonner(), mountToaster()]);
    const show = variant === 'default' ? toast : toast[variant];
    show(title, action ? { description, action } : { description });
  } catch {
    showPlainAlert(title, description);
  }
}

export function showConnectionError() {
  return showToast(connectionFailed, {}, 'error');
}

const PLAIN_ALERT_ID = 'vj-plain-alert';

function showPlainAlert(title: string, description?: string) {
  document.getElementById(PLAIN_ALERT_ID)?.remove();
  const alert = document.createElement('div');
  alert.id = PLAIN_ALERT_ID;
  alert.setAttribute('role', 'alert');
  alert.className =
    'fixed inset-x-4 bottom-6 z-[100] mx-auto max-w-md rounded-xl border border-destructive/70 bg-surface p-4 text-sm text-foreground shadow-lg';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  alert.append(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'mt-1 text-muted-foreground';
    body.textContent = description;
    alert.append(body);
  }
  document.body.append(alert);
  setTimeout(() => alert.remove(), 8000);
}
