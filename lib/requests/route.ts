import type { SiteRequest } from './model';

/** The route a booking or an empty leg is for ("Mumbai → Goa (Dabolim)"), as its builder wrote it. */
export function requestRoute(request: Pick<SiteRequest, 'details'>): string | undefined {
  const { route } = request.details;
  return typeof route === 'string' && route ? route : undefined;
}

/** The one reference a customer quotes, with the route it is for: "VJ-7QK2MD · Mumbai → Goa (Dabolim)". */
export function referenceWithRoute(request: Pick<SiteRequest, 'reference' | 'details'>): string {
  const route = requestRoute(request);
  return route ? `${request.reference} · ${route}` : request.reference;
}
