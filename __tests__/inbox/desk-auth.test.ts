/** @jest-environment node */
import { createHash } from 'node:crypto';
import { DESK_PASSWORD, startDesk, type Desk } from '@/__tests__/support/desk';
import { eachEngine } from '@/__tests__/support/inbox';
import { deskMessages as M } from '@/content/desk-messages';

jest.setTimeout(60_000);

eachEngine('the desk lets in its own staff only', (engine) => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await startDesk(engine);
  });
  afterAll(() => desk.close());

  it('sends a signed-out visitor to sign-in, with noindex and a strict CSP', async () => {
    const queue = await desk.call('/desk/');
    expect(queue.response.status).toBe(303);
    expect(queue.response.headers.get('location')).toBe('/desk/sign-in');
    const signIn = await desk.call('/desk/sign-in');
    expect(signIn.response.status).toBe(200);
    expect(signIn.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(signIn.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const csp = signIn.response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'none'",
      "style-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(signIn.text).toContain('<label for="email">');
    expect(signIn.text).toContain('<label for="password">');
  });

  it('refuses a wrong password calmly, and signs in with an HttpOnly, SameSite=Strict cookie whose id is kept only hashed', async () => {
    const wrong = await desk.signIn('not the password');
    expect(wrong.response.status).toBe(401);
    expect(wrong.text).toContain(M.signIn.wrong);
    expect(wrong.setCookie).toBe('');

    const right = await desk.signIn();
    expect(right.response.status).toBe(303);
    expect(right.response.headers.get('location')).toBe('/desk/');
    expect(right.setCookie).toMatch(/HttpOnly/);
    expect(right.setCookie).toMatch(/SameSite=Strict/);
    // Plain http on this machine: Secure would keep the cookie from ever coming back.
    expect(right.setCookie).not.toMatch(/Secure/);
    const id = right.cookie.split('=')[1];
    const sessions = await desk.db.selectFrom('desk_sessions').selectAll().execute();
    expect(JSON.stringify(sessions)).not.toContain(id);
    expect(sessions.map((session) => session.id_hash)).toContain(createHash('sha256').update(id).digest('hex'));
    expect((await desk.call('/desk/', { cookie: right.cookie })).response.status).toBe(200);
  });

  it('sets a Secure __Host- cookie on any origin but this machine', async () => {
    const { response } = await desk.call('/desk/sign-in', {
      form: { email: 'coordinator@vayujets.example', password: DESK_PASSWORD },
      origin: 'https://desk.vayujets.example',
      headers: { Host: 'desk.vayujets.example' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-vj-desk=[^;]+;.*Secure/);
  });

  it('gives a new session id at every sign-in, and the one it replaces stops working', async () => {
    const first = await desk.signIn();
    const second = await desk.signIn(DESK_PASSWORD, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await desk.call('/desk/', { cookie: first.cookie })).response.status).toBe(303);
    expect((await desk.call('/desk/', { cookie: second.cookie })).response.status).toBe(200);
  });

  it('signs out, and signing out everywhere makes every other session useless', async () => {
    const here = await desk.signIn();
    const there = await desk.signIn();
    const out = await desk.call('/desk/sign-out', { form: {}, cookie: here.cookie });
    expect(out.response.status).toBe(303);
    expect((await desk.call('/desk/', { cookie: here.cookie })).response.status).toBe(303);
    expect((await desk.call('/desk/', { cookie: there.cookie })).response.status).toBe(200);

    const a = await desk.signIn();
    const b = await desk.signIn();
    await desk.call('/desk/sign-out-everywhere', { form: {}, cookie: a.cookie });
    for (const stale of [a, b, there]) {
      const { response } = await desk.call('/desk/', { cookie: stale.cookie });
      expect([response.status, response.headers.get('location')]).toEqual([303, '/desk/sign-in?ended=1']);
    }
  });

  it('refuses every cross-site post, signed in or not', async () => {
    const { cookie } = await desk.signIn();
    const { payload } = await desk.postRequest();
    const change = { from: 'new', to: 'closed' };
    const path = `/desk/requests/${payload.id}/status`;
    const attempts = [
      await desk.call(path, { form: change, cookie, origin: 'https://elsewhere.example' }),
      await desk.call(path, { form: change, cookie, origin: null }),
      await desk.call(path, { form: change, cookie, headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      await desk.call(path, { form: change, cookie, headers: { 'Sec-Fetch-Site': 'same-site' } }),
      await desk.call('/desk/sign-out-everywhere', { form: {}, cookie, origin: 'https://elsewhere.example' }),
      await desk.call('/desk/sign-in', {
        form: { email: 'coordinator@vayujets.example', password: DESK_PASSWORD },
        origin: 'https://elsewhere.example',
      }),
    ];
    for (const { response, text } of attempts) expect([response.status, text]).toEqual([403, M.crossSite]);
    const row = await desk.db
      .selectFrom('requests')
      .select('status')
      .where('id', '=', payload.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    expect((await desk.call('/desk/', { cookie })).response.status).toBe(200);
    const same = await desk.call(path, { form: change, cookie, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(same.response.status).toBe(303);
  });

  it('after ten wrong passwords in a row, refuses even the right one for a while, then lets it in', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1)
      expect((await desk.signIn('wrong guess')).response.status).toBe(401);
    const tenth = await desk.signIn('wrong guess');
    expect(tenth.response.status).toBe(429);
    expect(tenth.text).toContain('Sign-in is paused for a while');
    const right = await desk.signIn();
    expect([right.response.status, right.setCookie]).toEqual([429, '']);
    expect(right.response.headers.get('retry-after')).toBe('900');
    desk.clock.now += 15 * 60_000 + 1;
    expect((await desk.signIn()).response.status).toBe(303);
    // A success starts the count again.
    expect((await desk.signIn('wrong guess')).response.status).toBe(401);
  });

  it('lets the desk user in from their own connection while a stranger who knows the address is paused', async () => {
    const stranger = { client: '203.0.113.9' };
    for (let attempt = 1; attempt <= 10; attempt += 1) await desk.signIn('wrong guess', undefined, stranger);
    expect((await desk.signIn(DESK_PASSWORD, undefined, stranger)).response.status).toBe(429);
    expect((await desk.signIn()).response.status).toBe(303);
  });

  it('pauses a connection that guesses across many addresses, and only that connection', async () => {
    const guesser = { client: '198.51.100.7' };
    let last = 0;
    for (let attempt = 1; attempt <= 30; attempt += 1)
      last = (await desk.signIn('wrong guess', undefined, { ...guesser, email: `staff${attempt}@vayujets.example` }))
        .response.status;
    expect(last).toBe(429);
    expect((await desk.signIn(DESK_PASSWORD, undefined, guesser)).response.status).toBe(429);
    expect((await desk.signIn(DESK_PASSWORD, undefined, { client: '198.51.100.8' })).response.status).toBe(303);
  });
});
