// Track a Flight hands the visitor to a public flight tracker (Flightradar24) in a new tab: the
// site has no flight data of its own.

const TRACKER = 'https://www.flightradar24.com/data';
// An airline's IATA (2 characters) or ICAO (3 letters) code, 1-4 digits, an optional suffix letter.
const FLIGHT_NUMBER = /^(?:[A-Z\d]{2}|[A-Z]{3})\d{1,4}[A-Z]?$/;
const IDENT = /^[A-Z\d][A-Z\d-]{1,9}$/;

/** "6e 2134" → "6E2134"; null for text that is not a flight number or registration. */
export function normalizeIdent(input: string): string | null {
  const ident = input.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  return IDENT.test(ident) ? ident : null;
}

/** The tracker page for a flight number (AI101, 6E2134) or an aircraft registration (VT-ABC). */
export function trackerUrl(input: string): string | null {
  const ident = normalizeIdent(input);
  if (!ident) return null;
  const kind = FLIGHT_NUMBER.test(ident) ? 'flights' : 'aircraft';
  return `${TRACKER}/${kind}/${encodeURIComponent(ident.toLowerCase())}`;
}
