import type { SiteRequest } from './model';

export function requestRoute(request: Pick<SiteRequest, 'details'>): string | undefined {
  const { route } = request.details;
  return typeof route === 'string' && route ? route : undefined;
}

export function referenceWithRoute(request: Pick<SiteRequest, 'reference' | 'details'>): string {
  const route = requestRoute(request);
  return route ? `${request.reference} · ${route}` : request.reference;
}
