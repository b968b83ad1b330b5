import { config } from 'zod';

// Our CSP forbids eval; without jitless, zod probes `new Function('')` and the browser reports a violation.
config({ jitless: true });

export * as z from './zod-api';
