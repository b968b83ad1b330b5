import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/utils';

type LogoProps = {
  name: string;
  className?: string;
  textClassName?: string;
};

export function Logo({ name, className, textClassName = 'text-xl' }: LogoProps) {
  return (
    <IntentLink href="/" aria-label={name} className={cn('group inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 text-gold">
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.25" />
        <path d="M8 11h4.2L16 20.5 19.8 11H24l-6.3 13h-3.4L8 11Z" fill="currentColor" />
      </svg>
      <span className={cn('font-display font-semibold tracking-wide whitespace-nowrap text-foreground', textClassName)}>
        {name}
      </span>
    </IntentLink>
  );
}
