import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

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

export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2', className)} {...props} />;
}

export function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hintPosition?: 'below' | 'end';
  hintClassName?: string;
  requiredMark?: boolean;
  labelAside?: ReactNode;
  errorRole?: 'alert';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({
  id,
  label,
  error,
  hint,
  hintPosition = 'below',
  hintClassName,
  requiredMark,
  labelAside,
  errorRole,
  className,
  children,
}: FormFieldProps) {
  const control = fieldControlProps(id, error, Boolean(hint));
  const fieldLabel = (
    <FieldLabel htmlFor={id}>
      {label}
      {requiredMark ? (
        <span aria-hidden className="ml-0.5 text-gold">
          *
        </span>
      ) : null}
    </FieldLabel>
  );
  const hintText = hint ? (
    <FieldDescription id={`${id}-hint`} className={hintClassName}>
      {hint}
    </FieldDescription>
  ) : null;
  const errorText = (
    <FieldError id={`${id}-error`} role={errorRole}>
      {error}
    </FieldError>
  );
  return (
    <Field className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-4">
          {fieldLabel}
          {labelAside}
        </div>
      ) : (
        fieldLabel
      )}
      {children(control)}
      {hintPosition === 'end' ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {errorText}
          {hintText}
        </div>
      ) : (
        <>
          {hintText}
          {errorText}
        </>
      )}
    </Field>
  );
}
