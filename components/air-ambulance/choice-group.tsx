import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

type ChoiceGroupProps = {
  id: string;
  legend: string;
  field: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  defaultValue?: string | null;
  className?: string;
};

// Hands the radios to react-hook-form, the one already chosen first.
function registerChosenFirst(fieldset: HTMLFieldSetElement | null, ref: UseFormRegisterReturn['ref']) {
  if (!fieldset) return ref(null);
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  for (const radio of radios.sort((a, b) => Number(b.checked) - Number(a.checked))) ref(radio);
}

export function ChoiceGroup({ id, legend, field, options, defaultValue, className }: ChoiceGroupProps) {
  const { ref, ...radioProps } = field;
  return (
    <fieldset
      ref={(fieldset) => registerChosenFirst(fieldset, ref)}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      className="grid gap-2"
    >
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium text-foreground">
        {legend}
      </legend>
      <div className={cn('grid grid-cols-2 gap-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-input bg-background/60 px-3 py-2 text-center text-sm font-medium text-foreground transition-colors hover:border-white/30 has-checked:border-gold has-checked:bg-gold/10 has-checked:text-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              {...radioProps}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
