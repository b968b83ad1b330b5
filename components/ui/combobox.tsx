'use client';

import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export type ComboboxOption = { value: string; description?: string };

type ComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'role' | 'type' | 'list'> & {
  options: readonly ComboboxOption[];
  // Without them the field is uncontrolled (registered with react-hook-form).
  value?: string;
  onValueChange?: (value: string) => void;
};

export function Combobox({ value, onValueChange, options, className, ...props }: ComboboxProps) {
  const listId = `${useId()}-suggestions`;
  const controlled = onValueChange
    ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value) }
    : {};
  return (
    <>
      <input
        {...props}
        {...controlled}
        type="text"
        list={listId}
        autoComplete="off"
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
