// Kept free of zod so the header can look for account data before loading the store.
export const ACCOUNTS_KEY = 'vayu-jets:accounts';
export const SESSION_KEY = 'vayu-jets:session';
