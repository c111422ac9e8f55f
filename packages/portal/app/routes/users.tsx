import {
  ASSIGNABLE_ROUTE_NAMES,
  type AssignableRouteName,
  routeChanges,
  type UserFormValues,
} from '@rigready/core';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ModalDialog,
  UserForm,
  useSnackbar,
} from '@rigready/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import '../components/admin-screens.css';
import { useActionCall } from '../components/use-action-call.js';
import { getPortalRuntime } from '../server/access/portal-runtime.server.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import {
  AdminChangeError,
  type AdminUserAnswer,
  createUser,
  deleteUser,
  editUser,
  listCustomers,
  listUsers,
} from '../server/admin/admin-accounts.server.js';
import type { Route } from './+types/users';
import { type AdminChangeAnswer, formList, formText, runAdminChange } from './admin-change.server.js';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'User Overview · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle } = getPortalRuntime();
  const [users, customers] = await Promise.all([listUsers(handle), listCustomers(handle)]);
  return {
    users,
    customers: customers.map(({ customer, assetList }) => ({ customer, assets: assetList })),
  };
}

// One action per intent, each through the admin service the /api calls use (validated and audited there).
export async function action({ request }: Route.ActionArgs) {
  return runAdminChange(request, async (form, change) => {
    const intent = formText(form, 'intent');
    if (intent === 'create') {
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
    }
    if (intent === 'edit') {
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
    }
    if (intent === 'delete') {
      await deleteUser(change, { userid: formText(form, 'userid'), email: formText(form, 'email') });
      return `User ${formText(form, 'email')} deleted`;
    }
    throw new AdminChangeError(400, `Invalid intent: create, edit or delete, not '${intent}'`);
  });
}

type UserRow = AdminUserAnswer;

const isAssignable = (route: string): route is AssignableRouteName =>
  (ASSIGNABLE_ROUTE_NAMES as readonly string[]).includes(route);
type Dialog = { kind: 'create' } | { kind: 'edit'; userid: string } | { kind: 'delete'; userid: string };

function userColumns(open: (dialog: Dialog) => void): DataTableColumn<UserRow>[] {
  return [
    { id: 'name', header: 'Name', accessor: (row) => row.name, width: 180 },
    { id: 'email', header: 'E-mail', accessor: (row) => row.email, width: 240 },
    { id: 'phone', header: 'Phone', accessor: (row) => row.phone },
    {
      id: 'customer',
      header: 'Customer',
      accessor: (row) => (row.isAdmin ? 'Admin' : row.customer),
      width: 180,
    },
    { id: 'routes', header: 'Routes', accessor: (row) => row.routesList.join(', ') || 'All', width: 160 },
    { id: 'assets', header: 'Assets', accessor: (row) => row.assets.join(', ') || 'All', width: 160 },
    { id: 'last_login', header: 'Last login', accessor: (row) => row.last_login?.date ?? null, type: 'date' },
    {
      id: 'edit',
      header: 'Edit',
      type: 'action',
      width: 90,
      filterable: false,
      searchable: false,
      // Admin accounts are kept out of the user dialog: the service refuses to edit them.
      accessor: (row) => (row.isAdmin ? null : 'Edit'),
      actionLabel: () => 'Edit',
      onAction: (row) => open({ kind: 'edit', userid: row.userid }),
    },
    {
      id: 'delete',
      header: 'Delete',
      type: 'action',
      width: 90,
      filterable: false,
      searchable: false,
      accessor: () => 'Delete',
      onAction: (row) => open({ kind: 'delete', userid: row.userid }),
    },
  ];
}

/** Throws the refusal's message, so the form's toolbar turns red and says why. */
function expectOk(answer: AdminChangeAnswer | undefined): AdminChangeAnswer {
  if (!answer?.ok) throw new Error(answer?.message ?? 'The change was not saved');
  return answer;
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users, customers } = loaderData;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const call = useActionCall<AdminChangeAnswer>('/users');
  const snackbar = useSnackbar();
  const columns = useMemo(() => userColumns(setDialog), []);
  const chosen =
    dialog && dialog.kind !== 'create' ? users.find((u) => u.userid === dialog.userid) : undefined;
  const close = () => setDialog(null);
  const report = (answer: AdminChangeAnswer) => snackbar.show(answer.message, { tone: 'success' });

  const save = async (values: UserFormValues) => {
    const lists = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      assets: JSON.stringify(values.assets),
      excludedAssets: JSON.stringify(values.excludedAssets),
    };
    if (!chosen) {
      report(
        expectOk(
          await call({
            intent: 'create',
            ...lists,
            customer: values.customer,
            routes: JSON.stringify(values.routes),
          }),
        ),
      );
      return;
    }
    const { removed, added } = routeChanges(chosen.routesList, values.routes);
    report(
      expectOk(
        await call({
          intent: 'edit',
          ...lists,
          userid: chosen.userid,
          old_email: chosen.email,
          removedRoutes: JSON.stringify(removed),
          addedRoutes: JSON.stringify(added),
        }),
      ),
    );
  };

  return (
    <div className="rr-page rr-users">
      <div className="rr-page__header">
        <h1>User Overview</h1>
        <button
          type="button"
          className="rr-button rr-icon-button"
          data-variant="primary"
          aria-label="Create user"
          title="Create user"
          onClick={() => setDialog({ kind: 'create' })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p>
        <Link to="/customers">Customer Overview</Link> · <Link to="/audit">Audit log</Link>
      </p>
      <DataTable
        label="Users"
        rows={users}
        columns={columns}
        defaultSortColumnId="last_login"
        searchPlaceholder="Search (name, e-mail, customer etc..)"
        emptyMessage="No users"
      />
      <ModalDialog
        open={dialog?.kind === 'create' || (dialog?.kind === 'edit' && chosen !== undefined)}
        onOpenChange={(open) => (open ? undefined : close())}
        title="User"
        size="lg"
      >
        {dialog?.kind === 'create' || chosen ? (
          <UserForm
            key={chosen?.userid ?? 'new'}
            mode={chosen ? 'edit' : 'create'}
            customers={customers}
            defaultValues={
              chosen
                ? {
                    name: chosen.name,
                    email: chosen.email,
                    phone: chosen.phone ?? '',
                    customer: chosen.customer ?? '',
                    assets: chosen.assets,
                    excludedAssets: chosen.excludedAssets,
                    routes: chosen.routesList.filter(isAssignable),
                  }
                : undefined
            }
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete' && chosen !== undefined}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete user"
        description={`Delete ${chosen?.name || chosen?.email} (${chosen?.email})? This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!chosen) return;
          report(expectOk(await call({ intent: 'delete', userid: chosen.userid, email: chosen.email })));
        }}
      />
    </div>
  );
}
