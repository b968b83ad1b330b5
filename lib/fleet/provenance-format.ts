import { plural } from '@/lib/plural';
import type { Audit, ProvenanceCard } from '@/lib/schemas/content/provenance';
import { formatMonth } from '@/lib/time/months';

let hours: Intl.NumberFormat | undefined;

export function hoursBand(band: number): string {
  hours ??= new Intl.NumberFormat('en-IN');
  return `${hours.format(band)}+ hours`;
}

export function ageInYears(yearOfManufacture: number, thisYear: number): string {
  const age = thisYear - yearOfManufacture;
  if (age < 1) return 'Under 1 year';
  return plural(age, 'year');
}

export function monthHasPassed(month: string, today: string): boolean {
  return month < today.slice(0, 7);
}

export function auditLine(audit: Audit, lapsed: boolean): string {
  const state = lapsed ? 'expired' : 'valid to';
  return `${audit.standard} ${audit.level}, ${state} ${formatMonth(audit.validTo)}`;
}

export function nextInspectionLine(due: string, overdue: boolean): string {
  return `Next due: ${formatMonth(due)}${overdue ? ' (overdue)' : ''}`;
}

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
