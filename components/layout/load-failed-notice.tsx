import { failureMessages as copy } from '@/content/failure-messages';
import { RELOAD_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

// The inline loader wires its Reload button, so it needs none of the scripts that failed.
export function LoadFailedNotice() {
  return (
    <div
      role="alert"
      className="load-failed-notice fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl gap-3 rounded-card border border-gold/40 bg-surface p-5 text-sm shadow-lg"
    >
      <p className="font-medium text-foreground">{copy.loadFailed.title}</p>
      <p className="text-muted-foreground">{copy.loadFailed.description}</p>
      <button
        type="button"
        {...{ [RELOAD_ATTRIBUTE]: '' }}
        className="justify-self-start rounded-full bg-gold px-5 py-2 font-semibold text-gold-foreground outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {copy.reload}
      </button>
    </div>
  );
}
