import { CheckIcon } from '@/components/icons/lucide/check';
import { cn } from '@/lib/utils';

export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-3">
          <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
