import { QrCode, TextField } from '@rigready/ui';
import { Form } from 'react-router';
import './second-factor.css';

/**
 * Setting up an authenticator app: the otpauth URI as a QR code and as text (for an app on this very
 * device, or typing the secret in), then a code from the app to confirm it. Posts `intent` with `code`.
 *
 * @example
 * <AuthenticatorEnrolment uri={enrolment.uri} secret={enrolment.secret} intent="enrol" />
 */
export function AuthenticatorEnrolment({
  uri,
  secret,
  intent,
}: {
  uri: string;
  secret: string;
  intent: string;
}) {
  return (
    <Form method="post" className="rr-form">
      <p>Scan this code with an authenticator app (for example the one on your phone):</p>
      <div className="rr-second-factor__qr">
        <QrCode value={uri} title="QR code of your authenticator app's rigready entry" size={200} />
      </div>
      <p>
        Or type this key into the app: <span className="rr-second-factor__secret">{secret}</span>
      </p>
      <p>
        <a className="rr-button" href={uri}>
          Open in an authenticator app on this device
        </a>
      </p>
      <input type="hidden" name="intent" value={intent} />
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        required
      />
      <div className="rr-form__actions">
        <button type="submit" className="rr-button" data-variant="primary">
          Confirm
        </button>
      </div>
    </Form>
  );
}
