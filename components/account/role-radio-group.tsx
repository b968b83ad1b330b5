import type { UseFormRegisterReturn } from 'react-hook-form';
import { BriefcaseIcon } from '@/components/icons/lucide/briefcase';
import { PlaneIcon } from '@/components/icons/lucide/plane';
import { UserIcon } from '@/components/icons/lucide/user';
import { ROLES, type Role } from '@/lib/auth/roles';

const icons: Record<Role, typeof UserIcon> = { Customer: UserIcon, 'Jet Owner': PlaneIcon, Operator: BriefcaseIcon };

type RoleRadioGroupProps = { field: UseFormRegisterReturn; defaultRole: Role };

export function RoleRadioGroup({ field: { ref, ...field }, defaultRole }: RoleRadioGroupProps) {
  // The checked radio registers first, so the form takes a role chosen before hydration from the page.
  function registerRadios(fieldset: HTMLFieldSetElement | null) {
    if (!fieldset) return;
    const radios = [...fieldset.querySelectorAll('input')];
    for (const radio of radios.sort((a, b) => Number(b.checked) - Number(a.checked))) ref(radio);
  }

  return (
    <fieldset ref={registerRadios} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">I am a</legend>
      <div className="grid grid-cols-3 gap-2">
        {ROLES.map((role) => {
          const Icon = icons[role];
          return (
            <label
              key={role}
              className="relative flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-border bg-background/60 px-2 py-3 text-center text-sm font-medium text-foreground transition-colors hover:border-white/30 has-checked:border-gold has-checked:bg-gold/10 has-checked:text-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                {...field}
                value={role}
                defaultChecked={role === defaultRole}
                className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <Icon aria-hidden className="size-5" />
              {role}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
