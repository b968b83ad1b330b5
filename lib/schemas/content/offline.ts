import { OFFLINE_ROUTES } from '@/lib/offline/offline-routes.mjs';
import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const template = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), { message: `must contain {${name}}` });
const link = z.object({ label: text, href: text });

export const offlineContentSchema = z.object({
  page: z.object({
    title: text,
    description: text,
    eyebrow: text,
    heading: text,
    intro: text,
    desk: z.object({ heading: text, note: text, call: template('phone'), whatsapp: text }),
    concierge: z.object({ heading: text, call: template('phone'), whatsapp: text }),
    available: z.object({
      heading: text,
      intro: text,
      pages: z
        .array(link)
        .refine(
          (pages) =>
            pages.length === OFFLINE_ROUTES.length &&
            OFFLINE_ROUTES.every((route) => pages.some((p) => p.href === route)),
          { message: `must list exactly the pages the worker keeps: ${OFFLINE_ROUTES.join(', ')}` },
        ),
    }),
  }),
  update: z.object({ message: text, detail: text, reload: text, later: text }),
  install: z.object({ message: text, add: text, dismiss: text }),
  emptyLegsAsOf: template('date'),
});

export type OfflineContent = z.input<typeof offlineContentSchema>;
