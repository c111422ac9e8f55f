import { describe, expect, it } from 'vitest';
import * as login from '../../app/routes/account/login.js';
import { ORIGIN, outbox, PERSONAS, runRoute, useTestPortal } from '../helpers/portal-harness.js';

/** The ways a request can name another host: its URL (Host), and the proxy headers some frameworks read. */
const FORGED = [
  { url: 'http://attacker.example/login', headers: { Host: 'attacker.example' } },
  {
    url: `${ORIGIN}/login`,
    headers: {
      'X-Forwarded-Host': 'attacker.example',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'host=attacker.example',
    },
  },
] as const;

/** The links of an .eml, quoted-printable soft breaks undone. */
const linksIn = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/https?:\/\/\S+/g) ?? [];

describe('given a request naming another host on SQLite (PORTAL_ORIGIN http://portal.test)', () => {
  const portal = useTestPortal('sqlite');

  it.each(FORGED)(
    'should mail the reset and the sign-in link on http://portal.test whatever $url and $headers say',
    async ({ url, headers }) => {
      for (const intent of ['forgot', 'sign-in-link']) {
        const request = new Request(url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ intent, email: PERSONAS.customerA }),
        });
        expect((await runRoute(login.action, request)).status, intent).toBe(200);
      }
      const mails = await outbox(portal().database.dataDir, 2);
      expect(mails).toHaveLength(2);
      const links = mails.flatMap(linksIn);
      expect(links).toHaveLength(2);
      expect(
        links.filter((link) => link.startsWith('http://portal.test/reset-password?token=')),
      ).toHaveLength(1);
      expect(links.filter((link) => link.startsWith('http://portal.test/login?link='))).toHaveLength(1);
      expect(mails.join('\n')).not.toContain('attacker.example');
    },
  );
});
