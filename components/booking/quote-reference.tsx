import { requests } from '@/content/requests';

/** The quote reference under the estimate's heading: the same trip always shows the same one. */
export function QuoteReference({ reference }: { reference: string }) {
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {requests.references.quote}{' '}
      <span className="font-mono font-semibold tracking-wider text-foreground">{reference}</span>
    </p>
  );
}
