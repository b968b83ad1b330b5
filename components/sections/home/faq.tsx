import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { JsonLd } from '@/components/seo/json-ld';
import type { HomeData } from '@/lib/schemas/content/home';
import { faqPage } from '@/lib/seo/structured-data';
import { SectionHeading } from '@/components/sections/section-heading';

/** Four questions; one answer open at a time, and the open one can be closed again. */
export function Faq({ eyebrow, heading, intro, items }: HomeData['faq']) {
  return (
    <section aria-labelledby="faq-heading" className="container-content pb-20 sm:pb-28">
      <SectionHeading id="faq-heading" eyebrow={eyebrow} heading={heading} intro={intro} />
      <Accordion type="single" collapsible className="mx-auto mt-10 max-w-3xl border-t border-border">
        {items.map((item, i) => (
          <AccordionItem key={item.question} value={`faq-${i}`}>
            <AccordionTrigger className="font-display text-lg sm:text-xl">{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <JsonLd id="faq-jsonld" data={faqPage(items)} />
    </section>
  );
}
