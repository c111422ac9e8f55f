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

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

const TITLES: Record<number, string> = {
  400: 'The request could not be read',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Not available this way',
  413: 'Too large',
};

// Outside, errors stay generic: the details are in the server log beside the request id. A client's
// error says what was wrong with the request, in the portal's words.
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = TITLES[status] ?? 'Something went wrong';
  const detail = status === 400 && isRouteErrorResponse(error) ? error.data?.message : undefined;
  return (
    <main className="rr-error">
      <h1>{title}</h1>
      {typeof detail === 'string' ? <p>{detail}</p> : null}
      <p>
        <a href="/home">Go to Home</a>
      </p>
    </main>
  );
}
