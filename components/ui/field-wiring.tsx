import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// What ties a control to its error, apart from field.tsx so that the footer's newsletter, on
// every page, does not bring FormField into every page's first load.

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The id and aria-* a field's control needs, for a field laid out by hand. */
export function fieldControlProps(id: string, error?: string, hint?: boolean): FieldControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm font-medium text-[#ff8a8d]', className)} {...props}>
      {children}
    </p>
  );
}
