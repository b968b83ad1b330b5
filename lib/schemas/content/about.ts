import { photoSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';
import { statBandSchema } from './stats';

const text = z.string().trim().min(1, 'must not be empty');
const headingSchema = z.object({ eyebrow: text, heading: text });

export const VALUE_ICONS = ['award', 'heart-handshake', 'globe', 'lightbulb'] as const;

export const aboutSchema = z.object({
  story: headingSchema.extend({
    paragraphs: z.array(text).min(2, 'the story needs at least 2 paragraphs').max(4, 'keep the story to 4 paragraphs'),
    photo: photoSchema,
    history: z.object({
      heading: text,
      milestones: z
        .array(
          z.object({
            year: text,
            title: text,
            text: text.max(160, 'keep a milestone within 160 characters'),
            photo: photoSchema,
          }),
        )
        .min(3, 'the history needs at least 3 milestones')
        .max(6, 'keep the history to 6 milestones'),
    }),
  }),
  achievements: headingSchema.extend({ stats: statBandSchema }),
  values: headingSchema.extend({
    items: z
      .array(z.object({ title: text, description: text, icon: z.enum(VALUE_ICONS) }))
      .length(4, 'there are exactly 4 values'),
  }),
  team: headingSchema.extend({
    intro: text,
    members: z
      .array(
        z.object({
          name: text,
          role: text,
          experience: text,
          bio: text.max(220, 'keep a bio within 220 characters'),
          photo: photoSchema,
        }),
      )
      .length(4, 'the leadership team has exactly 4 members'),
  }),
});

export type AboutContent = z.input<typeof aboutSchema>;
