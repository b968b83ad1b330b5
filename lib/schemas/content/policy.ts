import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

const tableSchema = z
  .object({
    caption: text,
    columns: z.array(text).min(2, 'a table needs at least 2 columns'),
    rows: z.array(z.array(text)).min(1, 'a table needs at least 1 row'),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `has ${row.length} cells; the table has ${table.columns.length} columns`,
        });
    });
  });

export const POLICY_ADDRESSES = ['{email}', '{privacyEmail}'] as const;

function policy<Email extends z.ZodType<string, string>>(email: Email) {
  const sectionSchema = z.object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug such as what-we-keep'),
    heading: text,
    paragraphs: z.array(text).min(1, 'say something under each heading'),
    points: z.array(text).min(1).optional(),
    table: tableSchema.optional(),
    write: z.object({ label: text, email, subject: text }).optional(),
  });
  return z.object({
    sampleNote: text.optional(),
    updated: z.iso
      .date('must be a date written YYYY-MM-DD')
      .meta({ title: 'Last updated', description: 'Change it whenever the text changes' }),
    sections: z
      .array(sectionSchema)
      .min(3, 'a policy needs at least 3 sections')
      .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must be unique'),
  });
}

export const policySchema = policy(z.email('must be an e-mail address'));

export const policyFileSchema = policy(
  z.enum(POLICY_ADDRESSES, { message: 'must be {email} or {privacyEmail}' }).meta({
    title: 'Address',
    description: "The company's: {email} the concierge, {privacyEmail} the Grievance Officer (both under Company)",
  }),
);

export type PolicyContent = z.input<typeof policyFileSchema>;
export type PolicyDocument = z.output<typeof policySchema>;
export type PolicySection = PolicyDocument['sections'][number];
