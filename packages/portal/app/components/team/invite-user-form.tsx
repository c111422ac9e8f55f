import { FormActions, FormAlert, FormToolbar, TextField, useAsyncAction } from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import { ActionPermissionSwitches } from '../admin/action-permission-switches.js';
import { AccessChoices } from './access-choices.js';

/** Props of {@link InviteUserForm}. */
export interface InviteUserFormProps {
  customer: string;
  assets: readonly { value: string; label: string }[];
  routes: readonly { value: string; label: string }[];
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * The Team page's invitation: the new user's name and e-mail, their assets and pages, and whether they may
 * request and approve (`intent=invite`). The invitee gets a link to choose a password.
 *
 * @example
 * <InviteUserForm customer="Northwind Drilling" assets={assets} routes={routes} submit={submit} />
 */
export function InviteUserForm({ customer, assets, routes, submit }: InviteUserFormProps) {
  const [chosenAssets, setChosenAssets] = useState<string[]>([]);
  const [chosenRoutes, setChosenRoutes] = useState<string[]>([]);
  const [mayRequest, setMayRequest] = useState(true);
  const [mayApprove, setMayApprove] = useState(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const invite = useAsyncAction(async () => {
    const fields = new FormData(form ?? undefined);
    await submit({
      intent: 'invite',
      name: String(fields.get('name') ?? ''),
      email: String(fields.get('email') ?? ''),
      assets: JSON.stringify(chosenAssets),
      routes: JSON.stringify(chosenRoutes),
      mayRequest: String(mayRequest),
      mayApprove: String(mayApprove),
    });
    form?.reset();
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void invite.run();
  };
  return (
    <form ref={setForm} className="rr-form rr-team__invite" onSubmit={onSubmit} aria-label="Invite a user">
      <FormToolbar title={`Invite a user of ${customer}`} status={invite.error ? 'error' : 'idle'} />
      <TextField label="Name" name="name" autoComplete="off" required />
      <TextField label="E-mail" name="email" type="email" autoComplete="off" required />
      <AccessChoices
        customer={customer}
        assets={assets}
        routes={routes}
        chosenAssets={chosenAssets}
        chosenRoutes={chosenRoutes}
        onAssetsChange={setChosenAssets}
        onRoutesChange={setChosenRoutes}
      />
      <ActionPermissionSwitches
        mayRequest={mayRequest}
        mayApprove={mayApprove}
        onMayRequestChange={setMayRequest}
        onMayApproveChange={setMayApprove}
      />
      <FormAlert message={invite.error} />
      <FormActions canSubmit submitting={invite.pending} submitLabel="Send invitation" />
    </form>
  );
}
