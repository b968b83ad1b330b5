import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

const itemSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/, 'must be a kebab-case id'),
  text: text.regex(/^[^,]*$/, 'must not hold a comma: it is joined into a list'),
  term: text,
});

export type InclusionItem = z.input<typeof itemSchema>;

export const INCLUSION_STATES = ['hourly', 'itemised', 'excluded'] as const;

export const coveredSchema = z.object({
  hourly: z.array(itemSchema).min(1),
  itemised: z.array(itemSchema.extend({ detail: text })).min(1),
});
export const excludedSchema = z.object({ excluded: z.array(itemSchema).min(1) });

export const inclusionsSchema = coveredSchema.extend(excludedSchema.shape).superRefine((lists, ctx) => {
  // Each item is said once: one id, and one term, in one list.
  const seen = new Map<string, string>();
  for (const state of INCLUSION_STATES)
    lists[state].forEach((item, index) => {
      for (const key of [`id ${item.id}`, `term ${item.term.toLowerCase()}`]) {
        const first = seen.get(key);
        if (first) ctx.addIssue({ code: 'custom', path: [state, index], message: `repeats the ${key} of ${first}` });
        else seen.set(key, `${state}.${index}`);
      }
    });
});

export type InclusionsContent = z.input<typeof inclusionsSchema>;
export type Inclusions = z.output<typeof inclusionsSchema>;
