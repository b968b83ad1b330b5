export const PAINT_WAIT_CAP_MS: number;
export function paintFirstLoader(sources: string[]): string;
export function paintFirstSources(html: string): string[];
export function paintFirst(html: string): string;
