import type { CreateCustomerFormValues, EditCustomerFormValues } from '@rigready/core';
import {
  ConfirmDialog,
  CustomerForm,
  type CustomerFormInput,
  DataTable,
  type DataTableColumn,
  ModalDialog,
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
  type AdminCustomerAnswer,
  createCustomer,
  deleteCustomer,
  editCustomer,
  listCustomers,
} from '../server/admin/admin-accounts.server.js';
import type { Route } from './+types/customers';
import {
  type AdminChangeAnswer,
  formList,
  formObject,
  formText,
  runAdminChange,
} from './admin-change.server.js';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Customer Overview · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  return { customers: await listCustomers(getPortalRuntime().handle) };
}

// One action per intent, each through the admin service the /api calls use (validated and audited there).
export async function action({ request }: Route.ActionArgs) {
  return runAdminChange(request, async (form, change) => {
    const intent = formText(form, 'intent');
    const customer = formText(form, 'customer');
    if (intent === 'create') {
      await createCustomer(change, {
        customer,
        org_no: formText(form, 'org_no'),
        rig: formText(form, 'rig'),
        assets: formList(form, 'assets'),
        features: formObject(form, 'features'),
      });
      return `Customer ${customer} created`;
    }
    if (intent === 'edit') {
      await editCustomer(change, {
        customer_id: formText(form, 'customer_id'),
        customer,
        org_no: formText(form, 'org_no'),
        rig: formText(form, 'rig'),
        assets: formList(form, 'assets'),
        features: formObject(form, 'features'),
      });
      return `Customer ${customer} saved`;
    }
    if (intent === 'delete') {
      await deleteCustomer(change, { customer_id: formText(form, 'customer_id') });
      return `Customer ${customer} deleted`;
    }
    throw new AdminChangeError(400, `Invalid intent: create, edit or delete, not '${intent}'`);
  });
}

type CustomerRow = AdminCustomerAnswer;
type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; customerId: string };

function customerColumns(open: (dialog: Dialog) => void): DataTableColumn<CustomerRow>[] {
  return [
    { id: 'customer', header: 'Customer', accessor: (row) => row.customer, width: 220 },
    { id: 'customer_id', header: 'Customer ID', accessor: (row) => row.customer_id },
    { id: 'org_no', header: 'Organization No.', accessor: (row) => row.org_no, width: 160 },
    { id: 'rig', header: 'Rig', accessor: (row) => row.rig },
    { id: 'assets', header: 'Assets', accessor: (row) => row.assetList.join(', '), width: 260 },
    {
      id: 'edit',
      header: 'Edit',
      type: 'action',
      width: 90,
      filterable: false,
      searchable: false,
      accessor: () => 'Edit',
      onAction: (row) => open({ kind: 'edit', customerId: row.customer_id }),
    },
    {
      id: 'delete',
      header: 'Delete',
      type: 'action',
      width: 90,
      filterable: false,
      searchable: false,
      accessor: () => 'Delete',
      onAction: (row) => open({ kind: 'delete', customerId: row.customer_id }),
    },
  ];
}

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

/** Throws the refusal's message, so the form's toolbar (or the confirm dialog) turns red and says why. */
function expectOk(answer: AdminChangeAnswer | undefined): AdminChangeAnswer {
  if (!answer?.ok) throw new Error(answer?.message ?? 'The change was not saved');
  return answer;
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { customers } = loaderData;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const call = useActionCall<AdminChangeAnswer>('/customers');
  const snackbar = useSnackbar();
  const columns = useMemo(() => customerColumns(setDialog), []);
  const chosen =
    dialog && dialog.kind !== 'create'
      ? customers.find((c) => c.customer_id === dialog.customerId)
      : undefined;
  const close = () => setDialog(null);
  const report = (answer: AdminChangeAnswer) => snackbar.show(answer.message, { tone: 'success' });

  const save = async (values: CreateCustomerFormValues | EditCustomerFormValues) => {
    const fields = {
      customer: values.customer,
      org_no: values.org_no,
      rig: values.rig ?? '',
      assets: JSON.stringify(values.assets),
      features: JSON.stringify(values.features),
    };
    const answer = chosen
      ? await call({ intent: 'edit', customer_id: chosen.customer_id, ...fields })
      : await call({ intent: 'create', ...fields });
    report(expectOk(answer));
  };

  return (
    <div className="rr-page rr-customers">
      <div className="rr-page__header">
        <h1>Customer Overview</h1>
        <button
          type="button"
          className="rr-button rr-icon-button"
          data-variant="primary"
          aria-label="Create customer"
          title="Create customer"
          onClick={() => setDialog({ kind: 'create' })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p>
        <Link to="/users">User Overview</Link> · <Link to="/audit">Audit log</Link>
      </p>
      <DataTable
        label="Customers"
        rows={customers}
        columns={columns}
        searchPlaceholder="Search (customer, organization no., asset etc..)"
        emptyMessage="No customers"
      />
      <ModalDialog
        open={dialog?.kind === 'create' || (dialog?.kind === 'edit' && chosen !== undefined)}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Customer"
        size="lg"
      >
        {dialog?.kind === 'create' || chosen ? (
          <CustomerForm
            key={chosen?.customer_id ?? 'new'}
            mode={chosen ? 'edit' : 'create'}
            defaultValues={chosen ? formValues(chosen) : undefined}
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete' && chosen !== undefined}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Delete customer"
        description={`Delete ${chosen?.customer} (${chosen?.customer_id})? A customer that still has users or data is not deleted.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          if (!chosen) return;
          report(
            expectOk(
              await call({ intent: 'delete', customer_id: chosen.customer_id, customer: chosen.customer }),
            ),
          );
        }}
      />
    </div>
  );
}
