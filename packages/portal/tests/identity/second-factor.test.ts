import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as secondFactor from '../../app/routes/account/second-factor.js';
import * as security from '../../app/routes/account/security.js';
import * as home from '../../app/routes/system/home.js';
import { setCustomerSecondFactor } from '../../app/server/admin/second-factor-admin.server.js';
import { sealPendingSecondFactor } from '../../app/server/auth/second-factor-pending.server.js';
import { totpCode } from '../../app/server/auth/totp.server.js';
import {
  cookieFrom,
  outbox,
  PERSONAS,
  runRoute,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { DIALECTS } from '../helpers/test-database.js';

const PATH = '/login/second-factor';
const PENDING = /^rigready_second_factor=[A-Za-z0-9_.-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=600$/;

// The authenticator app of the tests: reads the base32 secret the page shows (RFC 4648) and makes the code
// of an instant with the TOTP of RFC 6238, whose own vectors pin it down in totp.server.test.ts.
function app(shownSecret: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of shownSecret.replaceAll(' ', ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? [];
  const secret = new Uint8Array(bytes);
  return (at: Date) => totpCode(secret, at);
}

describe.each(DIALECTS)('given a second factor required of provider admins on %s', (dialect) => {
  const portal = useTestPortal(dialect, { PORTAL_ADMIN_SECOND_FACTOR: 'required' });
  const signInAs = (email: string) =>
    runRoute(login.action, testRequest('/login', { form: { username: email, password: TEST_PASSWORD } }));
  const page = (cookie: string) => runRoute(secondFactor.loader, testRequest(PATH, { cookie }));
  const post = (cookie: string, form: Record<string, string>) =>
    runRoute(secondFactor.action, testRequest(PATH, { cookie, form }));
  const audit = async () =>
    (
      await portal()
        .database.handle.db.selectFrom('audit_log')
        .select(['action', 'details'])
        .orderBy('at')
        .execute()
    ).map((row) => row.action);

  // Signs the admin in for the first time: the enrolment step, a code from the app; answers the app.
  async function enrolAdmin() {
    const first = await signInAs(PERSONAS.admin);
    const pending = cookieFrom(first);
    const { enrolment } = await (await page(pending)).json();
    const code = app(enrolment.secret);
    const enrolled = await post(pending, { intent: 'enrol', code: code(portal().clock.now) });
    return { pending, enrolled, code };
  }

  it('should hold back the session until the admin has set up and confirmed an authenticator app', async () => {
    portal().clock.now = new Date('2026-11-30T08:00:00.000Z');
    const first = await signInAs(PERSONAS.admin);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe(PATH);
    expect(first.headers.get('Set-Cookie')).toMatch(PENDING);
    expect(await portal().database.handle.db.selectFrom('sessions').selectAll().execute()).toEqual([]);

    const pending = cookieFrom(first);
    const view = await (await page(pending)).json();
    expect(view.step).toBe('enrol');
    expect(view.enrolment.uri).toMatch(
      /^otpauth:\/\/totp\/rigready:admin%40rigready\.test\?secret=[A-Z2-7]{32}&issuer=rigready&algorithm=SHA1&digits=6&period=30$/,
    );
    // The same secret on a reload, and stored sealed, never as the base32 the page shows.
    expect((await (await page(pending)).json()).enrolment.secret).toBe(view.enrolment.secret);
    const [stored] = await portal().database.handle.db.selectFrom('totp_factors').selectAll().execute();
    expect(stored?.secret).not.toContain(view.enrolment.secret.replaceAll(' ', ''));
    expect(stored?.confirmed_at).toBeNull();

    const wrong = await post(pending, { intent: 'enrol', code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      ok: false,
      message: 'That code is not right: type the 6 digits the app shows now for rigready.',
      expired: false,
    });

    const code = app(view.enrolment.secret);
    const enrolled = await post(pending, { intent: 'enrol', code: code(portal().clock.now) });
    expect(enrolled.status).toBe(200);
    const answer = await enrolled.json();
    expect(answer.ok).toBe(true);
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(new Set(answer.recoveryCodes).size).toBe(10);
    for (const recovery of answer.recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(enrolled.headers.get('Set-Cookie')).toContain('rigready_second_factor=; Path=/;');
    const session = cookieFrom(enrolled);
    expect(session).toMatch(/^rigready_session=/);
    expect((await runRoute(home.loader, testRequest('/home', { cookie: session }))).status).toBe(200);
    expect(await audit()).toEqual(['second-factor.failed', 'second-factor.enrolled', 'sign-in']);
  });

  it('should refuse a replayed code and a used pending state, and take the next step', async () => {
    portal().clock.now = new Date('2026-11-30T08:00:00.000Z');
    const { pending: used, code } = await enrolAdmin();
    expect((await post(used, { intent: 'continue' })).status).toBe(409);
    expect(await (await post(used, { intent: 'enrol', code: '123456' })).json()).toMatchObject({ ok: false });

    const second = cookieFrom(await signInAs(PERSONAS.admin));
    expect((await (await page(second)).json()).step).toBe('verify');
    // The enrolment took this step's code: the same code again is a replay.
    const replayed = await post(second, { intent: 'verify', code: code(portal().clock.now) });
    expect(replayed.status).toBe(400);
    portal().clock.advance(30_000);
    const signedIn = await post(second, { intent: 'verify', code: code(portal().clock.now) });
    expect(signedIn.status).toBe(302);
    expect(cookieFrom(signedIn)).toMatch(/^rigready_session=/);

    // The same pending cookie with the next step's code: used up already.
    portal().clock.advance(30_000);
    const reused = await post(second, { intent: 'verify', code: code(portal().clock.now) });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      ok: false,
      message: 'Your sign-in took too long or was finished already: sign in again.',
      expired: true,
    });
  });

  it('should take each recovery code once, and a code from the previous step but not from two steps back', async () => {
    portal().clock.now = new Date('2026-11-30T08:00:00.000Z');
    const { enrolled, code } = await enrolAdmin();
    const [recovery] = (await enrolled.json()).recoveryCodes as string[];

    const withRecovery = cookieFrom(await signInAs(PERSONAS.admin));
    expect(
      (await post(withRecovery, { intent: 'verify', code: (recovery ?? '').toUpperCase() })).status,
    ).toBe(302);
    const again = cookieFrom(await signInAs(PERSONAS.admin));
    expect((await post(again, { intent: 'verify', code: recovery ?? '' })).status).toBe(400);
    expect(await audit()).toContain('second-factor.recovery-used');

    const late = new Date(portal().clock.now.getTime() + 90_000);
    portal().clock.advance(150_000);
    expect((await post(again, { intent: 'verify', code: code(late) })).status).toBe(400);
    const previous = new Date(portal().clock.now.getTime() - 30_000);
    expect((await post(again, { intent: 'verify', code: code(previous) })).status).toBe(302);
  });

  it('should stop trying codes after 10 wrong ones, even a right one', async () => {
    portal().clock.now = new Date('2026-11-30T08:00:00.000Z');
    const { code } = await enrolAdmin();
    portal().clock.advance(30_000);
    const pending = cookieFrom(await signInAs(PERSONAS.admin));
    for (let wrong = 0; wrong < 10; wrong += 1)
      expect((await post(pending, { intent: 'verify', code: 'nope-nope' })).status).toBe(400);
    const paused = await post(pending, { intent: 'verify', code: code(portal().clock.now) });
    expect(paused.status).toBe(429);
    expect(paused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await audit()).toContain('second-factor.rate-limited');
  });

  it('should refuse a forged, foreign-key or expired pending state', async () => {
    const forged = await page('rigready_second_factor=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('Location')).toBe('/login');
    const admin = await portal()
      .database.handle.db.selectFrom('users')
      .select('id')
      .where('email_key', '=', PERSONAS.admin)
      .executeTakeFirstOrThrow();
    const pending = {
      userId: admin.id,
      id: 'f'.repeat(32),
      method: 'password',
      address: '192.0.2.1',
    } as const;
    const otherKey = await sealPendingSecondFactor(
      new Uint8Array(32).fill(1),
      { ...pending, issuedAt: portal().clock.now.getTime() },
      { secure: false },
    );
    expect((await post(otherKey.split(';')[0] ?? '', { intent: 'continue' })).status).toBe(400);
    const old = await sealPendingSecondFactor(
      portal().runtime.tokenKey,
      { ...pending, issuedAt: portal().clock.now.getTime() - 10 * 60_000 },
      { secure: false },
    );
    expect((await page(old.split(';')[0] ?? '')).headers.get('Location')).toBe('/login');
  });

  it('should ask for the second factor after a mailed sign-in link too', async () => {
    const { enrolled } = await enrolAdmin();
    expect(enrolled.status).toBe(200);
    await runRoute(
      login.action,
      testRequest('/login', { form: { intent: 'sign-in-link', email: PERSONAS.admin } }),
    );
    const mails = await outbox(portal().database.dataDir, 1);
    const body = (mails.at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /login\?link=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    const used = await runRoute(login.action, testRequest('/login', { form: { intent: 'use-link', token } }));
    expect(used.headers.get('Location')).toBe(PATH);
    expect((await (await page(cookieFrom(used))).json()).step).toBe('verify');
  });

  it("should ask a customer's users only once the provider admin requires it of that customer", async () => {
    const direct = await signInAs(PERSONAS.customerA);
    expect(direct.headers.get('Location')).toBe('/home');
    const admin = await portal()
      .database.handle.db.selectFrom('users')
      .select('id')
      .where('email_key', '=', PERSONAS.admin)
      .executeTakeFirstOrThrow();
    await setCustomerSecondFactor(
      { handle: portal().database.handle, adminUserId: admin.id, now: portal().clock.now },
      'Northwind Drilling',
      true,
    );
    const asked = await signInAs(PERSONAS.customerA);
    expect(asked.headers.get('Location')).toBe(PATH);
    expect((await (await page(cookieFrom(asked))).json()).step).toBe('enrol');
    // Another customer's users are not asked.
    expect((await signInAs(PERSONAS.customerB)).headers.get('Location')).toBe('/home');
    // Required: the user cannot remove it from the security page once set up.
    const { enrolment } = await (await page(cookieFrom(asked))).json();
    const enrolled = await post(cookieFrom(asked), {
      intent: 'enrol',
      code: app(enrolment.secret)(portal().clock.now),
    });
    const removal = await runRoute(
      security.action,
      testRequest('/settings/security', { cookie: cookieFrom(enrolled), form: { intent: 'remove' } }),
    );
    expect(removal.status).toBe(409);
    expect(await audit()).toContain('admin.customer.second-factor');
  });
});
