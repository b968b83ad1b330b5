const TRACKER = 'https://www.flightradar24.com/data';
const FLIGHT_NUMBER = /^(?:[A-Z\d]{2}|[A-Z]{3})\d{1,4}[A-Z]?$/;
const IDENT = /^[A-Z\d][A-Z\d-]{1,9}$/;

function normalizeIdent(input: string): string | null {
  const ident = input.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  return IDENT.test(ident) ? ident : null;
}

export function trackerUrl(input: string): string | null {
  const ident = normalizeIdent(input);
  if (!ident) return null;
  const kind = FLIGHT_NUMBER.test(ident) ? 'flights' : 'aircraft';
  return `${TRACKER}/${kind}/${encodeURIComponent(ident.toLowerCase())}`;
}
