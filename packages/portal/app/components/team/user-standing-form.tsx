import { FormActions, FormAlert, FormToolbar, SwitchField, useAsyncAction } from '@rigready/ui';
import { type FormEvent, useState } from 'react';

/** Props of {@link UserStandingForm}. */
export interface UserStandingFormProps {
  userId: string;
  email: string;
  customer: string;
  disabled: boolean;
  customerAdmin: boolean;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The User Overview's edit dialog, third part: whether a customer's user administers their customer's
 * users (`intent=customer-admin`) and whether the account is disabled (`intent=disable` or `enable`),
 * each saved on its own.
 *
 * @example
 * <UserStandingForm userId={row.userid} email={row.email} customer={row.customer} disabled={false} customerAdmin submit={submit} />
 */
export function UserStandingForm({
  userId,
  email,
  customer,
  disabled,
  customerAdmin,
  submit,
}: UserStandingFormProps) {
  const [administers, setAdministers] = useState(customerAdmin);
  const save = useAsyncAction(() =>
    submit({ intent: 'customer-admin', userid: userId, customerAdmin: String(administers) }),
  );
  const toggle = useAsyncAction(() => submit({ intent: disabled ? 'enable' : 'disable', userid: userId }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Account">
      <FormToolbar title="Account" status={save.error || toggle.error ? 'error' : 'idle'} />
      <SwitchField
        label={`Administers ${customer}'s users`}
        checked={administers}
        onCheckedChange={setAdministers}
      />
      <p>
        {email} is {disabled ? 'disabled: they cannot sign in.' : 'enabled.'}{' '}
        <button
          type="button"
          className="rr-button"
          disabled={toggle.pending}
          onClick={() => void toggle.run()}
        >
          {disabled ? 'Enable' : 'Disable'} {email}
        </button>
      </p>
      <FormAlert message={save.error ?? toggle.error} />
      <FormActions canSubmit submitting={save.pending} submitLabel="Save account" />
    </form>
  );
}
