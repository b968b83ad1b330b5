'use client';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterReady } from '@/lib/toast';

export function Toaster() {
  useEffect(markToasterReady, []);
  return (
    <Sonner
      theme="dark"
      position="bottom-center"
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
