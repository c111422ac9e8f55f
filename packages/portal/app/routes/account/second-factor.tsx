import { FormAlert, TextField } from '@rigready/ui';
import { Form } from 'react-router';
import { AuthenticatorEnrolment } from '../../components/second-factor/authenticator-enrolment.js';
import { PasskeySignIn } from '../../components/second-factor/passkey-sign-in.js';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes.js';
import { readForm } from '../../server/http/read-form.server.js';
import {
  secondFactorPageAction,
  secondFactorPageView,
} from '../../server/pages/second-factor-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import type { Route } from './+types/second-factor';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Second factor · rigready' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return secondFactorPageView(request);
}

// A wrong code's 429 keeps its Retry-After on the page answer.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity } = getPortalRuntime();
  return secondFactorPageAction(request, await readForm(request), clientAddress(request, context, identity));
}

function CodeForm() {
  return (
    <Form method="post" className="rr-form">
      <p>Type the 6-digit code your authenticator app shows for rigready, or one of your recovery codes.</p>
      <input type="hidden" name="intent" value="verify" />
      <TextField label="Code" name="code" autoComplete="one-time-code" autoFocus required />
      <div className="rr-form__actions">
        <button type="submit" className="rr-button" data-variant="primary">
          Sign in
        </button>
      </div>
    </Form>
  );
}

// Real forms: the step works without JavaScript, as the sign-in link's page does.
export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok && 'recoveryCodes' in actionData) {
    return (
      <main className="rr-auth">
        <section className="rr-auth__card" aria-labelledby="second-factor-title">
          <p className="rr-auth__brand">rigready</p>
          <h1 id="second-factor-title">Authenticator app set up</h1>
          <RecoveryCodes codes={actionData.recoveryCodes} />
          <a className="rr-button" data-variant="primary" href={actionData.next}>
            I have saved them: continue
          </a>
        </section>
      </main>
    );
  }
  const { step, enrolment, methods } = loaderData;
  const refusal = actionData && !actionData.ok ? actionData : null;
  return (
    <main className="rr-auth">
      <section className="rr-auth__card" aria-labelledby="second-factor-title">
        <p className="rr-auth__brand">rigready</p>
        <h1 id="second-factor-title">{step === 'enrol' ? 'Set up a second factor' : 'Second factor'}</h1>
        <FormAlert message={refusal?.message ?? null} />
        {refusal?.expired ? (
          <a className="rr-button" href="/login">
            Back to sign-in
          </a>
        ) : step === 'verify' ? (
          <>
            {methods.passkey ? <PasskeySignIn /> : null}
            {methods.app ? <CodeForm /> : null}
          </>
        ) : enrolment ? (
          <>
            <p>
              Your account needs a second factor: a code from an authenticator app as well as your password.
            </p>
            <AuthenticatorEnrolment uri={enrolment.uri} secret={enrolment.secret} intent="enrol" />
          </>
        ) : (
          <Form method="post" className="rr-form">
            <input type="hidden" name="intent" value="continue" />
            <div className="rr-form__actions">
              <button type="submit" className="rr-button" data-variant="primary">
                Continue
              </button>
            </div>
          </Form>
        )}
      </section>
    </main>
  );
}
