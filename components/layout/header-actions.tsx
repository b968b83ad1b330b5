import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { telHref } from '@/lib/links';
import { cn } from '@/lib/utils';

type HeaderCopy = { book: { label: string; href: string }; hours: string; callPrefix: string };
type Phone = { display: string; e164: string };

export function CallLink({ copy, phone, compact = false }: { copy: HeaderCopy; phone: Phone; compact?: boolean }) {
  return (
    <a
      href={telHref(phone.e164)}
      className={cn(
        'inline-flex items-center gap-2 font-medium whitespace-nowrap text-foreground/90 transition-colors hover:text-gold-hover',
        compact ? 'h-11 min-w-11 justify-center rounded-full text-sm sm:px-2' : 'text-xs',
      )}
    >
      <PhoneIcon aria-hidden className="size-4 text-gold" />
      <span className="sr-only">{copy.callPrefix} </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        <span className="text-gold">{copy.hours}</span> {phone.display}
      </span>
    </a>
  );
}

export function BookLink({ copy }: { copy: HeaderCopy }) {
  return (
    <IntentLink href={copy.book.href} className={buttonVariants({ size: 'sm', className: 'max-sm:px-3' })}>
      {copy.book.label}
    </IntentLink>
  );
}
