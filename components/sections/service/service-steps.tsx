// How a service works, as numbered steps (a real ordered list, so the numbers are read out).
export function ServiceSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="grid grid-cols-[auto_1fr] gap-4 rounded-card border border-border bg-surface p-6"
        >
          <span aria-hidden className="font-display text-3xl leading-none text-gold">
            {index + 1}
          </span>
          <div className="grid gap-2">
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <p className="leading-relaxed text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
