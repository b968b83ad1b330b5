'use client';

import { useId, type ComponentProps } from 'react';
import { fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export type ComboboxOption = { value: string; description?: string };

type ComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'type' | 'list'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
};

/**
 * A text field with suggestions: the browser's own list (<datalist>), so it needs no script to
 * open, choose or announce, and any other text is still taken as typed.
 */
export function Combobox({ value, onValueChange, options, className, ...props }: ComboboxProps) {
  const listId = `${useId()}-suggestions`;
  return (
    <>
      <input
        {...props}
        type="text"
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(fieldControlClass, 'h-11', className)}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} label={option.description} />
        ))}
      </datalist>
    </>
  );
}
