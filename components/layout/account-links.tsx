'use client';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type AccountLinksProps = { className?: string; onNavigate?: () => void };

/** The header's account area. Logged-out visitors see Login and Sign Up. */
export function AccountLinks({ className, onNavigate }: AccountLinksProps) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Link href="/login/" onClick={onNavigate} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Login
      </Link>
      <Link href="/signup/" onClick={onNavigate} className={buttonVariants({ size: 'sm' })}>
        Sign Up
      </Link>
    </div>
  );
}
