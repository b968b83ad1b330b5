export const OFFER_STATUSES = ['confirmed', 'indicative'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_OUTCOMES = ['refund', 'reroute'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];
