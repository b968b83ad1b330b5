import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlProps, FieldError, type FieldControlProps } from './field-wiring';

// Layout pieces for a labelled form field, and FormField, which puts them together and wires them.
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

export function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="field-label" className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

type FormFieldProps = {
  /** The control's id; the hint and error ids are built from it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** 'below' stacks the hint above the error; 'end' puts the error first and the hint at the row's end. */
  hintPosition?: 'below' | 'end';
  hintClassName?: string;
  /** The gold asterisk after the label (hidden from screen readers). */
  requiredMark?: boolean;
  /** Something shown on the label's row, at its end (a link beside the label). */
  labelAside?: ReactNode;
  errorRole?: 'alert';
  className?: string;
  /** Renders the control with its id and aria-* wiring. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled field: the control gets the id its label points at, aria-invalid while there is an
 * error, and aria-describedby naming the hint and the error (in that order).
 */
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
