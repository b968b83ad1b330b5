import { formatMonth, type Audit } from '@/lib/schemas/content/provenance';

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

/** "ARGUS Gold, valid to March 2027". */
export function auditLine(audit: Audit): string {
  return `${audit.standard} ${audit.level}, valid to ${formatMonth(audit.validTo)}`;
}
