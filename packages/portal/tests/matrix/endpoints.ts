import * as asset from '../../app/routes/account/asset.js';
import * as changePassword from '../../app/routes/account/change-password.js';
import * as invitation from '../../app/routes/account/invitation.js';
import * as login from '../../app/routes/account/login.js';
import * as logout from '../../app/routes/account/logout.js';
import * as oidcCallback from '../../app/routes/account/oidc-callback.js';
import * as oidcStart from '../../app/routes/account/oidc-start.js';
import * as pipeType from '../../app/routes/account/pipe-type.js';
import * as resetPassword from '../../app/routes/account/reset-password.js';
import * as secondFactor from '../../app/routes/account/second-factor.js';
import * as security from '../../app/routes/account/security.js';
import * as sessionsPage from '../../app/routes/account/sessions.js';
import * as audit from '../../app/routes/admin/audit.js';
import * as connections from '../../app/routes/admin/connections.js';
import * as customers from '../../app/routes/admin/customers.js';
import * as documentAccess from '../../app/routes/admin/document-access.js';
import * as documentAccessExport from '../../app/routes/admin/document-access-export.js';
import * as admin from '../../app/routes/admin/overview.js';
import * as users from '../../app/routes/admin/users.js';
import * as apiRefresh from '../../app/routes/api/auth-refresh.js';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiSignOut from '../../app/routes/api/auth-sign-out.js';
import * as apiCall from '../../app/routes/api/call.js';
import * as apiDocuments from '../../app/routes/api/documents.js';
import * as fetchUserName from '../../app/routes/api/fetch-user-name.js';
import * as apiFieldCopy from '../../app/routes/api/field-copy.js';
import * as apiFieldCounts from '../../app/routes/api/field-counts.js';
import * as apiImport from '../../app/routes/api/import.js';
import * as apiImportRun from '../../app/routes/api/import-run.js';
import * as apiImportSchemas from '../../app/routes/api/import-schemas.js';
import * as apiJoints from '../../app/routes/api/joints.js';
import * as apiOutbox from '../../app/routes/api/outbox.js';
import * as apiRequestStatus from '../../app/routes/api/request-status.js';
import * as approval from '../../app/routes/approvals/approval.js';
import * as approvalDocument from '../../app/routes/approvals/approval-document.js';
import * as approvalQuote from '../../app/routes/approvals/approval-quote.js';
import * as approvals from '../../app/routes/approvals/approvals.js';
import * as countPage from '../../app/routes/counts/count.js';
import * as counts from '../../app/routes/counts/counts.js';
import * as importKeys from '../../app/routes/imports/import-keys.js';
import * as importsRun from '../../app/routes/imports/import-run.js';
import * as imports from '../../app/routes/imports/import-runs.js';
import * as integrations from '../../app/routes/integrations/integrations.js';
import * as bhainventory from '../../app/routes/inventory/bha-inventory.js';
import * as inventory from '../../app/routes/inventory/inventory.js';
import * as classLimits from '../../app/routes/joints/class-limits.js';
import * as joint from '../../app/routes/joints/joint.js';
import * as labels from '../../app/routes/joints/labels-pdf.js';
import * as requiredClass from '../../app/routes/joints/required-class.js';
import * as tool from '../../app/routes/joints/tool.js';
import * as delivery from '../../app/routes/logistics/delivery.js';
import * as deliveryZip from '../../app/routes/logistics/delivery-zip.js';
import * as preinvoice from '../../app/routes/logistics/pre-invoice.js';
import * as preinvoiceZip from '../../app/routes/logistics/pre-invoice-zip.js';
import * as received from '../../app/routes/logistics/received.js';
import * as notificationDefaults from '../../app/routes/notifications/defaults.js';
import * as notifications from '../../app/routes/notifications/notifications.js';
import * as notificationSettings from '../../app/routes/notifications/settings.js';
import * as unsubscribe from '../../app/routes/notifications/unsubscribe.js';
import * as completedOrders from '../../app/routes/orders/completed-orders.js';
import * as dashboard from '../../app/routes/orders/dashboard.js';
import * as mobileUpload from '../../app/routes/orders/mobile-upload.js';
import * as mobileUploadFiles from '../../app/routes/orders/mobile-upload-files.js';
import * as ongoingOrders from '../../app/routes/orders/ongoing-orders.js';
import * as orderconfirm from '../../app/routes/orders/order-confirmation.js';
import * as orderconfirmZip from '../../app/routes/orders/order-confirmation-zip.js';
import * as racklocation from '../../app/routes/racks/rack-location.js';
import * as racks from '../../app/routes/racks/racks.js';
import * as certificates from '../../app/routes/reports/certificates.js';
import * as chiksan from '../../app/routes/reports/chiksan.js';
import * as dataDownload from '../../app/routes/reports/data-download.js';
import * as inspectionBha from '../../app/routes/reports/inspection-bha.js';
import * as ncrReport from '../../app/routes/reports/ncr-report.js';
import * as ncr from '../../app/routes/reports/non-conformance.js';
import * as returnedDc from '../../app/routes/reports/returned-drill-collar.js';
import * as returnedDp from '../../app/routes/reports/returned-drill-pipe.js';
import * as returnedHw from '../../app/routes/reports/returned-heavy-weight.js';
import * as returnedOctg from '../../app/routes/reports/returned-octg.js';
import * as keystone from '../../app/routes/reports/serial-history.js';
import * as keystoneReport from '../../app/routes/reports/serial-history-report.js';
import * as tcp from '../../app/routes/reports/tcp-guns.js';
import * as newRequest from '../../app/routes/requests/new-request.js';
import * as requestPage from '../../app/routes/requests/request.js';
import * as requestAttachments from '../../app/routes/requests/request-attachments.js';
import * as requestFile from '../../app/routes/requests/request-file.js';
import * as requests from '../../app/routes/requests/requests.js';
import * as insptest from '../../app/routes/statistics/inspection-history.js';
import * as inspectionStats from '../../app/routes/statistics/inspection-stats.js';
import * as inspectionView from '../../app/routes/statistics/inspection-view.js';
import * as itemStatistics from '../../app/routes/statistics/item-statistics.js';
import * as statistics from '../../app/routes/statistics/lead-time.js';
import * as healthz from '../../app/routes/system/healthz.js';
import * as home from '../../app/routes/system/home.js';
import * as index from '../../app/routes/system/index.js';
import * as readyz from '../../app/routes/system/readyz.js';
import * as shell from '../../app/routes/system/shell.js';
import * as team from '../../app/routes/team/team.js';

/** A route module as the matrix calls it: its loader answers GET, its action POST. */
export interface MatrixModule {
  loader?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
}

/**
 * One page or /api call of the portal. `body` is sent as a form (pages) or JSON (`/api`); `endsSession`
 * calls run last for each persona; `adminMay` calls change what an admin sees by design (view-as), so
 * admin personas skip them; `adminScreen` pages (customer chooser, audit log) list every customer to an
 * admin by design, viewing as someone or not, so only non-admins are checked for markers there.
 */
export interface MatrixEndpoint {
  method: 'GET' | 'POST';
  path: string;
  module: MatrixModule;
  body?: 'form' | 'json';
  endsSession?: boolean;
  adminMay?: boolean;
  adminScreen?: boolean;
  /** The path parameters React Router would match from `path`, for a route that has some. */
  params?: Record<string, string>;
}

/** The import run the matrix opens; the matrix test records it before asking. */
export const MATRIX_IMPORT_RUN = '0b9f3c52-6d1e-4c8a-9f21-7e5a4d3b2c10';

/**
 * Every page and /api call that exists now, one line each. A later issue adds its routes here: the
 * matrix then tries them with every persona, B's identifiers and forged USER/USERNAME headers.
 *
 * @example
 * { method: 'GET', path: '/api/getdp', module: getdp, body: 'json' },
 */
export const MATRIX_ENDPOINTS: readonly MatrixEndpoint[] = [
  { method: 'GET', path: '/', module: index },
  { method: 'GET', path: '/login', module: login },
  { method: 'GET', path: '/login/second-factor', module: secondFactor },
  { method: 'POST', path: '/login/second-factor', module: secondFactor, body: 'form' },
  { method: 'GET', path: '/home', module: home },
  { method: 'GET', path: '/home', module: shell },
  { method: 'GET', path: '/asset', module: asset },
  { method: 'POST', path: '/asset', module: asset, body: 'form' },
  { method: 'POST', path: '/pipe-type', module: pipeType, body: 'form' },
  { method: 'GET', path: '/admin', module: admin, adminScreen: true },
  { method: 'POST', path: '/admin', module: admin, body: 'form', adminMay: true },
  { method: 'GET', path: '/audit', module: audit, adminScreen: true },
  // The access log lists every customer's rows to an admin by design; a customer administrator's own only.
  { method: 'GET', path: '/document-access', module: documentAccess, adminScreen: true },
  { method: 'GET', path: '/document-access/export', module: documentAccessExport, adminScreen: true },
  // Import keys list no customer's data; the import calls open to an import key only, never to a user.
  { method: 'GET', path: '/imports/keys', module: importKeys, adminScreen: true },
  { method: 'POST', path: '/imports/keys', module: importKeys, body: 'form', adminMay: true },
  // The class limits and marking are the provider's: no customer's data, and only an admin reads or changes them.
  { method: 'GET', path: '/settings/class-limits', module: classLimits, adminScreen: true },
  { method: 'POST', path: '/settings/class-limits', module: classLimits, body: 'form', adminMay: true },
  { method: 'POST', path: '/api/import', module: apiImport, body: 'json' },
  // Integration keys and webhooks list no customer's data; the two calls open to an integration key only.
  { method: 'GET', path: '/integrations', module: integrations, adminScreen: true },
  { method: 'POST', path: '/integrations', module: integrations, body: 'form', adminMay: true },
  { method: 'GET', path: '/api/outbox', module: apiOutbox },
  {
    method: 'POST',
    path: '/api/requests/RQ-2026-0001/status',
    module: apiRequestStatus,
    body: 'json',
    params: { number: 'RQ-2026-0001' },
  },
  { method: 'GET', path: '/api/import/0b7c3d4e-0000-4000-8000-000000000000', module: apiImportRun },
  // The data-set schemas are public and describe the contract only: no persona may find a customer in them.
  {
    method: 'GET',
    path: '/api/import/schemas/serials.json',
    module: apiImportSchemas,
    params: { file: 'serials.json' },
  },
  { method: 'GET', path: '/imports', module: imports, adminScreen: true },
  {
    method: 'GET',
    path: `/imports/${MATRIX_IMPORT_RUN}`,
    module: importsRun,
    adminScreen: true,
    params: { id: MATRIX_IMPORT_RUN },
  },
  { method: 'GET', path: '/reset-password', module: resetPassword },
  { method: 'POST', path: '/reset-password', module: resetPassword, body: 'form' },
  { method: 'GET', path: '/invitation', module: invitation },
  { method: 'POST', path: '/invitation', module: invitation, body: 'form' },
  // A customer administrator's page: only their own customer's users (team-cross-tenant.test.ts).
  { method: 'GET', path: '/team', module: team },
  { method: 'POST', path: '/team', module: team, body: 'form' },
  { method: 'POST', path: '/change-password', module: changePassword, body: 'form' },
  { method: 'GET', path: '/change-password', module: changePassword },
  { method: 'GET', path: '/logout', module: logout },
  { method: 'GET', path: '/healthz', module: healthz },
  { method: 'GET', path: '/readyz', module: readyz },
  { method: 'GET', path: '/auth/oidc/start', module: oidcStart },
  { method: 'GET', path: '/auth/oidc/callback', module: oidcCallback },
  { method: 'GET', path: '/users', module: users, adminScreen: true },
  { method: 'POST', path: '/users', module: users, body: 'form', adminMay: true },
  { method: 'GET', path: '/customers', module: customers, adminScreen: true },
  { method: 'POST', path: '/customers', module: customers, body: 'form', adminMay: true },
  { method: 'GET', path: '/connections', module: connections, adminScreen: true },
  { method: 'POST', path: '/connections', module: connections, body: 'form', adminMay: true },
  { method: 'GET', path: '/item-statistics', module: itemStatistics, adminScreen: true },
  { method: 'GET', path: '/statistics', module: statistics },
  { method: 'GET', path: '/insptest', module: insptest },
  { method: 'GET', path: '/inspection-view', module: inspectionView },
  { method: 'GET', path: '/inspection-stats', module: inspectionStats },
  { method: 'GET', path: '/racks', module: racks, adminScreen: true },
  { method: 'GET', path: '/ongoingorders', module: ongoingOrders },
  { method: 'GET', path: '/completedorders', module: completedOrders },
  { method: 'GET', path: '/orderconfirm', module: orderconfirm },
  { method: 'GET', path: '/orderconfirm?show=ongoing', module: orderconfirm },
  { method: 'GET', path: '/orderconfirm?completed=2025-06', module: orderconfirm },
  { method: 'GET', path: '/dp', module: returnedDp },
  { method: 'GET', path: '/hw', module: returnedHw },
  { method: 'GET', path: '/dc', module: returnedDc },
  { method: 'GET', path: '/octg', module: returnedOctg },
  { method: 'GET', path: '/chiksan', module: chiksan },
  { method: 'GET', path: '/dashboard', module: dashboard },
  { method: 'GET', path: '/tcp', module: tcp },
  { method: 'GET', path: '/inspectionBHA', module: inspectionBha },
  { method: 'GET', path: '/NCR', module: ncr },
  // A's NCR and B's, each as a page and as a decision (tests/matrix/approvals-cross-tenant.test.ts seeds
  // approvals and decisions; here every persona meets the routes with no approvals at all).
  { method: 'GET', path: '/NCR/NW-NCR1', module: ncrReport, params: { number: 'NW-NCR1' } },
  { method: 'GET', path: '/NCR/PO-NCR1', module: ncrReport, params: { number: 'PO-NCR1' } },
  { method: 'POST', path: '/NCR/PO-NCR1', module: ncrReport, body: 'form', params: { number: 'PO-NCR1' } },
  { method: 'GET', path: '/approvals', module: approvals },
  { method: 'POST', path: '/approvals', module: approvals, body: 'form', adminMay: true },
  { method: 'POST', path: '/approvals/quote', module: approvalQuote, body: 'form', adminMay: true },
  { method: 'GET', path: '/approvals/AP-2026-0001', module: approval, params: { number: 'AP-2026-0001' } },
  {
    method: 'POST',
    path: '/approvals/AP-2026-0001',
    module: approval,
    body: 'form',
    params: { number: 'AP-2026-0001' },
  },
  {
    method: 'GET',
    path: '/approvals/AP-2026-0001/document',
    module: approvalDocument,
    params: { number: 'AP-2026-0001' },
  },
  // The field app: the copy holds the caller's own joints and tools only, a count is judged in the caller's
  // scope, and the count pages list and open the caller's own counts (tests/data/field-counts.test.ts and
  // tests/api/field-api.test.ts record counts of two customers and cross them).
  { method: 'GET', path: '/api/field/copy', module: apiFieldCopy },
  { method: 'POST', path: '/api/field/counts', module: apiFieldCounts, body: 'json' },
  { method: 'GET', path: '/counts', module: counts },
  { method: 'GET', path: '/counts/FC-2026-0001', module: countPage, params: { number: 'FC-2026-0001' } },
  { method: 'GET', path: '/certificates', module: certificates },
  { method: 'GET', path: '/data-download?q=dp', module: dataDownload },
  { method: 'GET', path: '/keystone?customer=Polar%20Energy&serialnr=PO-BHA1', module: keystone },
  { method: 'GET', path: '/keystone/report/eyJjIjoiQzIwMCIsInIiOiJQTy1SMSJ9.forged', module: keystoneReport },
  { method: 'GET', path: '/mobile-upload?code=AAAA-BBBB-CCCC', module: mobileUpload },
  {
    method: 'POST',
    path: '/mobile-upload/files?code=AAAA-BBBB-CCCC',
    module: mobileUploadFiles,
    body: 'form',
  },
  { method: 'GET', path: '/inventory', module: inventory },
  { method: 'GET', path: '/inventory?inspection=overdue', module: inventory },
  { method: 'GET', path: '/inventory?inspection=due', module: inventory },
  { method: 'GET', path: '/inventory?location=Rig_Ready', module: inventory },
  { method: 'GET', path: '/inventory?class=premium', module: inventory },
  { method: 'GET', path: '/inventory?class=none', module: inventory },
  { method: 'GET', path: '/inventory?dropping=premium', module: inventory },
  { method: 'GET', path: '/inventory?below=required', module: inventory },
  { method: 'POST', path: '/inventory', module: inventory, body: 'form' },
  { method: 'GET', path: '/delivery', module: delivery },
  { method: 'POST', path: '/delivery/zip', module: deliveryZip, body: 'form' },
  { method: 'GET', path: '/received', module: received },
  { method: 'GET', path: '/preinvoice', module: preinvoice },
  { method: 'POST', path: '/preinvoice/zip', module: preinvoiceZip, body: 'form' },
  { method: 'POST', path: '/orderconfirm/zip', module: orderconfirmZip, body: 'form' },
  { method: 'GET', path: '/racklocation', module: racklocation },
  { method: 'GET', path: '/labels.pdf', module: labels },
  { method: 'GET', path: '/labels.pdf?site=Tananger&rack=R1', module: labels },
  { method: 'GET', path: '/bhainventory', module: bhainventory },
  // A joint of A's Rig A, one of A's Rig B, one of B alone; A's and B's BHA tools.
  { method: 'GET', path: '/joints/NW-0003', module: joint, params: { serial: 'NW-0003' } },
  { method: 'GET', path: '/joints/NW-0016', module: joint, params: { serial: 'NW-0016' } },
  { method: 'GET', path: '/joints/PO-0001', module: joint, params: { serial: 'PO-0001' } },
  { method: 'GET', path: '/api/joints/NW-0003', module: apiJoints, params: { serial: 'NW-0003' } },
  { method: 'GET', path: '/api/joints/NW-0016', module: apiJoints, params: { serial: 'NW-0016' } },
  { method: 'GET', path: '/api/joints/PO-0001', module: apiJoints, params: { serial: 'PO-0001' } },
  { method: 'GET', path: '/tools/NW-BHA1', module: tool, params: { serial: 'NW-BHA1' } },
  { method: 'GET', path: '/tools/PO-BHA1', module: tool, params: { serial: 'PO-BHA1' } },
  { method: 'GET', path: '/notifications', module: notifications },
  { method: 'POST', path: '/notifications', module: notifications, body: 'form' },
  { method: 'GET', path: '/settings/notifications', module: notificationSettings },
  { method: 'POST', path: '/settings/notifications', module: notificationSettings, body: 'form' },
  { method: 'GET', path: '/settings/security', module: security },
  { method: 'POST', path: '/settings/security', module: security, body: 'form' },
  { method: 'GET', path: '/settings/sessions', module: sessionsPage },
  { method: 'POST', path: '/settings/sessions', module: sessionsPage, body: 'form' },
  { method: 'GET', path: '/settings/notification-defaults', module: notificationDefaults, adminScreen: true },
  {
    method: 'POST',
    path: '/settings/notification-defaults',
    module: notificationDefaults,
    body: 'form',
    adminMay: true,
  },
  { method: 'GET', path: '/settings/required-class', module: requiredClass },
  { method: 'POST', path: '/settings/required-class', module: requiredClass, body: 'form' },
  // Requests (tests/matrix/requests-cross-tenant.test.ts tries them with each customer's requests).
  { method: 'GET', path: '/requests', module: requests },
  { method: 'POST', path: '/requests', module: requests, body: 'form' },
  { method: 'GET', path: '/requests/new', module: newRequest },
  { method: 'POST', path: '/requests/new', module: newRequest, body: 'form' },
  { method: 'GET', path: '/requests/RQ-2026-0001', module: requestPage, params: { number: 'RQ-2026-0001' } },
  {
    method: 'POST',
    path: '/requests/RQ-2026-0001',
    module: requestPage,
    body: 'form',
    params: { number: 'RQ-2026-0001' },
  },
  {
    method: 'POST',
    path: '/requests/attachments?number=RQ-2026-0001',
    module: requestAttachments,
    body: 'form',
  },
  {
    method: 'GET',
    path: '/requests/RQ-2026-0001/files/0b9f3c52-6d1e-4c8a-9f21-7e5a4d3b2c11',
    module: requestFile,
    params: { number: 'RQ-2026-0001', id: '0b9f3c52-6d1e-4c8a-9f21-7e5a4d3b2c11' },
  },
  { method: 'GET', path: '/notifications/unsubscribe', module: unsubscribe },
  { method: 'POST', path: '/notifications/unsubscribe', module: unsubscribe, body: 'form' },
  { method: 'GET', path: '/api/getAllRacks', module: apiCall },
  ...[
    'getOrderconfirm',
    'getOrderconfirmBHA',
    'getOrderconfirmTubular',
    'getdp',
    'gethw',
    'getdc',
    'getoctg',
    'getChiksan',
    'getDashboard',
    'getTCP',
    'getAllOrders',
    'inspectionBHA',
    'inspectionBHA_OLD',
    'getQHSE',
    'QHSE_getPDF',
    'getCertificates',
    'keystone',
    'getOrderPDF',
    'getdpPDF',
    'gethwPDF',
    'getdcPDF',
    'getoctgPDF',
    'getdpExcel',
    'gethwExcel',
    'getdcExcel',
    'getoctgExcel',
    'getMachExcel',
    'getMachExcelHW',
    'getMachExcelDC',
    'getHardExcel',
    'getHardExcelHW',
    'getInspectionTallies',
    'itemsAndOrders',
    'statistics/item',
    'usertest',
    'openapi.json',
  ].map((name) => ({ method: 'GET' as const, path: `/api/${name}`, module: apiCall })),
  { method: 'POST', path: '/api/statistics/equipment', module: apiCall, body: 'json' },
  { method: 'GET', path: '/api/getAllUsers', module: apiCall, adminScreen: true },
  { method: 'GET', path: '/api/getAllCustomers', module: apiCall, adminScreen: true },
  ...[
    'createNewUser',
    'editCurrentUser',
    'deleteCurrentUser',
    'createCustomer',
    'editCustomer',
    'deleteCustomer',
  ].map((name) => ({
    method: 'POST' as const,
    path: `/api/${name}`,
    module: apiCall,
    body: 'json' as const,
    adminMay: true,
  })),
  { method: 'GET', path: '/api/getPipesAndRacks', module: apiCall },
  { method: 'GET', path: '/api/getPipes', module: apiCall },
  { method: 'GET', path: '/api/getInventory', module: apiCall },
  { method: 'GET', path: '/api/getInventoryBHA', module: apiCall },
  { method: 'GET', path: '/api/getInventoryPDF', module: apiCall },
  { method: 'GET', path: '/api/showPipelist', module: apiCall },
  { method: 'GET', path: '/api/showVTIlist', module: apiCall },
  { method: 'GET', path: '/api/showOtherlist', module: apiCall },
  { method: 'GET', path: '/api/showBookedList', module: apiCall },
  { method: 'GET', path: '/api/showShippedList', module: apiCall },
  { method: 'GET', path: '/api/showShippedSerials', module: apiCall },
  { method: 'GET', path: '/api/showShippedDT', module: apiCall },
  { method: 'GET', path: '/api/createExcel', module: apiCall },
  { method: 'GET', path: '/api/createExcelShippedSerials', module: apiCall },
  { method: 'GET', path: '/api/getDTattachmentPDF', module: apiCall },
  { method: 'GET', path: '/api/generateDeliveryPDF', module: apiCall },
  { method: 'GET', path: '/api/getDeliveryPDF', module: apiCall },
  { method: 'GET', path: '/api/getDTExcel', module: apiCall },
  { method: 'GET', path: '/api/getDelivery', module: apiCall },
  { method: 'GET', path: '/api/getDeliveryBHA', module: apiCall },
  { method: 'GET', path: '/api/getReceived', module: apiCall },
  { method: 'GET', path: '/api/getReceivedPDF', module: apiCall },
  { method: 'GET', path: '/api/getReceivedFreightpapers', module: apiCall },
  { method: 'GET', path: '/api/getPreinv', module: apiCall },
  { method: 'GET', path: '/api/getPreInvoiceBHA', module: apiCall },
  { method: 'GET', path: '/api/getPreinvPDF', module: apiCall },
  { method: 'GET', path: '/api/getBHACertificate', module: apiCall },
  { method: 'GET', path: '/api/getPDF', module: apiCall },
  { method: 'GET', path: '/api/getPDFmultiple', module: apiCall },
  { method: 'GET', path: '/api/getPDFmultipleBHA', module: apiCall },
  { method: 'GET', path: '/api/dpjson', module: apiCall },
  { method: 'GET', path: '/api/dcjson', module: apiCall },
  { method: 'GET', path: '/api/hwjson', module: apiCall },
  { method: 'POST', path: '/api/setUserInventoryHeader', module: apiCall, body: 'json' },
  { method: 'GET', path: '/api/documents/forged.reference', module: apiDocuments },
  { method: 'POST', path: '/api/fetchUserName', module: fetchUserName, body: 'json' },
  { method: 'GET', path: '/api/fetchUserName', module: fetchUserName },
  { method: 'POST', path: '/api/auth/sign-in', module: apiSignIn, body: 'json' },
  { method: 'POST', path: '/api/auth/refresh', module: apiRefresh, body: 'json' },
  { method: 'POST', path: '/api/auth/sign-out', module: apiSignOut, body: 'json', endsSession: true },
  { method: 'POST', path: '/logout', module: logout, body: 'form', endsSession: true },
];
