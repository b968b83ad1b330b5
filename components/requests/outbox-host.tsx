import type { ReactNode } from 'react';
import { onUse } from '@/lib/on-use';
import { offerHandBacks, startOutbox } from '@/lib/requests/outbox';

const loadHandedBack = onUse(() => import('./handed-back'));

export function startOutboxHost(render: (node: ReactNode) => void) {
  offerHandBacks(() =>
    loadHandedBack().then(({ HandedBack, showHandedBack }) => {
      render(<HandedBack />);
      return showHandedBack;
    }),
  );
  startOutbox();
}
