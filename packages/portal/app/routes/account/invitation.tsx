import { FORM_MESSAGES } from '@rigready/core';
import { FormAlert } from '@rigready/ui';
import { data } from 'react-router';
import { NewPasswordForm } from '../../components/account/new-password-form.js';
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
          <NewPasswordForm token={loaderData.token} submitLabel="Set password and sign in" />
        ) : (
          <a className="rr-button" href="/login">
            Back to sign-in
          </a>
        )}
      </section>
    </main>
  );
}
