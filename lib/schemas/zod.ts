import { config } from 'zod';

// Our CSP forbids eval. Without this, zod probes `new Function('')` when an object schema is
// built, which the browser reports as a securitypolicyviolation on every page with a form.
// Every schema imports `z` from here so the setting is in place before any schema exists.
config({ jitless: true });

export * as z from './zod-api';
