import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '@/components/icons/lucide/chevron-down';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

// Native, not Radix Select: that cost /book 30 KiB of JavaScript and most of its blocking time.
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldControlClass,
          'h-11 cursor-pointer appearance-none pr-10 [&>option]:bg-surface [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-foreground opacity-70"
      />
    </div>
  );
}
