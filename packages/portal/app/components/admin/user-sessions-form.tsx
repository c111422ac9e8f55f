import { FormActions, FormAlert, FormToolbar, useAsyncAction } from '@rigready/ui';
import type { FormEvent } from 'react';

/** Props of {@link UserSessionsForm}. */
export interface UserSessionsFormProps {
  userId: string;
  email: string;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The user dialog's part that signs a user out everywhere (`intent=end-sessions`): every session and the
 * bearer tokens issued for them end; the user signs in again with what they know.
 *
 * @example
 * <UserSessionsForm userId={row.userid} email={row.email} submit={submit} />
 */
export function UserSessionsForm({ userId, email, submit }: UserSessionsFormProps) {
  const end = useAsyncAction(() => submit({ intent: 'end-sessions', userid: userId }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void end.run();
  };
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Sessions">
      <FormToolbar title="Sessions" status={end.error ? 'error' : 'idle'} />
      <p>Sign {email} out on every device, as when a device is lost. They sign in again to go on.</p>
      <FormAlert message={end.error} />
      <FormActions canSubmit submitting={end.pending} submitLabel="End all sessions" />
    </form>
  );
}
