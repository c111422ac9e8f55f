import type { CreateCustomerFormValues, EditCustomerFormValues } from '@rigready/core';
import { CustomerForm, type CustomerFormInput } from '@rigready/ui';
import type { AdminCustomerAnswer } from '../../server/admin/customer-accounts.server.js';
import type { AdminOverviewForm } from './admin-overview.js';
import { CustomerSecondFactorForm } from './customer-second-factor-form.js';

function formValues(row: AdminCustomerAnswer): Partial<Omit<CustomerFormInput, 'features'>> & {
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
  chosen: AdminCustomerAnswer | undefined,
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

/** Props of {@link CustomerDialogForms}: the overview's form hand-over, and who must use a second factor. */
export interface CustomerDialogFormsProps extends AdminOverviewForm<AdminCustomerAnswer> {
  /** The customers whose users must sign in with a second factor. */
  secondFactorRequired: readonly string[];
}

/**
 * The customer overview's dialog: the customer form and, for a customer being edited, its second-factor
 * rule.
 *
 * @example
 * <CustomerDialogForms mode="edit" chosen={row} submit={submit} close={close} secondFactorRequired={[]} />
 */
export function CustomerDialogForms({
  mode,
  chosen,
  submit,
  close,
  secondFactorRequired,
}: CustomerDialogFormsProps) {
  return (
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
          required={secondFactorRequired.includes(chosen.customer)}
          submit={submit}
        />
      ) : null}
    </>
  );
}
