import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';
import { Disclosure } from '@/components/ui/disclosure';
import { DisclosureGroup } from '@/components/ui/disclosure-group';
import type { HomeData } from '@/lib/schemas/content/home';

export function Faq({ eyebrow, heading, intro, items, children }: HomeData['faq'] & { children?: ReactNode }) {
  return (
    <section
      aria-labelledby="faq-heading"
      className="container-content pb-20 render-when-near [--rendered-height:33rem] sm:pb-28 lg:[--rendered-height:30rem]"
    >
      <SectionHeading id="faq-heading" eyebrow={eyebrow} heading={heading} intro={intro} />
      <DisclosureGroup className="mx-auto mt-10 max-w-3xl border-t border-border">
        {items.map((item) => (
          <Disclosure
            key={item.question}
            name="faq"
            summary={item.question}
            summaryClassName="font-display text-lg sm:text-xl"
          >
            {item.answer}
          </Disclosure>
        ))}
      </DisclosureGroup>
      {children ? (
        <p className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-x-8 gap-y-2">{children}</p>
      ) : null}
    </section>
  );
}
