// Money the Indian way (DESIGN.md 4.7): ₹2,50,000; ₹1.2 Cr; ₹80 lakh.

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const CRORE = 10_000_000;
export const LAKH = 100_000;

/** ₹2,50,000 */
export function formatINR(amount: number): string {
  return rupees.format(amount);
}

/** ₹1.2 Cr, ₹80 lakh, or the full figure below a lakh. */
export function formatINRShort(amount: number): string {
  if (Math.abs(amount) >= CRORE) return `₹${compact.format(amount / CRORE)} Cr`;
  if (Math.abs(amount) >= LAKH) return `₹${compact.format(amount / LAKH)} lakh`;
  return formatINR(amount);
}
