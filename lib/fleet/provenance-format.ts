import type { Audit, ProvenanceCard } from '@/lib/schemas/content/provenance';
import { formatMonth } from '@/lib/time/months';

// Zod-free: the browser imports these to judge a card's dates on the visitor's day in Mumbai.

const hours = new Intl.NumberFormat('en-IN');

/** 5000 → "5,000+ hours". */
export function hoursBand(band: number): string {
  return `${hours.format(band)}+ hours`;
}

/** "Under 1 year", "1 year", "7 years". */
export function ageInYears(yearOfManufacture: number, thisYear: number): string {
  const age = thisYear - yearOfManufacture;
  if (age < 1) return 'Under 1 year';
  return `${age} year${age === 1 ? '' : 's'}`;
}

/** A month (YYYY-MM) counts to its last day: it has passed once `today` (YYYY-MM-DD) is in a later one. */
export function monthHasPassed(month: string, today: string): boolean {
  return month < today.slice(0, 7);
}

/** "ARGUS Gold, valid to March 2027"; once March 2027 is over, "ARGUS Gold, expired March 2027". */
export function auditLine(audit: Audit, today: string): string {
  const state = monthHasPassed(audit.validTo, today) ? 'expired' : 'valid to';
  return `${audit.standard} ${audit.level}, ${state} ${formatMonth(audit.validTo)}`;
}

/** "Next due: June 2027"; once June 2027 is over, "Next due: June 2027 (overdue)". */
export function nextInspectionLine(due: string, today: string): string {
  return `Next due: ${formatMonth(due)}${monthHasPassed(due, today) ? ' (overdue)' : ''}`;
}

/** One line per lapsed audit or overdue inspection on `today`, naming the card, for the build's log. */
export function staleProvenance(cards: readonly ProvenanceCard[], today: string): string[] {
  return cards.flatMap((card) => {
    const name = `${card.aircraft} (${card.registration})`;
    const audits = card.audits
      .filter((audit) => monthHasPassed(audit.validTo, today))
      .map(
        (audit) =>
          `${name}: ${audit.standard} validity ended in ${formatMonth(audit.validTo)}; the card shows it as expired`,
      );
    const inspection = monthHasPassed(card.nextInspectionDue, today)
      ? [`${name}: major inspection was due ${formatMonth(card.nextInspectionDue)}; the card shows it as overdue`]
      : [];
    return [...inspection, ...audits];
  });
}
