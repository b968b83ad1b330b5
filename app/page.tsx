import { CallToAction } from '@/components/sections/home/call-to-action';
import { EmptyLegsThisWeek } from '@/components/sections/home/empty-legs-this-week';
import { Faq } from '@/components/sections/home/faq';
import { FleetShowcase } from '@/components/sections/home/fleet-showcase';
import { HomeHero } from '@/components/sections/home/home-hero';
import { ServiceCards } from '@/components/sections/home/service-cards';
import { Tagline } from '@/components/sections/home/tagline';
import { WhyChooseUs } from '@/components/sections/home/why-choose-us';
import { homeContent } from '@/lib/content/home';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { siteConfig } from '@/lib/content/site';

export const metadata = {
  ...metadataFor('home'),
  title: { absolute: `${siteConfig.name}: ${pageContent.home.title.toLowerCase()}` },
};

export default function HomePage() {
  const page = pageContent.home;
  return (
    <>
      <HomeHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        formTitle={homeContent.hero.formTitle}
        photo={homeContent.hero.photo}
      />
      <Tagline text={siteConfig.tagline} />
      <WhyChooseUs {...homeContent.why} />
      <FleetShowcase {...homeContent.fleet} />
      <ServiceCards {...homeContent.services} />
      <EmptyLegsThisWeek />
      <Faq {...homeContent.faq} />
      <CallToAction {...homeContent.cta} phone={siteConfig.phone} />
    </>
  );
}
