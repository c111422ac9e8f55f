import { FormActions, FormAlert, FormToolbar, useAsyncAction } from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import type { UserActing } from '../../server/pages/user-permissions-page.server.js';
import { NEVER_ACTS } from '../../shared/action-permission-words.js';
import { ActionPermissionSwitches } from './action-permission-switches.js';

/** Props of {@link UserPermissionsForm}. */
export interface UserPermissionsFormProps {
  userId: string;
  email: string;
  acting: UserActing;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The edit dialog's second part: whether a customer's user may make requests and may approve quotes,
 * reports and NCR dispositions, saved on its own (`intent=permissions`). A guest or an admin never acts:
 * the part says so and why, with nothing to change.
 *
 * @example
 * <UserPermissionsForm userId={row.userid} email={row.email} acting={row.acting} submit={submit} />
 */
export function UserPermissionsForm({ userId, email, acting, submit }: UserPermissionsFormProps) {
  const [mayRequest, setMayRequest] = useState(acting.kind === 'acts' && acting.mayRequest);
  const [mayApprove, setMayApprove] = useState(acting.kind === 'acts' && acting.mayApprove);
  const save = useAsyncAction(() =>
    submit({
      intent: 'permissions',
      userid: userId,
      mayRequest: String(mayRequest),
      mayApprove: String(mayApprove),
    }),
  );
  if (acting.kind === 'never') {
    const { who, why } = NEVER_ACTS[acting.reason];
    return (
      <section className="rr-form rr-admin-form" aria-label="Permissions">
        <FormToolbar title="Permissions" status="idle" />
        <p>
          Never acts: {email} is {who}, and {why}.
        </p>
      </section>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Permissions">
      <FormToolbar title="Permissions" status={save.error ? 'error' : 'idle'} />
      <ActionPermissionSwitches
        mayRequest={mayRequest}
        mayApprove={mayApprove}
        onMayRequestChange={setMayRequest}
        onMayApproveChange={setMayApprove}
      />
      <FormAlert message={save.error} />
      <FormActions canSubmit submitting={save.pending} submitLabel="Save permissions" />
    </form>
  );
}
