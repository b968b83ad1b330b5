import { requestStanding } from '@/content/request-standing';
import { deskStatusText } from '@/lib/account/desk-status';
import type { DeskAnswer } from '@/lib/requests/ledger';

// What the desk last said of a request (Received before it said anything), and its note.
export function DeskLine({ desk }: { desk: DeskAnswer | null }) {
  const { line, note } = deskStatusText(desk);
  return (
    <div className="grid gap-1" data-desk-status={desk?.status ?? 'received'}>
      <p className="font-medium text-foreground">{line}</p>
      {note ? (
        <p className="text-sm text-foreground">
          {requestStanding.noteLabel} {note}
        </p>
      ) : null}
    </div>
  );
}
