// Spelled out: an Intl.DateTimeFormat costs ~15 ms of ICU set-up on a phone.
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

export function formatMonth(value: string): string {
  const [year, monthNumber, dayNumber] = value.split('-').map(Number);
  const monthYear = `${MONTHS[monthNumber - 1]} ${year}`;
  return dayNumber ? `${dayNumber} ${monthYear}` : monthYear;
}
