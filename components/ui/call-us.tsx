import { buttonVariants } from '@/components/ui/button';
import { company } from '@/content/company';
import { pageFailure as copy } from '@/content/page-failure';
import { fillMessage } from '@/lib/fill-message';
import { telHref } from '@/lib/tel-href';

// Its own module so the error pages, which load with every route, carry no error-boundary library.
export function CallUs({ className }: { className?: string }) {
  return (
    <a href={telHref()} className={className ?? buttonVariants({ variant: 'ghost', size: 'sm' })}>
      {fillMessage(copy.call, { phone: company.phone.display })}
    </a>
  );
}
