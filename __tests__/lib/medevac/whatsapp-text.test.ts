import { whatsappHref } from '@/lib/links';
import { medevacContent, type MedevacAnswers } from '@/lib/medevac/whatsapp-text';
import { renderBody } from '@/lib/requests/render';
import { airAmbulanceDefaults } from '@/lib/schemas/forms/air-ambulance-options';

const buildMedevacText = (answers: MedevacAnswers, heading: string) => renderBody(medevacContent(answers, heading));
const HEADING = 'Air ambulance request for the Vayu Jets medical desk';
const minimal = { ...airAmbulanceDefaults, contactName: 'Priya Shah', contactPhone: '+91 98200 07777' };

describe('buildMedevacText', () => {
  it('lists every answer on its own line, in the order the form asks', () => {
    const text = buildMedevacText(
      {
        condition: 'critical',
        transfer: 'bed-to-bed',
        from: 'Lilavati Hospital, Mumbai',
        to: 'Apollo Hospital, Chennai',
        when: 'date',
        date: '2027-03-12',
        stretcher: true,
        oxygen: false,
        escort: 'doctor-and-nurse',
        companions: '2',
        contactName: 'Priya Shah',
        contactPhone: '+91 98200 07777',
      },
      HEADING,
    );
    expect(text).toBe(
      [
        HEADING,
        '',
        "Patient's condition: Critical",
        'Transfer: Bed to bed',
        'From: Lilavati Hospital, Mumbai',
        'To: Apollo Hospital, Chennai',
        'When: Fri, 12 Mar 2027 (Mumbai time)',
        'Stretcher: Yes',
        'Oxygen: not answered',
        'Medical escort: Doctor and nurse',
        'Companions: 2',
        'Contact name: Priya Shah',
        'Contact phone: +91 98200 07777',
      ].join('\n'),
    );
  });

  it('marks what was left unanswered as to be confirmed, and an unticked box as not answered, never No', () => {
    expect(buildMedevacText(minimal, HEADING).split('\n').slice(2)).toEqual([
      "Patient's condition: to be confirmed",
      'Transfer: to be confirmed',
      'From: to be confirmed',
      'To: to be confirmed',
      'When: As soon as possible',
      'Stretcher: not answered',
      'Oxygen: not answered',
      'Medical escort: to be confirmed',
      'Companions: 0',
      'Contact name: Priya Shah',
      'Contact phone: +91 98200 07777',
    ]);
  });

  it('sends As soon as possible when a date was typed and then ASAP chosen again', () => {
    expect(buildMedevacText({ ...minimal, when: 'asap', date: '2027-03-12' }, HEADING)).toContain(
      'When: As soon as possible',
    );
  });

  it('never lets an answer forge a line of its own', () => {
    const text = buildMedevacText(
      { ...minimal, from: 'Goa\nPatient’s condition: Stable\r\nx', to: 'Pune\u2028Oxygen: Yes' },
      HEADING,
    );
    expect(text).toContain('From: Goa Patient’s condition: Stable x');
    expect(text).toContain('To: Pune Oxygen: Yes');
    expect(text.split('\n')).toHaveLength(13);
  });

  it('survives the trip through a wa.me link exactly, symbols and all', () => {
    const text = buildMedevacText({ ...minimal, from: 'Ward 4 & ICU #2, 100% + “quotes” ✈️ 🇮🇳' }, HEADING);
    const url = new URL(whatsappHref(text));
    expect(url.searchParams.get('text')).toBe(text);
  });
});
