import type { DataTableColumn } from '@rigready/ui';
import { lazy, Suspense } from 'react';
import { AdminOverview } from '../../components/admin/admin-overview.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { listCustomers } from '../../server/admin/customer-accounts.server.js';
import { resetSecondFactor } from '../../server/admin/second-factor-admin.server.js';
import { createUser, deleteUser, editUser } from '../../server/admin/user-accounts.server.js';
import { usersWithSecondFactor } from '../../server/auth/second-factor-requirement.server.js';
import { formList, formText, runAdminIntents } from '../../server/pages/admin-change-page.server.js';
import {
  saveUserPermissions,
  type UserActing,
  type UserWithPermissions,
  usersWithPermissions,
} from '../../server/pages/user-permissions-page.server.js';
import { standingIntents } from '../../server/pages/user-standing-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { endSessionsOfUser } from '../../server/sessions/user-sessions.server.js';
import type { Route } from './+types/users';

// The dialog's forms (with the form and schema libraries) load when it opens, not with the list.
const UserDialogForms = lazy(() =>
  import('../../components/admin/user-dialog-forms.js').then(({ UserDialogForms }) => ({
    default: UserDialogForms,
  })),
);

export function meta(_: Route.MetaArgs) {
  return [{ title: 'User Overview · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle } = getPortalRuntime();
  const [users, customers] = await Promise.all([usersWithPermissions(handle), listCustomers(handle)]);
  return {
    users,
    customers: customers.map(({ customer, assetList }) => ({ customer, assets: assetList })),
    withSecondFactor: await usersWithSecondFactor(handle),
  };
}

// One action per intent, each through the admin service the /api calls use (validated and audited there);
// a user's permissions are set apart from the user form, from the same dialog.
export async function action({ request }: Route.ActionArgs) {
  return runAdminIntents<
    'permissions' | 'second-factor-reset' | 'end-sessions' | keyof typeof standingIntents
  >(request, {
    create: async (form, change) => {
      await createUser(change, {
        name: formText(form, 'name'),
        email: formText(form, 'email'),
        phone: formText(form, 'phone'),
        customer: formText(form, 'customer'),
        user_assets: formList(form, 'assets'),
        user_assets_excluded: formList(form, 'excludedAssets'),
        user_routes: formList(form, 'routes'),
      });
      return `User ${formText(form, 'email')} created`;
    },
    edit: async (form, change) => {
      await editUser(change, {
        userid: formText(form, 'userid'),
        old_email: formText(form, 'old_email'),
        new_email: formText(form, 'email'),
        name: formText(form, 'name'),
        phone: formText(form, 'phone'),
        user_removed_routes: formList(form, 'removedRoutes'),
        user_added_routes: formList(form, 'addedRoutes'),
        user_assets: formList(form, 'assets'),
        user_assets_excluded: formList(form, 'excludedAssets'),
      });
      return `User ${formText(form, 'email')} saved`;
    },
    delete: async (form, change) => {
      await deleteUser(change, { userid: formText(form, 'userid'), email: formText(form, 'email') });
      return `User ${formText(form, 'email')} deleted`;
    },
    permissions: (form, change) => saveUserPermissions(change, form),
    ...standingIntents,
    'second-factor-reset': async (form, change) => {
      await resetSecondFactor(change, formText(form, 'userid'));
      return `Second factor of ${formText(form, 'email')} reset`;
    },
    'end-sessions': async (form, change) => {
      const { email, ended } = await endSessionsOfUser(change, formText(form, 'userid'));
      return `${email}: ${ended} ${ended === 1 ? 'session' : 'sessions'} ended`;
    },
  });
}

type UserRow = UserWithPermissions;

/** What a user may do, in the fewest words: 'Request, approve', 'Request', 'Approve', 'Nothing' or why never. */
function permissionsCell(acting: UserActing): string {
  if (acting.kind === 'never') return `Never (${acting.reason})`;
  if (acting.mayRequest && acting.mayApprove) return 'Request, approve';
  if (acting.mayRequest) return 'Request';
  return acting.mayApprove ? 'Approve' : 'Nothing';
}

// Who, how to reach them, whose they are, what they may open, when they last signed in and what they may
// do (request and approve share one column, so all fit) are in view at 1280 px and on a phone's card; the
// phone and the asset list (long for a fleet user) are one click away in Edit headers.
const USER_COLUMNS: DataTableColumn<UserRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, width: 180, pinned: true },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email, width: 232, primary: true },
  { id: 'phone', header: 'Phone', accessor: (row) => row.phone, defaultVisible: false },
  {
    id: 'customer',
    header: 'Customer',
    accessor: (row) => (row.isAdmin ? 'Admin' : row.customer),
    width: 180,
    primary: true,
  },
  { id: 'routes', header: 'Routes', accessor: (row) => row.routesList.join(', ') || 'All', width: 160 },
  {
    id: 'assets',
    header: 'Assets',
    accessor: (row) => row.assets.join(', ') || 'All',
    width: 160,
    defaultVisible: false,
  },
  {
    id: 'last_login',
    header: 'Last login',
    accessor: (row) => row.last_login?.date ?? null,
    type: 'date',
    width: 96,
    primary: true,
  },
  {
    id: 'permissions',
    header: 'May',
    accessor: (row) => permissionsCell(row.acting),
    width: 136,
    primary: true,
  },
];

const userId = (row: UserRow) => row.userid;
// Admin accounts are kept out of the user dialog: the service refuses to edit them.
const editable = (row: UserRow) => !row.isAdmin;

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users, customers, withSecondFactor } = loaderData;
  return (
    <AdminOverview
      title="User Overview"
      noun="user"
      action="/users"
      className="rr-users"
      otherOverview={{ to: '/customers', title: 'Customer Overview' }}
      rows={users}
      rowId={userId}
      columns={USER_COLUMNS}
      canEdit={editable}
      table={{
        label: 'Users',
        defaultSortColumnId: 'last_login',
        searchPlaceholder: 'Search (name, e-mail, customer etc..)',
        emptyMessage: 'No users',
      }}
      form={(form) => (
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <UserDialogForms {...form} customers={customers} withSecondFactor={withSecondFactor} />
        </Suspense>
      )}
      deleteDescription={(row) => `Delete ${row.name || row.email} (${row.email})? This cannot be undone.`}
      deleteFields={(row) => ({ userid: row.userid, email: row.email })}
    />
  );
}
