'use client';

import { auditLine, monthHasPassed, nextInspectionLine } from '@/lib/fleet/provenance-format';
import type { Audit } from '@/lib/schemas/content/provenance';
import { useMumbaiToday } from '@/lib/time/use-mumbai-today';

// The exported page is served for months after its build, so a card's validity is judged on the
// visitor's day in Mumbai; the HTML (and a visit without JavaScript) carries the build day's verdict.
// docs/dates-on-a-static-page.md

type DatedProps = { builtOn: string };

/** "ARGUS Gold, valid to March 2027", or "…, expired March 2027" once that month is over. */
export function AuditValidity({ audit, builtOn }: DatedProps & { audit: Audit }) {
  const today = useMumbaiToday(builtOn);
  return (
    <dd className={monthHasPassed(audit.validTo, today) ? 'font-semibold' : undefined}>{auditLine(audit, today)}</dd>
  );
}

/** "Next due: June 2027", or "Next due: June 2027 (overdue)" once that month is over. */
export function NextInspection({ due, builtOn }: DatedProps & { due: string }) {
  const today = useMumbaiToday(builtOn);
  return <dd className={monthHasPassed(due, today) ? 'font-semibold' : undefined}>{nextInspectionLine(due, today)}</dd>;
}
