import { z } from '@/lib/schemas/zod';
import { formatMonth } from '@/lib/time/months';

// A future date fails the build; a lapse only warns, since time passing must never break the build.

const text = z.string().trim().min(1, 'must not be empty');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-03');
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date such as 2026-11-16');

export const HOUR_BANDS = [500, 1000, 1500, 2500, 3000, 5000, 7500, 10000] as const;
const hourBand = z
  .number()
  .refine(
    (hours) => (HOUR_BANDS as readonly number[]).includes(hours),
    `must be one of the bands ${HOUR_BANDS.join(', ')}`,
  )
  .meta({ oneOf: HOUR_BANDS, description: '5000 shows as “5,000+ hours”' });

export const AUDIT_LEVELS = {
  ARGUS: ['Gold', 'Gold Plus', 'Platinum'],
  Wyvern: ['Wingman'],
  'IS-BAO': ['Stage 1', 'Stage 2', 'Stage 3'],
} as const;

const auditSchema = z.discriminatedUnion('standard', [
  z.object({ standard: z.literal('ARGUS'), level: z.enum(AUDIT_LEVELS.ARGUS), validTo: month }),
  z.object({ standard: z.literal('Wyvern'), level: z.enum(AUDIT_LEVELS.Wyvern), validTo: month }),
  z.object({ standard: z.literal('IS-BAO'), level: z.enum(AUDIT_LEVELS['IS-BAO']), validTo: month }),
]);

const cardSchema = z.object({
  aircraft: text.meta({ description: 'Named exactly as in the fleet' }),
  operator: text,
  nsopPermit: z
    .string()
    .regex(/^\d{1,3}\/\d{4}$/, 'must be an NSOP permit number such as 14/2019')
    .meta({ title: 'NSOP permit' }),
  registration: z.string().regex(/^VT-[A-Z]{3}$/, 'must be an Indian registration such as VT-VJA'),
  yearOfManufacture: z
    .number()
    .int('must be a whole year')
    .min(1970, 'must be 1970 or later')
    .meta({ title: 'Year of manufacture' }),
  lastMajorInspection: month.meta({ title: 'Last major inspection', description: 'A month: 2026-06' }),
  nextInspectionDue: month.meta({ title: 'Next inspection due', description: 'A month: 2027-06' }),
  crew: z.object({
    captainHoursOnType: hourBand.meta({ title: 'Captain’s hours on type' }),
    firstOfficerHoursOnType: hourBand.meta({ title: 'First officer’s hours on type' }),
  }),
  audits: z.array(auditSchema).meta({ description: 'None reads “No third-party audit held”' }),
  updated: day.meta({ description: 'When the operator last confirmed this card' }),
});

type Context = {
  today: string;
  aircraft: readonly string[];
};

export const provenanceFileSchema = z.object({
  disclaimer: text.optional(),
  cards: z.array(cardSchema),
});

export function provenanceSchema({ today, aircraft }: Context) {
  const thisMonth = today.slice(0, 7);
  const thisYear = Number(today.slice(0, 4));
  return provenanceFileSchema.superRefine(({ cards }, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const registrations = new Set<string>();
    cards.forEach((card, index) => {
      const at = (...path: (string | number)[]) => ['cards', index, ...path];
      if (!aircraft.includes(card.aircraft)) issue(at('aircraft'), `no aircraft named ${card.aircraft} in the fleet`);
      if (cards.findIndex((other) => other.aircraft === card.aircraft) !== index)
        issue(at('aircraft'), `a second card for ${card.aircraft}`);
      if (registrations.has(card.registration))
        issue(at('registration'), `${card.registration} is already on another card`);
      registrations.add(card.registration);
      if (card.yearOfManufacture > thisYear)
        issue(at('yearOfManufacture'), `${card.yearOfManufacture} is after the current year (${thisYear})`);
      if (card.lastMajorInspection > thisMonth)
        issue(at('lastMajorInspection'), `${formatMonth(card.lastMajorInspection)} is in the future`);
      if (Number(card.lastMajorInspection.slice(0, 4)) < card.yearOfManufacture)
        issue(at('lastMajorInspection'), 'is before the year of manufacture');
      if (card.nextInspectionDue <= card.lastMajorInspection)
        issue(at('nextInspectionDue'), 'must come after the last major inspection');
      card.audits.forEach((audit, auditIndex) => {
        if (card.audits.findIndex((other) => other.standard === audit.standard) !== auditIndex)
          issue(at('audits', auditIndex, 'standard'), `${audit.standard} is listed twice`);
      });
      if (card.updated > today) issue(at('updated'), `${formatMonth(card.updated)} is in the future`);
    });
    aircraft.forEach((name) => {
      if (!cards.some((card) => card.aircraft === name)) issue(['cards'], `no card for ${name}`);
    });
  });
}

export type ProvenanceContent = z.input<ReturnType<typeof provenanceSchema>>;
export type ProvenanceCard = z.output<typeof cardSchema>;
export type Audit = z.output<typeof auditSchema>;
