import provenanceFile from '@/content/data/provenance.json';
import type { ProvenanceContent } from '@/lib/schemas/content/provenance';
import type { SampleMarks } from '@/lib/schemas/content/samples';

// One safety and provenance card per aircraft on /fleet, named exactly as in the fleet: data, edited
// at /admin/ (content/data/provenance.json). Months are YYYY-MM, `updated` is YYYY-MM-DD; crew hours
// on type are bands (5000 shows as "5,000+ hours"); an empty `audits` list reads "No third-party
// audit held". The build fails when an inspection or `updated` is dated in the future or a year of
// manufacture is after this year (judged by Mumbai's calendar). Once an audit's validity or an
// inspection's due month has passed, the card shows it as expired or overdue and the build prints a
// warning naming the card: update the dates when the operator sends the new ones.
export const provenance = provenanceFile as ProvenanceContent;

// Made up for the demo: the operators, registrations and permit numbers are not real, and a build
// for a real domain refuses them (see content/company.ts).
export const samples = {
  'provenance.disclaimer': 'nothing: delete the disclaimer once every card is the operator’s own record',
  'provenance.cards':
    'each aircraft’s record from its operator: operator, NSOP permit, registration, year, inspections, crew hours, audits',
} satisfies SampleMarks;
