import { TextField, useSnackbar } from '@rigready/ui';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { PasskeyListing } from '../../server/auth/passkeys.server.js';
import type { SecurityActionData } from '../../server/pages/security-page.server.js';
import { useActionCall } from '../use-action-call.js';
import './second-factor.css';

/**
 * The user's passkeys by name, each removable, and a named new one added through the browser's own
 * passkey dialog (the page asks the server for the options, the browser makes the key, the server checks
 * and stores it).
 *
 * @example
 * <PasskeyList passkeys={loaderData.passkeys} />
 */
export function PasskeyList({ passkeys }: { passkeys: PasskeyListing[] }) {
  const snackbar = useSnackbar();
  const call = useActionCall<SecurityActionData>('/settings/security');
  const [busy, setBusy] = useState(false);
  const answered = (answer: SecurityActionData | undefined) => {
    if (answer?.ok) snackbar.show(answer.message, { tone: 'success' });
    else snackbar.showError(answer?.message ?? 'The passkey could not be saved');
  };
  const add = async (name: string) => {
    setBusy(true);
    try {
      const options = await call({ intent: 'passkey-options' });
      if (!options?.passkeyOptions) return answered(options);
      const response = await startRegistration({ optionsJSON: options.passkeyOptions });
      answered(await call({ intent: 'passkey-add', name, response: JSON.stringify(response) }));
    } catch (error) {
      snackbar.showError(`No passkey was made: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {passkeys.length > 0 ? (
        <ul aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              {passkey.name}{' '}
              <button
                type="button"
                className="rr-button"
                onClick={async () => answered(await call({ intent: 'passkey-remove', id: passkey.id }))}
              >
                Remove {passkey.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No passkeys yet.</p>
      )}
      <form
        className="rr-form"
        onSubmit={(event) => {
          event.preventDefault();
          void add(String(new FormData(event.currentTarget).get('name') ?? ''));
        }}
      >
        <TextField label="Name of the new passkey" name="name" maxLength={60} required />
        <div className="rr-form__actions">
          <button type="submit" className="rr-button" disabled={busy} aria-busy={busy || undefined}>
            Add a passkey
          </button>
        </div>
      </form>
    </>
  );
}
