'use client';

import { messages as catalogue, type messages } from '@/content/messages';
import { showToast } from '@/lib/toast';
import { Button, type ButtonProps } from './button';

type ToastKey = {
  [K in keyof typeof messages]: (typeof messages)[K] extends string ? never : K;
}[keyof typeof messages];

/** A placeholder action: a real button that answers with a toast from content/messages.ts. */
export function ToastButton({ message, ...props }: Omit<ButtonProps, 'onClick'> & { message: ToastKey }) {
  return <Button {...props} onClick={() => void showToast(catalogue[message])} />;
}
