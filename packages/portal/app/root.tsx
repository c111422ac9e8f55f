import '@rigready/ui/styles.css';
import './components/portal.css';
import { NarrowWindowHint, SnackbarProvider } from '@rigready/ui';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import type { Route } from './+types/root';
import { StandaloneErrorPage } from './components/error-page/error-page.js';
import { useFieldServiceWorker } from './components/field/register-service-worker.js';
import { useFinishOfflineSignOut } from './components/field/sign-out-on-device.js';
import { useNonce } from './components/nonce-context.js';
import { isPhoneRequest } from './server/http/phone-request.server.js';
import { requestIdContext } from './server/security/request-context.server.js';
import { sameOriginMiddleware } from './server/security/same-origin-middleware.server.js';
import { securityHeadersMiddleware } from './server/security/security-headers-middleware.server.js';
import { storableInputMiddleware } from './server/security/storable-input-middleware.server.js';
import { isFieldPath } from './shared/field-pages.js';
import type { RootData } from './shared/root-data.js';
import { APP_COLOURS } from './shared/web-app-manifest.js';

// The pages' CSP allows no eval: Zod's compiled parsers (and its probe for them, a CSP violation on every
// page) are turned off before any form schema parses.
zodConfig({ jitless: true });

// Every answer, resource routes and redirects included, leaves with the security headers; every
// state-changing request from another site, and every input PostgreSQL cannot store, is refused before a
// route sees it.
export const middleware = [securityHeadersMiddleware, storableInputMiddleware, sameOriginMiddleware];

// One description for every page: the pages behind sign-in are not indexed, and /login and /keystone say
// what the portal is.
const PORTAL_DESCRIPTION =
  'rigready: your pipe and BHA inventory down to the rack position, orders, deliveries, reports and certificates from your inspection provider.';

// Declared, so browsers do not ask for /favicon.ico (a path no page has); the manifest makes the portal an
// installable app that opens on /scan.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function loader({ context, request }: Route.LoaderArgs): RootData {
  return { requestId: context.get(requestIdContext), phone: isPhoneRequest(request.headers) };
}

// Every request's own id, so an error page quotes the id the server logged its failure under; but moving
// between the field screens asks the server nothing, as they must work with no connection.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return !(isFieldPath(currentUrl.pathname) && isFieldPath(nextUrl.pathname));
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={PORTAL_DESCRIPTION} />
        <meta name="theme-color" content={APP_COLOURS.theme} />
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
  const { phone } = useLoaderData<typeof loader>();
  useFinishOfflineSignOut();
  useFieldServiceWorker();
  return (
    <SnackbarProvider>
      <NarrowWindowHint narrow={phone}>
        <Outlet />
      </NarrowWindowHint>
    </SnackbarProvider>
  );
}

// An error the frame could not catch (its own loader failed, or a page outside it). Outside, errors stay
// generic: the details are in the server log beside the request id.
export const ErrorBoundary = StandaloneErrorPage;
