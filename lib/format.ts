// On first use: an Intl formatter's ICU set-up at module load would land in hydration as blocking time.
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

export function formatINR(amount: number): string {
  return rupees().format(amount);
}

export function formatINRShort(amount: number): string {
  if (Math.abs(amount) >= CRORE) return `₹${compact().format(amount / CRORE)} Cr`;
  if (Math.abs(amount) >= LAKH) return `₹${compact().format(amount / LAKH)} lakh`;
  return formatINR(amount);
}

// By hand: toLocaleString while the page hydrates would set up ICU in the blocking task.
export function groupIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${digits.slice(-3)}`;
}
