'use client';

import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-center"
      visibleToasts={1}
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-surface !border !border-gold/30 !text-foreground !rounded-xl !font-sans',
          description: '!text-muted-foreground',
          error: '!border-destructive/70',
          closeButton: '!bg-surface !border-border !text-foreground',
        },
      }}
    />
  );
}
