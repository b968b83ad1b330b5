'use client';

import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { fieldControlClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export type ComboboxOption = { value: string; label: string; description?: string };

type ComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  listLabel: string;
};

export function Combobox({
  value,
  onValueChange,
  options,
  listLabel,
  className,
  onBlur,
  onKeyDown,
  ...props
}: ComboboxProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(option: ComboboxOption) {
    onValueChange(option.value);
    setOpen(false);
    setActiveIndex(-1);
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      setActiveIndex(step === 1 ? 0 : options.length - 1);
      return;
    }
    const count = options.length;
    setActiveIndex(active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) setOpen(event.key === 'ArrowDown');
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    }
  }

  return (
    <div className="relative">
      <input
        {...props}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActiveIndex(-1);
          onBlur?.(event);
        }}
        className={cn(fieldControlClass, 'h-11', className)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-2xl shadow-black/40"
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              'cursor-pointer rounded-lg border-l-2 px-3 py-2 text-sm text-foreground',
              index === active ? 'border-gold bg-muted' : 'border-transparent hover:bg-muted/60',
            )}
          >
            <span className="block font-medium">{option.label}</span>
            {option.description ? (
              <span className="block text-xs text-muted-foreground">{option.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
