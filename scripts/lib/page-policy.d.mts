import type { Endpoint } from '../../lib/requests/endpoint-meta.mjs';

export function finishPage(html: string, endpoint: Endpoint | null): string;
