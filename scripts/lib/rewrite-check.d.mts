export function chunkTags(html: string): string[];
export function rewriteProblem(html: string): string | null;
