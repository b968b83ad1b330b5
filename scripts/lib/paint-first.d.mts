export const PAINT_WAIT_CAP_MS: number;
export const PENDING_SUBMIT_ATTRIBUTE: string;
export function paintFirstLoader(sources: string[]): string;
export function paintFirstSources(html: string): string[];
export function paintFirst(html: string): string;
