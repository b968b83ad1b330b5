import type { ReactNode } from 'react';
import { offerHandBacks, startOutbox } from '@/lib/requests/outbox';

/**
 * Starts the outbox on a page that has one, able to offer a request handed back (the site has no
 * endpoint now) in a confirmation of its own, rendered by `render` into the layout, its code loaded
 * before any request is cleared.
 */
export function startOutboxHost(render: (node: ReactNode) => void) {
  offerHandBacks(() =>
    import('./handed-back').then(({ HandedBack, showHandedBack }) => {
      render(<HandedBack />);
      return showHandedBack;
    }),
  );
  startOutbox();
}
