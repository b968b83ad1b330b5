// The localStorage keys of the account store, in a module without zod so the header can check
// for stored account data before it loads the store.
export const ACCOUNTS_KEY = 'vayu-jets:accounts';
export const SESSION_KEY = 'vayu-jets:session';
