// Money the Indian way, for Indian clients: ₹2,50,000; ₹1.2 Cr; ₹80 lakh.

/**
 * Makes a value on first use. Constructing an Intl formatter costs milliseconds of ICU set-up; at
 * module load that lands in the page's hydration as blocking time, on first use it does not.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rupees = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const compact = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

export const CRORE = 10_000_000;
export const LAKH = 100_000;

/** ₹2,50,000 */
export function formatINR(amount: number): string {
  return rupees().format(amount);
}

/** ₹1.2 Cr, ₹80 lakh, or the full figure below a lakh. */
export function formatINRShort(amount: number): string {
  if (Math.abs(amount) >= CRORE) return `₹${compact().format(amount / CRORE)} Cr`;
  if (Math.abs(amount) >= LAKH) return `₹${compact().format(amount / LAKH)} lakh`;
  return formatINR(amount);
}

/**
 * 2000 → "2,000", 250000 → "2,50,000": a whole number grouped the Indian way, by hand, for text a
 * page renders while it hydrates (toLocaleString there would set up ICU in the blocking task).
 */
export function groupIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${digits.slice(-3)}`;
}
