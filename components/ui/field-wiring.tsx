import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Apart from field.tsx so the footer's newsletter, on every page, does not load FormField.

export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export function fieldControlProps(id: string, error?: string, hint?: boolean): FieldControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm font-medium text-[#ff8a8d]', className)} {...props}>
      {children}
    </p>
  );
}
