import type { RouteConfigEntry } from '@react-router/dev/routes';
import { ROUTE_TABLE } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import routes from './routes.js';

// Portal routes that are no page of core's table, each with the reason it is not one.
const NOT_IN_CORE_TABLE: Readonly<Record<string, string>> = {
  '/': 'redirects to the home page or the sign-in page',
  '/logout': 'signs out and redirects',
  '/login/second-factor': 'the second step of a sign-in, open only with its sealed pending state',
  '/auth/oidc/start': 'redirects to the identity provider',
  '/auth/oidc/callback': 'the identity provider redirects back here',
  '/change-password': 'form action of the change-password dialog',
  '/pipe-type': 'form action of the pipe type switch',
  '/keystone/report/*': 'a serial history report file',
  '/mobile-upload/files': 'upload endpoint of the mobile upload page',
  '/certificates/:name': 'a certificate file',
  '/document-access/export': 'the CSV export of the document access log',
  '/delivery/zip': 'a zip of delivery documents',
  '/preinvoice/zip': 'a zip of pre-invoice documents',
  '/orderconfirm/zip': 'a zip of BHA order confirmations',
  '/api/joints/:serial': 'API endpoint: one joint with its class and wear',
  '/labels.pdf': 'a sheet of QR code labels of joints',
  '/imports/keys': "the import keys admin screen, guarded as core's admin-only /imports/:id?",
  '/api/import': 'API endpoint for import keys',
  '/api/import/:id': 'API endpoint for import keys',
  '/api/import/schemas/:file': 'the data set JSON Schemas, public',
  '/api/outbox': 'API endpoint for integration keys: the outbox of actions',
  '/api/requests/:number/status': "API endpoint for integration keys: a request's status",
  '/api/field/copy': "API endpoint of the field app: the device copy of the caller's joints and tools",
  '/api/field/counts': 'API endpoint of the field app: records a rack count or delivery check',
  '/api/auth/sign-in': 'API endpoint',
  '/api/auth/refresh': 'API endpoint',
  '/api/auth/sign-out': 'API endpoint',
  '/api/fetchUserName': 'API endpoint',
  '/api/documents/*': 'API endpoint',
  '/api/*': 'API endpoint',
  '/healthz': 'liveness probe',
  '/readyz': 'readiness probe',
  '/requests/new': "the new-request form, guarded as core's /requests/:number?",
  '/requests/attachments': 'upload endpoint of the request page',
  '/requests/:number/files/:id': 'a file of a request',
  '/approvals/quote': "upload endpoint of a provider admin's quote with its PDF",
  '/approvals/:number/document': "an approval's document file",
  '/:slug': "a customer's public page (core's resolvePublicSlug), else not found",
  '/*': 'the not-found page',
};

// Every URL the portal serves, in the order of app/routes.ts: where a route module lives never changes one.
const URL_PATTERNS = [
  '/',
  '/login',
  '/login/second-factor',
  '/logout',
  '/auth/oidc/start',
  '/auth/oidc/callback',
  '/reset-password',
  '/invitation',
  '/change-password',
  '/pipe-type',
  '/keystone',
  '/keystone/report/*',
  '/mobile-upload',
  '/mobile-upload/files',
  '/notifications/unsubscribe',
  '/scan',
  '/scan/:task',
  '/home',
  '/asset',
  '/admin',
  '/audit',
  '/document-access',
  '/imports',
  '/imports/keys',
  '/imports/:id',
  '/integrations',
  '/ongoingorders',
  '/completedorders',
  '/orderconfirm',
  '/dp',
  '/hw',
  '/dc',
  '/octg',
  '/chiksan',
  '/dashboard',
  '/tcp',
  '/NCR',
  '/certificates',
  '/inspectionBHA',
  '/data-download',
  '/users',
  '/customers',
  '/connections',
  '/team',
  '/inventory',
  '/delivery',
  '/received',
  '/preinvoice',
  '/racklocation',
  '/bhainventory',
  '/racks',
  '/statistics',
  '/insptest/:equipment?',
  '/inspection-view/:orderno?',
  '/inspection-stats',
  '/item-statistics',
  '/joints/:serial?',
  '/tools/:serial?',
  '/notifications',
  '/settings/notifications',
  '/settings/security',
  '/settings/sessions',
  '/settings/notification-defaults',
  '/settings/class-limits',
  '/settings/required-class',
  '/requests',
  '/requests/new',
  '/requests/:number',
  '/counts',
  '/counts/:number',
  '/approvals',
  '/approvals/:number',
  '/NCR/:number',
  '/:slug',
  '/*',
  '/certificates/:name',
  '/requests/attachments',
  '/requests/:number/files/:id',
  '/approvals/quote',
  '/approvals/:number/document',
  '/labels.pdf',
  '/delivery/zip',
  '/preinvoice/zip',
  '/orderconfirm/zip',
  '/document-access/export',
  '/api/auth/sign-in',
  '/api/auth/refresh',
  '/api/auth/sign-out',
  '/api/fetchUserName',
  '/api/documents/*',
  '/api/import',
  '/api/import/schemas/:file',
  '/api/import/:id',
  '/api/joints/:serial',
  '/api/outbox',
  '/api/requests/:number/status',
  '/api/field/copy',
  '/api/field/counts',
  '/api/*',
  '/healthz',
  '/readyz',
];

function portalPaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.index || entry.path !== undefined ? [path] : [];
    return [...own, ...portalPaths(entry.children ?? [], path)];
  });
}

const corePaths = ROUTE_TABLE.map((row) => [row.path, ...row.params.map((param) => `:${param}?`)].join('/'));
const portal = portalPaths(routes);

/**
 * The portal routes that serve one route of core as one route per number of parameters given, e.g.
 * `/imports` and `/imports/:id` for core's `/imports/:id?`: from none to all of the parameters, required.
 */
function pathPerParameterCount(row: (typeof ROUTE_TABLE)[number]): string[] {
  return [
    row.path,
    ...row.params.map((_, count) =>
      [row.path, ...row.params.slice(0, count + 1).map((param) => `:${param}`)].join('/'),
    ),
  ];
}

const servedApart = ROUTE_TABLE.map(pathPerParameterCount).filter(
  (paths) => paths.length > 1 && paths.every((path) => portal.includes(path)),
);

describe("the portal's URLs", () => {
  it('should serve exactly the URL patterns it always served, each once', () => {
    expect(portal).toEqual(URL_PATTERNS);
  });
});

describe("the portal's routes and core's route table", () => {
  it('should give every route of core a portal route with its path and optional parameters, or one per parameter count', () => {
    const served = (row: (typeof ROUTE_TABLE)[number], path: string) =>
      portal.includes(path) || pathPerParameterCount(row).every((apart) => portal.includes(apart));
    expect(
      corePaths.filter((path, index) => !served(ROUTE_TABLE[index] as (typeof ROUTE_TABLE)[number], path)),
    ).toEqual([]);
  });

  it("should serve the import history and one import run as two pages of core's /imports", () => {
    expect(portal).toContain('/imports');
    expect(portal).toContain('/imports/:id');
  });

  it('should list in core every portal route that is a page, the others being named exceptions', () => {
    const pages = portal.filter((path) => !(path in NOT_IN_CORE_TABLE));
    const inCore = [...corePaths, ...servedApart.flat()];
    expect(pages.filter((path) => !inCore.includes(path))).toEqual([]);
  });

  it('should name as exceptions only routes the portal has, and none of core', () => {
    const exceptions = Object.keys(NOT_IN_CORE_TABLE);
    expect(exceptions.filter((path) => !portal.includes(path) || corePaths.includes(path))).toEqual([]);
  });
});
