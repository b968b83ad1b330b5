import { recordSent, sentRequestsOf } from '@/lib/account/sent-requests';
import { sentStatusText } from '@/lib/account/sent-status';
import { createRequest } from '@/lib/requests/build';
import { deliver, settled } from '@/lib/requests/deliver';
import { outcomeOf } from '@/lib/requests/delivered';
import { cancel, enqueue, flush, nextDue, outboxEntries } from '@/lib/requests/outbox';
import { OUTBOX_KEY, readOutbox } from '@/lib/requests/outbox-storage';
import { postRequest } from '@/lib/requests/send';

const MAX_RETRY_AFTER_MS = 60 * 60_000;
const OUTBOX_VERSION = 2;
const IN_PROGRESS_REASON = 'HTTP 409: an earlier send of it is still being taken in';

// jsdom has no Response: the part of one postRequest reads.
const reply = (status: number, body = '', headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: (name: string) => headers[name] ?? null },
  text: async () => body,
});

const request = (message = 'Goa on Friday', now = new Date('2027-01-10T09:30:00Z')) =>
  createRequest(
    {
      kind: 'contact',
      heading: 'Hi',
      fields: [{ label: 'Message', value: message }],
      notes: [],
      details: {},
      contact: { name: 'Priya Shah', email: 'priya@example.com' },
    },
    { page: '/contact/', now },
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="vayu-requests-endpoint" content="https://desk.example/requests"/>';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('postRequest', () => {
  it('sends the versioned JSON with its own id as Idempotency-Key, no cookies', async () => {
    fetchMock.mockResolvedValue(reply(204));
    const made = request();
    expect(await postRequest(made, 'https://desk.example/requests')).toEqual({ status: 'delivered' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': made.id });
    expect(JSON.parse(init.body)).toMatchObject({
      version: 2,
      kind: 'contact',
      id: made.id,
      reference: made.reference,
    });
  });

  it.each([408, 429, 500, 502, 503])('keeps a %i for a retry', async (status) => {
    fetchMock.mockResolvedValue(reply(status));
    expect(await postRequest(request(), 'https://x.example')).toEqual({ status: 'retry', reason: `HTTP ${status}` });
  });

  it('keeps a 409 (an earlier send with this key is still in progress) for a retry, never a refusal', async () => {
    fetchMock.mockResolvedValue(reply(409, JSON.stringify({ error: 'in progress' })));
    expect(await postRequest(request(), 'https://x.example')).toEqual({ status: 'retry', reason: IN_PROGRESS_REASON });
    fetchMock.mockResolvedValue(reply(409, '', { 'Retry-After': '20' }));
    expect(await postRequest(request(), 'https://x.example')).toEqual({
      status: 'retry',
      reason: IN_PROGRESS_REASON,
      retryAfter: 20_000,
    });
  });

  it('keeps a network failure and a timeout for a retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postRequest(request(), 'https://x.example')).toEqual({ status: 'retry', reason: 'network' });
    fetchMock.mockImplementation(
      (_url, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await postRequest(request(), 'https://x.example', { timeoutMs: 10 })).toEqual({
      status: 'retry',
      reason: 'timeout',
    });
  });

  it('refuses for good on another 4xx, with what the endpoint said', async () => {
    fetchMock.mockResolvedValue(reply(400, JSON.stringify({ error: 'email is\nrequired' })));
    expect(await postRequest(request(), 'https://x.example')).toEqual({
      status: 'rejected',
      reason: 'email is required (HTTP 400)',
    });
    fetchMock.mockResolvedValue(reply(422, ''));
    expect(await postRequest(request(), 'https://x.example')).toEqual({ status: 'rejected', reason: 'HTTP 422' });
  });

  it('strips bidi embeddings, overrides and isolates from the reason it shows, JSON or text', async () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    fetchMock.mockResolvedValue(
      reply(400, JSON.stringify({ error: `Phone \u202Egnissim\u202C${controls} is needed` })),
    );
    expect(await postRequest(request(), 'https://x.example')).toEqual({
      status: 'rejected',
      reason: 'Phone gnissim is needed (HTTP 400)',
    });
    fetchMock.mockResolvedValue(reply(422, `\u2067Refused\u2069 ${controls}`));
    expect(await postRequest(request(), 'https://x.example')).toEqual({
      status: 'rejected',
      reason: 'Refused (HTTP 422)',
    });
    // Right-to-left text itself stays as the endpoint wrote it.
    fetchMock.mockResolvedValue(reply(400, JSON.stringify({ message: 'رقم الهاتف مطلوب' })));
    expect(await postRequest(request(), 'https://x.example')).toEqual({
      status: 'rejected',
      reason: 'رقم الهاتف مطلوب (HTTP 400)',
    });
  });
});

describe('the outbox', () => {
  it('keeps a request until a 2xx, then lets it (and its personal details) go', async () => {
    const made = request();
    fetchMock.mockResolvedValueOnce(reply(500)).mockResolvedValueOnce(reply(200));
    expect(await deliver(made)).toEqual({ state: 'pending', reason: 'HTTP 500' });
    expect(localStorage.getItem(OUTBOX_KEY)).toContain('priya@example.com');
    expect(await flush({ force: true })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    // Nothing is left to send twice.
    await flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits out the backoff unless forced (the connection came back)', async () => {
    fetchMock.mockResolvedValue(reply(503));
    await deliver(request());
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outboxEntries()[0]).toMatchObject({ attempts: 2, state: 'pending', lastError: 'HTTP 503' });
  });

  it('waits out a 409 on a repeated key with back-off, records no refusal, and ends Received', async () => {
    const clock = { now: () => 1_000_000, random: () => 0 };
    const made = request();
    enqueue(made, 'priya@example.com', clock);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await flush({ only: made.id, clock });
    fetchMock.mockResolvedValueOnce(reply(409, JSON.stringify({ error: 'A request with this key is in progress' })));
    await flush({ only: made.id, clock, force: true });
    expect(outboxEntries()[0]).toMatchObject({ state: 'pending', attempts: 2, lastError: IN_PROGRESS_REASON });
    expect(outboxEntries()[0].nextAttemptAt).toBe(1_000_000 + 10_000);
    expect(outcomeOf(made.id)).toBeNull();
    expect(settled(made.id)).toEqual({ state: 'pending', reason: IN_PROGRESS_REASON });
    fetchMock.mockResolvedValueOnce(reply(200));
    await flush({ only: made.id, clock, force: true });
    expect(settled(made.id)).toEqual({ state: 'received' });
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']))).toEqual(
      new Set([made.id]),
    );
  });

  it('marks a refusal final and sends it no more', async () => {
    fetchMock.mockResolvedValue(reply(400, 'bad phone'));
    expect(await deliver(request())).toEqual({ state: 'rejected', reason: 'bad phone (HTTP 400)' });
    await flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a kept request refused on a later send is recorded refused, with the reason, for every page and the account', async () => {
    const made = createRequest(
      {
        kind: 'empty-leg',
        heading: 'Hi',
        fields: [],
        notes: [],
        details: { offer: 'VJ-EL-1', dates: ['2027-02-01'], fare: 950000 },
        contact: { name: 'Priya Shah', phone: '98200 07777' },
      },
      { page: '/empty-legs/', now: new Date('2027-01-10T09:30:00Z') },
    );
    fetchMock.mockResolvedValueOnce(reply(503)).mockResolvedValueOnce(reply(400, '{"error":"Offer withdrawn"}'));
    expect(await deliver(made, 'priya@example.com')).toEqual({ state: 'pending', reason: 'HTTP 503' });
    recordSent('priya@example.com', made, 'kept');
    expect(sentRequestsOf('priya@example.com')[0].status).toBe('kept');

    await flush({ force: true });
    const reason = 'Offer withdrawn (HTTP 400)';
    expect(outcomeOf(made.id)).toEqual({ status: 'refused', reason });
    const [record] = sentRequestsOf('priya@example.com');
    expect(record).toMatchObject({ status: 'refused', reason });
    expect(sentStatusText(record)).toContain(reason);
    expect(sentStatusText(record)).not.toMatch(/\b(Kept|Received)\b/);
    // Removed from the outbox by the visitor, it still reads refused, never Cancelled or Received.
    expect(cancel(made.id, 'priya@example.com')).toEqual({ ok: true });
    expect(settled(made.id)).toEqual({ state: 'rejected', reason });
    await flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('Cancel updates every record of the request: the outbox, the confirmation and the account’s list', async () => {
    fetchMock.mockResolvedValue(reply(503));
    const made = createRequest(
      {
        kind: 'booking',
        heading: 'Hi',
        fields: [],
        notes: [],
        details: { legs: [{ date: '2027-02-01' }], estimate: 450000 },
        contact: { name: 'Priya Shah', phone: '98200 07777' },
      },
      { page: '/book/', now: new Date('2027-01-10T09:30:00Z') },
    );
    expect(await deliver(made, 'priya@example.com')).toEqual({ state: 'pending', reason: 'HTTP 503' });
    recordSent('priya@example.com', made, 'kept');
    expect(cancel(made.id, 'priya@example.com')).toEqual({ ok: true });
    expect(outboxEntries()).toEqual([]);
    expect(settled(made.id)).toEqual({ state: 'cancelled' });
    const [record] = sentRequestsOf('priya@example.com');
    expect(record.status).toBe('cancelled');
    expect(sentStatusText(record)).toMatch(/^Cancelled /);
  });

  it('lets the visitor cancel a pending request', async () => {
    fetchMock.mockResolvedValue(reply(503));
    const made = request();
    await deliver(made);
    cancel(made.id, null);
    expect(outboxEntries()).toEqual([]);
    await flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a request once when two tabs flush it at the same time', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const made = request();
    expect(enqueue(made, null)).toEqual({ ok: true });
    // Two tabs share one localStorage; the claim written before the send stops the second.
    const first = flush({ only: made.id });
    const second = flush({ only: made.id, force: true });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(reply(200));
    await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps one entry when the same request is submitted twice', () => {
    const made = request();
    enqueue(made, null);
    enqueue(made, null);
    expect(outboxEntries()).toHaveLength(1);
  });

  it('reads a corrupt stored value as empty, backs it up, and still keeps the new request', async () => {
    localStorage.setItem(OUTBOX_KEY, '{"state":{"entries":[{"request":');
    expect(readOutbox().value).toEqual([]);
    fetchMock.mockResolvedValue(reply(503));
    const made = request();
    expect(await deliver(made)).toMatchObject({ state: 'pending' });
    const backups = Object.keys(localStorage).filter((key) => key.startsWith(`${OUTBOX_KEY}:backup:`));
    expect(backups).toHaveLength(1);
    expect(localStorage.getItem(backups[0])).toBe('{"state":{"entries":[{"request":');
    expect(outboxEntries().map((entry) => entry.request.reference)).toEqual([made.reference]);
  });

  it('salvages the valid entries next to a malformed one', () => {
    const made = request();
    enqueue(made, null);
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY) as string);
    stored.state.entries.push({ request: { kind: 'booking' }, state: 'pending' });
    localStorage.setItem(OUTBOX_KEY, JSON.stringify(stored));
    expect(outboxEntries().map((entry) => entry.request.reference)).toEqual([made.reference]);
  });

  it('never overwrites an outbox written by a newer version of the site', async () => {
    const newer = JSON.stringify({ state: { entries: [], future: true }, version: OUTBOX_VERSION + 1 });
    localStorage.setItem(OUTBOX_KEY, newer);
    fetchMock.mockResolvedValue(reply(503));
    expect(await deliver(request())).toEqual({ state: 'failed', reason: 'HTTP 503', storage: 'newer' });
    expect(localStorage.getItem(OUTBOX_KEY)).toBe(newer);
  });

  it('says so when storage is full, and sends directly once', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      fetchMock.mockResolvedValue(reply(503));
      expect(await deliver(request())).toEqual({ state: 'failed', reason: 'HTTP 503', storage: 'full' });
      fetchMock.mockResolvedValue(reply(201));
      expect(await deliver(request('another'))).toEqual({ state: 'received' });
    } finally {
      setItem.mockRestore();
    }
  });

  it('never keeps an air-ambulance request', async () => {
    fetchMock.mockResolvedValue(reply(503));
    const medical = { ...request(), kind: 'air-ambulance' as const };
    expect(await deliver(medical)).toEqual({ state: 'failed', reason: 'HTTP 503' });
    expect(localStorage.length).toBe(0);
  });

  it('hands off without an endpoint, sending and keeping nothing', async () => {
    document.head.innerHTML = '';
    expect(await deliver(request())).toEqual({ state: 'handoff' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('says Cancelled, never Received, when another tab cancelled it during a failing send', async () => {
    const made = request();
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const sending = deliver(made);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancel(made.id, null)).toEqual({ ok: true });
    answer(reply(500));
    expect(await sending).toEqual({ state: 'cancelled' });
  });

  it('gives two submissions of the same words two keys, two references, two POSTs', async () => {
    fetchMock.mockResolvedValue(reply(200));
    const [one, two] = [request(), request()];
    expect(await deliver(one)).toEqual({ state: 'received' });
    expect(await deliver(two)).toEqual({ state: 'received' });
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys).toEqual([one.id, two.id]);
    expect(one.reference).not.toBe(two.reference);
  });

  it('waits as long as a 429 or 503 asks (Retry-After), never longer than an hour', async () => {
    const clock = { now: () => 1_000_000, random: () => 0 };
    fetchMock.mockResolvedValueOnce(reply(429, '', { 'Retry-After': '30' }));
    const made = request();
    enqueue(made, null, clock);
    await flush({ only: made.id, clock });
    expect(outboxEntries()[0].nextAttemptAt).toBe(1_000_000 + 30_000);
    fetchMock.mockResolvedValueOnce(reply(503, '', { 'Retry-After': '999999' }));
    await flush({ only: made.id, clock, force: true });
    expect(outboxEntries()[0].nextAttemptAt).toBe(1_000_000 + MAX_RETRY_AFTER_MS);
  });

  it('sends directly, and keeps nothing, when the outbox holds the request but not its send claim', async () => {
    const setItem = Storage.prototype.setItem;
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === OUTBOX_KEY && /"sendingUntil":[1-9]/.test(value))
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      fetchMock.mockResolvedValue(reply(503));
      expect(await deliver(request())).toEqual({ state: 'failed', reason: 'HTTP 503', storage: 'full' });
      expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
      fetchMock.mockResolvedValue(reply(200));
      expect(await deliver(request('again'))).toEqual({ state: 'received' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('sets aside an entry whose contact name is not text, backs it up, and keeps the others', () => {
    const made = request();
    enqueue(made, null);
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY) as string);
    const bad = JSON.parse(JSON.stringify(stored.state.entries[0]));
    bad.request.id = 'another-id-0001';
    bad.request.contact.name = { first: 'Priya' };
    stored.state.entries.push(bad);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify(stored));
    const read = readOutbox();
    expect(read.value.map((entry) => entry.request.id)).toEqual([made.id]);
    expect(read.backedUp).toBe(true);
  });

  it('cancels only the account’s own request, and never a newer version’s outbox', () => {
    const made = request();
    enqueue(made, 'a@example.com');
    expect(cancel(made.id, 'b@example.com')).toEqual({ ok: true });
    expect(cancel(made.id, null)).toEqual({ ok: true });
    expect(outboxEntries()).toHaveLength(1);
    // The same entry, stored by a newer version: this page reads it, and still may not remove it.
    const newer = JSON.stringify({ state: { entries: outboxEntries() }, version: OUTBOX_VERSION + 1 });
    localStorage.setItem(OUTBOX_KEY, newer);
    expect(outboxEntries()).toHaveLength(1);
    expect(cancel(made.id, 'a@example.com')).toEqual({ ok: false, reason: 'newer' });
    expect(localStorage.getItem(OUTBOX_KEY)).toBe(newer);
  });

  it('sets no retry timer for a newer version’s pending requests, which it cannot send', () => {
    const made = request();
    enqueue(made, null);
    expect(nextDue()).not.toBeNull();
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify({ state: { entries: outboxEntries() }, version: OUTBOX_VERSION + 1 }),
    );
    expect(outboxEntries()).toHaveLength(1);
    expect(nextDue()).toBeNull();
  });

  it('reads a version 1 outbox: its reference stays its key, nobody’s account', () => {
    const made = request();
    const old: Partial<typeof made> = { ...made };
    delete old.id;
    Object.assign(old, { version: 1 });
    const entry = { request: old, state: 'pending', attempts: 1, nextAttemptAt: 0, sendingUntil: 0, lastError: '' };
    localStorage.setItem(OUTBOX_KEY, JSON.stringify({ state: { entries: [entry] }, version: 1 }));
    expect(outboxEntries()).toEqual([
      expect.objectContaining({ account: null, request: expect.objectContaining({ id: made.reference, version: 2 }) }),
    ]);
  });
});
