import { OffersAsOf } from '@/components/offline/offers-as-of';
import { EmptyLegsHero } from '@/components/sections/empty-legs/empty-legs-hero';
import { OfferBoard } from '@/components/sections/empty-legs/offer-board';
import { OfferCard } from '@/components/sections/empty-legs/offer-card';
import { WatchlistPanel } from '@/components/sections/empty-legs/watchlist-panel';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { liveOffers } from '@/lib/empty-legs/live';
import { airportLabel } from '@/lib/estimate/airports';
import { metadataFor } from '@/lib/metadata';
import { emptyLegList } from '@/lib/seo/empty-legs';
import { mumbaiDate } from '@/lib/time/mumbai';

export const metadata = metadataFor('emptyLegs');

export default function EmptyLegsPage() {
  const page = content.pages.emptyLegs;
  const { board, watchlist, home, offers } = content.emptyLegs;
  const cards = Object.fromEntries(
    offers.map((offer) => [
      offer.reference,
      <OfferCard
        key={offer.reference}
        offer={offer}
        watchLabel={watchlist.mark}
        watchCopy={{
          watchButton: watchlist.watchButton,
          watchingButton: watchlist.watchingButton,
          watched: watchlist.watched,
          unwatched: watchlist.unwatched,
        }}
      />,
    ]),
  );
  const items = offers.map(({ reference, from, fromLabel, to, toLabel, date, lastDate }) => ({
    reference,
    from,
    fromLabel,
    to,
    toLabel,
    date,
    lastDate,
  }));
  const builtOn = mumbaiDate();
  // Search engines get the offers live when the page was built; the browser re-checks on every view.
  const jsonLd = emptyLegList(
    liveOffers(offers).map((offer) => ({ ...offer, from: offer.fromAirport, to: offer.toAirport })),
    page.path,
  );
  return (
    <>
      <EmptyLegsHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} extra={jsonLd} />
      <section aria-labelledby="offers-heading" className="container-content grid gap-8 py-8">
        <div className="grid gap-3">
          <h2 id="offers-heading" className="text-3xl font-semibold sm:text-4xl">
            {board.heading}
          </h2>
          <p className="max-w-2xl leading-relaxed text-muted-foreground">{home.intro}</p>
          <OffersAsOf date={builtOn} />
        </div>
        <OfferBoard items={items} cards={cards} builtOn={builtOn} copy={board} />
      </section>
      <section
        id="watchlist"
        aria-labelledby="watchlist-heading"
        className="container-content grid max-w-3xl gap-6 pt-20 pb-8 render-when-near [--rendered-height:35rem] sm:[--rendered-height:24.5rem] lg:pt-28 lg:[--rendered-height:23rem]"
      >
        <div className="grid gap-3">
          <h2 id="watchlist-heading" className="text-3xl font-semibold sm:text-4xl">
            {watchlist.heading}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{watchlist.intro}</p>
        </div>
        <WatchlistPanel
          airports={content.airports.map((airport) => ({ code: airport.iata, label: airportLabel(airport) }))}
          copy={watchlist}
        />
        <p className="text-sm text-muted-foreground">{watchlist.privacy}</p>
      </section>
    </>
  );
}
