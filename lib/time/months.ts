// Spelled out by hand: an Intl.DateTimeFormat costs ~15 ms of ICU set-up on a phone, for one date.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2027-03" → "March 2027"; "2026-11-16" → "16 November 2026". */
export function formatMonth(value: string): string {
  const [year, monthNumber, dayNumber] = value.split('-').map(Number);
  const monthYear = `${MONTHS[monthNumber - 1]} ${year}`;
  return dayNumber ? `${dayNumber} ${monthYear}` : monthYear;
}
