import { requests } from '@/content/requests';

export function QuoteReference({ reference }: { reference: string }) {
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {requests.references.quote}{' '}
      <span className="font-mono font-semibold tracking-wider text-foreground">{reference}</span>
    </p>
  );
}
