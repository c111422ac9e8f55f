import { useSnackbar } from '@rigready/ui';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { SecondFactorActionData } from '../../server/pages/second-factor-page.server.js';
import { useActionCall } from '../use-action-call.js';

/**
 * The second step with a passkey: the server's challenge for this sign-in, the browser's passkey dialog,
 * then the signed answer back; a right one redirects to the landing page.
 *
 * @example
 * {methods.passkey ? <PasskeySignIn /> : null}
 */
export function PasskeySignIn() {
  const snackbar = useSnackbar();
  const call = useActionCall<SecondFactorActionData>('/login/second-factor');
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const options = await call({ intent: 'passkey-options' });
      if (!options?.ok || !('passkeyOptions' in options)) {
        snackbar.showError(options && !options.ok ? options.message : 'The passkey sign-in could not start');
        return;
      }
      // The server's options type names its enumerations as plain strings; the JSON is the same.
      const optionsJSON = options.passkeyOptions as Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const response = await startAuthentication({ optionsJSON });
      const answer = await call({ intent: 'passkey', response: JSON.stringify(response) });
      if (answer && !answer.ok) snackbar.showError(answer.message);
    } catch (error) {
      snackbar.showError(`No passkey was used: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rr-form__actions">
      <button
        type="button"
        className="rr-button"
        data-variant="primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void signIn()}
      >
        Use a passkey
      </button>
    </div>
  );
}
