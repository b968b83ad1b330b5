import { inboxMessages as M } from '@/content/inbox-messages';
import { LINE_MAX } from '@/lib/requests/line';
import { REQUEST_KINDS, REQUEST_PAYLOAD_VERSION, type RequestKind } from '@/lib/requests/model';
import { JET_TYPES } from '@/lib/schemas/content/jet-types';
import { CONDITIONS, PHONE_MAX, TRANSFERS, WHEN_OPTIONS } from '@/lib/schemas/forms/air-ambulance-options';
import { CONTACT_SUBJECTS, NAME_MAX } from '@/lib/schemas/forms/contact-options';
import { EMAIL_MAX } from '@/lib/schemas/forms/fields';
import { listAircraftSchema } from '@/lib/schemas/forms/list-aircraft';
import { z } from '@/lib/schemas/zod';
import { TRIP_TYPES } from '@/lib/trips/rules';

const text = (max: number) => z.string({ message: M.text }).max(max, M.textTooLong);
const filled = (max: number) => text(max).min(1, M.required);
const list = <T extends Parameters<typeof z.array>[0]>(item: T, max: number) =>
  z.array(item, { message: M.list }).max(max, M.listTooLong);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { message: M.choice });
const orNull = <T extends Parameters<typeof z.nullable>[0]>(schema: T) => z.nullable(schema);
const amount = orNull(z.number({ message: M.number }));

const REFERENCE = /^VJ-[0-9A-HJKMNP-TV-Z]{6}$/;
const ID = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|VJ-[0-9A-HJKMNP-TV-Z]{6})$/;

export const PAYLOAD_MAX_BYTES = 64 * 1024;

const contact = z.object({
  name: text(NAME_MAX),
  phone: z.optional(text(PHONE_MAX)),
  email: z.optional(text(EMAIL_MAX)),
});

const envelope = {
  version: z.literal(REQUEST_PAYLOAD_VERSION, { message: M.version }),
  id: z.string({ message: M.text }).regex(ID, M.id),
  reference: z.string({ message: M.text }).regex(REFERENCE, M.reference),
  quote: orNull(z.string({ message: M.text }).regex(REFERENCE, M.reference)),
  createdAt: z.iso.datetime({ message: M.createdAt }),
  mumbaiTime: text(40),
  page: text(500).startsWith('/', M.page),
  subject: filled(300),
  message: filled(20_000),
  fields: list(z.object({ label: text(200), value: text(LINE_MAX) }), 100),
  notes: list(text(LINE_MAX), 50),
  contact: orNull(contact),
};

const leg = z.object({ departure: text(LINE_MAX), arrival: text(LINE_MAX), date: text(40), time: text(40) });

const DETAILS = {
  booking: z.object({
    tripType: choice(TRIP_TYPES),
    route: z.optional(text(LINE_MAX)),
    legs: list(leg, 12),
    passengers: amount,
    jetType: orNull(choice(JET_TYPES)),
    aircraft: z.optional(orNull(text(200))),
    estimate: z.optional(amount),
  }),
  contact: z.object({ subject: orNull(choice(CONTACT_SUBJECTS)) }),
  'empty-leg': z.object({
    offer: text(100),
    route: z.optional(text(LINE_MAX)),
    dates: list(text(40), 12),
    fare: amount,
  }),
  'air-ambulance': z.object({
    condition: orNull(choice(CONDITIONS)),
    transfer: orNull(choice(TRANSFERS)),
    when: choice(WHEN_OPTIONS),
    date: orNull(text(40)),
  }),
  newsletter: z.object({}),
  desk: z.object({ role: text(100), action: text(200) }),
  listing: listAircraftSchema.extend({ role: text(100) }),
} satisfies Record<RequestKind, unknown>;

export const REQUEST_WIRE_SCHEMAS = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [kind, z.object({ ...envelope, kind: z.literal(kind), details: DETAILS[kind] })]),
) as unknown as Record<RequestKind, z.ZodType>;

export type WireCheck =
  { ok: true; kind: RequestKind; id: string; reference: string } | { ok: false; status: 400 | 422; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKind = (value: unknown): value is RequestKind => REQUEST_KINDS.some((kind) => kind === value);

export function checkRequest(body: unknown): WireCheck {
  if (!isRecord(body)) return { ok: false, status: 400, error: `body: ${M.notObject}` };
  if (body.version !== REQUEST_PAYLOAD_VERSION) return { ok: false, status: 422, error: `version: ${M.version}` };
  if (!isKind(body.kind)) return { ok: false, status: 422, error: `kind: ${M.kind}` };
  const result = REQUEST_WIRE_SCHEMAS[body.kind].safeParse(body);
  if (!result.success) {
    const [issue] = result.error.issues;
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    return { ok: false, status: 422, error: `${field}: ${issue.message}` };
  }
  return { ok: true, kind: body.kind, id: body.id as string, reference: body.reference as string };
}
