import { describe, expect, it } from 'vitest';
import { actorFor, adminActor, NORTHWIND, POLAR } from '../../../../tests/helpers/actors.js';
import type { Identity } from '../../access/identity.server.js';
import type { Actor } from '../../scoping/actor.server.js';
import { answerCacheKey, callerFingerprint } from './answer-cache-key.server.js';

const identity = (actor: Actor, pipeType = 'Tubular') =>
  ({ actor, coreSession: { pipeType } }) as unknown as Identity;

describe('callerFingerprint', () => {
  it('should differ whenever anything the scope is made of differs', () => {
    const base = actorFor(NORTHWIND, { allowedAssets: ['Rig A', 'Rig B'] });
    const variants = [
      identity(base),
      identity(base, 'BHA'),
      identity({ ...base, userId: 'another-user' }),
      identity(actorFor(POLAR, { allowedAssets: ['Rig A', 'Rig B'] })),
      identity({ ...base, selection: { kind: 'asset', asset: 'Rig A' } }),
      identity({ ...base, selection: { kind: 'asset', asset: 'Rig B' } }),
      identity({ ...base, excludedAssets: ['Rig B'] }),
      identity({ ...base, allowedAssets: ['Rig A'] }),
      identity({ ...base, routesList: ['dp'] }),
      identity(adminActor()),
      identity(adminActor(NORTHWIND)),
      identity(adminActor(POLAR)),
    ];
    const fingerprints = variants.map(callerFingerprint);
    expect(new Set(fingerprints).size).toBe(variants.length);
  });
});

describe('answerCacheKey', () => {
  it('should ignore the order of parameters but not their values, the call or the generation', () => {
    const caller = identity(actorFor(NORTHWIND));
    const key = answerCacheKey('getAllRacks', { site: 'A', username: 'x' }, caller, '7');
    expect(answerCacheKey('getAllRacks', { username: 'x', site: 'A' }, caller, '7')).toBe(key);
    expect(answerCacheKey('getAllRacks', { username: 'x', site: 'B' }, caller, '7')).not.toBe(key);
    expect(answerCacheKey('getAllRacks', { site: 'A', username: 'x' }, caller, '8')).not.toBe(key);
    expect(answerCacheKey('getPipesAndRacks', { site: 'A', username: 'x' }, caller, '7')).not.toBe(key);
  });
});
