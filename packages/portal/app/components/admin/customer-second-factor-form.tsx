import { FormActions, FormAlert, FormToolbar, SwitchField, useAsyncAction } from '@rigready/ui';
import { type FormEvent, useState } from 'react';

/** Props of {@link CustomerSecondFactorForm}. */
export interface CustomerSecondFactorFormProps {
  customer: string;
  required: boolean;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The customer dialog's part on sign-in: whether the customer's users must have a second factor, saved
 * on its own (`intent=second-factor`).
 *
 * @example
 * <CustomerSecondFactorForm customer={row.customer} required={row.secondFactorRequired} submit={submit} />
 */
export function CustomerSecondFactorForm({ customer, required, submit }: CustomerSecondFactorFormProps) {
  const [checked, setChecked] = useState(required);
  const save = useAsyncAction(() => submit({ intent: 'second-factor', customer, required: String(checked) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Sign-in">
      <FormToolbar title="Sign-in" status={save.error ? 'error' : 'idle'} />
      <SwitchField
        label="Second factor required for its users (authenticator app after the password)"
        checked={checked}
        onCheckedChange={setChecked}
      />
      <FormAlert message={save.error} />
      <FormActions canSubmit submitting={save.pending} submitLabel="Save sign-in" />
    </form>
  );
}
