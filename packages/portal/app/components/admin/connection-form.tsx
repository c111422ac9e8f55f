import { ASSIGNABLE_ROUTES } from '@rigready/core';
import {
  FormActions,
  FormAlert,
  FormToolbar,
  SelectField,
  SwitchField,
  TextField,
  useAsyncAction,
} from '@rigready/ui';
import { type FormEvent, useState } from 'react';
import type { AdminConnectionAnswer } from '../../server/admin/customer-connections.server.js';
import type { AdminChangeAnswer } from '../../server/pages/admin-change-page.server.js';

/** Props of {@link ConnectionForm}. */
export interface ConnectionFormProps {
  /** The connection edited; undefined when adding one. */
  chosen: AdminConnectionAnswer | undefined;
  /** The customers that may get a connection (when adding). */
  customers: string[];
  /** The URL to register at the provider as the redirect URI. */
  callbackUrl: string;
  /** Posts the fields to the page's action; rejects with the refusal (its cause names the wrong fields). */
  submit: (fields: Record<string, string>) => Promise<void>;
  close: () => void;
}

/** The refusal's problems by field, from the answer the overview puts in the error's cause. */
function refusedFields(failure: unknown): Record<string, string> {
  const answer = failure instanceof Error ? (failure.cause as AdminChangeAnswer | undefined) : undefined;
  return answer?.fields ?? {};
}

/**
 * The add and edit form of a customer's company sign-in: customer, issuer, client id and secret (on an
 * edit, blank keeps the stored one, shown only as its last 4 characters), e-mail domains, and the three
 * switches (plain http for a lab, users created at first sign-in with their routes, connection required).
 *
 * @example
 * <ConnectionForm chosen={row} customers={['Northwind Drilling']} callbackUrl={url} submit={submit} close={close} />
 */
export function ConnectionForm({ chosen, customers, callbackUrl, submit, close }: ConnectionFormProps) {
  const [allowHttp, setAllowHttp] = useState(chosen?.allowHttp ?? false);
  const [createUsers, setCreateUsers] = useState(chosen?.createUsers ?? false);
  const [required, setRequired] = useState(chosen?.required ?? false);
  const [routes, setRoutes] = useState<string[]>(chosen?.newUserRoutes ?? []);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useAsyncAction(async (form: HTMLFormElement) => {
    const posted = new FormData(form);
    const text = (name: string) => String(posted.get(name) ?? '');
    setFieldErrors({});
    try {
      await submit({
        intent: chosen ? 'edit' : 'create',
        ...(chosen ? { id: chosen.id } : {}),
        customer: chosen?.customer ?? text('customer'),
        issuer: text('issuer'),
        clientId: text('clientId'),
        clientSecret: text('clientSecret'),
        domains: text('domains'),
        allowHttp: String(allowHttp),
        createUsers: String(createUsers),
        required: String(required),
        newUserRoutes: JSON.stringify(routes),
      });
    } catch (failure) {
      setFieldErrors(refusedFields(failure));
      throw failure;
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.run(event.currentTarget);
  };
  const toggleRoute = (name: string, on: boolean) =>
    setRoutes((current) => (on ? [...current, name] : current.filter((route) => route !== name)));
  return (
    <form className="rr-form rr-admin-form" onSubmit={onSubmit} aria-label="Company sign-in">
      <FormToolbar title="Company sign-in" status={save.error ? 'error' : 'idle'} />
      <p>
        Register this redirect URI at the provider: <code>{callbackUrl}</code>
      </p>
      {chosen ? (
        <p>Customer: {chosen.customer}</p>
      ) : (
        <SelectField
          label="Customer"
          name="customer"
          options={customers}
          required
          error={fieldErrors.customer}
        />
      )}
      <TextField
        label="Issuer URL"
        name="issuer"
        defaultValue={chosen?.issuer ?? ''}
        hint="Entra ID: https://login.microsoftonline.com/<tenant-id>/v2.0 · Okta: https://<org>.okta.com"
        required
        error={fieldErrors.issuer}
      />
      <TextField
        label="Client id"
        name="clientId"
        defaultValue={chosen?.clientId ?? ''}
        required
        error={fieldErrors.clientId}
      />
      <TextField
        label="Client secret"
        name="clientSecret"
        type="password"
        autoComplete="off"
        hint={chosen ? `Stored: ${chosen.secretHint}. Leave blank to keep it.` : undefined}
        required={!chosen}
        error={fieldErrors.clientSecret}
      />
      <TextField
        label="E-mail domains"
        name="domains"
        defaultValue={chosen?.domains.join(', ') ?? ''}
        hint="Separated by commas, e.g. contoso.com, contoso.no"
        required
        error={fieldErrors.domains}
      />
      <SwitchField
        label="Allow a plain-http issuer (a test or lab provider only)"
        checked={allowHttp}
        onCheckedChange={setAllowHttp}
      />
      <SwitchField
        label="Create users at their first sign-in"
        checked={createUsers}
        onCheckedChange={setCreateUsers}
      />
      {createUsers ? (
        <fieldset className="rr-admin-form__routes">
          <legend>Routes of a user created at first sign-in</legend>
          {ASSIGNABLE_ROUTES.map((route) => (
            <SwitchField
              key={route.name}
              label={route.label}
              checked={routes.includes(route.name)}
              onCheckedChange={(on) => toggleRoute(route.name, on)}
            />
          ))}
        </fieldset>
      ) : null}
      <SwitchField
        label="Require this connection (no password, sign-in link or reset for the customer's users)"
        checked={required}
        onCheckedChange={setRequired}
      />
      <FormAlert message={save.error} />
      <FormActions canSubmit submitting={save.pending} onCancel={close} submitLabel="Save" />
    </form>
  );
}
