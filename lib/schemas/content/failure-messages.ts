import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const notice = z.object({ title: text, description: text });
const template = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), { message: `must contain {${name}}` });

export const failureMessagesSchema = z.object({
  part: notice,
  savedTrip: notice.extend({ title: template('reference') }),
  page: z.object({ heading: text, description: text }),
  retry: text,
  home: text,
  call: template('phone'),
  loadFailed: notice,
  reload: text,
  formNotSent: text,
});

export type FailureMessages = z.input<typeof failureMessagesSchema>;
