import {
  ASSIGNABLE_ROUTE_NAMES,
  type AssignableRouteName,
  routeChanges,
  type UserFormValues,
} from '@rigready/core';
import { UserForm, type UserFormProps } from '@rigready/ui';
import type { UserWithPermissions } from '../../server/pages/user-permissions-page.server.js';
import { UserStandingForm } from '../team/user-standing-form.js';
import type { AdminOverviewForm } from './admin-overview.js';
import { SecondFactorResetForm } from './second-factor-reset-form.js';
import { UserPermissionsForm } from './user-permissions-form.js';
import { UserSessionsForm } from './user-sessions-form.js';

const isAssignable = (route: string): route is AssignableRouteName =>
  (ASSIGNABLE_ROUTE_NAMES as readonly string[]).includes(route);

/** The create or edit post of the user form: an edit sends the routes removed and added. */
function userFields(values: UserFormValues, chosen: UserWithPermissions | undefined): Record<string, string> {
  const lists = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    assets: JSON.stringify(values.assets),
    excludedAssets: JSON.stringify(values.excludedAssets),
  };
  if (!chosen)
    return { intent: 'create', ...lists, customer: values.customer, routes: JSON.stringify(values.routes) };
  const { removed, added } = routeChanges(chosen.routesList, values.routes);
  return {
    intent: 'edit',
    ...lists,
    userid: chosen.userid,
    old_email: chosen.email,
    removedRoutes: JSON.stringify(removed),
    addedRoutes: JSON.stringify(added),
  };
}

/** Props of {@link UserDialogForms}: the overview's form hand-over, and the customers to choose from. */
export interface UserDialogFormsProps extends AdminOverviewForm<UserWithPermissions> {
  customers: UserFormProps['customers'];
  /** The ids of the users who have a second factor. */
  withSecondFactor: readonly string[];
}

/**
 * The user overview's dialog: the user form and, for a user being edited, their permissions, standing,
 * second factor and sessions.
 *
 * @example
 * <UserDialogForms mode="edit" chosen={row} submit={submit} close={close} customers={customers} withSecondFactor={[]} />
 */
export function UserDialogForms({
  mode,
  chosen,
  submit,
  close,
  customers,
  withSecondFactor,
}: UserDialogFormsProps) {
  return (
    <>
      <UserForm
        mode={mode}
        customers={customers}
        defaultValues={
          chosen
            ? {
                name: chosen.name,
                email: chosen.email,
                phone: chosen.phone ?? '',
                customer: chosen.customer ?? '',
                assets: chosen.assets,
                excludedAssets: chosen.excludedAssets,
                routes: chosen.routesList.filter(isAssignable),
              }
            : undefined
        }
        onSubmit={(values) => submit(userFields(values, chosen))}
        onCancel={close}
      />
      {chosen ? (
        <UserPermissionsForm
          userId={chosen.userid}
          email={chosen.email}
          acting={chosen.acting}
          submit={submit}
        />
      ) : null}
      {chosen?.customer ? (
        <UserStandingForm
          userId={chosen.userid}
          email={chosen.email}
          customer={chosen.customer}
          disabled={chosen.disabled}
          customerAdmin={chosen.customerAdmin}
          submit={submit}
        />
      ) : null}
      {chosen ? (
        <SecondFactorResetForm
          userId={chosen.userid}
          email={chosen.email}
          hasSecondFactor={withSecondFactor.includes(chosen.userid)}
          submit={submit}
        />
      ) : null}
      {chosen ? <UserSessionsForm userId={chosen.userid} email={chosen.email} submit={submit} /> : null}
    </>
  );
}
