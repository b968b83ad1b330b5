export function classConflicts(html: string): { classes: string; dropped: string[] }[];
