import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');

function textsOf<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);
}

const SETTINGS_KEYS = [
  'heading',
  'passwordHeading',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'changePassword',
  'exportHeading',
  'exportText',
  'exportButton',
  'deleteHeading',
  'deleteText',
  'deleteButton',
  'deleteTitle',
  'deleteConfirmText',
  'deleteConfirm',
  'deleteRequests',
  'deleteCancel',
] as const;

const FORGOT_PASSWORD_KEYS = [
  'truth',
  'optionsHeading',
  'tryAgain',
  'tryAgainText',
  'startOverHeading',
  'startOverText',
  'startOverWarning',
  'emailLabel',
  'removeButton',
  'removeConfirm',
  'removeConfirmRequired',
  'removed',
  'removedRequests',
  'notFound',
  'signUp',
  'conciergeHeading',
  'concierge',
  'call',
  'whatsapp',
  'whatsappText',
  'email',
  'emailSubject',
] as const;

const tierSchema = z.object({ name: text, minPastFlights: z.number().int().nonnegative() });

const deskSchema = z.object({ desk: text });

export const accountContentSchema = z.object({
  customer: z.object({
    loyaltyTiers: z
      .array(tierSchema)
      .min(1)
      .refine((tiers) => tiers.some((tier) => tier.minPastFlights === 0), 'one tier must start at 0 past flights')
      .refine(
        (tiers) => tiers.every((tier, index) => index === 0 || tier.minPastFlights > tiers[index - 1].minPastFlights),
        'list tiers from the lowest threshold up, each higher than the one before',
      ),
    nextTier: text.includes('{flights}').includes('{tier}'),
    topTier: text,
    spentNone: text,
    spentEstimated: text,
    spentNote: text,
    counting: text,
    planned: text.includes('{trips}'),
    awaiting: text.includes('{requests}'),
    start: text,
    startLink: text,
    trackLabel: text,
    trackHint: text,
    trackLink: text,
    trackInvalid: text,
    trackNote: text,
    referTitle: text,
    referText: text,
    referWhatsapp: text,
    referFallback: text,
    duplicate: text,
    sentHeading: text,
    sentIntro: text,
    sentKinds: z.object({ booking: text, 'empty-leg': text }),
    sentRemove: text,
    tripRequest: text.refine(
      (line) => line.includes('{reference}') && line.includes('{status}'),
      'must name the request with {reference} and say how far it went with {status}',
    ),
  }),
  settings: textsOf(SETTINGS_KEYS),
  desks: z.object({
    'Jet Owner': deskSchema,
    Operator: deskSchema,
    figuresNote: text.includes('{desk}'),
    requestText: text.includes('{action}').includes('{email}'),
  }),
  listing: z.object({
    heading: text,
    intro: text,
    labels: z.object({ type: text, registration: text, base: text, seats: text, availability: text }),
    chooseBase: text,
    chooseAvailability: text,
    availabilities: z.object({ 'full-time': text, weekdays: text, weekends: text, 'on-request': text }),
    submit: text,
    requestText: text.includes('{desk}').includes('{email}'),
  }),
  forgotPassword: textsOf(FORGOT_PASSWORD_KEYS),
});

export type AccountContent = z.input<typeof accountContentSchema>;
