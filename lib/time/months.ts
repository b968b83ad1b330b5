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
