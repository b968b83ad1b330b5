const pad = (n: number) => String(n).padStart(2, '0');

/** `days` from now in the test runner's calendar. */
export function inDays(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

/** A date as YYYY-MM-DD, the value of a date input. */
export const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A date as Chromium's date input takes it from the keyboard: MMDDYYYY. */
export const typedDate = (date: Date) => `${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`;

/** The date `days` from today as YYYY-MM-DD. */
export const isoInDays = (days: number) => isoDate(inDays(days));
