import type { JetType } from '@/lib/schemas/content/jet-types';
import type { Pricing } from '@/lib/schemas/content/pricing';

// The estimator tests work their figures by hand at these category cruise speeds. The live speeds
// follow the fleet (each category's slowest aircraft), so fixing them here keeps the worked
// arithmetic true whatever an aircraft's published figure becomes; the live figures are tested
// in __tests__/lib/fleet/capabilities.test.ts.
const HAND_WORKED_KN: Record<JetType, number> = { light: 420, midsize: 450, heavy: 480, helicopter: 130 };

export function handWorkedPricing(pricing: Pricing): Pricing {
  const jetTypes = Object.fromEntries(
    Object.entries(pricing.jetTypes).map(([type, rate]) => [
      type,
      { ...rate, cruiseSpeedKn: HAND_WORKED_KN[type as JetType] },
    ]),
  ) as Pricing['jetTypes'];
  return { ...pricing, jetTypes };
}
