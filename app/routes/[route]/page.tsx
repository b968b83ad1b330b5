import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyLegsHero } from '@/components/sections/empty-legs/empty-legs-hero';
import { EstimateCard } from '@/components/sections/routes/estimate-card';
import { RouteEmptyLegs } from '@/components/sections/routes/route-empty-legs';
import { RouteFaq } from '@/components/sections/routes/route-faq';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { offersBetween } from '@/lib/empty-legs/offers';
import { formatDistance, formatDuration } from '@/lib/estimate/format';
import { legFact, refusedFact } from '@/lib/facts/leg-fact';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbs } from '@/lib/seo/structured-data';
import { mumbaiDate } from '@/lib/time/mumbai';
import { routePages } from '../route-data';

type Props = { params: Promise<{ route: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...routePages().keys()].map((route) => ({ route }));
}

function pageFor(slug: string) {
  const page = routePages().get(slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFor((await params).route);
  return pageMetadata({ title: page.title, description: page.description, path: page.path });
}

const link = 'font-semibold text-gold underline-offset-4 hover:underline';

export default async function RoutePage({ params }: Props) {
  const route = pageFor((await params).route);
  const copy = content.routes.page;
  const { fill } = route;
  const index = content.pages.routes;
  const guide = content.pages.priceGuide;
  const offers = offersBetween(content.emptyLegs.offers, route, content.airports);
  const distance = formatDistance(route.distanceKm, route.distanceNm);
  return (
    <>
      <EmptyLegsHero eyebrow={copy.eyebrow} title={route.heading} intro={route.intro} />
      <JsonLd
        id="breadcrumbs-jsonld"
        data={breadcrumbs([
          { name: index.eyebrow, path: index.path },
          { name: fill(content.routes.index.routeLink), path: route.path },
        ])}
      />
      <div className="container-content grid gap-16 pb-24">
        <section aria-labelledby="facts-heading" className="grid gap-6">
          <h2 id="facts-heading" className="text-3xl font-semibold">
            {copy.factsHeading}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="grid gap-1 rounded-card border border-border bg-surface p-5">
              <dt className="text-sm text-muted-foreground">{copy.distance}</dt>
              <dd className="text-xl font-semibold tabular-nums">{distance}</dd>
            </div>
            {route.estimates.map((estimate) => (
              <div
                key={estimate.key}
                className="grid gap-1 rounded-card border border-border bg-surface p-5"
                {...legFact(route.from.iata, route.to.iata, estimate)}
              >
                <dt className="text-sm text-muted-foreground">{fill(copy.blockTime, { category: estimate.label })}</dt>
                <dd className="text-xl font-semibold tabular-nums" data-fact="time">
                  {formatDuration(estimate.blockHours)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="estimate-heading" className="grid gap-6">
          <div className="grid max-w-3xl gap-3">
            <h2 id="estimate-heading" className="text-3xl font-semibold">
              {copy.estimateHeading}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fill(copy.estimateIntro)}</p>
          </div>
          {route.estimates.map((estimate) => (
            <EstimateCard
              key={estimate.key}
              estimate={estimate}
              fact={legFact(route.from.iata, route.to.iata, estimate)}
              labels={{
                rate: fill(copy.ratePerHour, { rate: estimate.rateText }),
                oneWay: copy.oneWay,
                roundTrip: fill(copy.roundTrip),
                range: copy.range,
              }}
            />
          ))}
          {route.tooFar ? (
            <p className="text-muted-foreground" {...refusedFact(route.from.iata, route.to.iata, route.refused)}>
              {route.tooFar}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            <IntentLink href={guide.path} className={link}>
              {copy.guideLink}
            </IntentLink>
          </p>
        </section>

        <section aria-labelledby="aircraft-heading" className="grid gap-6">
          <h2 id="aircraft-heading" className="text-3xl font-semibold">
            {copy.aircraftHeading}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="grid content-start gap-3">
              <h3 id="non-stop-heading" className="text-xl font-semibold">
                {copy.nonStop}
              </h3>
              {route.nonStop.length ? (
                <ul aria-labelledby="non-stop-heading" className="grid gap-2">
                  {route.nonStop.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">{copy.noneNonStop}</p>
              )}
            </div>
            <div className="grid content-start gap-3">
              <h3 id="with-stop-heading" className="text-xl font-semibold">
                {copy.withStop}
              </h3>
              {route.withStop.length ? (
                <ul aria-labelledby="with-stop-heading" className="grid gap-2">
                  {route.withStop.map((plane) => (
                    <li key={plane.name}>{plane.name}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">{copy.noneWithStop}</p>
              )}
            </div>
          </div>
          <p className="text-sm text-muted-foreground">{fill(copy.reserveNote)}</p>
        </section>

        <section aria-labelledby="route-empty-legs-heading" className="grid gap-6">
          <div className="grid max-w-3xl gap-3">
            <h2 id="route-empty-legs-heading" className="text-3xl font-semibold">
              {copy.emptyLegsHeading}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fill(copy.emptyLegsIntro)}</p>
          </div>
          <RouteEmptyLegs offers={offers} builtOn={mumbaiDate()} none={copy.emptyLegsNone} />
          <p>
            <IntentLink href={content.pages.emptyLegs.path} className={link}>
              {copy.emptyLegsLink}
            </IntentLink>
          </p>
        </section>

        <RouteFaq id="route-faq-heading" heading={fill(copy.faqHeading)} items={route.faqs} />

        <section
          aria-labelledby="plan-heading"
          className="grid justify-items-start gap-4 rounded-card border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="plan-heading" className="text-3xl font-semibold">
            {copy.planHeading}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{copy.planIntro}</p>
          {/* A full page load: /book reads the route from its address as it starts. */}
          <a href={route.bookHref} className={buttonVariants({ size: 'lg' })}>
            {copy.planLink}
          </a>
        </section>

        <nav aria-labelledby="related-heading" className="grid gap-4">
          <h2 id="related-heading" className="text-2xl font-semibold">
            {copy.relatedHeading}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {[route.reverse, ...route.related, { href: index.path, label: copy.indexLink }].map((item) => (
              <li key={item.href}>
                <IntentLink href={item.href} className={link}>
                  {item.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
