import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-matcher.server.js';

const handler = () => null;

// A build's route manifest as `react-router build` writes it: a flat list of routes naming their parent.
const routes = {
  root: { id: 'root', path: '', module: { default: handler } },
  'routes/_shell': { id: 'routes/_shell', parentId: 'root', module: { default: handler } },
  'routes/home': { id: 'routes/home', parentId: 'routes/_shell', path: 'home', module: { default: handler } },
  'routes/api': { id: 'routes/api', parentId: 'root', path: 'api/*', module: { loader: handler } },
} as unknown as ServerBuild['routes'];

const ids = (matches: ReturnType<ReturnType<typeof routeMatcher>>) =>
  matches?.map(({ route }) => route.id) ?? null;

describe('routeMatcher', () => {
  it('should match a path, its .data fetch and its trailing slash to the same routes', () => {
    const matchAt = routeMatcher({ routes });
    expect(ids(matchAt('/home'))).toEqual(['root', 'routes/_shell', 'routes/home']);
    expect(ids(matchAt('/home.data'))).toEqual(['root', 'routes/_shell', 'routes/home']);
    expect(ids(matchAt('/home/'))).toEqual(['root', 'routes/_shell', 'routes/home']);
    expect(ids(matchAt('/api/getAllRacks'))).toEqual(['root', 'routes/api']);
    expect(matchAt('/nowhere')).toBeNull();
  });

  it('should answer a path asked again from memory, for every asker of one build', () => {
    const first = routeMatcher({ routes })('/api/getInventory');
    expect(routeMatcher({ routes })('/api/getInventory')).toBe(first);
    expect(routeMatcher({ routes })('/api/getInventory.data')).toBe(first);
  });
});
