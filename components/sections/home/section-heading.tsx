type SectionHeadingProps = { id: string; eyebrow: string; heading: string; intro?: string };

/** The eyebrow, h2 and intro that open each home section. */
export function SectionHeading({ id, eyebrow, heading, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold text-balance sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
