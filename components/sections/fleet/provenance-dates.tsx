'use client';

import { monthHasPassed } from '@/lib/fleet/provenance-format';
import { useMumbaiToday } from '@/lib/time/use-mumbai-today';

// The exported page is served for months after its build, so a card's validity is judged on the
// visitor's day in Mumbai; the HTML (and a visit without JavaScript) carries the build day's verdict.
// docs/dates-on-a-static-page.md

type MonthVerdictProps = {
  /** The month (YYYY-MM) the line depends on: an audit's last valid month, an inspection's due month. */
  month: string;
  /** Mumbai's date on the build day (YYYY-MM-DD). */
  builtOn: string;
  /** The line while the month lasts, and once it is over (shown in bold), both worded by the server. */
  current: string;
  passed: string;
};

/** "ARGUS Gold, valid to March 2027" or "…, expired March 2027"; "Next due: June 2027 (overdue)". */
export function MonthVerdict({ month, builtOn, current, passed }: MonthVerdictProps) {
  const over = monthHasPassed(month, useMumbaiToday(builtOn));
  return <dd className={over ? 'font-semibold' : undefined}>{over ? passed : current}</dd>;
}
