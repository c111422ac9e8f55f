import { describe, expect, it } from 'vitest';
import * as asset from '../../app/routes/account/asset.js';
import * as pipeType from '../../app/routes/account/pipe-type.js';
import * as home from '../../app/routes/system/home.js';
import * as shell from '../../app/routes/system/shell.js';
import { findCookieIdentity } from '../../app/server/access/find-identity.server.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

async function shellData(cookie: string, path = '/home') {
  const response = await runRoute(shell.loader, testRequest(path, { cookie }));
  return response.json();
}

describe('given a signed-in customer', () => {
  useTestPortal('sqlite');

  describe('the BHA/Tubular switch', () => {
    it('should start on Tubular and keep BHA across new requests once chosen', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      expect((await shellData(cookie)).coreSession.pipeType).toBe('Tubular');
      const answer = await runRoute(
        pipeType.action,
        testRequest('/pipe-type', { cookie, form: { pipeType: 'BHA' } }),
      );
      expect(await answer.json()).toEqual({ ok: true, pipeType: 'BHA' });
      expect((await shellData(cookie, '/asset')).coreSession.pipeType).toBe('BHA');
    });

    it('should keep the choice per session, not per user', async () => {
      const first = await signIn(PERSONAS.customerA);
      const second = await signIn(PERSONAS.customerA);
      await runRoute(
        pipeType.action,
        testRequest('/pipe-type', { cookie: first, form: { pipeType: 'BHA' } }),
      );
      expect((await shellData(second)).coreSession.pipeType).toBe('Tubular');
    });

    it('should refuse anything but Tubular or BHA and change nothing', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      for (const value of ['bha', '', 'Tubular ']) {
        const answer = await runRoute(
          pipeType.action,
          testRequest('/pipe-type', { cookie, form: { pipeType: value } }),
        );
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ ok: false, message: 'The pipe type must be Tubular or BHA' });
      }
      expect((await shellData(cookie)).coreSession.pipeType).toBe('Tubular');
    });

    it('should go back to a page of this site after a plain form post, never to another site', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const back = await runRoute(
        pipeType.action,
        testRequest('/pipe-type', { cookie, form: { pipeType: 'BHA', returnTo: '/home' } }),
      );
      expect(back.status).toBe(302);
      expect(back.headers.get('Location')).toBe('/home');
      for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', '/\t/evil.test']) {
        const answer = await runRoute(
          pipeType.action,
          testRequest('/pipe-type', { cookie, form: { pipeType: 'Tubular', returnTo } }),
        );
        expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/home']);
      }
    });

    it('should send a signed-out post to /login', async () => {
      const answer = await runRoute(
        pipeType.action,
        testRequest('/pipe-type', { form: { pipeType: 'BHA' } }),
      );
      expect(answer.headers.get('Location')).toBe('/login');
    });
  });

  describe('the asset choice', () => {
    it('should start in the fleet view when the list offers it, and narrow the actor to a chosen asset', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const before = await findCookieIdentity(testRequest('/home', { cookie }));
      expect(before?.actor.selection).toEqual({ kind: 'fleet' });
      const answer = await runRoute(
        asset.action,
        testRequest('/asset', { cookie, form: { asset: 'Rig B' } }),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/home');
      const after = await findCookieIdentity(testRequest('/home', { cookie }));
      expect(after?.actor.selection).toEqual({ kind: 'asset', asset: 'Rig B' });
      expect(after?.coreSession).toMatchObject({ fleet: false, currentAsset: 'Rig B' });
      const page = await (await runRoute(home.loader, testRequest('/home', { cookie }))).json();
      expect(page).toMatchObject({
        heading: 'Northwind Drilling',
        assetOptions: ['Fleet Inventory', 'Rig A', 'Rig B'],
        currentAsset: 'Rig B',
      });
    });

    it('should go back to the fleet view when Fleet Inventory is chosen', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      await runRoute(asset.action, testRequest('/asset', { cookie, form: { asset: 'Rig A' } }));
      await runRoute(asset.action, testRequest('/asset', { cookie, form: { asset: 'Fleet Inventory' } }));
      const identity = await findCookieIdentity(testRequest('/home', { cookie }));
      expect(identity?.actor.selection).toEqual({ kind: 'fleet' });
    });

    it('should refuse an asset outside the user’s list, another customer’s asset and an empty choice', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      for (const choice of ['Field C', 'Rig P', '']) {
        const answer = await runRoute(
          asset.action,
          testRequest('/asset', { cookie, form: { asset: choice } }),
        );
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ message: 'Choose one of your assets' });
      }
      const identity = await findCookieIdentity(testRequest('/home', { cookie }));
      expect(identity?.actor.selection).toEqual({ kind: 'fleet' });
    });

    it('should list the username, the fleet card and one card per asset on /asset', async () => {
      const cookie = await signIn(PERSONAS.customerA);
      const page = await (await runRoute(asset.loader, testRequest('/asset', { cookie }))).json();
      expect(page).toEqual({
        username: 'Northwind Drilling',
        assets: ['Rig A', 'Rig B'],
        showFleet: true,
        currentAsset: 'Fleet Inventory',
      });
    });
  });
});
