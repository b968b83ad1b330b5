export const OFFER_STATUSES = ['confirmed', 'indicative'] as const;

export const OFFER_OUTCOMES = ['refund', 'reroute'] as const;
