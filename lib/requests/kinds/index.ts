import type { RequestKind } from './table';

// Each kind's schema and builder, loaded on use: plain module-level loaders, one per kind.
export const loadBookingKind = () => import('./booking').then((module) => module.bookingKind);
export const loadContactKind = () => import('./contact').then((module) => module.contactKind);
export const loadEmptyLegKind = () => import('./empty-leg').then((module) => module.emptyLegKind);
export const loadAirAmbulanceKind = () => import('./air-ambulance').then((module) => module.airAmbulanceKind);
export const loadNewsletterKind = () => import('./newsletter').then((module) => module.newsletterKind);
export const loadDeskKind = () => import('./desk').then((module) => module.deskKind);

export const KIND_LOADERS = {
  booking: loadBookingKind,
  contact: loadContactKind,
  'empty-leg': loadEmptyLegKind,
  'air-ambulance': loadAirAmbulanceKind,
  newsletter: loadNewsletterKind,
  desk: loadDeskKind,
} satisfies Record<RequestKind, () => Promise<{ name: RequestKind }>>;

export type KindModuleOf<K extends RequestKind> = Awaited<ReturnType<(typeof KIND_LOADERS)[K]>>;
