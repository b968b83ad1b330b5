import { airAmbulanceSchema } from '@/lib/schemas/forms/air-ambulance';
import {
  airAmbulanceDefaults,
  COMPANIONS,
  CONDITIONS,
  ESCORTS,
  isCallablePhone,
  MEDEVAC_ERRORS,
  NAME_MAX,
  PHONE_MAX,
  PLACE_MAX,
  TRANSFERS,
} from '@/lib/schemas/forms/air-ambulance-options';

// "Now" is 10 March 2027, 20:00 in Mumbai (14:30 UTC).
const NOW = new Date('2027-03-10T14:30:00Z');
const valid = { ...airAmbulanceDefaults, contactName: 'Priya Shah', contactPhone: '+91 98200 07777' };

const issuesFor = (overrides: Record<string, unknown>) => {
  const result = airAmbulanceSchema.safeParse({ ...valid, ...overrides });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

beforeEach(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('airAmbulanceSchema', () => {
  it('needs only a contact name and phone: everything else may be left for the call', () => {
    expect(airAmbulanceSchema.parse(valid)).toEqual({
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
      contactName: 'Priya Shah',
      contactPhone: '+91 98200 07777',
    });
    expect(issuesFor({ condition: undefined, transfer: undefined, escort: undefined })).toEqual([]);
  });

  it('accepts a complete request and trims the text', () => {
    const result = airAmbulanceSchema.parse({
      condition: 'critical',
      transfer: 'bed-to-bed',
      from: '  Lilavati Hospital, Mumbai ',
      to: ' Apollo Hospital, Chennai ',
      when: 'date',
      date: '2027-03-12',
      stretcher: true,
      oxygen: true,
      escort: 'doctor-and-nurse',
      companions: '2',
      contactName: ' Priya Shah ',
      contactPhone: ' 098200 07777 ',
    });
    expect(result).toMatchObject({
      from: 'Lilavati Hospital, Mumbai',
      to: 'Apollo Hospital, Chennai',
      contactName: 'Priya Shah',
      contactPhone: '098200 07777',
      escort: 'doctor-and-nurse',
    });
  });

  it('offers exactly the choices the desk asks about, and nothing else', () => {
    expect(CONDITIONS).toEqual(['stable', 'monitoring', 'critical']);
    expect(TRANSFERS).toEqual(['bed-to-bed', 'airport-to-airport']);
    expect(ESCORTS).toEqual(['doctor', 'nurse', 'doctor-and-nurse']);
    expect(COMPANIONS).toEqual(['0', '1', '2', '3']);
    expect(issuesFor({ condition: 'dying' })).toHaveLength(1);
    expect(issuesFor({ transfer: 'door-to-door' })).toHaveLength(1);
    expect(issuesFor({ escort: 'paramedic' })).toHaveLength(1);
    expect(issuesFor({ companions: '4' })).toHaveLength(1);
    expect(issuesFor({ companions: 3 })).toHaveLength(1);
    expect(issuesFor({ when: 'tomorrow' })).toHaveLength(1);
    expect(issuesFor({ stretcher: 'yes' })).toHaveLength(1);
  });

  it('has no diagnosis field', () => {
    expect(Object.keys(airAmbulanceSchema.shape)).not.toContain('diagnosis');
    expect(airAmbulanceSchema.parse({ ...valid, diagnosis: 'x' })).not.toHaveProperty('diagnosis');
  });

  it('requires a contact name, within 100 characters', () => {
    expect(issuesFor({ contactName: '' })).toEqual([
      'contactName: Please enter the name the medical desk should ask for.',
    ]);
    expect(issuesFor({ contactName: '   ' })).toEqual([`contactName: ${MEDEVAC_ERRORS.nameRequired}`]);
    expect(issuesFor({ contactName: 'x'.repeat(NAME_MAX) })).toEqual([]);
    expect(issuesFor({ contactName: 'x'.repeat(NAME_MAX + 1) })).toEqual([
      'contactName: Please keep the name within 100 characters.',
    ]);
  });

  it('requires a contact phone', () => {
    expect(issuesFor({ contactPhone: '' })).toEqual([
      'contactPhone: Please enter a phone number the medical desk can call.',
    ]);
    expect(issuesFor({ contactPhone: '  ' })).toEqual([`contactPhone: ${MEDEVAC_ERRORS.phoneRequired}`]);
  });

  it('takes Indian numbers as written at home and abroad', () => {
    for (const phone of [
      '98200 07777',
      '9820007777',
      '098200 07777',
      '91 98200 07777',
      '+91 98200 07777',
      '+91-98200-07777',
      '0091 98200 07777',
      '022 2682 1234',
      '(022) 2682-1234',
      '011 2345 6789',
    ])
      expect({ phone, issues: issuesFor({ contactPhone: phone }) }).toEqual({ phone, issues: [] });
  });

  it('takes international numbers with + or 00 and the country code', () => {
    for (const phone of [
      '+44 20 7946 0958',
      '+1 (212) 555-0123',
      '+971 4 123 4567',
      '0044 20 7946 0958',
      '+65 6123 4567',
    ])
      expect({ phone, issues: issuesFor({ contactPhone: phone }) }).toEqual({ phone, issues: [] });
  });

  it('refuses numbers the desk could not dial back, with one clear message', () => {
    const message = `contactPhone: ${MEDEVAC_ERRORS.phoneInvalid}`;
    expect(MEDEVAC_ERRORS.phoneInvalid).toBe(
      'Please enter a valid phone number: 10 digits in India, or + and the country code, like +44 20 7946 0958.',
    );
    for (const phone of [
      'call me',
      '2682 1234', // a Mumbai landline without its STD code
      '98200 0777', // nine digits
      '98200 077777', // eleven digits without a trunk 0
      '0 98200 0777', // trunk 0 and nine digits
      '+91 98200 0777', // +91 with nine digits
      '+91 98200 077777', // +91 with eleven digits
      '+0 20 7946 0958', // no country code starts with 0
      '+44 207', // too short for any country
      '+1234567890123456', // 16 digits: longer than E.164 allows
      '44 20 7946 0958', // abroad without + or 00
      '98200+07777',
      '+91 98200 07777 ext 2',
    ])
      expect({ phone, issues: issuesFor({ contactPhone: phone }) }).toEqual({ phone, issues: [message] });
    expect(issuesFor({ contactPhone: '9'.repeat(PHONE_MAX + 1) })).toEqual([message]);
  });

  it('isCallablePhone works on its own, for the form and the tests alike', () => {
    expect(isCallablePhone('+91 98200 07777')).toBe(true);
    expect(isCallablePhone('')).toBe(false);
  });

  it('takes From and To as free text, within 150 characters each', () => {
    expect(issuesFor({ from: 'Ward 4, Lilavati Hospital, Bandra (W), Mumbai', to: '' })).toEqual([]);
    expect(issuesFor({ from: 'x'.repeat(PLACE_MAX), to: 'y'.repeat(PLACE_MAX) })).toEqual([]);
    expect(issuesFor({ from: 'x'.repeat(PLACE_MAX + 1) })).toEqual(['from: Please keep this within 150 characters.']);
    expect(issuesFor({ to: 'x'.repeat(PLACE_MAX + 1) })).toEqual([`to: ${MEDEVAC_ERRORS.placeTooLong}`]);
  });

  it('As soon as possible needs no date, and ignores one left behind', () => {
    expect(issuesFor({ when: 'asap', date: '' })).toEqual([]);
    expect(issuesFor({ when: 'asap', date: '2027-03-01' })).toEqual([]);
  });

  it('On a date needs a real date', () => {
    expect(issuesFor({ when: 'date', date: '' })).toEqual([
      'date: Please choose the date of the flight, or As soon as possible.',
    ]);
    expect(issuesFor({ when: 'date', date: '2027-02-30' })).toEqual(['date: Please enter a valid date.']);
    expect(issuesFor({ when: 'date', date: '12/03/2027' })).toEqual([`date: ${MEDEVAC_ERRORS.dateInvalid}`]);
  });

  it('takes today in Mumbai and later, never a past date', () => {
    expect(issuesFor({ when: 'date', date: '2027-03-10' })).toEqual([]);
    expect(issuesFor({ when: 'date', date: '2027-03-11' })).toEqual([]);
    expect(issuesFor({ when: 'date', date: '2027-03-09' })).toEqual([
      'date: Please choose today or a later date (Mumbai time).',
    ]);
  });

  it('follows Mumbai’s calendar, not the device’s: at 00:30 IST yesterday (UTC) is already past', () => {
    // 00:30 on 11 March in Mumbai is still 10 March in UTC and in Los Angeles.
    jest.setSystemTime(new Date('2027-03-10T19:00:00Z'));
    expect(issuesFor({ when: 'date', date: '2027-03-10' })).toEqual([`date: ${MEDEVAC_ERRORS.datePast}`]);
    expect(issuesFor({ when: 'date', date: '2027-03-11' })).toEqual([]);
    // 23:59 on 10 March in Mumbai: the 10th is still today.
    jest.setSystemTime(new Date('2027-03-10T18:29:00Z'));
    expect(issuesFor({ when: 'date', date: '2027-03-10' })).toEqual([]);
  });

  it('reports every problem at once, so the form can focus the first', () => {
    expect(issuesFor({ when: 'date', date: '', contactName: '', contactPhone: '' })).toEqual([
      `contactName: ${MEDEVAC_ERRORS.nameRequired}`,
      `contactPhone: ${MEDEVAC_ERRORS.phoneRequired}`,
      `date: ${MEDEVAC_ERRORS.dateRequired}`,
    ]);
  });

  it('never throws on input of the wrong type', () => {
    for (const input of [
      null,
      undefined,
      42,
      'x',
      [],
      { when: 'date', date: 5 },
      { ...valid, date: null, when: 'date' },
    ])
      expect(airAmbulanceSchema.safeParse(input).success).toBe(false);
  });
});
