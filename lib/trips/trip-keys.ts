// The localStorage key of saved trips, in a module without zod.
export const TRIPS_KEY = 'vayu-jets:trips';
