import { FileTextIcon } from '@/components/icons/lucide/file-text';

type WhatToExpectProps = {
  title: string;
  intro: string;
  items: { title: string; text: string }[];
  documentsTitle: string;
  documents: string[];
};

export function WhatToExpect({ title, intro, items, documentsTitle, documents }: WhatToExpectProps) {
  return (
    <section aria-labelledby="what-to-expect" className="grid content-start gap-6">
      <div className="grid gap-2">
        <h2 id="what-to-expect" className="text-3xl font-semibold">
          {title}
        </h2>
        <p className="leading-relaxed text-muted-foreground">{intro}</p>
      </div>
      <ul className="grid gap-5">
        {items.map((item) => (
          <li key={item.title} className="border-l-2 border-gold/60 pl-4">
            <h3 className="font-sans text-base font-semibold text-foreground">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-card border border-border bg-surface p-6">
        <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-foreground">
          <FileTextIcon aria-hidden className="size-4 text-gold" />
          {documentsTitle}
        </h3>
        <ul className="mt-4 grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-gold">
          {documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
