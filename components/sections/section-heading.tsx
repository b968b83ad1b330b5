import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'start';
  className?: string;
};

export function SectionHeading({ id, eyebrow, heading, intro, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn('grid max-w-2xl gap-4', align === 'center' && 'mx-auto text-center', className)}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-semibold text-balance sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
