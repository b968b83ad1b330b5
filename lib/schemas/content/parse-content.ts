import type { z } from '@/lib/schemas/zod';

/**
 * Parses one content source, or throws with the file and the path of every bad value, e.g.
 * "Invalid content in content/fleet.ts:\n  - categories.0.name: must not be empty".
 */
export function parseContent<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid content in ${file}:\n${lines.join('\n')}`);
}
