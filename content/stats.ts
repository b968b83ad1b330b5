import type { StatsContent } from '@/lib/schemas/content/stats';

// Every figure the site claims. Pages pick theirs by key, so each is written once.
export const stats = {
  figures: {
    flights: { value: '500+', label: 'Flights flown' },
    aircraft: { value: '50+', label: 'Aircraft on call' },
    countries: { value: '25+', label: 'Countries reached' },
    satisfaction: { value: '98%', label: 'Client satisfaction' },
    availability: { value: '99.8%', label: 'Fleet availability' },
    support: { value: '24/7', label: 'Concierge support' },
    safety: { value: '100%', label: 'Safety record' },
  },
} satisfies StatsContent;
