import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { methodNotAllowed, routeMethods } from './route-methods.server.js';

const handler = () => null;

// A build's route manifest as `react-router build` writes it: a flat list of routes naming their parent.
const routes = {
  root: { id: 'root', path: '', module: { default: handler } },
  'routes/index': { id: 'routes/index', parentId: 'root', index: true, module: { loader: handler } },
  'routes/login': {
    id: 'routes/login',
    parentId: 'root',
    path: 'login',
    module: { default: handler, loader: handler, action: handler },
  },
  'routes/_shell': { id: 'routes/_shell', parentId: 'root', module: { default: handler, loader: handler } },
  'routes/home': { id: 'routes/home', parentId: 'routes/_shell', path: 'home', module: { default: handler } },
  'routes/delivery.zip': {
    id: 'routes/delivery.zip',
    parentId: 'root',
    path: 'delivery/zip',
    module: { action: handler },
  },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: { loader: handler } },
} as unknown as ServerBuild['routes'];

describe('routeMethods', () => {
  const methodsAt = routeMethods({ routes });

  it('should allow GET and HEAD where the route has a loader or a page, POST where it has an action', () => {
    expect(methodsAt('/')).toEqual(['GET', 'HEAD']);
    expect(methodsAt('/login')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsAt('/login.data')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsAt('/home')).toEqual(['GET', 'HEAD']);
    expect(methodsAt('/delivery/zip')).toEqual(['POST']);
    expect(methodsAt('/no/such/page')).toEqual(['GET', 'HEAD']);
  });
});

describe('methodNotAllowed', () => {
  it('should name the allowed methods in the header and in words', () => {
    expect(methodNotAllowed('GET', '/delivery/zip', ['POST'])).toEqual({
      allow: 'POST',
      message: 'GET is not allowed on /delivery/zip: use POST',
    });
    expect(methodNotAllowed('TRACE', '/', ['GET', 'HEAD', 'POST'])).toEqual({
      allow: 'GET, HEAD, POST',
      message: 'TRACE is not allowed on /: use GET, HEAD or POST',
    });
  });
});
