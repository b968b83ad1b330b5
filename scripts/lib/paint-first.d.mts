/** A page's index.txt: Next's copy of its flight payload, and the URL it is served at. */
export type PageFlight = { url: string; text: string };

export const PAINT_WAIT_CAP_MS: number;
export const FLIGHT_RETRY_MS: number[];
export function paintFirstEnabled(value: string | undefined): boolean;
export function paintFirstLoader(sources: string[], flightUrl?: string | null): string;
export function inlineFlight(html: string): string;
export function paintFirstSources(html: string): string[];
export function paintFirst(html: string, flight?: PageFlight | null): string;
export function paintFirstFlightUrl(html: string): string | null;
