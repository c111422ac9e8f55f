import { DataTable, type DataTableColumn, ModalDialog, useSnackbar } from '@rigready/ui';
import { useState } from 'react';
import { InviteUserForm } from '../../components/team/invite-user-form.js';
import { TeamMemberForm } from '../../components/team/team-member-form.js';
import { useActionCall } from '../../components/use-action-call.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import type { ActionAnswer } from '../../server/pages/action-answer.server.js';
import { type TeamRow, teamAction, teamPage } from '../../server/pages/team-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { permissionWords } from '../../shared/action-permission-words.js';
import type { Route } from './+types/team';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Team · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  return teamPage(getPortalRuntime(), identity);
}

export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  return teamAction(getPortalRuntime(), identity, await readForm(request));
}

const COLUMNS: DataTableColumn<TeamRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, width: 180, pinned: true },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email, width: 232, primary: true },
  {
    id: 'status',
    header: 'Status',
    accessor: (row) => (row.disabled ? 'Disabled' : row.customerAdmin ? 'Administrator' : 'Enabled'),
    width: 120,
    primary: true,
  },
  { id: 'assets', header: 'Assets', accessor: (row) => row.assets.join(', ') || 'All', width: 160 },
  { id: 'routes', header: 'Pages', accessor: (row) => row.routesList.join(', ') || 'All', width: 160 },
  {
    id: 'may',
    header: 'May',
    accessor: (row) => (row.acting.kind === 'acts' ? permissionWords(row.acting) : 'never act (guest)'),
    width: 160,
  },
];

export default function Team({ loaderData }: Route.ComponentProps) {
  const {
    customer,
    selfId,
    members,
    invitations,
    customerAssets,
    routes,
    changes,
    notificationKinds,
    timeZone,
  } = loaderData;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const call = useActionCall<ActionAnswer>('/team');
  const snackbar = useSnackbar();
  const submit = async (fields: Record<string, string>) => {
    const answer = await call(fields);
    if (!answer?.ok) throw new Error(answer?.message ?? 'The change was not saved');
    snackbar.show(answer.message, { tone: 'success' });
  };
  const assets = customerAssets.map((asset) => ({ value: asset, label: asset }));
  const pages = routes.map((route) => ({ value: route.name, label: route.label }));
  const chosen = members.find((member) => member.userid === chosenId);
  const columns: DataTableColumn<TeamRow>[] = [
    ...COLUMNS.slice(0, 1),
    {
      id: 'manage',
      header: 'Manage',
      type: 'action',
      width: 96,
      filterable: false,
      searchable: false,
      primary: true,
      accessor: () => 'Manage',
      actionLabel: () => 'Manage',
      onAction: (row) => setChosenId(row.userid),
    },
    ...COLUMNS.slice(1),
  ];
  return (
    <div className="rr-page rr-team">
      <h1>Team</h1>
      <p>
        The users of {customer}. You invite, disable and enable them, and set their assets, pages and what
        they may request and approve. Your provider sees every change in its audit log.
      </p>
      <DataTable
        label={`Users of ${customer}`}
        rows={members}
        columns={columns}
        defaultSortColumnId="email"
        searchPlaceholder="Search (name, e-mail etc..)"
        emptyMessage="No users"
      />
      <ModalDialog
        open={chosen !== undefined}
        onOpenChange={(open) => (open ? undefined : setChosenId(null))}
        title={chosen ? `${chosen.name || chosen.email} (${chosen.email})` : 'User'}
        size="lg"
      >
        {chosen ? (
          <TeamMemberForm
            key={chosen.userid}
            member={chosen}
            customer={customer}
            self={chosen.userid === selfId}
            assets={assets}
            routes={pages}
            notificationKinds={notificationKinds}
            timeZone={timeZone}
            submit={submit}
          />
        ) : null}
      </ModalDialog>
      <InviteUserForm customer={customer} assets={assets} routes={pages} submit={submit} />
      <section aria-labelledby="team-invitations">
        <h2 id="team-invitations">Pending invitations</h2>
        {invitations.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {invitations.map((invitation) => (
              <li key={invitation.email}>
                {invitation.name} ({invitation.email}), until {invitation.expiresAt.slice(0, 10)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="team-changes">
        <h2 id="team-changes">Changes</h2>
        <ol className="rr-audit__entries">
          {changes.map((change) => (
            <li key={change.id}>
              <p className="rr-audit__line">{change.line}</p>
              {change.details.length > 0 ? (
                <ul className="rr-audit__details">
                  {change.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
