import { z } from '@/lib/schemas/zod';
import { mumbaiDate } from '@/lib/time/mumbai';
import { isRealDate } from '@/lib/trips/rules';
import {
  COMPANIONS,
  CONDITIONS,
  ESCORTS,
  isCallablePhone,
  MEDEVAC_ERRORS,
  NAME_MAX,
  PHONE_MAX,
  PLACE_MAX,
  TRANSFERS,
  WHEN_OPTIONS,
} from './air-ambulance-options';

// Only name and phone are required: a family in an emergency may not know the rest.
const place = z.string().trim().max(PLACE_MAX, MEDEVAC_ERRORS.placeTooLong);

export const airAmbulanceSchema = z
  .object({
    condition: z.enum(CONDITIONS).nullish(),
    transfer: z.enum(TRANSFERS).nullish(),
    from: place,
    to: place,
    when: z.enum(WHEN_OPTIONS),
    date: z
      .string()
      .trim()
      .refine((date) => date === '' || isRealDate(date), MEDEVAC_ERRORS.dateInvalid),
    stretcher: z.boolean(),
    oxygen: z.boolean(),
    escort: z.enum(ESCORTS).nullish(),
    companions: z.enum(COMPANIONS),
    contactName: z.string().trim().min(1, MEDEVAC_ERRORS.nameRequired).max(NAME_MAX, MEDEVAC_ERRORS.nameTooLong),
    contactPhone: z
      .string()
      .trim()
      .superRefine((phone, context) => {
        if (phone === '') context.addIssue({ code: 'custom', message: MEDEVAC_ERRORS.phoneRequired });
        else if (phone.length > PHONE_MAX || !isCallablePhone(phone))
          context.addIssue({ code: 'custom', message: MEDEVAC_ERRORS.phoneInvalid });
      }),
  })
  .superRefine((values, context) => {
    if (values.when !== 'date' || typeof values.date !== 'string') return;
    if (values.date === '') context.addIssue({ code: 'custom', message: MEDEVAC_ERRORS.dateRequired, path: ['date'] });
    else if (isRealDate(values.date) && values.date < mumbaiDate())
      context.addIssue({ code: 'custom', message: MEDEVAC_ERRORS.datePast, path: ['date'] });
  });

export type AirAmbulanceValues = z.output<typeof airAmbulanceSchema>;
