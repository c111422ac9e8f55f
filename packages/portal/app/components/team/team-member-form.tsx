import { FormActions, FormAlert, FormToolbar, useAsyncAction } from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import type { TeamRow } from '../../server/pages/team-page.server.js';
import { ActionPermissionSwitches } from '../admin/action-permission-switches.js';
import { AccessChoices } from './access-choices.js';
import { MemberNotificationsForm } from './member-notifications-form.js';

/** Props of {@link TeamMemberForm}. */
export interface TeamMemberFormProps {
  member: TeamRow;
  customer: string;
  /** The acting administrator: they cannot disable themselves. */
  self: boolean;
  assets: readonly { value: string; label: string }[];
  routes: readonly { value: string; label: string }[];
  notificationKinds: readonly { name: string; label: string; description: string }[];
  timeZone: string;
  /** Posts the fields to the page's action; rejects with the refusal's message. */
  submit: (fields: Record<string, string>) => Promise<void>;
}

/**
 * One user of the Team page: their assets and pages (`intent=access`), what they may do
 * (`intent=permissions`, not for a guest), what they are notified of (`intent=notifications`) and disabling
 * or enabling them (not oneself), each saved on its own.
 *
 * @example
 * <TeamMemberForm member={row} customer="Northwind Drilling" self={false} assets={assets} routes={routes} notificationKinds={kinds} timeZone="Europe/Oslo" submit={submit} />
 */
export function TeamMemberForm({
  member,
  customer,
  self,
  assets,
  routes,
  notificationKinds,
  timeZone,
  submit,
}: TeamMemberFormProps) {
  const [chosenAssets, setChosenAssets] = useState(member.assets);
  const [chosenRoutes, setChosenRoutes] = useState(member.routesList);
  const acts = member.acting.kind === 'acts' ? member.acting : null;
  const [mayRequest, setMayRequest] = useState(acts?.mayRequest ?? false);
  const [mayApprove, setMayApprove] = useState(acts?.mayApprove ?? false);
  const userid = member.userid;
  const access = useAsyncAction(() =>
    submit({
      intent: 'access',
      userid,
      assets: JSON.stringify(chosenAssets),
      routes: JSON.stringify(chosenRoutes),
    }),
  );
  const permissions = useAsyncAction(() =>
    submit({ intent: 'permissions', userid, mayRequest: String(mayRequest), mayApprove: String(mayApprove) }),
  );
  const standing = useAsyncAction(() => submit({ intent: member.disabled ? 'enable' : 'disable', userid }));
  const saving = (run: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <>
      <form className="rr-form" onSubmit={saving(access.run)} aria-label="Assets and pages">
        <FormToolbar title="Assets and pages" status={access.error ? 'error' : 'idle'} />
        <AccessChoices
          customer={customer}
          assets={assets}
          routes={routes}
          chosenAssets={chosenAssets}
          chosenRoutes={chosenRoutes}
          onAssetsChange={setChosenAssets}
          onRoutesChange={setChosenRoutes}
        />
        <FormAlert message={access.error} />
        <FormActions canSubmit submitting={access.pending} submitLabel="Save assets and pages" />
      </form>
      {acts ? (
        <form className="rr-form" onSubmit={saving(permissions.run)} aria-label="Permissions">
          <FormToolbar title="Permissions" status={permissions.error ? 'error' : 'idle'} />
          <ActionPermissionSwitches
            mayRequest={mayRequest}
            mayApprove={mayApprove}
            onMayRequestChange={setMayRequest}
            onMayApproveChange={setMayApprove}
          />
          <FormAlert message={permissions.error} />
          <FormActions canSubmit submitting={permissions.pending} submitLabel="Save permissions" />
        </form>
      ) : (
        <p>{member.email} is a guest (they have chosen pages): guests never request or approve.</p>
      )}
      <MemberNotificationsForm member={member} kinds={notificationKinds} timeZone={timeZone} />
      {self ? (
        <p>This is you: another administrator of {customer}, or your provider, disables your account.</p>
      ) : (
        <p>
          {member.email} is {member.disabled ? 'disabled: they cannot sign in.' : 'enabled.'}{' '}
          <button
            type="button"
            className="rr-button"
            disabled={standing.pending}
            onClick={() => void standing.run()}
          >
            {member.disabled ? 'Enable' : 'Disable'} {member.email}
          </button>
        </p>
      )}
      <FormAlert message={standing.error} />
    </>
  );
}
