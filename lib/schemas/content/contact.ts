import { photoSchema } from '@/lib/schemas/content/photo';
import { CONTACT_SUBJECTS } from '@/lib/schemas/forms/contact-options';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const tile = z.object({ title: text, text: text, action: text });

const locationWords = z.object({
  title: text,
  text: text,
  hours: z.array(z.object({ label: text, value: text })).min(1, 'give the office hours'),
  directions: z.object({ label: text }),
  photo: photoSchema,
  note: text,
});

export const contactFileSchema = z.object({
  tiles: z.object({ phone: tile, email: tile, whatsapp: tile, office: tile }),
  form: z.object({ title: text, intro: text, submitLabel: text }),
  availability: z.object({
    title: text,
    rows: z.array(z.object({ label: text, value: text })).min(2, 'list at least the everyday and the emergency hours'),
    note: text,
    medical: z
      .object({
        label: text,
        href: z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be an internal path like /air-ambulance/'),
      })
      .optional(),
  }),
  quickActions: z.object({
    title: text,
    whatsapp: z.object({ label: text, text: text }),
    call: z.object({ label: text }),
    email: z.object({ label: text, subject: text }),
  }),
  subjects: z
    .array(z.object({ value: z.enum(CONTACT_SUBJECTS), label: text }))
    .length(CONTACT_SUBJECTS.length, `list the ${CONTACT_SUBJECTS.length} subjects: ${CONTACT_SUBJECTS.join(', ')}`)
    .refine(
      (subjects) => new Set(subjects.map((subject) => subject.value)).size === subjects.length,
      'each subject value appears once',
    ),
  location: locationWords,
});

export const contactPageSchema = contactFileSchema.extend({
  location: locationWords.extend({
    address: z.array(text).min(1),
    directions: z.object({ label: text, destination: text }),
  }),
});

export type ContactFile = z.input<typeof contactFileSchema>;
export type ContactContent = z.input<typeof contactPageSchema>;
