import type { ReactNode } from 'react';
import { onUse } from '@/lib/on-use';
import { offerHandBacks, startOutbox } from '@/lib/requests/outbox';

const loadHandedBack = onUse(() => import('./handed-back'));

/**
 * Starts the outbox on a page that has one, able to offer a request handed back (the site has no
 * endpoint now) in a confirmation of its own, rendered by `render` into the layout, its code loaded
 * before any request is cleared.
 */
export function startOutboxHost(render: (node: ReactNode) => void) {
  offerHandBacks(() =>
    loadHandedBack().then(({ HandedBack, showHandedBack }) => {
      render(<HandedBack />);
      return showHandedBack;
    }),
  );
  startOutbox();
}
