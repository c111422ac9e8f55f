import type { DataTableColumn } from '@rigready/ui';
import { lazy, Suspense } from 'react';
import { AdminOverview } from '../../components/admin/admin-overview.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import {
  type AdminCustomerAnswer,
  createCustomer,
  deleteCustomer,
  editCustomer,
  listCustomers,
} from '../../server/admin/customer-accounts.server.js';
import { setCustomerSecondFactor } from '../../server/admin/second-factor-admin.server.js';
import { customersRequiringSecondFactor } from '../../server/auth/second-factor-requirement.server.js';
import {
  formList,
  formObject,
  formText,
  runAdminIntents,
} from '../../server/pages/admin-change-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/customers';

// The dialog's forms (with the form and schema libraries) load when it opens, not with the list.
const CustomerDialogForms = lazy(() =>
  import('../../components/admin/customer-dialog-forms.js').then(({ CustomerDialogForms }) => ({
    default: CustomerDialogForms,
  })),
);

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Customer Overview · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle } = getPortalRuntime();
  return {
    customers: await listCustomers(handle),
    secondFactorRequired: await customersRequiringSecondFactor(handle),
  };
}

/** The customer's details, posted alike by the create and the edit form. */
function postedDetails(form: FormData) {
  return {
    customer: formText(form, 'customer'),
    org_no: formText(form, 'org_no'),
    rig: formText(form, 'rig'),
    assets: formList(form, 'assets'),
    features: formObject(form, 'features'),
  };
}

// One action per intent, each through the admin service the /api calls use (validated and audited there).
export async function action({ request }: Route.ActionArgs) {
  return runAdminIntents<'second-factor'>(request, {
    create: async (form, change) => {
      await createCustomer(change, postedDetails(form));
      return `Customer ${formText(form, 'customer')} created`;
    },
    edit: async (form, change) => {
      await editCustomer(change, { customer_id: formText(form, 'customer_id'), ...postedDetails(form) });
      return `Customer ${formText(form, 'customer')} saved`;
    },
    delete: async (form, change) => {
      await deleteCustomer(change, { customer_id: formText(form, 'customer_id') });
      return `Customer ${formText(form, 'customer')} deleted`;
    },
    'second-factor': async (form, change) => {
      const required = formText(form, 'required') === 'true';
      await setCustomerSecondFactor(change, formText(form, 'customer'), required);
      return `${formText(form, 'customer')}: second factor ${required ? 'required' : 'not required'}`;
    },
  });
}

type CustomerRow = AdminCustomerAnswer;

const CUSTOMER_COLUMNS: DataTableColumn<CustomerRow>[] = [
  { id: 'customer', header: 'Customer', accessor: (row) => row.customer, width: 220, pinned: true },
  { id: 'customer_id', header: 'Customer ID', accessor: (row) => row.customer_id, primary: true },
  { id: 'org_no', header: 'Organization No.', accessor: (row) => row.org_no, width: 160 },
  { id: 'rig', header: 'Rig', accessor: (row) => row.rig },
  { id: 'assets', header: 'Assets', accessor: (row) => row.assetList.join(', '), width: 260, primary: true },
];

const customerId = (row: CustomerRow) => row.customer_id;

export default function Customers({ loaderData }: Route.ComponentProps) {
  return (
    <AdminOverview
      title="Customer Overview"
      noun="customer"
      action="/customers"
      className="rr-customers"
      otherOverview={{ to: '/users', title: 'User Overview' }}
      rows={loaderData.customers}
      rowId={customerId}
      columns={CUSTOMER_COLUMNS}
      table={{
        label: 'Customers',
        searchPlaceholder: 'Search (customer, organization no., asset etc..)',
        emptyMessage: 'No customers',
      }}
      form={(form) => (
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <CustomerDialogForms {...form} secondFactorRequired={loaderData.secondFactorRequired} />
        </Suspense>
      )}
      deleteDescription={(row) =>
        `Delete ${row.customer} (${row.customer_id})? A customer that still has users or data is not deleted.`
      }
      deleteFields={(row) => ({ customer_id: row.customer_id, customer: row.customer })}
    />
  );
}
