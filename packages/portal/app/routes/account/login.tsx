import { SignInForm, TextField, useSnackbar } from '@rigready/ui';
import { useState } from 'react';
import { data, Form } from 'react-router';
import { useActionCall } from '../../components/use-action-call.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { guardPage } from '../../server/access/require-page.server.js';
import { companyLoginMessage } from '../../server/auth/company-login-messages.server.js';
import { cookieOverHttpWarning } from '../../server/auth/cookie-over-http.server.js';
import { anyConnection } from '../../server/auth/customer-connection.server.js';
import { IDENTITY_MESSAGES } from '../../server/auth/identity-messages.server.js';
import { oidcLoginView } from '../../server/auth/oidc-login-page.server.js';
import { SIGN_IN_LINK_PARAM, signInLinkUsable } from '../../server/auth/sign-in-link.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { companySignInAction } from '../../server/pages/company-login.server.js';
import {
  forgotPasswordAction,
  type LoginActionData,
  linkSignInAction,
  signInAction,
  signInLinkRequestAction,
} from '../../server/pages/login-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/login';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Sign in · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await guardPage(request);
  const url = new URL(request.url);
  const runtime = getPortalRuntime();
  const view = oidcLoginView(runtime.identity, url);
  const reset = url.searchParams.get('reset') === 'done';
  const link = url.searchParams.get(SIGN_IN_LINK_PARAM);
  // Only checked here; the button's post uses it up, so a mail scanner opening the link does not.
  const linkToken = link && view.passwordSignIn && (await signInLinkUsable(runtime, link)) ? link : null;
  const message = view.message ?? companyLoginMessage(url);
  return {
    ...view,
    companySignIn: await anyConnection(runtime.handle),
    linkToken,
    cookieWarning: cookieOverHttpWarning(request, runtime.identity.secureCookies),
    notice: message
      ? { message, tone: 'error' as const }
      : link !== null && !linkToken
        ? { message: IDENTITY_MESSAGES.signInLinkInvalid, tone: 'error' as const }
        : reset
          ? { message: IDENTITY_MESSAGES.resetDone, tone: 'success' as const }
          : null,
  };
}

const ACTIONS = {
  forgot: forgotPasswordAction,
  'sign-in-link': signInLinkRequestAction,
  'use-link': linkSignInAction,
} as const;

const isAction = (intent: unknown): intent is keyof typeof ACTIONS =>
  typeof intent === 'string' && Object.hasOwn(ACTIONS, intent);

// A page answer carries only the headers a route declares: the action's Retry-After goes out with its 429.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity } = getPortalRuntime();
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'company') return companySignInAction(form);
  // With the password form turned off the provider is the only way in, so its posts are refused too.
  if (!oidcLoginView(identity, new URL(request.url)).passwordSignIn) {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInFailed, username: '' },
      403,
    );
  }
  return isAction(intent) ? ACTIONS[intent](request, form, context) : signInAction(request, form, context);
}

// The failure goes to the global snackbar, as the spec's error catalogue has it, and only there: the kit's
// form, told so, only clears the password when its callback rejects. A successful sign-in redirects the
// fetcher.
function PasswordSignIn() {
  const snackbar = useSnackbar();
  const call = useActionCall<LoginActionData>('/login');
  return (
    <SignInForm
      hostShowsFailure
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

// For the owner while wrong guesses (theirs or a stranger's) make the password wait: a link by e-mail.
function SignInLinkRequest() {
  const snackbar = useSnackbar();
  const call = useActionCall<LoginActionData>('/login');
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState(false);
  // The field exists only while the section is open: the sign-in form's E-mail stays the page's only one.
  return (
    <details className="rr-auth__link-request" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>E-mail me a sign-in link</summary>
      {open ? (
        <form
          className="rr-form"
          onSubmit={async (event) => {
            event.preventDefault();
            const email = String(new FormData(event.currentTarget).get('email') ?? '');
            setSending(true);
            const answer = await call({ intent: 'sign-in-link', email });
            setSending(false);
            if (answer?.intent === 'sign-in-link' && answer.ok)
              snackbar.show(answer.message, { tone: 'success' });
            else snackbar.showError(answer?.message ?? 'Oops.. Check that your email is correct');
          }}
        >
          <TextField label="E-mail for the link" name="email" type="email" autoComplete="username" required />
          <div className="rr-form__actions">
            <button type="submit" className="rr-button" disabled={sending} aria-busy={sending || undefined}>
              Send the link
            </button>
          </div>
        </form>
      ) : null}
    </details>
  );
}

// A real form: its answer is a redirect to the company's provider. As in the link request, the field
// exists only while the section is open, so the sign-in form's E-mail stays the page's only one.
function CompanySignIn() {
  const [open, setOpen] = useState(false);
  return (
    <details className="rr-auth__link-request" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Sign in with your company account</summary>
      {open ? (
        <Form method="post" className="rr-form">
          <input type="hidden" name="intent" value="company" />
          <TextField label="Company address" name="email" type="email" autoComplete="username" required />
          <div className="rr-form__actions">
            <button type="submit" className="rr-button">
              Continue to your company sign-in
            </button>
          </div>
        </Form>
      ) : null}
    </details>
  );
}

// The page a mailed sign-in link opens: a real form, so the link works without JavaScript.
function LinkSignIn({ token }: { token: string }) {
  return (
    <Form method="post" className="rr-form">
      <p>Sign in with the link from your e-mail. It works once.</p>
      <input type="hidden" name="intent" value="use-link" />
      <input type="hidden" name="token" value={token} />
      <div className="rr-form__actions">
        <button type="submit" className="rr-button" data-variant="primary">
          Sign in
        </button>
      </div>
    </Form>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  useAnswerSnackbar(
    actionData?.intent === 'use-link' || actionData?.intent === 'company' ? actionData : null,
    (answer) => ({
      message: answer.message,
      tone: 'error' as const,
    }),
  );
  useAnswerSnackbar(loaderData.notice, (notice) => notice);
  return (
    <main className="rr-auth">
      <section className="rr-auth__card" aria-labelledby="sign-in-title">
        <p className="rr-auth__brand">rigready</p>
        <h1 id="sign-in-title">Sign in</h1>
        {loaderData.cookieWarning ? (
          <p className="rr-auth__warning" role="alert">
            {loaderData.cookieWarning}
          </p>
        ) : null}
        {loaderData.provider ? (
          <a className="rr-button rr-auth__provider" data-variant="primary" href={loaderData.provider.href}>
            Sign in with {loaderData.provider.name}
          </a>
        ) : null}
        {loaderData.linkToken ? (
          <LinkSignIn token={loaderData.linkToken} />
        ) : loaderData.passwordSignIn ? (
          <>
            <PasswordSignIn />
            <SignInLinkRequest />
          </>
        ) : null}
        {loaderData.companySignIn && !loaderData.linkToken ? <CompanySignIn /> : null}
      </section>
    </main>
  );
}
