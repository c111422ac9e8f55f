import { ASSIGNABLE_ROUTES } from '@rigready/core';
import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import {
  DEFAULT_ACTION_PERMISSIONS,
  setActionPermissions,
  storedPermissionsByUser,
  whyNeverActs,
} from '../actions/action-permissions.server.js';
import { AdminChangeError, jsonColumn } from '../admin/change-context.server.js';
import { listAudit, writeAudit } from '../audit/audit-log.server.js';
import { auditInWords } from '../audit/audit-words.server.js';
import { NOTIFICATION_KINDS } from '../notifications/notification-kinds.server.js';
import {
  type NotificationPreferences,
  notificationPreferences,
  saveNotificationPreferences,
} from '../notifications/notification-settings.server.js';
import { readPreferencesForm } from '../notifications/read-preferences-form.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import {
  administeredCustomer,
  listTeam,
  requireTeamMember,
  setTeamAccess,
  type TeamMember,
} from '../team/team-members.server.js';
import { setUserDisabled } from '../team/user-disabling.server.js';
import { inviteUser, type PendingInvitation, pendingInvitations } from '../team/user-invitations.server.js';
import { answerAction } from './action-answer.server.js';
import { formFlag, formList, formText } from './admin-change-page.server.js';
import type { UserActing } from './user-permissions-page.server.js';

/** The audit actions that change a customer's users: the Team page's Changes list shows these. */
const USER_CHANGES = [
  'admin.user.create',
  'admin.user.edit',
  'admin.user.delete',
  'admin.user.disable',
  'admin.user.enable',
  'admin.user.customer-admin',
  'admin.user.access',
  'admin.user.notifications',
  'admin.user.invite',
  'admin.permissions.set',
  'invitation.accepted',
] as const;

/** How many changes the page lists, newest first. */
const CHANGES_SHOWN = 50;

/** A user of the Team page: the member, what they may do and what they are notified of. */
export interface TeamRow extends TeamMember {
  acting: UserActing;
  notifications: NotificationPreferences;
}

/** What the Team page shows. */
export interface TeamPage {
  customer: string;
  /** The acting administrator's own id: they cannot disable themselves. */
  selfId: string;
  members: TeamRow[];
  invitations: PendingInvitation[];
  customerAssets: string[];
  routes: readonly { name: string; label: string }[];
  notificationKinds: typeof NOTIFICATION_KINDS;
  timeZone: string;
  changes: { id: string; line: string; details: string[] }[];
}

/**
 * The Team page of a customer administrator: their customer's users (never a provider admin) with what
 * each may do, the pending invitations, the customer's assets and the routes a user may be given, and the
 * latest changes to the customer's users (by either side) in words, and each user's notification settings.
 *
 * @throws A 403 answer for anyone who is no customer administrator.
 * @example
 * return teamPage(runtime, identity);
 */
export async function teamPage(runtime: PortalRuntime, identity: Identity): Promise<TeamPage> {
  const { handle, now, env } = runtime;
  let customer: string;
  try {
    customer = administeredCustomer(identity);
  } catch (error) {
    if (error instanceof ActionError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
  const [members, stored, invitations, assets, changes] = await Promise.all([
    listTeam(handle, customer),
    storedPermissionsByUser(handle),
    pendingInvitations(handle, customer, now()),
    handle.db.selectFrom('customers').select('assets').where('customer', '=', customer).executeTakeFirst(),
    listAudit(handle, { page: 1, pageSize: CHANGES_SHOWN }, { customer, actions: USER_CHANGES }),
  ]);
  return {
    customer,
    selfId: identity.user.id,
    members: await Promise.all(
      members.map(async (member) => {
        const never = whyNeverActs({ isAdmin: false, customer, routesList: member.routesList });
        const acting: UserActing = never
          ? { kind: 'never', reason: never }
          : { kind: 'acts', ...(stored.get(member.userid) ?? DEFAULT_ACTION_PERMISSIONS) };
        const notifications = await notificationPreferences(handle.db, member.userid, customer);
        return { ...member, acting, notifications };
      }),
    ),
    invitations,
    customerAssets: jsonColumn<string[]>(assets?.assets ?? null, []),
    routes: ASSIGNABLE_ROUTES,
    notificationKinds: NOTIFICATION_KINDS,
    timeZone: env.timeZone,
    changes: changes.entries.map((entry) => ({ id: entry.id, ...auditInWords(entry, env.timeZone) })),
  };
}

type TeamIntent = (runtime: PortalRuntime, identity: Identity, form: FormData) => Promise<string>;

async function disabling(runtime: PortalRuntime, identity: Identity, form: FormData, disabled: boolean) {
  const member = await requireTeamMember(runtime.handle, identity, formText(form, 'userid'));
  if (member.userid === identity.user.id) throw new ActionError(409, 'You cannot disable your own account');
  await setUserDisabled(runtime.handle, {
    actorUserId: identity.user.id,
    target: { id: member.userid, email: member.email, customer: member.customer },
    disabled,
    now: runtime.now(),
  });
  return `${member.email} is ${disabled ? 'disabled' : 'enabled'}`;
}

const INTENTS: Record<string, TeamIntent> = {
  invite: async (runtime, identity, form) => {
    const { email } = await inviteUser(runtime, identity, {
      email: formText(form, 'email'),
      name: formText(form, 'name'),
      assets: formList(form, 'assets'),
      routes: formList(form, 'routes'),
      mayRequest: formFlag(form, 'mayRequest'),
      mayApprove: formFlag(form, 'mayApprove'),
    });
    return `Invitation sent to ${email}`;
  },
  disable: (runtime, identity, form) => disabling(runtime, identity, form, true),
  enable: (runtime, identity, form) => disabling(runtime, identity, form, false),
  access: async (runtime, identity, form) => {
    const { email } = await setTeamAccess(
      runtime.handle,
      identity,
      {
        userId: formText(form, 'userid'),
        assets: formList(form, 'assets'),
        routes: formList(form, 'routes'),
      },
      runtime.now(),
    );
    return `The assets and pages of ${email} are saved`;
  },
  notifications: async (runtime, identity, form) => {
    const member = await requireTeamMember(runtime.handle, identity, formText(form, 'userid'));
    const customerAssets = await runtime.handle.db
      .selectFrom('customers')
      .select('assets')
      .where('customer', '=', member.customer)
      .executeTakeFirst();
    // The assets the user may see: their own list, or (empty) all of the customer's.
    const offered =
      member.assets.length > 0 ? member.assets : jsonColumn<string[]>(customerAssets?.assets ?? null, []);
    const read = readPreferencesForm(form, offered);
    if (!read.ok) throw new ActionError(400, read.message);
    const { ok: _, ...preferences } = read;
    const now = runtime.now();
    await saveNotificationPreferences(runtime.handle.db, member.userid, preferences, now);
    await writeAudit(
      runtime.handle,
      {
        action: 'admin.user.notifications',
        actorUserId: identity.user.id,
        customer: member.customer,
        details: {
          userId: member.userid,
          email: member.email,
          kinds: preferences.kinds,
          mails: preferences.email,
          assets: preferences.assets ?? [],
        },
      },
      now,
    );
    return `The notification settings of ${member.email} are saved`;
  },
  permissions: async (runtime, identity, form) => {
    const member = await requireTeamMember(runtime.handle, identity, formText(form, 'userid'));
    const wanted = { mayRequest: formFlag(form, 'mayRequest'), mayApprove: formFlag(form, 'mayApprove') };
    await setActionPermissions(runtime.handle, identity.user.id, member.userid, wanted, runtime.now());
    return `The permissions of ${member.email} are saved`;
  },
};

/**
 * The Team page's action, by the posted `intent`: invite, disable, enable, access (assets and routes),
 * notifications (the settings form's fields) and permissions (request, approve). Each re-checks on the server that the caller administers the customer
 * and that the user named is the customer's own, whatever the form says. Answers `{ ok, message }`, a
 * refusal with its status.
 *
 * @example
 * return teamAction(getPortalRuntime(), identity, await readForm(request));
 */
export function teamAction(runtime: PortalRuntime, identity: Identity, form: FormData) {
  return answerAction(
    async () => {
      administeredCustomer(identity);
      const intent = formText(form, 'intent');
      const run = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
      if (!run)
        throw new ActionError(
          400,
          `Invalid intent: invite, disable, enable, access, notifications or permissions, not '${intent}'`,
        );
      try {
        return await run(runtime, identity, form);
      } catch (error) {
        // The form readers shared with the admin screens refuse with their own error.
        if (error instanceof AdminChangeError) throw new ActionError(error.status, error.message);
        throw error;
      }
    },
    (message) => message,
  );
}
