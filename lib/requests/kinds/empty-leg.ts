import { emptyLegContent, type RequestDetails } from '@/lib/empty-legs/format';
import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

export function emptyLegRequest(offer: RequestDetails, _context: void, meta: RequestMeta) {
  return createRequest(
    {
      kind: 'empty-leg',
      ...emptyLegContent(offer),
      details: { offer: offer.reference, route: offer.route, dates: offer.dates, fare: offer.fare },
    },
    meta,
  );
}

export const emptyLegKind = declareKind({ name: 'empty-leg', loadSchema: null, build: emptyLegRequest });
