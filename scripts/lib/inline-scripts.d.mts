export function minifyInlineScripts(root?: string): Promise<Record<string, string>>;
