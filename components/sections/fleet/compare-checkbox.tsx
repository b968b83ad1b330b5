'use client';

import { fillMessage, messages } from '@/content/messages';
import { MAX_COMPARE, toggleCompare, useCompare } from '@/lib/fleet/compare-store';

/** "Compare {name}": adds the aircraft to the comparison, or says why a fourth cannot join. */
export function CompareCheckbox({ slug, name }: { slug: string; name: string }) {
  const { chosen, refused } = useCompare();
  const checked = chosen.includes(slug);
  const messageId = `${slug}-compare-limit`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => toggleCompare(slug, event.target.checked)}
            aria-describedby={refused === slug ? messageId : undefined}
            className="size-5 cursor-pointer accent-gold"
          />
          Compare<span className="sr-only"> {name}</span>
        </label>
        {checked && chosen.length >= 2 ? (
          <a href="#compare" className="text-sm text-gold underline-offset-4 hover:underline">
            View comparison
          </a>
        ) : null}
      </div>
      {refused === slug ? (
        <p id={messageId} role="alert" className="text-sm text-gold-hover">
          {fillMessage(messages.compareLimit, { name, max: String(MAX_COMPARE) })}
        </p>
      ) : null}
    </div>
  );
}
