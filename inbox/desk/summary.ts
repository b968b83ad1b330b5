// What the queue and a request's page show of a stored payload, read per kind and never trusted to be whole.

type Json = Record<string, unknown>;
export type Summary = {
  subject: string;
  route: string;
  dates: string;
  party: string;
  estimate: number | null;
  name: string;
  phone: string;
  email: string;
};

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown) => (Array.isArray(value) ? value : []);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const joined = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

export function parsePayload(payload: string): Json {
  try {
    return record(JSON.parse(payload));
  } catch {
    return {};
  }
}

const fieldOf = (payload: Json, label: string) =>
  text(
    list(payload.fields)
      .map(record)
      .find((field) => field.label === label)?.value,
  );

function legs(details: Json) {
  return list(details.legs).map(record);
}

export function summaryOf(kind: string, payload: Json): Summary {
  const details = record(payload.details);
  const contact = record(payload.contact);
  const base = {
    subject: text(payload.subject),
    route: '',
    dates: '',
    party: '',
    estimate: null as number | null,
    name: text(contact.name),
    phone: text(contact.phone),
    email: text(contact.email),
  };
  switch (kind) {
    case 'booking':
      return {
        ...base,
        route:
          text(details.route) ||
          joined(
            legs(details).map((leg) => joined([text(leg.departure), text(leg.arrival)], ' → ')),
            ', ',
          ),
        dates: joined(
          legs(details).map((leg) => joined([text(leg.date), text(leg.time)], ' ')),
          ', ',
        ),
        party: text(details.passengers),
        estimate: amount(details.estimate),
      };
    case 'empty-leg':
      return {
        ...base,
        route: text(details.route) || text(details.offer),
        dates: joined(list(details.dates).map(text), ', '),
        estimate: amount(details.fare),
      };
    case 'air-ambulance':
      return {
        ...base,
        route: joined([fieldOf(payload, 'From'), fieldOf(payload, 'To')], ' → '),
        dates: text(details.date) || text(details.when),
      };
    case 'listing':
      return {
        ...base,
        route: joined([text(details.type), text(details.registration), text(details.base)], ' · '),
        party: text(details.seats),
        dates: text(details.availability),
      };
    default:
      return base;
  }
}

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const rupees = (value: number) => INR.format(value);
