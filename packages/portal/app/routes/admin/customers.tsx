import type { CreateCustomerFormValues, EditCustomerFormValues } from '@rigready/core';
import { CustomerForm, type CustomerFormInput, type DataTableColumn } from '@rigready/ui';
import { AdminOverview } from '../../components/admin/admin-overview.js';
import { CustomerSecondFactorForm } from '../../components/admin/customer-second-factor-form.js';
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

function formValues(row: CustomerRow): Partial<Omit<CustomerFormInput, 'features'>> & {
  features?: Partial<CustomerFormInput['features']>;
} {
  const features = row.features as Partial<Record<keyof CustomerFormInput['features'], unknown>>;
  const flag = (value: unknown) => value === true;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    customer_id: row.customer_id,
    customer: row.customer,
    org_no: row.org_no ?? '',
    rig: row.rig ?? '',
    assets: row.assetList,
    features: {
      dashboard: flag(features.dashboard),
      tcpGuns: flag(features.tcpGuns),
      rangeColumn: flag(features.rangeColumn),
      stringNumberLabel: text(features.stringNumberLabel),
      inspectionDateColouring: flag(features.inspectionDateColouring),
      defaultSite: text(features.defaultSite),
      publicSerialHistory: flag(features.publicSerialHistory),
      publicSlug: text(features.publicSlug),
    },
  };
}

/** The create or edit post of the customer form. */
function customerFields(
  values: CreateCustomerFormValues | EditCustomerFormValues,
  chosen: CustomerRow | undefined,
): Record<string, string> {
  const fields = {
    customer: values.customer,
    org_no: values.org_no,
    rig: values.rig ?? '',
    assets: JSON.stringify(values.assets),
    features: JSON.stringify(values.features),
  };
  return chosen
    ? { intent: 'edit', customer_id: chosen.customer_id, ...fields }
    : { intent: 'create', ...fields };
}

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
      form={({ mode, chosen, submit, close }) => (
        <>
          <CustomerForm
            mode={mode}
            defaultValues={chosen ? formValues(chosen) : undefined}
            onSubmit={(values) => submit(customerFields(values, chosen))}
            onCancel={close}
          />
          {chosen ? (
            <CustomerSecondFactorForm
              customer={chosen.customer}
              required={loaderData.secondFactorRequired.includes(chosen.customer)}
              submit={submit}
            />
          ) : null}
        </>
      )}
      deleteDescription={(row) =>
        `Delete ${row.customer} (${row.customer_id})? A customer that still has users or data is not deleted.`
      }
      deleteFields={(row) => ({ customer_id: row.customer_id, customer: row.customer })}
    />
  );
}
