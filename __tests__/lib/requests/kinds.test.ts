import { requestStatus } from '@/content/request-status';
import { requests } from '@/content/requests';
import { createRequest } from '@/lib/requests/build';
import { airAmbulanceKind } from '@/lib/requests/kinds/air-ambulance';
import { bookingKind } from '@/lib/requests/kinds/booking';
import { contactKind } from '@/lib/requests/kinds/contact';
import { deskKind } from '@/lib/requests/kinds/desk';
import { emptyLegKind } from '@/lib/requests/kinds/empty-leg';
import { listingKind } from '@/lib/requests/kinds/listing';
import { newsletterKind } from '@/lib/requests/kinds/newsletter';
import { KEPT_KINDS, KIND_TABLE, REQUEST_KINDS } from '@/lib/requests/kinds/table';
import { enqueue } from '@/lib/requests/outbox';
import { OUTBOX_KEY, parseOutbox, serializeOutbox } from '@/lib/requests/outbox-storage';

const airAmbulance = () =>
  createRequest(
    {
      kind: 'air-ambulance',
      heading: 'Air ambulance request',
      fields: [{ label: 'Contact name', value: 'Priya Shah' }],
      notes: [],
      details: {},
      contact: { name: 'Priya Shah', phone: '98200 07777' },
    },
    { page: '/air-ambulance/' },
  );

// Every kind module there is: a kind in the table without one fails below.
const MODULES = [bookingKind, contactKind, emptyLegKind, airAmbulanceKind, newsletterKind, deskKind, listingKind];

describe('the request kinds', () => {
  it.each(REQUEST_KINDS)('%s declares every fact, and words that exist', (kind) => {
    const facts = KIND_TABLE[kind];
    expect(typeof facts.kept).toBe('boolean');
    expect(typeof facts.asksContact).toBe('boolean');
    expect(typeof facts.contactInFields).toBe('boolean');
    expect(facts.recorded === false || facts.recorded === 'asked' || typeof facts.recorded.flight === 'function').toBe(
      true,
    );
    expect(requests.subjects[facts.wording.subject]).toMatch(/\S/);
    if (facts.wording.nextSteps) expect(requestStatus.nextSteps[facts.wording.nextSteps]).toMatch(/\S/);
    // A kind that asks who to call back cannot already carry it in its fields.
    expect(facts.asksContact && facts.contactInFields).toBe(false);
  });

  it.each(REQUEST_KINDS)('%s has a module with its own name, a schema (or none) and a builder', async (kind) => {
    const declared = MODULES.find((declared) => declared.name === kind);
    if (!declared) throw new Error(`No module declares the ${kind} kind`);
    expect(typeof declared.build).toBe('function');
    if (declared.loadSchema) {
      const schema = (await declared.loadSchema()) as { safeParse?: unknown };
      expect(typeof schema.safeParse).toBe('function');
    } else {
      expect(declared.loadSchema).toBeNull();
    }
  });

  it('the table and the modules name the same kinds, once each', () => {
    expect(MODULES.map((declared) => declared.name).sort()).toEqual([...REQUEST_KINDS].sort());
  });
});

describe('the outbox and the air ambulance', () => {
  beforeEach(() => localStorage.clear());

  it('is the one kind that is not kept', () => {
    expect(REQUEST_KINDS.filter((kind) => !KEPT_KINDS.includes(kind))).toEqual(['air-ambulance']);
  });

  it('refuses to keep an air-ambulance request, and writes nothing', () => {
    expect(() => enqueue(airAmbulance(), null)).toThrow('never kept');
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('reads an air-ambulance entry written by anything else as one it cannot keep', () => {
    const entry = {
      request: airAmbulance(),
      account: null,
      state: 'pending' as const,
      attempts: 0,
      nextAttemptAt: 0,
      sendingUntil: 0,
      lastError: '',
    };
    const parsed = parseOutbox(serializeOutbox([entry]));
    expect(parsed.value).toEqual([]);
    expect(parsed.intact).toBe(false);
  });
});
