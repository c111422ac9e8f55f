import { SignInForm, useSnackbar } from '@rigready/ui';
import { data } from 'react-router';
import { useActionCall } from '../components/use-action-call.js';
import { useAnswerSnackbar } from '../components/use-snackbar-message.js';
import { getPortalRuntime } from '../server/access/portal-runtime.server.js';
import { guardPage } from '../server/access/require-page.server.js';
import { IDENTITY_MESSAGES } from '../server/auth/identity-messages.server.js';
import { oidcLoginView } from '../server/auth/oidc-login-page.server.js';
import { readForm } from '../server/http/read-form.server.js';
import type { Route } from './+types/login';
import { forgotPasswordAction, type LoginActionData, signInAction } from './login.server.js';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Sign in · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await guardPage(request);
  const url = new URL(request.url);
  const view = oidcLoginView(getPortalRuntime().identity, url);
  const reset = url.searchParams.get('reset') === 'done';
  return {
    ...view,
    notice: view.message
      ? { message: view.message, tone: 'error' as const }
      : reset
        ? { message: IDENTITY_MESSAGES.resetDone, tone: 'success' as const }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity } = getPortalRuntime();
  // With the password form turned off the provider is the only way in, so its posts are refused too.
  if (!oidcLoginView(identity, new URL(request.url)).passwordSignIn) {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInFailed, username: '' },
      403,
    );
  }
  const form = await readForm(request);
  return form.get('intent') === 'forgot'
    ? forgotPasswordAction(request, form, context)
    : signInAction(request, form, context);
}

// The kit's form clears the password and shows the failure when its callback rejects; the same message goes
// to the global snackbar, as the spec's error catalogue has it. A successful sign-in redirects the fetcher.
function PasswordSignIn() {
  const snackbar = useSnackbar();
  const call = useActionCall<LoginActionData>('/login');
  return (
    <SignInForm
      onSubmit={async ({ username, password }) => {
        const answer = await call({ intent: 'sign-in', username, password });
        if (answer) {
          snackbar.showError(answer.message);
          throw new Error(answer.message);
        }
      }}
      onForgotPassword={async (email) => {
        const answer = await call({ intent: 'forgot', email });
        if (answer?.intent !== 'forgot' || !answer.ok) {
          const message = answer?.message ?? 'Oops.. Check that your email is correct';
          snackbar.showError(message);
          throw new Error(message);
        }
        snackbar.show(answer.message, { tone: 'success' });
      }}
    />
  );
}

export default function Login({ loaderData }: Route.ComponentProps) {
  useAnswerSnackbar(loaderData.notice, (notice) => notice);
  return (
    <main className="rr-auth">
      <section className="rr-auth__card" aria-labelledby="sign-in-title">
        <p className="rr-auth__brand">rigready</p>
        <h1 id="sign-in-title">Sign in</h1>
        {loaderData.provider ? (
          <a className="rr-button rr-auth__provider" data-variant="primary" href={loaderData.provider.href}>
            Sign in with {loaderData.provider.name}
          </a>
        ) : null}
        {loaderData.passwordSignIn ? <PasswordSignIn /> : null}
      </section>
    </main>
  );
}
