import { photoIdSchema } from '@/lib/schemas/content/photo';
import { z } from '@/lib/schemas/zod';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const REASON_ICONS = ['clock', 'globe', 'badge', 'shield'] as const;

export const bookingContentSchema = z.object({
  form: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    whatsappIntro: nonEmpty,
    whatsappNote: nonEmpty,
  }),
  consultant: z.object({
    heading: nonEmpty,
    name: nonEmpty,
    title: nonEmpty,
    bio: nonEmpty,
    availability: nonEmpty,
    photoId: photoIdSchema,
    photoAlt: nonEmpty,
    whatsappGreeting: nonEmpty,
  }),
  reasons: z.object({
    heading: nonEmpty,
    items: z
      .array(z.object({ icon: z.enum(REASON_ICONS), title: nonEmpty, description: nonEmpty }))
      .min(3, 'list at least three reasons')
      .max(6, 'keep the list to six reasons'),
  }),
});

export type BookingContent = z.input<typeof bookingContentSchema>;
export type ReasonIcon = (typeof REASON_ICONS)[number];
