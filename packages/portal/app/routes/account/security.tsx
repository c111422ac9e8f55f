import { Form, useActionData } from 'react-router';
import { AuthenticatorEnrolment } from '../../components/second-factor/authenticator-enrolment.js';
import { PasskeyList } from '../../components/second-factor/passkey-list.js';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { securityPageAction, securityPageView } from '../../server/pages/security-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { clientAddress } from '../../server/security/request-context.server.js';
import type { Route } from './+types/security';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Security · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return securityPageView(await requirePageUser(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const address = clientAddress(request, context, getPortalRuntime().identity);
  return securityPageAction(identity, await readForm(request), address);
}

function IntentButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="rr-button">
        {label}
      </button>
    </Form>
  );
}

export default function Security({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { hasApp, recoveryCodesLeft, required, enrolment, passkeys } = loaderData;
  return (
    <div className="rr-page">
      <h1>Security</h1>
      {answer?.recoveryCodes ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
      <section aria-labelledby="app-title" className="rr-second-factor__section">
        <h2 id="app-title">Authenticator app</h2>
        <p>
          A second factor: after your password or a mailed sign-in link, rigready asks for the 6-digit code
          your app shows. {required ? 'Your account must have one.' : null} Signing in through your company's
          sign-in is not asked for it: your company's own checks apply.
        </p>
        {hasApp ? (
          <>
            <p>Set up. Recovery codes left: {recoveryCodesLeft} of 10.</p>
            <IntentButton intent="recovery-codes" label="Make new recovery codes" />
            {required ? null : <IntentButton intent="remove" label="Remove the authenticator app" />}
          </>
        ) : enrolment ? (
          <AuthenticatorEnrolment uri={enrolment.uri} secret={enrolment.secret} intent="enrol" />
        ) : null}
      </section>
      <section aria-labelledby="passkeys-title" className="rr-second-factor__section">
        <h2 id="passkeys-title">Passkeys</h2>
        <p>
          A passkey (this device's fingerprint or face unlock, a security key) can stand in for the app's code
          at sign-in.
        </p>
        <PasskeyList passkeys={passkeys} />
      </section>
    </div>
  );
}
