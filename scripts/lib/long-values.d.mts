export function longValues(size?: number): Record<string, string>;
