/** A page's index.txt: Next's copy of its flight payload, and the URL it is served at. */
export type PageFlight = { url: string; text: string };

export function paintFirstEnabled(value: string | undefined): boolean;
export function inlineFlight(html: string): string;
export function paintFirstSources(html: string): string[];
export function paintFirst(html: string, flight?: PageFlight | null): string;
