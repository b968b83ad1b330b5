import { deskMessages as M } from '@/content/desk-messages';
import { STATUSES, type RequestStatus } from '../db';

type Change = {
  from: RequestStatus;
  to: RequestStatus;
  amountInr?: number;
  note?: string;
  flightAt?: string;
  reason?: string;
};
export type Parsed = { ok: true; change: Change } | { ok: false; to: RequestStatus; message: string };

const R = M.request;
const isStatus = (value: string): value is RequestStatus => STATUSES.some((status) => status === value);
const NOTE_MAX = 1000;
const REASON_MAX = 500;

const validDate = (date: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/** A status change as the desk's forms post it: what each status needs, and nothing it cannot be. */
export function parseChange(form: Record<string, string>): Parsed {
  const from = form.from ?? '';
  const to = form.to ?? '';
  if (!isStatus(from) || !isStatus(to) || to === 'new') return { ok: false, to: 'closed', message: R.tooLong };
  if (to === 'quoted') {
    const digits = (form.amount ?? '').replace(/[₹,\s]/g, '').replace(/\.0+$/, '');
    const note = (form.note ?? '').trim();
    if (!/^\d{1,12}$/.test(digits) || Number(digits) <= 0) return { ok: false, to, message: R.invalidAmount };
    if (note.length > NOTE_MAX) return { ok: false, to, message: R.tooLong };
    return { ok: true, change: { from, to, amountInr: Number(digits), ...(note ? { note } : {}) } };
  }
  if (to === 'confirmed') {
    const date = (form.date ?? '').trim();
    const time = (form.time ?? '').trim();
    if (!validDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { ok: false, to, message: R.invalidFlight };
    return { ok: true, change: { from, to, flightAt: `${date}T${time}` } };
  }
  if (to === 'declined') {
    const reason = (form.reason ?? '').trim();
    if (!reason) return { ok: false, to, message: R.invalidReason };
    if (reason.length > REASON_MAX) return { ok: false, to, message: R.tooLong };
    return { ok: true, change: { from, to, reason } };
  }
  return { ok: true, change: { from, to } };
}
