export function Tagline({ text }: { text: string }) {
  return (
    <section aria-label="Our promise" className="container-content py-16 sm:py-20">
      <div className="mx-auto flex max-w-3xl items-center gap-6">
        <span aria-hidden className="h-px flex-1 bg-gold/40" />
        <p className="text-center font-display text-2xl text-balance text-foreground italic sm:text-3xl">{text}</p>
        <span aria-hidden className="h-px flex-1 bg-gold/40" />
      </div>
    </section>
  );
}
