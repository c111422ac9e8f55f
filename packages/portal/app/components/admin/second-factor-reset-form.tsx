import { FormActions, FormAlert, FormToolbar, useAsyncAction } from '@rigready/ui';
import type { FormEvent } from 'react';

/** Props of {@link SecondFactorResetForm}. */
export interface SecondFactorResetFormProps {
  userId: string;
  email: string;
  /** Whether the user has an authenticator app or a passkey. */
  hasSecondFactor: boolean;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The user dialog's part for a lost phone or key: removes the user's authenticator app, recovery codes and
 * passkeys (`intent=second-factor-reset`), so they sign in with the password alone, or set up a new app where one is
 * required.
 *
 * @example
 * <SecondFactorResetForm userId={row.userid} email={row.email} hasSecondFactor submit={submit} />
 */
export function SecondFactorResetForm({
  userId,
  email,
  hasSecondFactor,
  submit,
}: SecondFactorResetFormProps) {
  const reset = useAsyncAction(() => submit({ intent: 'second-factor-reset', userid: userId, email }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reset.run();
  };
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Second factor">
      <FormToolbar title="Second factor" status={reset.error ? 'error' : 'idle'} />
      <p>
        {hasSecondFactor
          ? `${email} has a second factor. Reset it when the phone or key is lost: the next sign-in asks for a new one where one is required.`
          : `${email} has no second factor set up.`}
      </p>
      <FormAlert message={reset.error} />
      <FormActions canSubmit={hasSecondFactor} submitting={reset.pending} submitLabel="Reset second factor" />
    </form>
  );
}
