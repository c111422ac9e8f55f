import type { DataTableColumn } from '@rigready/ui';
import { AdminOverview } from '../../components/admin/admin-overview.js';
import { ConnectionForm } from '../../components/admin/connection-form.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { listCustomers } from '../../server/admin/customer-accounts.server.js';
import {
  type AdminConnectionAnswer,
  listConnections,
  removeConnection,
  saveConnection,
} from '../../server/admin/customer-connections.server.js';
import { OIDC_CALLBACK_PATH } from '../../server/auth/oidc-sign-in.server.js';
import { formList, formText, runAdminIntents } from '../../server/pages/admin-change-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/connections';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Company sign-in · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const runtime = getPortalRuntime();
  const connections = await listConnections(runtime.handle);
  const connected = new Set(connections.map((connection) => connection.customer));
  return {
    connections,
    customers: (await listCustomers(runtime.handle))
      .map((customer) => customer.customer)
      .filter((customer) => !connected.has(customer)),
    callbackUrl: `${runtime.env.origin}${OIDC_CALLBACK_PATH}`,
  };
}

/** The connection form's post, as the admin service reads it. */
function postedConnection(form: FormData) {
  return {
    customer: formText(form, 'customer'),
    issuer: formText(form, 'issuer'),
    clientId: formText(form, 'clientId'),
    clientSecret: formText(form, 'clientSecret'),
    domains: formText(form, 'domains'),
    allowHttp: formText(form, 'allowHttp') === 'true',
    createUsers: formText(form, 'createUsers') === 'true',
    required: formText(form, 'required') === 'true',
    newUserRoutes: formList(form, 'newUserRoutes'),
  };
}

// One action per intent, each through the admin service (validated and audited there).
export async function action({ request }: Route.ActionArgs) {
  const runtime = getPortalRuntime();
  const keys = { tokenKey: runtime.tokenKey, production: runtime.env.mode === 'production' };
  return runAdminIntents(request, {
    create: async (form, change) => {
      await saveConnection(change, keys, postedConnection(form));
      return `Company sign-in of ${formText(form, 'customer')} added`;
    },
    edit: async (form, change) => {
      await saveConnection(change, keys, { id: formText(form, 'id'), ...postedConnection(form) });
      return `Company sign-in of ${formText(form, 'customer')} saved`;
    },
    delete: async (form, change) => {
      await removeConnection(change, { id: formText(form, 'id') });
      return `Company sign-in of ${formText(form, 'customer')} removed`;
    },
  });
}

const yes = (flag: boolean) => (flag ? 'Yes' : 'No');

// What the admin reads first fits a desk: who, which domains, where to, and the two switches.
const CONNECTION_COLUMNS: DataTableColumn<AdminConnectionAnswer>[] = [
  { id: 'customer', header: 'Customer', accessor: (row) => row.customer, width: 180, pinned: true },
  { id: 'domains', header: 'Domains', accessor: (row) => row.domains.join(', '), width: 180, primary: true },
  { id: 'issuer', header: 'Issuer', accessor: (row) => row.issuer, width: 260, primary: true },
  { id: 'required', header: 'Required', accessor: (row) => yes(row.required) },
  { id: 'createUsers', header: 'Creates users', accessor: (row) => yes(row.createUsers) },
  { id: 'clientId', header: 'Client id', accessor: (row) => row.clientId },
  { id: 'secret', header: 'Secret', accessor: (row) => row.secretHint },
];

const connectionId = (row: AdminConnectionAnswer) => row.id;

export default function Connections({ loaderData }: Route.ComponentProps) {
  return (
    <AdminOverview
      title="Company sign-in"
      noun="company sign-in"
      action="/connections"
      className="rr-connections"
      otherOverview={{ to: '/customers', title: 'Customer Overview' }}
      rows={loaderData.connections}
      rowId={connectionId}
      columns={CONNECTION_COLUMNS}
      table={{
        label: 'Company sign-in connections',
        searchPlaceholder: 'Search (customer, domain, issuer etc..)',
        emptyMessage: 'No customer signs in with its own provider yet',
      }}
      intro={
        <p>
          A customer's users whose address is of one of its domains sign in with the customer's own OpenID
          provider. The provider's redirect URI is <code>{loaderData.callbackUrl}</code>.
        </p>
      }
      form={({ chosen, submit, close }) => (
        <ConnectionForm
          chosen={chosen}
          customers={loaderData.customers}
          callbackUrl={loaderData.callbackUrl}
          submit={submit}
          close={close}
        />
      )}
      deleteDescription={(row) =>
        `Remove the company sign-in of ${row.customer}? Its users sign in with a password again (a reset gives one to those who never had one).`
      }
      deleteFields={(row) => ({ id: row.id, customer: row.customer })}
    />
  );
}
