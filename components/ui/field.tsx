import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Layout pieces for a labelled form field: <Field><FieldLabel/>control<FieldError/></Field>.
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

export function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="field-label" className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm font-medium text-[#ff8a8d]', className)} {...props}>
      {children}
    </p>
  );
}
