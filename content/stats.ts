import type { StatsContent } from '@/lib/schemas/content/stats';

// Every figure the site claims about the company, each written once. Pages pick theirs by key, and
// copy names one by placeholder ({flights} is "500+ flights": the value, then `noun`), filled at build
// time (lib/company-figures.ts). `confirm: 'company'` marks a figure the company has yet to confirm:
// `npm run check:release` lists each, and a build for a real domain refuses it. Once it is the
// company's own, set `confirm: 'confirmed'`. {fleet} is not here: it is the count of aircraft in
// content/fleet.ts ("8 aircraft of our own"), so "on call" counts partners' aircraft as well.
export const stats = {
  figures: {
    flights: { value: '500+', label: 'Flights flown', noun: 'flights', confirm: 'company' },
    aircraft: {
      value: '50+',
      label: 'Aircraft on call with partners',
      noun: 'aircraft on call with our partner operators',
      confirm: 'company',
    },
    countries: { value: '25+', label: 'Countries reached', noun: 'countries', confirm: 'company' },
    satisfaction: { value: '98%', label: 'Client satisfaction', noun: 'client satisfaction', confirm: 'company' },
    availability: { value: '99.8%', label: 'Fleet availability', noun: 'fleet availability', confirm: 'company' },
    support: { value: '24/7', label: 'Concierge support', noun: 'concierge support', confirm: 'company' },
    safety: { value: '100%', label: 'Safety record', noun: 'safety record', confirm: 'company' },
    founded: { value: '2014', label: 'Founded', noun: '', confirm: 'company' },
  },
} satisfies StatsContent;
