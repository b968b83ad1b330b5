import { z } from '@/lib/schemas/zod';

// Validates a content module once, on the server/at build time. A marketer's typo fails the
// build with the file and the path to the bad value, e.g. "content/fleet.ts: categories.0.name".
export function parseContent<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid content in ${file}:\n${lines.join('\n')}`);
}
