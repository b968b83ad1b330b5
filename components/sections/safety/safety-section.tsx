import { CheckIcon } from '@/components/icons/lucide/check';
import { IntentLink } from '@/components/ui/intent-link';
import type { SafetySection as Section } from '@/lib/schemas/content/safety';

export function SafetySection({ section }: { section: Section }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-5 border-t border-border pt-10">
      <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="max-w-3xl leading-relaxed text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <ul className="grid max-w-3xl gap-3">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3 leading-relaxed">
              <CheckIcon aria-hidden className="mt-1 size-4 shrink-0 text-gold" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.terms ? (
        <dl className="grid gap-4 md:grid-cols-2">
          {section.terms.map((entry) => (
            <div key={entry.term} className="grid content-start gap-2 rounded-card border border-border bg-surface p-6">
              <dt className="font-display text-xl font-semibold">{entry.term}</dt>
              <dd className="leading-relaxed text-muted-foreground">{entry.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.link ? (
        <IntentLink href={section.link.href} className="font-semibold text-gold underline-offset-4 hover:underline">
          {section.link.label}
        </IntentLink>
      ) : null}
    </section>
  );
}
