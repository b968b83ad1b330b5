import { airports } from '@/content/airports';
import { hasHiddenCharacters, showsNothing } from '@/lib/schemas/visible-text';
import { z } from '@/lib/schemas/zod';

export const AIRCRAFT_TYPE_MAX = 80;
export const SEATS_MIN = 1;
export const SEATS_MAX = 19;
export const AVAILABILITIES = ['full-time', 'weekdays', 'weekends', 'on-request'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const LIST_AIRCRAFT_ERRORS = {
  typeRequired: 'Please enter the aircraft type, like Citation CJ3.',
  typeTooLong: `An aircraft type can be at most ${AIRCRAFT_TYPE_MAX} characters.`,
  typeHidden: 'Please type the aircraft type in plain characters: no invisible or direction-changing ones.',
  registrationInvalid: 'Please enter the Indian registration, VT- and three letters, like VT-ABC.',
  registrationListed:
    'This account has already listed this registration, and the desk has it. Check the registration, or ask the desk to change that listing.',
  baseRequired: 'Please choose the airport the aircraft is based at.',
  seatsInvalid: `Please enter the passenger seats, a whole number from ${SEATS_MIN} to ${SEATS_MAX}.`,
  availabilityRequired: 'Please choose when the aircraft is available for charter.',
} as const;

const BASES = airports.map((airport) => airport.iata) as [string, ...string[]];
const E = LIST_AIRCRAFT_ERRORS;
const seats = z.number({ message: E.seatsInvalid }).int(E.seatsInvalid).min(SEATS_MIN, E.seatsInvalid);

export const listAircraftSchema = z.object({
  type: z
    .string({ message: E.typeRequired })
    .trim()
    .min(1, E.typeRequired)
    .max(AIRCRAFT_TYPE_MAX, E.typeTooLong)
    .refine((type) => !showsNothing(type), { message: E.typeRequired, abort: true })
    .refine((type) => !hasHiddenCharacters(type), E.typeHidden),
  registration: z
    .string({ message: E.registrationInvalid })
    .trim()
    .toUpperCase()
    .regex(/^VT-[A-Z]{3}$/, E.registrationInvalid),
  base: z.string({ message: E.baseRequired }).pipe(z.enum(BASES, { message: E.baseRequired })),
  seats: seats.max(SEATS_MAX, E.seatsInvalid),
  availability: z.enum(AVAILABILITIES, { message: E.availabilityRequired }),
});

export const listAircraftSchemaFor = (listed: () => readonly string[]) =>
  listAircraftSchema.superRefine((values, context) => {
    if (listed().includes(values.registration))
      context.addIssue({ code: 'custom', path: ['registration'], message: E.registrationListed });
  });

export type ListAircraftInput = z.input<typeof listAircraftSchema>;
export type ListAircraftValues = z.output<typeof listAircraftSchema>;
