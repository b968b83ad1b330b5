import type { PricingContent } from '@/lib/schemas/content/pricing';

// The booking page's rate card (SPEC.md section 9). Prices are in rupees.
export const pricing = {
  currency: 'INR',
  rateCardDate: '2026-11-01',
  jetTypes: {
    light: { label: 'Light Jet', minPassengers: 4, maxPassengers: 8, indicativePrice: 250_000 },
    midsize: { label: 'Midsize Jet', minPassengers: 6, maxPassengers: 9, indicativePrice: 450_000 },
    heavy: { label: 'Heavy Jet', minPassengers: 10, maxPassengers: 16, indicativePrice: 850_000 },
    helicopter: { label: 'Helicopter', minPassengers: 2, maxPassengers: 6, indicativePrice: 150_000 },
  },
} satisfies PricingContent;
