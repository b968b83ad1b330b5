// On first use: an Intl formatter's ICU set-up at module load would land in hydration as blocking time.
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const rupees = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const compact = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
const wholeNumber = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

export const CRORE = 10_000_000;
export const LAKH = 100_000;

/**
 * The largest amount a figure of the site states: far above any trip the rate card can price, so
 * only a stored or typed value that is not a price goes past it. Beyond it the figure says so.
 */
export const MAX_AMOUNT = 1_000 * CRORE;

export const isSaneAmount = (amount: number): boolean => Number.isFinite(amount) && Math.abs(amount) <= MAX_AMOUNT;

function beyondBound(amount: number): string {
  if (Number.isNaN(amount)) throw new RangeError('Not an amount: NaN');
  return `${amount < 0 ? 'less than -' : 'more than '}₹${wholeNumber().format(MAX_AMOUNT / CRORE)} Cr`;
}

export function formatINR(amount: number): string {
  return isSaneAmount(amount) ? rupees().format(amount) : beyondBound(amount);
}

// Hundreds of crores read in whole crores: two decimals of a crore there would be paise nobody reads.
export function formatINRShort(amount: number): string {
  if (!isSaneAmount(amount)) return beyondBound(amount);
  if (Math.abs(amount) >= 100 * CRORE) return `₹${wholeNumber().format(amount / CRORE)} Cr`;
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
