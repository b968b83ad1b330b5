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

/**
 * What a form says before it works: while its code is still on its way (shown by CSS when a submit
 * or a press is held), when the device is offline and the submit is kept, once the code cannot
 * arrive (nothing was sent: reload, or call), and when JavaScript is off altogether. `urgent` puts
 * the desk's number beside the waiting too. `kept={false}`: a form whose page keeps no held submit
 * (HeldSubmitScript), the home page within its byte budget, says only that it is waiting; the
 * page's own notice says when its code cannot arrive.
 */
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
