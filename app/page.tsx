import { CallToAction } from '@/components/sections/home/call-to-action';
import { EmptyLegsThisWeek } from '@/components/sections/home/empty-legs-this-week';
import { Faq } from '@/components/sections/home/faq';
import { FleetShowcase } from '@/components/sections/home/fleet-showcase';
import { HomeHero } from '@/components/sections/home/home-hero';
import { ServiceCards } from '@/components/sections/home/service-cards';
import { Tagline } from '@/components/sections/home/tagline';
import { WhyChooseUs } from '@/components/sections/home/why-choose-us';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';

export const metadata = {
  ...metadataFor('home'),
  title: { absolute: `${content.site.name}: ${content.pages.home.title.toLowerCase()}` },
};

export default function HomePage() {
  const page = content.pages.home;
  return (
    <>
      <HomeHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        formTitle={content.home.hero.formTitle}
        tripNotes={content.home.hero.tripNotes}
        jetTypes={JET_TYPES.map((value) => ({ value, label: content.pricing.jetTypes[value].label }))}
        photo={content.home.hero.photo}
      />
      <Tagline text={content.site.tagline} />
      <WhyChooseUs {...content.home.why} />
      <FleetShowcase {...content.home.fleet} />
      <ServiceCards {...content.home.services} />
      <EmptyLegsThisWeek />
      <Faq {...content.home.faq}>
        <IntentLink
          href={content.pages.routes.path}
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          {content.routes.siteLinks.home}
        </IntentLink>
        <IntentLink
          href={content.pages.priceGuide.path}
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          {content.routes.siteLinks.homeGuide}
        </IntentLink>
      </Faq>
      <CallToAction {...content.home.cta} phone={content.site.phone} />
    </>
  );
}
