// Free of zod: the form imports this without loading the schema.

export const CONDITIONS = ['stable', 'monitoring', 'critical'] as const;
export const TRANSFERS = ['bed-to-bed', 'airport-to-airport'] as const;
export const WHEN_OPTIONS = ['asap', 'date'] as const;
export const ESCORTS = ['doctor', 'nurse', 'doctor-and-nurse'] as const;
export const COMPANIONS = ['0', '1', '2', '3'] as const;

export type Condition = (typeof CONDITIONS)[number];
export type Transfer = (typeof TRANSFERS)[number];
export type When = (typeof WHEN_OPTIONS)[number];
export type Escort = (typeof ESCORTS)[number];
export type Companions = (typeof COMPANIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  stable: 'Stable',
  monitoring: 'Needs monitoring',
  critical: 'Critical',
};
export const TRANSFER_LABELS: Record<Transfer, string> = {
  'bed-to-bed': 'Bed to bed',
  'airport-to-airport': 'Airport to airport',
};
export const WHEN_LABELS: Record<When, string> = { asap: 'As soon as possible', date: 'On a date' };
export const ESCORT_LABELS: Record<Escort, string> = {
  doctor: 'Doctor',
  nurse: 'Nurse',
  'doctor-and-nurse': 'Doctor and nurse',
};

export const PLACE_MAX = 150;
export const NAME_MAX = 100;
export const PHONE_MAX = 30;

export const MEDEVAC_ERRORS = {
  placeTooLong: `Please keep this within ${PLACE_MAX} characters.`,
  dateRequired: 'Please choose the date of the flight, or As soon as possible.',
  dateInvalid: 'Please enter a valid date.',
  datePast: 'Please choose today or a later date (Mumbai time).',
  nameRequired: 'Please enter the name the medical desk should ask for.',
  nameTooLong: `Please keep the name within ${NAME_MAX} characters.`,
  phoneRequired: 'Please enter a phone number the medical desk can call.',
  phoneInvalid:
    'Please enter a valid phone number: 10 digits in India, or + and the country code, like +44 20 7946 0958.',
} as const;

const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const INDIAN_NATIONAL = /^[1-9]\d{9}$/;
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

function isInternational(digits: string): boolean {
  return digits.startsWith('91') ? INDIAN_NATIONAL.test(digits.slice(2)) : INTERNATIONAL.test(digits);
}

export function isCallablePhone(value: string): boolean {
  const text = value.trim();
  if (!PHONE_SHAPE.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return isInternational(digits);
  if (digits.startsWith('00')) return isInternational(digits.slice(2));
  if (digits.length === 12 && digits.startsWith('91')) return INDIAN_NATIONAL.test(digits.slice(2));
  if (digits.length === 11 && digits.startsWith('0')) return INDIAN_NATIONAL.test(digits.slice(1));
  return INDIAN_NATIONAL.test(digits);
}

export type AirAmbulanceDefaults = {
  condition: Condition | null;
  transfer: Transfer | null;
  from: string;
  to: string;
  when: When;
  date: string;
  stretcher: boolean;
  oxygen: boolean;
  escort: Escort | null;
  companions: Companions;
  contactName: string;
  contactPhone: string;
};

export const airAmbulanceDefaults: AirAmbulanceDefaults = {
  condition: null,
  transfer: null,
  from: '',
  to: '',
  when: 'asap',
  date: '',
  stretcher: false,
  oxygen: false,
  escort: null,
  companions: '0',
  contactName: '',
  contactPhone: '',
};
