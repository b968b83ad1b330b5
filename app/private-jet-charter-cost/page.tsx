import { EmptyLegsHero } from '@/components/sections/empty-legs/empty-legs-hero';
import { FiguresScroller } from '@/components/sections/figures-scroller';
import { RouteFaq } from '@/components/sections/routes/route-faq';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { formatDistance } from '@/lib/estimate/format';
import { hourlyBand, rateCardValues } from '@/lib/estimate/rate-values';
import { usableRangeNm } from '@/lib/estimate/reach';
import { legFact, refusedFact } from '@/lib/facts/leg-fact';
import { fillStrict } from '@/lib/fill-strict';
import { seatRange } from '@/lib/fleet/capabilities';
import { categoryTakeoff, formatTakeoff } from '@/lib/fleet/takeoff';
import { formatINR } from '@/lib/format';
import { inclusionFact, inclusionValues } from '@/lib/inclusions';
import { metadataFor } from '@/lib/metadata';
import { routeSlug } from '@/lib/routes/route-page';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { routePages } from '../routes/route-data';

export const metadata = metadataFor('priceGuide');

const FILE = 'content/data/price-guide.json';
const cell = 'py-3 pr-4 text-left align-top';
const link = 'font-semibold text-gold underline-offset-4 hover:underline';

/** The price guide: the rate card per flight hour, what it covers and adds, and whole routes priced by the estimator. */
export default function PriceGuidePage() {
  const page = content.pages.priceGuide;
  const guide = content.priceGuide;
  const { pricing } = content;
  const values = { ...rateCardValues(pricing), ...inclusionValues(content.inclusions) };
  const fill = (template: string) => fillStrict(template, values, FILE);
  const pages = routePages();
  const samples = guide.samples.routes.map((direction) => {
    const route = pages.get(routeSlug(content.routes, direction));
    if (!route)
      throw new Error(
        `${FILE}: the sample ${direction.from} to ${direction.to} has no route page in content/data/routes.json`,
      );
    return route;
  });
  const faqs = guide.faq.items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) }));
  return (
    <>
      <EmptyLegsHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <div className="container-content grid gap-16 pb-24">
        <section className="grid gap-6">
          <div className="grid max-w-3xl gap-3">
            <h2 id="bands-heading" className="text-3xl font-semibold">
              {guide.bands.heading}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fill(guide.bands.intro)}</p>
          </div>
          {/* The table is the region the heading names (the section around it stays unnamed, so the
              name is not given twice); on a phone each row is a card, so no figure is ever cut. */}
          <FiguresScroller labelledBy="bands-heading" fitsFrom="md" slot={1} className="p-4 sm:p-6">
            <table className="stack-rows w-full text-sm md:min-w-[36rem]">
              <thead className="text-muted-foreground">
                <tr>
                  {[
                    guide.bands.category,
                    guide.bands.seats,
                    guide.bands.rate,
                    guide.bands.band,
                    guide.bands.range,
                    guide.bands.runway,
                  ].map((label) => (
                    <th key={label} scope="col" className={`${cell} font-medium`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {JET_TYPES.map((type) => {
                  const rate = pricing.jetTypes[type];
                  const band = hourlyBand(rate.indicativePrice, pricing);
                  const fleet = content.fleet.categories.find((category) => category.jetType === type);
                  if (!fleet) throw new Error(`content/fleet.ts: no category for ${type}`);
                  return (
                    <tr key={type} data-category={type}>
                      <th scope="row" className={`${cell} font-semibold`}>
                        {rate.label}
                      </th>
                      <td className={`${cell} tabular-nums`} data-fact="seats" data-label={guide.bands.seats}>
                        {seatRange(rate.aircraft)}
                      </td>
                      <td className={`${cell} tabular-nums`} data-label={guide.bands.rate}>
                        {formatINR(rate.indicativePrice)}
                      </td>
                      <td className={`${cell} tabular-nums`} data-label={guide.bands.band}>
                        {`${formatINR(band.low)} – ${formatINR(band.high)}`}
                      </td>
                      {/* The one non-stop rule's figure: the range less the reserve, as /book refuses by. */}
                      <td className={`${cell} tabular-nums`} data-fact="non-stop" data-label={guide.bands.range}>
                        {`${Math.round(usableRangeNm(rate.rangeNm, pricing.reservePercent)).toLocaleString('en-IN')} nm`}
                      </td>
                      <td className={`${cell} tabular-nums`} data-fact="runway" data-label={guide.bands.runway}>
                        {formatTakeoff(categoryTakeoff(fleet.aircraft))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </FiguresScroller>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="included-heading" className="grid content-start gap-4">
            <h2 id="included-heading" className="text-3xl font-semibold">
              {guide.included.heading}
            </h2>
            <ul className="grid list-disc gap-2 pl-5 leading-relaxed">
              {content.inclusions.hourly.map((item) => (
                <li key={item.id} {...inclusionFact('hourly', item.id)}>
                  {item.text}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="extras-heading" className="grid content-start gap-4">
            <h2 id="extras-heading" className="text-3xl font-semibold">
              {guide.extras.heading}
            </h2>
            <dl className="grid gap-4">
              {content.inclusions.itemised.map((item) => (
                <div key={item.id} className="grid gap-1" {...inclusionFact('itemised', item.id)}>
                  <dt className="font-semibold">{item.text}</dt>
                  <dd className="leading-relaxed text-muted-foreground">{fill(item.detail)}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-4 text-xl font-semibold">{guide.extras.notIncluded}</h3>
            <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
              {content.inclusions.excluded.map((item) => (
                <li key={item.id} {...inclusionFact('excluded', item.id)}>
                  {item.text}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className="grid gap-6">
          <div className="grid max-w-3xl gap-3">
            <h2 id="samples-heading" className="text-3xl font-semibold">
              {guide.samples.heading}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fill(guide.samples.intro)}</p>
          </div>
          <FiguresScroller labelledBy="samples-heading" fitsFrom="lg" slot={2} className="p-4 sm:p-6">
            <table className="stack-rows w-full text-sm md:min-w-[48rem]">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className={`${cell} font-medium`}>
                    {guide.samples.route}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {guide.samples.distance}
                  </th>
                  {JET_TYPES.map((type) => (
                    <th key={type} scope="col" className={`${cell} font-medium`}>
                      {pricing.jetTypes[type].label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {samples.map((route) => (
                  <tr key={route.path}>
                    <th scope="row" className={cell}>
                      <IntentLink href={route.path} className={link}>
                        {route.fill(content.routes.index.routeLink)}
                      </IntentLink>
                    </th>
                    <td className={`${cell} tabular-nums`} data-label={guide.samples.distance}>
                      {formatDistance(route.distanceKm, route.distanceNm)}
                    </td>
                    {JET_TYPES.map((type) => {
                      // Priced only where the category flies the route non-stop, as on its route page.
                      const estimate = route.estimates.find((entry) => entry.jetType === type);
                      return (
                        <td key={type} className={`${cell} tabular-nums`} data-label={pricing.jetTypes[type].label}>
                          {estimate ? (
                            <span className="block" {...legFact(route.from.iata, route.to.iata, estimate)}>
                              <span data-fact="total">{formatINR(estimate.oneWay.total)}</span>
                            </span>
                          ) : (
                            <span
                              className="text-muted-foreground"
                              {...refusedFact(route.from.iata, route.to.iata, [type])}
                            >
                              {guide.samples.outOfRange}
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </FiguresScroller>
          <div className="flex flex-wrap gap-3">
            <IntentLink href={content.pages.routes.path} className={buttonVariants({ variant: 'outline' })}>
              {guide.routesLink}
            </IntentLink>
            <a href={content.pages.book.path} className={buttonVariants()}>
              {guide.bookLink}
            </a>
          </div>
        </section>

        <RouteFaq id="guide-faq-heading" heading={guide.faq.heading} items={faqs} />
      </div>
    </>
  );
}
