export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rupees = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

export const CRORE = 10_000_000;
export const LAKH = 100_000;

export const MAX_AMOUNT = 1_000 * CRORE;

export const BEYOND_MAX_AMOUNT = 'more than ₹1,000 Cr';

export function formatINR(amount: number): string {
  return Math.abs(amount) > MAX_AMOUNT ? BEYOND_MAX_AMOUNT : rupees().format(amount);
}

// By hand: toLocaleString while the page hydrates would set up ICU in the blocking task.
export function groupIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${digits.slice(-3)}`;
}
