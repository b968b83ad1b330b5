import { LegCard } from '@/components/sections/home/empty-legs-this-week';
import { NextEmptyLegs } from '@/components/sections/home/next-empty-legs';
import type { EmptyLegView } from '@/lib/empty-legs/offers';

type RouteEmptyLegsProps = { offers: readonly EmptyLegView[]; builtOn: string; none: string };

export function RouteEmptyLegs({ offers, builtOn, none }: RouteEmptyLegsProps) {
  return (
    <NextEmptyLegs
      items={offers.map((offer) => ({
        reference: offer.reference,
        date: offer.date,
        lastDate: offer.lastDate,
        card: <LegCard offer={offer} />,
      }))}
      builtOn={builtOn}
      count={offers.length}
      none={<p className="text-muted-foreground">{none}</p>}
    />
  );
}
