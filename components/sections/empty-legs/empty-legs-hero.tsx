// PageHero's layout without its photo: PageHero imports the photo component, which would add next/image.
export function EmptyLegsHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section className="relative isolate overflow-hidden pt-[calc(var(--header-height)+4rem)] pb-16 sm:pb-20">
      <div className="container-content grid max-w-3xl gap-5 text-center sm:mx-auto">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{intro}</p>
      </div>
    </section>
  );
}
