import { formatDateTime as formatInstant } from '@rigready/core';
import { permissionWords } from '../../shared/action-permission-words.js';
import type { AuditRecord } from './audit-log.server.js';

/** The provider's time zone, where audit times are shown until the server clock names its own. */
const DEFAULT_TIME_ZONE = 'Europe/Oslo';

/**
 * An instant as `DD.MM.YYYY HH:mm` on the clock of `timeZone` (the provider's, Europe/Oslo, by default).
 *
 * @example
 * formatDateTime('2026-11-26T07:14:05.000Z'); // '26.11.2026 08:14'
 * formatDateTime('2026-11-26T07:14:05.000Z', 'UTC'); // '26.11.2026 07:14'
 */
export function formatDateTime(instant: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  return formatInstant(instant, { timeZone });
}

/** An audit entry as the admin reads it: one sentence with its time, and its details as short phrases. */
export interface AuditInWords {
  line: string;
  details: string[];
}

type Details = Record<string, unknown>;

function parseDetails(text: string | null): Details {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {};
  } catch {
    return { details: text };
  }
}

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(String).join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);

const ofCustomer = (customer: string | null) => (customer ? ` of ${customer}` : '');

/** Stored permissions ({ mayRequest, mayApprove }) in words: 'request, not approve'. */
const permissions = (value: unknown): string => {
  const flags = typeof value === 'object' && value !== null ? (value as Details) : {};
  return permissionWords({ mayRequest: flags.mayRequest === true, mayApprove: flags.mayApprove === true });
};

/** The sentence of each action, without its time; `who` is the actor's name, e-mail or 'Someone'. */
const SENTENCES: Record<string, (who: string, details: Details, customer: string | null) => string> = {
  'sign-in': (who) => `${who} signed in`,
  'sign-in.failed': (_who, d) => `A sign-in as ${text(d.email) || 'an unknown account'} failed`,
  'sign-in.rate-limited': (_who, d) =>
    `Sign-in as ${text(d.email) || 'an unknown account'} was paused after too many attempts`,
  'sign-in.user-created': (_who, d, customer) =>
    `The user ${text(d.email)}${ofCustomer(customer)} was created at their first company sign-in`,
  'sign-out': (who) => `${who} signed out`,
  'session.ended': (who, d) => `${who} ended their session on ${text(d.device) || 'a device'}`,
  'session.others-ended': (who) => `${who} ended their sessions on all other devices`,
  'password.changed': (who) => `${who} changed their password`,
  'password.change-failed': (who) => `${who} tried to change their password, without success`,
  'password.reset-requested': (who) => `${who} asked for a password reset link`,
  'password.reset': (who) => `${who} set a new password from a reset link`,
  'second-factor.enrolled': (who, d) => `${who} set up ${text(d.factor) || 'a second factor'}`,
  'second-factor.removed': (who, d) => `${who} removed ${text(d.factor) || 'a second factor'}`,
  'second-factor.failed': (who) => `${who} typed a wrong second-factor code`,
  'second-factor.rate-limited': (who) => `${who}'s second-factor codes were paused after too many wrong ones`,
  'second-factor.recovery-used': (who) => `${who} signed in with a recovery code`,
  'second-factor.recovery-regenerated': (who) =>
    `${who} made new recovery codes (the old ones stopped working)`,
  'admin.second-factor.reset': (who, d, customer) =>
    `${d.by === 'operator' ? 'The operator, on the server,' : who} reset the second factor of ${text(d.email)}${ofCustomer(customer)}`,
  'admin.customer.second-factor': (who, d, customer) =>
    `${who} ${d.secondFactorRequired === true ? 'required' : 'stopped requiring'} a second factor of the users of ${customer ?? 'a customer'}`,
  'view-as.started': (who, _d, customer) =>
    `${who} started viewing the portal as ${customer ?? 'a customer'}`,
  'view-as.ended': (who, _d, customer) => `${who} stopped viewing the portal as ${customer ?? 'a customer'}`,
  'data.import': (_who, d) => `Data was imported from ${text(d.folder)}`,
  'data.import-refused': (_who, d) => `An import from ${text(d.folder)} was refused`,
  'change-history.removed': (_who, d) =>
    `${text(d.rows)} recorded changes before ${text(d.keptFrom)} were removed (the change history is kept for ${text(d.months)} months)`,
  'import.pushed': (_who, d) => `The import key ${text(d.key)} pushed a data set to import`,
  'import.archive-refused': (_who, d) => `An archive pushed with the import key ${text(d.key)} was refused`,
  'import.checked': (_who, d) =>
    `The import key ${text(d.key)} had a data set checked (a dry run: nothing imported)`,
  'import-key.refused': (_who, d) => `The revoked import key ${text(d.name)} was refused`,
  'integration-key.refused': (_who, d) => `The revoked integration key ${text(d.name)} was refused`,
  'export.document': (who, d) => `${who} downloaded ${text(d.name) || 'a document'}`,
  'export.data': (who, d) => `${who} downloaded the data file ${text(d.file)}`,
  'upload.order-documents': (_who, d) => `Documents were uploaded to order ${text(d.orderNo)}`,
  'upload.refused': (_who, d) => `An upload to order ${text(d.orderNo)} was refused`,
  'required-class.set': (who, d, customer) =>
    `${who} set the class ${text(d.asset)}${ofCustomer(customer)} requires from ${text(d.from)} to ${text(d.to)}`,
  'request.created': (who, d, customer) =>
    `${who} made request ${text(d.number)}${ofCustomer(customer)} (${text(d.kind)}, ${text(d.items)} ${Number(d.items) === 1 ? 'item' : 'items'})`,
  'request.status': (who, d) =>
    `${d.key ? `The integration key ${text(d.key)}` : who} moved request ${text(d.number)} from ${text(d.from)} to ${text(d.to)}`,
  'request.attached': (who, d) => `${who} added files to request ${text(d.number)}`,
  'admin.user.create': (who, d, customer) =>
    `${who} created the user ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.edit': (who, d, customer) =>
    `${who} edited the user ${text(d.to)}${d.from && d.from !== d.to ? ` (was ${text(d.from)})` : ''}${ofCustomer(customer)}`,
  'admin.user.sessions-ended': (who, d, customer) =>
    `${who} ended every session of the user ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.delete': (who, d, customer) =>
    `${who} deleted the user ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.disable': (who, d, customer) =>
    `${who} disabled the user ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.enable': (who, d, customer) =>
    `${who} enabled the user ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.customer-admin': (who, d, customer) =>
    d.to === true
      ? `${who} made ${text(d.email)} the administrator of ${customer ?? 'their customer'}'s users`
      : `${who} took from ${text(d.email)} the administration of ${customer ?? 'their customer'}'s users`,
  'admin.user.access': (who, d, customer) =>
    `${who} set the assets and pages of ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.notifications': (who, d, customer) =>
    `${who} set the notifications of ${text(d.email)}${ofCustomer(customer)}`,
  'admin.user.invite': (who, d, customer) => `${who} invited ${text(d.email)}${ofCustomer(customer)}`,
  'invitation.accepted': (who, _d, customer) =>
    `${who} accepted the invitation${customer ? ` to ${customer}` : ''} and signed in for the first time`,
  'sign-in.disabled': (who) => `${who} tried to sign in, but the account is disabled`,
  'admin.permissions.set': (who, d, customer) =>
    `${who} let ${text(d.email)}${ofCustomer(customer)} ${permissions(d.to)} (was: ${permissions(d.from)})`,
  'admin.customer.create': (who, _d, customer) => `${who} created the customer ${customer ?? ''}`.trim(),
  'admin.customer.edit': (who, _d, customer) => `${who} edited the customer ${customer ?? ''}`.trim(),
  'admin.customer.delete': (who, _d, customer) => `${who} deleted the customer ${customer ?? ''}`.trim(),
  'admin.import-key.create': (who, d) => `${who} created the import key ${text(d.name)}`,
  'admin.import-key.revoke': (who, d) => `${who} revoked the import key ${text(d.name)}`,
  'admin.integration-key.create': (who, d) => `${who} created the integration key ${text(d.name)}`,
  'admin.integration-key.revoke': (who, d) => `${who} revoked the integration key ${text(d.name)}`,
  'admin.connection.create': (who, d, customer) =>
    `${who} added the company sign-in${ofCustomer(customer)} (${text(d.domains)})`,
  'admin.connection.edit': (who, d, customer) =>
    `${who} changed the company sign-in${ofCustomer(customer)} (${text(d.domains)})`,
  'admin.connection.delete': (who, _d, customer) =>
    `${who} removed the company sign-in${ofCustomer(customer)}`,
  'admin.webhook.create': (who, d) => `${who} added the webhook ${text(d.name)} to ${text(d.url)}`,
  'admin.webhook.disable': (who, d) => `${who} disabled the webhook ${text(d.name)}`,
  'admin.upload-code.issue': (who, d) => `${who} issued an upload code for order ${text(d.orderNo)}`,
  'admin.class-limits.add': (who, d) => `${who} added the class limits of ${text(d.limits)}`,
  'admin.class-limits.edit': (who, d) => `${who} edited the class limits of ${text(d.limits)}`,
  'admin.class-limits.delete': (who, d) => `${who} deleted the class limits of ${text(d.limits)}`,
  'admin.class-marking.edit': (who) => `${who} changed the class marking (the paint bands of each class)`,
  'admin.approval.ask': (who, d, customer) =>
    `${who} asked ${customer ?? 'a customer'} to approve ${text(d.number)}: ${text(d.title)}`,
  'approval.decided': (who, d) => `${who} ${text(d.decision)} ${text(d.number)}: ${text(d.title)}`,
  'field-count.recorded': (who, d, customer) =>
    `${who} recorded the count ${text(d.number)} of ${text(d.of)} for ${customer ?? 'a customer'}`,
  'ncr.decided': (who, d) => `${who} decided ${text(d.ncrNo)}: ${text(d.decision).replaceAll('-', ' ')}`,
};

/** Details the sentence already says, or ids that mean nothing to a reader. */
const IN_SENTENCE = new Set([
  'email',
  'name',
  'file',
  'folder',
  'orderNo',
  'from',
  'to',
  'userId',
  'customerId',
  'kind',
  'key',
  'limits',
  'number',
  'items',
  'url',
  'title',
  'decision',
  'ncrNo',
  'connectionId',
  'domains',
  'factor',
  'secondFactorRequired',
  'by',
  'device',
  'invitedBy',
]);

const LABELS: Record<string, string> = {
  routes: 'Pages',
  assets: 'Assets',
  org_no: 'Organisation number',
  rig: 'Rig',
  method: 'Signed in through',
  subject: 'Provider subject',
  reason: 'Reason',
  sessionsEnded: 'Sessions ended',
  sessionAddress: 'Session signed in from',
  files: 'Files',
  expiresAt: 'Valid until',
  problems: 'Problems',
  documents: 'Documents',
  run: 'Import run',
  bytes: 'Bytes',
  sha256: 'SHA-256',
  createUsers: 'Creates users at first sign-in',
  required: 'Required (no password)',
  secretChanged: 'Client secret changed',
};

const capitalised = (key: string) => {
  const words = key
    .replace(/[_-]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function detailPhrase(key: string, value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined || value === '' || IN_SENTENCE.has(key)) return null;
  if (key === 'address') return `From address ${text(value)}`;
  const label = LABELS[key] ?? capitalised(key);
  if (key === 'routes' || key === 'assets') return `${label}: ${text(value) || 'all'}`;
  if (key === 'expiresAt' && typeof value === 'string') return `${label}: ${formatDateTime(value, timeZone)}`;
  if (key === 'method' && value === 'oidc') return `${label}: the company sign-in (OpenID Connect)`;
  if (key === 'features' && typeof value === 'object' && !Array.isArray(value)) {
    const on = Object.entries(value as Details).filter(([, flag]) => flag === true);
    return on.length > 0 ? `Features on: ${on.map(([name]) => name).join(', ')}` : 'Features on: none';
  }
  if (key === 'rows' && typeof value === 'object' && !Array.isArray(value))
    return `Rows: ${Object.entries(value as Details)
      .map(([file, count]) => `${file} ${text(count)}`)
      .join(', ')}`;
  // A change's values before and after it (class limits, the class marking), field by field.
  if ((key === 'before' || key === 'after') && typeof value === 'object' && !Array.isArray(value))
    return `${label}: ${Object.entries(value as Details)
      .map(([field, fieldValue]) => `${field} ${text(fieldValue)}`)
      .join(', ')}`;
  if (typeof value === 'object' && !Array.isArray(value)) return null;
  return `${label}: ${text(value)}`;
}

/**
 * An audit entry in words: "Ola Nordvik signed in, 26.11.2026 08:14" (the actor's name, else e-mail; a
 * sentence per action; the time on the clock of `timeZone`), and its details as phrases ("From address
 * 203.0.113.7"). An action without a sentence of its own still reads as "who: action".
 *
 * @example
 * auditInWords(record).line; // 'Ola Nordvik signed in, 26.11.2026 08:14'
 */
export function auditInWords(record: AuditRecord, timeZone = DEFAULT_TIME_ZONE): AuditInWords {
  const details = parseDetails(record.details);
  const who = record.actorName || record.actorEmail || 'Someone';
  const sentence = SENTENCES[record.action]?.(who, details, record.customer) ?? `${who}: ${record.action}`;
  return {
    line: `${sentence}, ${formatDateTime(record.at, timeZone)}`,
    details: Object.entries(details)
      .map(([key, value]) => detailPhrase(key, value, timeZone))
      .filter((phrase): phrase is string => phrase !== null),
  };
}
