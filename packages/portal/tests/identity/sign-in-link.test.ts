import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import * as home from '../../app/routes/system/home.js';
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

/** The token of the last sign-in link mailed (quoted-printable soft breaks undone). */
async function mailedLinkToken(dataDir: string, atLeast: number): Promise<string> {
  const mails = await outbox(dataDir, atLeast);
  const body = (mails.findLast((mail) => mail.includes('login?link')) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const match = /http:\/\/portal\.test\/login\?link=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no sign-in link in the outbox:\n${mails.join('\n---\n')}`);
  return match[1];
}

describe.each(DIALECTS)("given a stranger guessing the owner's password on %s", (dialect) => {
  const portal = useTestPortal(dialect);
  const guess = (password: string, address: string) =>
    runRoute(
      login.action,
      testRequest('/login', { form: { username: PERSONAS.customerA, password } }),
      address,
    );
  const askForLink = (email: string, address = '198.51.100.20') =>
    runRoute(login.action, testRequest('/login', { form: { intent: 'sign-in-link', email } }), address);
  const spendLink = (token: string) =>
    runRoute(login.action, testRequest('/login', { form: { intent: 'use-link', token } }), '198.51.100.20');

  it('should still let the owner in with a one-time link mailed to them, once', async () => {
    for (let index = 0; index < 30; index += 1) await guess(`stranger-${index}`, `192.0.2.${index}`);
    expect((await guess(TEST_PASSWORD, '198.51.100.20')).status).toBe(429);

    const asked = await askForLink(PERSONAS.customerA);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      intent: 'sign-in-link',
      ok: true,
      message: 'Success: if the e-mail has an account, a sign-in link is on its way',
    });
    const token = await mailedLinkToken(portal().database.dataDir, 1);

    // Opening the link only shows the button: a mail scanner following it does not use it up.
    for (let open = 0; open < 2; open += 1) {
      const page = await runRoute(login.loader, testRequest(`/login?link=${token}`));
      expect(await page.json()).toMatchObject({ linkToken: token, notice: null });
    }
    const signedIn = await spendLink(token);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('Location')).toBe('/home');
    expect(signedIn.headers.get('Clear-Site-Data')).toBe('"cache"');
    const page = await runRoute(home.loader, testRequest('/home', { cookie: cookieFrom(signedIn) }));
    expect(await page.json()).toMatchObject({
      heading: 'Northwind Drilling',
      email: 'Customer@RigReady.test',
    });

    const again = await spendLink(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      intent: 'use-link',
      message:
        'This sign-in link is invalid, used or expired. Ask for a new one with "E-mail me a sign-in link".',
    });
    const reopened = await runRoute(login.loader, testRequest(`/login?link=${token}`));
    expect(await reopened.json()).toMatchObject({ linkToken: null, notice: { tone: 'error' } });
    // The stranger's failures still hold the password back.
    expect((await guess(TEST_PASSWORD, '198.51.100.21')).status).toBe(429);
  });

  it('should refuse a link after 15 minutes, a made-up one, and answer an unknown e-mail alike', async () => {
    await askForLink(PERSONAS.customerA);
    const token = await mailedLinkToken(portal().database.dataDir, 1);
    portal().clock.advance(15 * 60_000 + 1000);
    expect((await spendLink(token)).status).toBe(400);
    expect((await spendLink('made-up-token')).status).toBe(400);
    const unknown = await askForLink('nobody-here@rigready.test');
    expect(await unknown.json()).toEqual({
      intent: 'sign-in-link',
      ok: true,
      message: 'Success: if the e-mail has an account, a sign-in link is on its way',
    });
    expect(await outbox(portal().database.dataDir, 2, 300)).toHaveLength(1);
    const stored = await portal()
      .database.handle.db.selectFrom('sign_in_links')
      .select('token_hash')
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('should sign in only the account the link was mailed to, never another customer', async () => {
    await askForLink(PERSONAS.customerB);
    const token = await mailedLinkToken(portal().database.dataDir, 1);
    const signedIn = await spendLink(token);
    const page = await runRoute(home.loader, testRequest('/home', { cookie: cookieFrom(signedIn) }));
    const body = JSON.stringify(await page.json());
    expect(body).toContain('Polar Energy');
    expect(body).not.toContain('Northwind');
  });

  it('should answer 429 to a fourth link request for one e-mail within 15 minutes', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await askForLink(PERSONAS.customerA, `192.0.2.${index}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
