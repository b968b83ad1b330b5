import type { Endpoint } from './requests-endpoint.mjs';

export function finishPage(html: string, endpoint: Endpoint | null): string;
