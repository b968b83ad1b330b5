export const LINE_MAX = 2000;

export const TO_BE_CONFIRMED = 'to be confirmed';

export function oneLine(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const flat = String(value)
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  return flat.length > LINE_MAX ? `${flat.slice(0, LINE_MAX - 1)}…` : flat;
}

export const orPending = (value: unknown): string => oneLine(value) || TO_BE_CONFIRMED;
