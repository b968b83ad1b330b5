import type { Endpoint } from './endpoint-meta.mjs';

export const ENDPOINT_FILE: string;
export function endpointFile(endpoint: Endpoint | null): string;
export function endpointOfFile(text: string): Endpoint | null | undefined;
