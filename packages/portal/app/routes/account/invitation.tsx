import { FORM_MESSAGES, PASSWORD_MIN_LENGTH } from '@rigready/core';
import { FormAlert, TextField } from '@rigready/ui';
import { data, Form } from 'react-router';
import { guardPage } from '../../server/access/require-page.server.js';
import { IDENTITY_MESSAGES } from '../../server/auth/identity-messages.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { acceptInvitationAction } from '../../server/pages/invitation-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { invitationForToken } from '../../server/team/user-invitations.server.js';
import type { Route } from './+types/invitation';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Accept invitation · rigready' }, { name: 'referrer', content: 'no-referrer' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await guardPage(request);
  const runtime = getPortalRuntime();
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const invitation = token === '' ? null : await invitationForToken(runtime.handle, token, runtime.now());
  return invitation
    ? { token, invitation, message: null }
    : { token: '', invitation: null, message: IDENTITY_MESSAGES.invitationInvalid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const password = String(form.get('newPassword') ?? '');
  if (password !== String(form.get('confirmPassword') ?? ''))
    return data({ message: FORM_MESSAGES.passwordsDiffer }, 400);
  return acceptInvitationAction(request, context, String(form.get('token') ?? ''), password);
}

// A real form, like the reset page: the link in the e-mail works without JavaScript.
export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData?.message ?? loaderData.message;
  const { invitation } = loaderData;
  return (
    <main className="rr-auth">
      <section className="rr-auth__card" aria-labelledby="invitation-title">
        <p className="rr-auth__brand">rigready</p>
        <h1 id="invitation-title">Accept invitation</h1>
        {invitation ? (
          <p>
            Welcome, {invitation.name}. Choose the password of {invitation.email} for {invitation.customer}'s
            portal.
          </p>
        ) : null}
        <FormAlert message={message} />
        {invitation ? (
          <Form method="post" className="rr-form">
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
            <TextField
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
            />
            <div className="rr-form__actions">
              <button type="submit" className="rr-button" data-variant="primary">
                Set password and sign in
              </button>
            </div>
          </Form>
        ) : (
          <a className="rr-button" href="/login">
            Back to sign-in
          </a>
        )}
      </section>
    </main>
  );
}
