import type { StorageFailure } from '@/lib/auth/storage';

export const TRIPS_KEY = 'vayu-jets:trips';
export const MAX_SAVED_TRIPS = 20;
export type TripError = 'signed-out' | 'invalid' | 'limit' | StorageFailure;
