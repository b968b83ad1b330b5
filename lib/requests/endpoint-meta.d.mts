export const ENDPOINT_META: string;
export type Endpoint = { url: string; origin: string };
export function parseEndpoint(value: string | null | undefined): Endpoint | null;
export function endpointFromMeta(content: string | null | undefined): Endpoint | null;
export function injectEndpoint(html: string, endpoint: Endpoint | null): string;
