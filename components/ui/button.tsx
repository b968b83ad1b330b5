import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { holdPress } from '@/lib/held-press';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap transition-colors duration-200 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'rounded-full bg-gold text-gold-foreground hover:bg-gold-hover',
        outline: 'rounded-full border border-gold/60 text-foreground hover:border-gold hover:bg-gold/10',
        quiet: 'rounded-full border border-white/15 text-foreground hover:border-gold hover:bg-gold/10',
        secondary: 'rounded-full bg-muted text-foreground hover:bg-muted/70',
        ghost: 'rounded-full text-foreground hover:bg-white/5',
        link: 'rounded-none text-gold underline-offset-4 hover:underline',
        muted: 'rounded-none text-muted-foreground underline-offset-4 hover:underline',
        destructive: 'rounded-full bg-destructive text-white hover:bg-destructive/90',
      },
      size: {
        default: 'h-11 px-6 text-sm',
        sm: 'h-9 px-4 text-xs',
        lg: 'h-12 px-8 text-base',
        tall: 'min-h-12 px-6 py-2 text-base',
        icon: 'size-11 text-sm',
        row: 'h-11 px-5 text-sm',
        inline: 'h-auto px-0 text-xs',
      },
      align: {
        center: 'justify-center',
        start: 'justify-start',
        between: 'justify-between',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', align: 'center' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

// A button with a handler of its own and no ref from its caller has its first press answered.
export function Button({ className, variant, size, align, type = 'button', ...props }: ButtonProps) {
  const held = type === 'button' && props.onClick && !props.ref ? holdPress : null;
  return (
    <button type={type} className={cn(buttonVariants({ variant, size, align, className }))} {...props} {...held} />
  );
}
