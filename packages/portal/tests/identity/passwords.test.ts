import { describe, expect, it } from 'vitest';
import * as changePassword from '../../app/routes/account/change-password.js';
import * as login from '../../app/routes/account/login.js';
import * as resetPassword from '../../app/routes/account/reset-password.js';
import * as home from '../../app/routes/system/home.js';
import {
  outbox,
  PERSONAS,
  resetTokenFrom,
  runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';

describe('given the password flows on SQLite', () => {
  const portal = useTestPortal('sqlite');
  const change = (cookie: string, form: Record<string, string>) =>
    runRoute(changePassword.action, testRequest('/change-password', { form, cookie }));
  const forgot = (email: string, address = '203.0.113.7') =>
    runRoute(login.action, testRequest('/login', { form: { intent: 'forgot', email } }), address);
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    runRoute(
      resetPassword.action,
      testRequest('/reset-password', { form: { token, newPassword, confirmPassword } }),
    );
  const live = async (cookie: string) =>
    (await runRoute(home.loader, testRequest('/home', { cookie }))).status === 200;

  it('should change the password after checking the old one, end the other sessions and send a notice', async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const other = await signIn(PERSONAS.customerA);
    const response = await change(cookie, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Successfully changed password',
      fieldErrors: {},
    });
    expect(await live(cookie)).toBe(true);
    expect(await live(other)).toBe(false);
    await expect(signIn(PERSONAS.customerA)).rejects.toThrow(/HTTP 401/);
    await signIn(PERSONAS.customerA, 'new-secret');
    const [notice] = await outbox(portal().database.dataDir, 1);
    expect(notice).toContain('Subject: Your rigready password was changed');
    expect(notice).toMatch(/^To: Customer@rigready\.test$/im);
  });

  it("should answer the spec's message for a wrong old password and the broken rule's message for a refused form", async () => {
    const cookie = await signIn(PERSONAS.customerA);
    const wrong = await change(cookie, {
      oldPassword: 'nope',
      newPassword: 'abcdefgk',
      confirmPassword: 'abcdefgk',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ ok: false, message: 'Error: Check your old password again' });
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { oldPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'oldPassword',
        'This field is required',
      ],
      [
        { oldPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
        'newPassword',
        'New password must be minimum 8 characters',
      ],
      [
        { oldPassword: 'abcdefgh', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'newPassword',
        'New password cannot be same as old password',
      ],
      [
        { oldPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' },
        'confirmPassword',
        'New passwords do not match',
      ],
    ];
    for (const [form, field, message] of cases) {
      const body = (await (await change(cookie, form)).json()) as {
        fieldErrors: Record<string, string>;
        message: string;
      };
      expect(body.fieldErrors[field], field).toBe(message);
      expect(body.message, field).toBe(message);
    }
    // The portal asks for 8 characters where the spec says 6 (docs/security.md, ASVS 6.2), and says so.
    const six = await change(cookie, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(await six.json()).toMatchObject({
      ok: false,
      message: 'New password must be minimum 8 characters',
      fieldErrors: { newPassword: 'New password must be minimum 8 characters' },
    });
    const common = await change(cookie, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(await common.json()).toMatchObject({
      ok: false,
      message: 'New password is too common. Choose one that is harder to guess',
    });
    const boundary = await change(cookie, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'abcdefgk',
      confirmPassword: 'abcdefgk',
    });
    expect(await boundary.json()).toMatchObject({ ok: true });
  });

  it('should need a session to change a password', async () => {
    const response = await change('', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'abcdefg',
      confirmPassword: 'abcdefg',
    });
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('should answer Success for known and unknown e-mails alike and mail a single-use link to the known one', async () => {
    const known = await forgot('Customer@RigReady.test');
    const unknown = await forgot('nobody@nowhere.test');
    expect(await known.json()).toEqual({
      intent: 'forgot',
      ok: true,
      message: 'Success',
      email: 'Customer@RigReady.test',
    });
    expect(await unknown.json()).toEqual({
      intent: 'forgot',
      ok: true,
      message: 'Success',
      email: 'nobody@nowhere.test',
    });
    const mails = await outbox(portal().database.dataDir, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Reset your rigready password');
    const token = resetTokenFrom(mails[0] ?? '');
    const stored = await portal()
      .database.handle.db.selectFrom('password_reset_tokens')
      .selectAll()
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const before = await signIn(PERSONAS.customerA);
    const page = await runRoute(resetPassword.loader, testRequest(`/reset-password?token=${token}`));
    expect(await page.json()).toEqual({ token, message: null });
    expect((await reset(token, 'abcde')).status).toBe(400);
    const done = await reset(token, 'brand-new');
    expect(done.headers.get('Location')).toBe('/login?reset=done');
    expect(await live(before)).toBe(false);
    await signIn(PERSONAS.customerA, 'brand-new');
    const again = await reset(token, 'another-one');
    expect(await again.json()).toEqual({ message: expect.stringContaining('invalid or has expired') });
    const notices = await outbox(portal().database.dataDir, 2);
    expect(notices.at(-1)).toContain('was reset');
  });

  it('should refuse a reset link after 30 minutes', async () => {
    await forgot(PERSONAS.customerA);
    const token = resetTokenFrom((await outbox(portal().database.dataDir, 1))[0] ?? '');
    portal().clock.advance(30 * 60_000 - 1);
    expect(
      await (await runRoute(resetPassword.loader, testRequest(`/reset-password?token=${token}`))).json(),
    ).toMatchObject({ token });
    portal().clock.advance(1);
    expect(
      await (await runRoute(resetPassword.loader, testRequest(`/reset-password?token=${token}`))).json(),
    ).toMatchObject({ token: '' });
    expect((await reset(token, 'too-late-now')).status).toBe(400);
  });

  it("should answer the spec's failure message for an invalid e-mail and after too many requests", async () => {
    const invalid = await forgot('not-an-email');
    expect(await invalid.json()).toEqual({
      intent: 'forgot',
      ok: false,
      message: 'Oops.. Check that your email is correct',
      email: '',
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await forgot(PERSONAS.guestA, `10.0.0.${attempt}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('should take about as long for an unknown e-mail as for a known one', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      for (const [kind, email] of [
        ['known', PERSONAS.customerB],
        ['unknown', `ghost${round}@nowhere.test`],
      ] as const) {
        const started = performance.now();
        await forgot(email, `10.1.${round}.${kind.length}`);
        timings[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    console.info(
      `forgot-password median ms: known ${median(timings.known).toFixed(1)}, unknown ${median(timings.unknown).toFixed(1)}`,
    );
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(50);
  });
});
