import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldControlClass =
  'w-full min-w-0 rounded-xl border border-input bg-background/60 px-4 text-base text-foreground transition-colors duration-200 outline-none placeholder:text-muted-foreground/80 hover:border-white/30 focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

const pickerFocusClass =
  'focus-within:border-gold focus-within:outline-2 focus-within:outline-solid focus-within:outline-offset-1 focus-within:outline-ring';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const picker = type === 'date' || type === 'time' || type === 'datetime-local' || type === 'month';
  return (
    <input type={type} className={cn(fieldControlClass, picker && pickerFocusClass, 'h-11', className)} {...props} />
  );
}
