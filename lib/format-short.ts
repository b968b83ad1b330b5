import { BEYOND_MAX_AMOUNT, CRORE, formatINR, groupIndian, LAKH, MAX_AMOUNT, once } from '@/lib/format';

const compact = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

export function formatINRShort(amount: number): string {
  const size = Math.abs(amount);
  if (size > MAX_AMOUNT) return BEYOND_MAX_AMOUNT;
  if (size >= 100 * CRORE) return `₹${groupIndian(Math.round(amount / CRORE))} Cr`;
  if (size >= CRORE) return `₹${compact().format(amount / CRORE)} Cr`;
  if (size >= LAKH) return `₹${compact().format(amount / LAKH)} lakh`;
  return formatINR(amount);
}
