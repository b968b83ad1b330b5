import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-gold/40 bg-gold/10 text-gold',
        secondary: 'border-border bg-muted text-foreground',
        outline: 'border-white/20 text-muted-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
