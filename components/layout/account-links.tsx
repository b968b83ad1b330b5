import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/utils';
import { LogoutButton } from './logout-button';

type AccountLinksProps = { className?: string; pairClassName?: string };

// Both pairs are in the HTML and CSS shows one by <html data-account>; without JavaScript, Login and Sign Up.
export function AccountLinks({ className, pairClassName }: AccountLinksProps) {
  const pair = cn('flex items-center gap-2', pairClassName);
  return (
    <div className={className}>
      <div data-account-pair="out" className={pair}>
        <IntentLink href="/login/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Login
        </IntentLink>
        <IntentLink href="/signup/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Sign Up
        </IntentLink>
      </div>
      <div data-account-pair="in" className={pair}>
        <IntentLink href="/dashboard/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Dashboard
        </IntentLink>
        <LogoutButton />
      </div>
    </div>
  );
}
