import { airAmbulance } from '@/content/air-ambulance';
import { parseContent } from '@/lib/content';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';

const parse = (data: unknown) => parseContent(airAmbulancePageSchema, data, 'content/data/air-ambulance.json');

describe('air-ambulance content', () => {
  it('is valid', () => {
    expect(() => parse(airAmbulance)).not.toThrow();
  });

  it('names the desk links, the form and its buttons as the page promises', () => {
    expect(airAmbulance.desk).toMatchObject({
      answered: 'Answered 24/7',
      call: 'Call the medical desk',
      whatsapp: 'WhatsApp the medical desk',
    });
    expect(airAmbulance.form).toMatchObject({
      title: 'Request an air ambulance',
      submitLabel: 'Send request on WhatsApp',
      callInstead: 'Call instead',
    });
    expect(airAmbulance.form.privacy).toMatch(/stores nothing/i);
  });

  it('says plainly what takes time, what is paid when, who decides and which papers are needed', () => {
    const said = [
      ...airAmbulance.expect.items.map((item) => `${item.title} ${item.text}`),
      ...airAmbulance.expect.documents,
    ].join('\n');
    expect(said).toMatch(/about 12 working hours/);
    expect(said).toMatch(/watch hours/);
    expect(said).toMatch(/payment[^\n]*advance|advance[^\n]*payment/i);
    expect(said).toMatch(/final say/);
    expect(said).toMatch(/fit-to-fly certificate/);
    expect(said).toMatch(/ID or passport/);
    expect(said).toMatch(/acceptance/);
  });

  it('reports a marketer typo with the file and path', () => {
    const broken = { ...airAmbulance, desk: { ...airAmbulance.desk, call: ' ' } };
    expect(() => parse(broken)).toThrow(
      /Invalid content in content\/data\/air-ambulance\.json:\n {2}- desk\.call: must not be empty/,
    );
    const short = { ...airAmbulance, expect: { ...airAmbulance.expect, documents: ['ID or passport'] } };
    expect(() => parse(short)).toThrow(/expect\.documents: list the fit-to-fly certificate/);
  });
});
