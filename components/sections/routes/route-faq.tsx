type RouteFaqProps = { id: string; heading: string; items: readonly { question: string; answer: string }[] };

// Questions and answers in plain view: read without a click, and without any JavaScript.
export function RouteFaq({ id, heading, items }: RouteFaqProps) {
  return (
    <section aria-labelledby={id} className="grid max-w-3xl gap-6">
      <h2 id={id} className="text-3xl font-semibold">
        {heading}
      </h2>
      <div className="grid gap-6">
        {items.map((item) => (
          <div key={item.question} className="grid gap-2 border-t border-border pt-5" data-faq>
            <h3 className="font-display text-xl">{item.question}</h3>
            <p className="leading-relaxed text-muted-foreground">{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
