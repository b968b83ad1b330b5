import { company } from '@/content/company';
import { failureMessages } from '@/content/failure-messages';
import { messages } from '@/content/messages';
import { RELOAD_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';
import { telHref } from '@/lib/tel-href';

function CallNow() {
  return (
    <>
      {' '}
      {messages.formCallNow}{' '}
      <a href={telHref()} className="font-semibold whitespace-nowrap text-gold underline underline-offset-4">
        {company.phone.display}
      </a>
      .
    </>
  );
}

// What a form says before it works: while its code is still on its way.
export function FormNotes({ urgent = false, kept = true }: { urgent?: boolean; kept?: boolean }) {
  return (
    <>
      <p role="status" className="form-pending-note text-sm text-muted-foreground">
        {messages.formStillLoading}
        {urgent ? <CallNow /> : null}
      </p>
      {kept ? (
        <>
          <p role="status" className="form-kept-note text-sm text-foreground">
            {messages.formKeptOffline}
            {urgent ? <CallNow /> : null}
          </p>
          <p role="status" className="form-failed-note text-sm text-foreground">
            {failureMessages.formNotSent}
            <CallNow />{' '}
            <button
              type="button"
              {...{ [RELOAD_ATTRIBUTE]: '' }}
              className="font-semibold text-gold underline underline-offset-4"
            >
              {failureMessages.reload}
            </button>
          </p>
          <noscript>
            <p className="text-sm text-muted-foreground">{messages.formNeedsJavaScript}</p>
          </noscript>
        </>
      ) : null}
    </>
  );
}
