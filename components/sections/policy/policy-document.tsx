import type { PolicyDocument as Document } from '@/lib/schemas/content/policy';
import { formatMonth } from '@/lib/time/months';
import { PolicySection } from './policy-section';

export function PolicyDocument({ document }: { document: Document }) {
  return (
    <div className="container-content grid max-w-3xl gap-12 pb-24">
      <div className="grid gap-3 rounded-card border border-border bg-surface p-6 text-sm">
        <p className="text-muted-foreground">
          Last updated <time dateTime={document.updated}>{formatMonth(document.updated)}</time>.
        </p>
        {document.sampleNote ? <p>{document.sampleNote}</p> : null}
      </div>
      <nav aria-label="On this page">
        <h2 className="font-sans eyebrow">On this page</h2>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <PolicySection key={section.id} section={section} number={index + 1} />
      ))}
    </div>
  );
}
