import { compareLimitId, compareViewId } from '@/lib/fleet/compare-ids';

// "Compare {name}": server markup, so /fleet/ ships no code for it until Compare is first used.
export function CompareCheckbox({ slug, name, limitMessage }: { slug: string; name: string; limitMessage: string }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input type="checkbox" data-compare={slug} className="size-5 cursor-pointer accent-gold" />
          Compare<span className="sr-only"> {name}</span>
        </label>
        <a
          id={compareViewId(slug)}
          href="#compare"
          hidden
          className="text-sm text-gold underline-offset-4 hover:underline"
        >
          View comparison
        </a>
      </div>
      <p id={compareLimitId(slug)} role="alert" hidden className="text-sm text-gold-hover">
        {limitMessage}
      </p>
    </div>
  );
}
