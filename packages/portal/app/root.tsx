import '@rigready/ui/styles.css';
import './components/portal.css';
import { SnackbarProvider } from '@rigready/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { useNonce } from './server/security/nonce-context.js';
import { sameOriginMiddleware } from './server/security/same-origin-middleware.server.js';
import { securityHeadersMiddleware } from './server/security/security-headers-middleware.server.js';

// Every answer, resource routes and redirects included, leaves with the security headers; every
// state-changing request from another site is refused before a route sees it.
export const middleware = [securityHeadersMiddleware, sameOriginMiddleware];

// One description for every page: the pages behind sign-in are not indexed, and /login and /keystone say
// what the portal is.
const PORTAL_DESCRIPTION =
  'rigready: your pipe and BHA inventory down to the rack position, orders, deliveries, reports and certificates from your inspection provider.';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={PORTAL_DESCRIPTION} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// One global snackbar (spec part 1 §2) for the sign-in pages and the shell alike.
export default function App() {
  return (
    <SnackbarProvider>
      <Outlet />
    </SnackbarProvider>
  );
}

// Outside, errors stay generic: the details are in the server log beside the request id.
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? 'Not allowed' : status === 404 ? 'Not found' : 'Something went wrong';
  return (
    <main className="rr-error">
      <h1>{title}</h1>
      <p>
        <a href="/home">Go to Home</a>
      </p>
    </main>
  );
}
