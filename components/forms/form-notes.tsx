import { failureMessages } from '@/content/failure-messages';
import { messages } from '@/content/messages';

/**
 * What a form says before it works: while the page's scripts are still on their way (shown by CSS
 * when the inline loader marks the form submitted), once the loader has given up on them (nothing
 * was sent), and when JavaScript is off altogether.
 */
export function FormNotes() {
  return (
    <>
      <p role="status" className="form-pending-note text-sm text-muted-foreground">
        {messages.formStillLoading}
      </p>
      <p role="status" className="form-failed-note text-sm text-foreground">
        {failureMessages.formNotSent}
      </p>
      <noscript>
        <p className="text-sm text-muted-foreground">{messages.formNeedsJavaScript}</p>
      </noscript>
    </>
  );
}
