'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button, buttonVariants } from '@/components/ui/button';
import { messages } from '@/content/messages';
import { useAuthSession } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';
import { cn } from '@/lib/utils';

type AccountLinksProps = { className?: string; onNavigate?: () => void };

/**
 * The header's account area: Login and Sign Up, or Dashboard and Logout once signed in. Until the
 * stored session is read it keeps the same space empty, so a signed-in user never sees Login flash.
 */
export function AccountLinks({ className, onNavigate }: AccountLinksProps) {
  const router = useRouter();
  const { hydrated, user, logout } = useAuthSession();
  const wrapper = cn('flex items-center gap-2', className);

  if (!hydrated) {
    return (
      <div className={wrapper} aria-hidden data-testid="account-placeholder">
        <span className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'invisible')}>Login</span>
        <span className={cn(buttonVariants({ size: 'sm' }), 'invisible')}>Sign Up</span>
      </div>
    );
  }

  if (user) {
    const onLogout = async () => {
      await logout();
      onNavigate?.();
      void showToast(messages.loggedOut, {}, 'success');
      router.push('/');
    };
    return (
      <div className={wrapper}>
        <Link href="/dashboard/" onClick={onNavigate} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Dashboard
        </Link>
        <Button type="button" size="sm" variant="outline" onClick={onLogout}>
          Logout
        </Button>
      </div>
    );
  }

  return (
    <div className={wrapper}>
      <Link href="/login/" onClick={onNavigate} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Login
      </Link>
      <Link href="/signup/" onClick={onNavigate} className={buttonVariants({ size: 'sm' })}>
        Sign Up
      </Link>
    </div>
  );
}
